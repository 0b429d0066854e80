import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { LoginReq } from '@gprs/contract';
import { route } from '../../../core/route';
import { readBearerToken } from '../../../core/auth';
import { unauthorized } from '../../../core/errors';
import { refreshAccessToken, removeAccessToken } from '../oauth2/oauth2-token.service';
import { getPermissionInfo } from '../permission/permission.service';
import { authenticate, completeLogin } from './auth.service';

export function authRoutes(app: FastifyInstance): void {
  route(app, {
    method: 'POST',
    url: '/system/auth/login',
    auth: 'public',
    allowInDemo: true,
    body: LoginReq,
    handler: async ({ body, db, req }) => {
      const user = await authenticate(db, body.username, body.password);
      return completeLogin(db, user, req.ip);
    },
  });

  route(app, {
    method: 'POST',
    url: '/system/auth/logout',
    auth: 'public',
    allowInDemo: true,
    handler: async ({ db, req }) => {
      const token = readBearerToken(req);
      if (token) await removeAccessToken(db, token);
      return true;
    },
  });

  route(app, {
    method: 'POST',
    url: '/system/auth/refresh-token',
    auth: 'public',
    allowInDemo: true,
    query: z.object({ refreshToken: z.string().min(1).max(128) }),
    handler: ({ query, db }) => refreshAccessToken(db, query.refreshToken),
  });

  route(app, {
    method: 'GET',
    url: '/system/auth/get-permission-info',
    auth: 'user',
    handler: async ({ db, user }) => {
      const info = await getPermissionInfo(db, user.id);
      if (!info) throw unauthorized();
      return info;
    },
  });
}
