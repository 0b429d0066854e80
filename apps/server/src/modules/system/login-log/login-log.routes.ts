import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PageParam, TimeRange } from '@gprs/contract';
import { route } from '../../../core/route';
import { getLoginLogPage } from './login-log.service';

export const LoginLogPageReq = PageParam.extend({
  username: z.string().trim().max(64).optional(),
  userIp: z.string().trim().max(50).optional(),
  /** true: successful sign-ins only; false: failures only */
  status: z.preprocess((v) => (v === '' ? undefined : v), z.union([z.boolean(), z.stringbool()]).optional()),
  createTime: TimeRange,
});

export function loginLogRoutes(app: FastifyInstance): void {
  route(app, {
    method: 'GET',
    url: '/system/login-log/page',
    permission: 'system:login-log:query',
    query: LoginLogPageReq,
    handler: ({ db, query }) => getLoginLogPage(db, query),
  });
}
