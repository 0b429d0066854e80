import crypto from 'node:crypto';
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { SystemError, type PageParam, type TokenResp } from '@gprs/contract';
import type { Db } from '../../../db/client';
import type { LoginUser } from '../../../core/auth';
import { badRequest, fail } from '../../../core/errors';
import { pageQuery } from '../../../core/paging';
import { withQuery } from '../social/social-providers';
import { hashToken, newToken } from './oauth2-token.service';
import { systemOauth2AccessToken, systemOauth2Approve, systemOauth2Client, systemOauth2Code } from './oauth2.schema';

export const OAUTH2_CODE_TTL_MINUTES = 10;
export const OAUTH2_APPROVE_TTL_DAYS = 30;

export type ClientRow = typeof systemOauth2Client.$inferSelect;

/** A redirect URI is allowed when it is one of the client's, or lies below one of them (path, query or fragment). */
export function redirectUriAllowed(allowed: string[], redirectUri: string): boolean {
  return allowed.some((base) => {
    if (redirectUri === base) return true;
    if (!redirectUri.startsWith(base)) return false;
    return base.endsWith('/') || '/?#'.includes(redirectUri.charAt(base.length));
  });
}

/** Checks a client and, where given, its secret, grant type, scopes and redirect URI (yudao validOAuthClientFromCache). */
export async function validateClient(
  db: Db,
  clientId: string,
  checks: { clientSecret?: string; grantType?: string; scopes?: string[]; redirectUri?: string } = {},
): Promise<ClientRow> {
  const [client] = await db.select().from(systemOauth2Client).where(eq(systemOauth2Client.clientId, clientId));
  if (!client) fail(SystemError.OAUTH2_CLIENT_NOT_EXISTS);
  if (client.status !== 0) fail(SystemError.OAUTH2_CLIENT_DISABLE);
  if (checks.clientSecret !== undefined) {
    const a = Buffer.from(hashToken(checks.clientSecret));
    const b = Buffer.from(hashToken(client.secret));
    if (!crypto.timingSafeEqual(a, b)) fail(SystemError.OAUTH2_CLIENT_CLIENT_SECRET_ERROR, checks.clientSecret);
  }
  if (checks.grantType && !client.authorizedGrantTypes.includes(checks.grantType)) {
    fail(SystemError.OAUTH2_CLIENT_AUTHORIZED_GRANT_TYPE_NOT_EXISTS);
  }
  if (checks.scopes?.some((s) => !client.scopes.includes(s))) fail(SystemError.OAUTH2_CLIENT_SCOPE_OVER);
  if (checks.redirectUri !== undefined && !redirectUriAllowed(client.redirectUris, checks.redirectUri)) {
    fail(SystemError.OAUTH2_CLIENT_REDIRECT_URI_NOT_MATCH, checks.redirectUri);
  }
  return client;
}

async function approvedScopes(db: Db, user: LoginUser, clientId: string): Promise<Set<string>> {
  const rows = await db
    .select({ scope: systemOauth2Approve.scope })
    .from(systemOauth2Approve)
    .where(
      and(
        eq(systemOauth2Approve.userId, user.id),
        eq(systemOauth2Approve.userType, user.userType),
        eq(systemOauth2Approve.clientId, clientId),
        eq(systemOauth2Approve.approved, true),
        gt(systemOauth2Approve.expiresTime, new Date()),
      ),
    );
  return new Set(rows.map((r) => r.scope));
}

async function saveApprovals(db: Db, user: LoginUser, clientId: string, decisions: [string, boolean][]): Promise<void> {
  if (!decisions.length) return;
  await db
    .delete(systemOauth2Approve)
    .where(
      and(
        eq(systemOauth2Approve.userId, user.id),
        eq(systemOauth2Approve.userType, user.userType),
        eq(systemOauth2Approve.clientId, clientId),
        inArray(
          systemOauth2Approve.scope,
          decisions.map(([s]) => s),
        ),
      ),
    );
  const expiresTime = new Date(Date.now() + OAUTH2_APPROVE_TTL_DAYS * 86_400_000);
  await db
    .insert(systemOauth2Approve)
    .values(decisions.map(([scope, approved]) => ({ userId: user.id, userType: user.userType, clientId, scope, approved, expiresTime })));
}

/** GET /system/oauth2/authorize: what the consent page shows. */
export async function getAuthorizeInfo(db: Db, user: LoginUser, clientId: string) {
  const client = await validateClient(db, clientId);
  const approved = await approvedScopes(db, user, clientId);
  return {
    client: { name: client.name, logo: client.logo },
    scopes: client.scopes.map((key) => ({ key, value: approved.has(key) })),
  };
}

export interface AuthorizeInput {
  responseType: string;
  clientId: string;
  redirectUri: string;
  state?: string;
  autoApprove: boolean;
  scope: Record<string, boolean>;
}

