import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import { IdQuery, LoginLogType, PageParam } from '@gprs/contract';
import { route } from '../../../core/route';
import { badRequest, fail, forbidden } from '../../../core/errors';
import type { LoginUser } from '../../../core/auth';
import { SystemError } from '@gprs/contract';
import { systemUsers } from '../user/user.schema';
import { zodMessage } from '../../../core/route';
import { withLoginLog } from '../login-log/login-log.service';
import { authenticate } from '../auth/auth.service';
import { createClientToken, createTokens, refreshAccessToken, revokeSignInOf } from './oauth2-token.service';
import { authorize, consumeCode, getAccessTokenPage, getAuthorizeInfo, toOpenToken, validateClient } from './oauth2.service';
import { systemOauth2AccessToken } from './oauth2.schema';

const flag = z.preprocess((v) => (v === '' || v === undefined ? false : v), z.union([z.boolean(), z.stringbool()]));

const ScopeMap = z.preprocess(
  (v) => {
    if (v === undefined || v === '') return {};
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v);
    } catch {
      return v;
    }
  },
  z.record(z.string().min(1).max(255), z.union([z.boolean(), z.stringbool()]), { error: 'scope 须为 JSON 对象，如 {"user.read":true}' }),
);

export const AuthorizeReq = z.object({
  response_type: z.string().min(1),
  client_id: z.string().min(1).max(255),
  redirect_uri: z.string().min(1).max(255),
  state: z.string().max(255).optional(),
  auto_approve: flag,
  scope: ScopeMap,
});

export const TokenReq = z.object({
  grant_type: z.enum(['authorization_code', 'password', 'refresh_token', 'client_credentials'], { error: '未知授权类型' }),
  client_id: z.string().min(1).max(255),
  client_secret: z.string().max(255).default(''),
  code: z.string().max(128).optional(),
  redirect_uri: z.string().max(255).optional(),
  state: z.string().max(255).optional(),
  username: z.string().trim().max(30).optional(),
  password: z.string().max(64).optional(),
  scope: z.string().max(1000).optional(),
  refresh_token: z.string().max(128).optional(),
});

/** The OAuth2 endpoints take their parameters from the query string and/or a form (or JSON) body. */
function formInput<S extends z.ZodType>(schema: S, req: FastifyRequest): z.output<S> {
  const merged: Record<string, unknown> = { ...(req.query as object) };
  if (req.body && typeof req.body === 'object') Object.assign(merged, req.body);
  const basic = /^Basic\s+(.+)$/i.exec(req.headers.authorization ?? '');
  if (basic) {
    const decoded = Buffer.from(basic[1], 'base64').toString('utf8');
    const at = decoded.indexOf(':');
    if (at > 0) {
      merged.client_id ??= decodeURIComponent(decoded.slice(0, at));
      merged.client_secret ??= decodeURIComponent(decoded.slice(at + 1));
    }
  }
  const result = schema.safeParse(merged);
  if (!result.success) throw badRequest(zodMessage(result.error));
  return result.data;
}

/** The OAuth2 user endpoints need the scope on the token (yudao @ss.hasScope). */
function requireScope(user: LoginUser, scope: string): void {
  if (!user.scopes.includes(scope)) throw forbidden();
}

export const OAuth2UserUpdateReq = z.object({
  nickname: z.string().trim().min(1).max(30),
  email: z.union([z.email('邮箱格式不正确').max(50), z.literal('')]).optional(),
  mobile: z.union([z.string().regex(/^1[3-9]\d{9}$/, '手机号格式不正确'), z.literal('')]).optional(),
  sex: z.coerce.number().int().min(0).max(2).optional(),
});

function required(value: string | undefined, name: string): string {
  if (!value) throw badRequest(`${name} 不能为空`);
  return value;
}

