import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { AuthProvider, LoginUser } from '../../../core/auth';
import { ProcessCache, type CacheBus } from '../../../core/cache-bus';
import { hashToken } from '../oauth2/oauth2-token.service';
import { systemOauth2AccessToken } from '../oauth2/oauth2.schema';
import { loadGrants } from '../permission/permission.service';
import { systemUsers } from '../user/user.schema';

/**
 * Token → user, with the user's current roles and permissions: one query for token and user, one for roles, one for
 * permissions (none for super_admin). Kept per process by token hash until a user, role, menu, their links or an access
 * token changes anywhere (topic `auth`, decision 0023) or the token expires, so a revoked role, a disabled menu or
 * account, or a logout applies on every instance at once.
 */
export function createAuthProvider(db: Db, bus: CacheBus): AuthProvider {
  const cache = new ProcessCache<string, { user: LoginUser; expiresAt: number } | null>(bus, ['auth']);
  return {
    async authenticate(accessToken: string): Promise<LoginUser | null> {
      const hash = hashToken(accessToken);
      const entry = await cache.get(hash, () => loadLoginUser(db, hash));
      if (!entry) return null;
      if (entry.expiresAt <= Date.now()) {
        cache.delete(hash);
        return null;
      }
      return entry.user;
    },
  };
}

async function loadLoginUser(db: Db, tokenHash: string): Promise<{ user: LoginUser; expiresAt: number } | null> {
  const t = systemOauth2AccessToken;
  const [row] = await db
    .select({
      tokenId: t.id,
      scopes: t.scopes,
      clientId: t.clientId,
      expiresTime: t.expiresTime,
      id: systemUsers.id,
      username: systemUsers.username,
      nickname: systemUsers.nickname,
      status: systemUsers.status,
      userType: systemUsers.userType,
    })
    .from(t)
    .innerJoin(systemUsers, eq(systemUsers.id, t.userId))
    .where(and(eq(t.accessTokenHash, tokenHash), gt(t.expiresTime, new Date())));
  if (!row || row.status !== 0) return null;
  const grants = await loadGrants(db, row.id);
  return {
    expiresAt: row.expiresTime.getTime(),
    user: {
      id: row.id,
      username: row.username,
      nickname: row.nickname,
      userType: row.userType,
      roles: grants.roles,
      permissions: grants.permissions,
      scopes: row.scopes,
      accessTokenId: row.tokenId,
      clientId: row.clientId,
    },
  };
}