/**
 * POST /system/oauth2/authorize. With autoApprove the scopes must all be pre-approved (the client's auto-approve
 * scopes, or earlier approvals): otherwise null, and the page asks the user. Without it the user's choices are
 * stored; approving nothing sends the browser back with error=access_denied. Returns the redirect URL.
 */
export async function authorize(db: Db, user: LoginUser, input: AuthorizeInput): Promise<string | null> {
  if (input.responseType !== 'code') throw badRequest('response_type 参数值只允许 code');
  const requested = Object.keys(input.scope);
  const client = await validateClient(db, input.clientId, {
    grantType: 'authorization_code',
    scopes: requested,
    redirectUri: input.redirectUri,
  });
  let granted: string[];
  if (input.autoApprove) {
    if (requested.every((s) => client.autoApproveScopes.includes(s))) {
      await saveApprovals(
        db,
        user,
        client.clientId,
        requested.map((s) => [s, true]),
      );
    } else {
      const approved = await approvedScopes(db, user, client.clientId);
      if (!requested.every((s) => approved.has(s))) return null;
    }
    granted = requested;
  } else {
    await saveApprovals(db, user, client.clientId, Object.entries(input.scope));
    granted = Object.entries(input.scope)
      .filter(([, ok]) => ok)
      .map(([s]) => s);
    if (requested.length && !granted.length) {
      return withQuery(input.redirectUri, {
        error: 'access_denied',
        error_description: 'User denied access',
        ...(input.state ? { state: input.state } : {}),
      });
    }
  }
  const code = newToken();
  await db.insert(systemOauth2Code).values({
    codeHash: hashToken(code),
    userId: user.id,
    userType: user.userType,
    clientId: client.clientId,
    scopes: granted,
    redirectUri: input.redirectUri,
    state: input.state ?? '',
    expiresTime: new Date(Date.now() + OAUTH2_CODE_TTL_MINUTES * 60_000),
  });
  return withQuery(input.redirectUri, { code, ...(input.state ? { state: input.state } : {}) });
}

/** Consumes an authorization code (single use, 10 minutes) for the token endpoint. */
export async function consumeCode(db: Db, input: { code: string; clientId: string; redirectUri?: string; state?: string }) {
  const [row] = await db.select().from(systemOauth2Code).where(eq(systemOauth2Code.codeHash, hashToken(input.code)));
  if (!row || row.used) fail(SystemError.OAUTH2_CODE_NOT_EXISTS);
  if (row.expiresTime.getTime() < Date.now()) fail(SystemError.OAUTH2_CODE_EXPIRE);
  if (row.clientId !== input.clientId) fail(SystemError.OAUTH2_GRANT_CLIENT_ID_MISMATCH);
  if (input.redirectUri !== undefined && input.redirectUri !== row.redirectUri) fail(SystemError.OAUTH2_GRANT_REDIRECT_URI_MISMATCH);
  if (row.state && (input.state ?? '') !== row.state) fail(SystemError.OAUTH2_GRANT_STATE_MISMATCH);
  const taken = await db
    .update(systemOauth2Code)
    .set({ used: true })
    .where(and(eq(systemOauth2Code.id, row.id), eq(systemOauth2Code.used, false)))
    .returning({ id: systemOauth2Code.id });
  if (!taken.length) fail(SystemError.OAUTH2_CODE_NOT_EXISTS);
  return row;
}

/** The token endpoint's answer (OAuth2 field names). */
export async function toOpenToken(db: Db, token: TokenResp) {
  const [row] = await db
    .select({ scopes: systemOauth2AccessToken.scopes })
    .from(systemOauth2AccessToken)
    .where(eq(systemOauth2AccessToken.accessTokenHash, hashToken(token.accessToken)));
  return {
    access_token: token.accessToken,
    refresh_token: token.refreshToken,
    token_type: 'bearer',
    expires_in: Math.max(0, Math.round((token.expiresTime - Date.now()) / 1000)),
    scope: (row?.scopes ?? []).join(' '),
  };
}

/** Access tokens for the admin list (令牌管理): only their hashes are known. */
export async function getAccessTokenPage(db: Db, q: PageParam & { userId?: number; userType?: number; clientId?: string }) {
  const where = [
    gt(systemOauth2AccessToken.expiresTime, sql`now()`),
    q.userId ? eq(systemOauth2AccessToken.userId, q.userId) : undefined,
    q.userType ? eq(systemOauth2AccessToken.userType, q.userType) : undefined,
    q.clientId ? eq(systemOauth2AccessToken.clientId, q.clientId) : undefined,
  ].filter((w) => w !== undefined);
  const page = await pageQuery(db, systemOauth2AccessToken, q, { where: and(...where), orderBy: [desc(systemOauth2AccessToken.id)] });
  return {
    total: page.total,
    list: page.list.map((r) => ({
      id: r.id,
      accessToken: r.accessTokenHash,
      refreshToken: r.refreshTokenHash,
      userId: r.userId,
      userType: r.userType,
      clientId: r.clientId,
      scopes: r.scopes,
      expiresTime: r.expiresTime,
      createTime: r.createTime,
    })),
  };
}
