import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { AuthProvider, LoginUser } from '../../../core/auth';
import { hashToken } from '../oauth2/oauth2-token.service';
import { systemOauth2AccessToken } from '../oauth2/oauth2.schema';
import { loadGrants } from '../permission/permission.service';
import { systemUsers } from '../user/user.schema';

/**
 * Token → user, with the user's current roles and permissions, read fresh on every request so that a revoked role,
 * a disabled menu or a disabled account applies at once: one query for token and user, one for roles, one for
 * permissions (none for super_admin).
 */
export function createAuthProvider(db: Db): AuthProvider {
  return {
    async authenticate(accessToken: string): Promise<LoginUser | null> {
      const t = systemOauth2AccessToken;
      const [row] = await db
        .select({
          tokenId: t.id,
          scopes: t.scopes,
          clientId: t.clientId,
          id: systemUsers.id,
          username: systemUsers.username,
          nickname: systemUsers.nickname,
          status: systemUsers.status,
          userType: systemUsers.userType,
        })
        .from(t)
        .innerJoin(systemUsers, eq(systemUsers.id, t.userId))
        .where(and(eq(t.accessTokenHash, hashToken(accessToken)), gt(t.expiresTime, new Date())));
      if (!row || row.status !== 0) return null;
      const grants = await loadGrants(db, row.id);
      return {
        id: row.id,
        username: row.username,
        nickname: row.nickname,
        userType: row.userType,
        roles: grants.roles,
        permissions: grants.permissions,
        scopes: row.scopes,
        accessTokenId: row.tokenId,
        clientId: row.clientId,
      };
    },
  };
}