export function oauth2Routes(app: FastifyInstance): void {
  route(app, {
    method: 'GET',
    url: '/system/oauth2/authorize',
    auth: 'user',
    query: z.object({ clientId: z.string().min(1).max(255) }),
    handler: ({ db, user, query }) => getAuthorizeInfo(db, user, query.clientId),
  });

  route(app, {
    method: 'POST',
    url: '/system/oauth2/authorize',
    auth: 'user',
    allowInDemo: true,
    handler: ({ db, user, req }) => {
      const input = formInput(AuthorizeReq, req);
      return authorize(db, user, {
        responseType: input.response_type,
        clientId: input.client_id,
        redirectUri: input.redirect_uri,
        state: input.state,
        autoApprove: input.auto_approve,
        scope: input.scope,
      });
    },
  });

  route(app, {
    method: 'POST',
    url: '/system/oauth2/token',
    auth: 'public',
    allowInDemo: true,
    handler: async ({ db, rootDb, req }) => {
      const input = formInput(TokenReq, req);
      const client = await validateClient(db, input.client_id, { clientSecret: input.client_secret, grantType: input.grant_type });
      if (input.grant_type === 'authorization_code') {
        const code = await consumeCode(db, {
          code: required(input.code, 'code'),
          clientId: client.clientId,
          redirectUri: input.redirect_uri,
          state: input.state,
        });
        const token = await createTokens(db, { userId: code.userId, userType: code.userType, clientId: client.clientId, scopes: code.scopes });
        return toOpenToken(db, token);
      }
      if (input.grant_type === 'password') {
        const username = required(input.username, 'username');
        const password = required(input.password, 'password');
        const scopes = (input.scope ?? '').split(/[\s,]+/).filter(Boolean);
        await validateClient(db, client.clientId, { scopes });
        const token = await withLoginLog(rootDb, req, { logType: LoginLogType.USERNAME, username }, async (note) => {
          const user = await authenticate(db, rootDb, { username, password, ip: req.ip }, note);
          return createTokens(db, { userId: user.id, userType: user.userType, clientId: client.clientId, scopes });
        });
        return toOpenToken(db, token);
      }
      if (input.grant_type === 'client_credentials') {
        // a machine client (feeds, jobs): no user, no refresh token (RFC 6749 4.4); without `scope`, all of the client's
        const requested = (input.scope ?? '').split(/[\s,]+/).filter(Boolean);
        await validateClient(db, client.clientId, { scopes: requested });
        const token = await createClientToken(db, client, requested.length ? requested : client.scopes);
        return { ...(await toOpenToken(db, token)), refresh_token: undefined };
      }
      const token = await refreshAccessToken(db, required(input.refresh_token, 'refresh_token'), { clientId: client.clientId, rootDb });
      return toOpenToken(db, token);
    },
  });

  route(app, {
    method: 'GET',
    url: '/system/oauth2/user/get',
    auth: 'user',
    handler: async ({ db, user }) => {
      requireScope(user, 'user.read');
      const [row] = await db.select().from(systemUsers).where(eq(systemUsers.id, user.id));
      if (!row) fail(SystemError.USER_NOT_EXISTS);
      return {
        id: row.id,
        username: row.username,
        nickname: row.nickname,
        email: row.email ?? '',
        mobile: row.mobile ?? '',
        sex: row.sex,
        avatar: row.avatar ?? '',
      };
    },
  });

  route(app, {
    method: 'PUT',
    url: '/system/oauth2/user/update',
    auth: 'user',
    body: OAuth2UserUpdateReq,
    handler: async ({ db, user, body }) => {
      requireScope(user, 'user.write');
      if (body.mobile) {
        const [other] = await db.select({ id: systemUsers.id }).from(systemUsers).where(and(eq(systemUsers.mobile, body.mobile), ne(systemUsers.id, user.id)));
        if (other) fail(SystemError.USER_MOBILE_EXISTS);
      }
      if (body.email) {
        const [other] = await db.select({ id: systemUsers.id }).from(systemUsers).where(and(eq(systemUsers.email, body.email), ne(systemUsers.id, user.id)));
        if (other) fail(SystemError.USER_EMAIL_EXISTS);
      }
      await db.update(systemUsers).set(body).where(eq(systemUsers.id, user.id));
      return true;
    },
  });

  route(app, {
    method: 'GET',
    url: '/system/oauth2-token/page',
    permission: 'system:oauth2-token:query',
    query: PageParam.extend({
      userId: z.coerce.number().int().positive().optional(),
      userType: z.coerce.number().int().optional(),
      clientId: z.string().max(255).optional(),
    }),
    handler: ({ db, query }) => getAccessTokenPage(db, query),
  });

  route(app, {
    method: 'DELETE',
    url: '/system/oauth2-token/delete',
    permission: 'system:oauth2-token:delete',
    query: IdQuery,
    handler: async ({ db, query }) => {
      // 强退: the whole sign-in this token belongs to, so no rotated refresh token of it lives on
      const [row] = await db.select().from(systemOauth2AccessToken).where(eq(systemOauth2AccessToken.id, query.id));
      if (row) await revokeSignInOf(db, row.refreshTokenHash);
      return true;
    },
  });
}
