import type { FastifyRequest } from 'fastify';

export const SUPER_ADMIN_ROLE = 'super_admin';
export const ALL_PERMISSION = '*:*:*';

/** user_type values (dict user_type): a site member or a back-office user. */
export const UserType = { MEMBER: 1, ADMIN: 2 } as const;

/** Who is calling: resolved from the Bearer access token on every request. */
export interface LoginUser {
  id: number;
  username: string;
  nickname: string;
  userType: number;
  /** role codes of enabled roles */
  roles: string[];
  /** permission strings of enabled button/menu rows granted through the roles */
  permissions: Set<string>;
  /** scopes granted to the token (OAuth2); empty for the default client */
  scopes: string[];
  accessTokenId: number;
  clientId: string;
}

/** Resolves tokens into users. The system/auth module provides it; core only depends on this interface. */
export interface AuthProvider {
  authenticate(accessToken: string): Promise<LoginUser | null>;
}

export function hasPermission(user: LoginUser, needed: string | string[]): boolean {
  if (user.roles.includes(SUPER_ADMIN_ROLE) || user.permissions.has(ALL_PERMISSION)) return true;
  const list = Array.isArray(needed) ? needed : [needed];
  return list.some((p) => user.permissions.has(p));
}

/** `Authorization: Bearer <token>`; EventSource cannot set headers, so SSE routes may also pass `?token=`. */
export function readBearerToken(req: FastifyRequest, allowQuery = false): string | undefined {
  const header = req.headers.authorization;
  if (header) {
    const m = /^Bearer\s+(.+)$/i.exec(header.trim());
    if (m) return m[1].trim();
  }
  if (allowQuery) {
    const q = (req.query as Record<string, unknown> | undefined)?.token;
    if (typeof q === 'string' && q) return q;
  }
  return undefined;
}
