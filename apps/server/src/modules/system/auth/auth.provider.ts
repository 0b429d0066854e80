import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { AuthProvider, LoginUser } from '../../../core/auth';
import { findLiveAccessToken } from '../oauth2/oauth2-token.service';
import { loadGrants } from '../permission/permission.service';
import { systemUsers } from '../user/user.schema';

/** Token → user, with the user's current roles and permissions (read fresh, so revoked grants apply at once). */
export function createAuthProvider(db: Db): AuthProvider {
  return {
    async authenticate(accessToken: string): Promise<LoginUser | null> {
      const token = await findLiveAccessToken(db, accessToken);
      if (!token) return null;
      const [user] = await db
        .select({ id: systemUsers.id, username: systemUsers.username, nickname: systemUsers.nickname, status: systemUsers.status, userType: systemUsers.userType })
        .from(systemUsers)
        .where(eq(systemUsers.id, token.userId));
      if (!user || user.status !== 0) return null;
      const grants = await loadGrants(db, user.id);
      return {
        id: user.id,
        username: user.username,
        nickname: user.nickname,
        userType: user.userType,
        roles: grants.roles,
        permissions: grants.permissions,
        scopes: token.scopes,
        accessTokenId: token.id,
        clientId: token.clientId,
      };
    },
  };
}
