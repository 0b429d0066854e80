import type { FastifyInstance } from 'fastify';
import { and, desc, eq, gte, ne, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { PageParam, TimeRange } from '@gprs/contract';
import { route } from '../../../core/route';
import { notFound } from '../../../core/errors';
import { pageQuery } from '../../../core/paging';
import { likeContains, timeBetween } from '../../../core/filters';
import { systemOperateLog } from '../../system/operate-log/operate-log.schema';
import { infraApiAccessLog, infraApiErrorLog } from './api-log.schema';

const optionalInt = z.coerce.number().int().optional();

const AccessLogPageReq = PageParam.extend({
  userId: optionalInt,
  userType: optionalInt,
  requestMethod: z.enum(['GET', 'POST', 'PUT', 'DELETE']).optional(),
  requestUrl: z.string().max(255).optional(),
  resultCode: optionalInt,
  duration: z.coerce.number().int().nonnegative().optional(),
  beginTime: TimeRange,
});

const ErrorLogPageReq = PageParam.extend({
  userId: optionalInt,
  userType: optionalInt,
  requestUrl: z.string().max(255).optional(),
  processStatus: z.coerce.number().int().min(0).max(2).optional(),
  exceptionTime: TimeRange,
});

const OperateLogPageReq = PageParam.extend({
  userId: optionalInt,
  module: z.string().max(50).optional(),
  type: optionalInt,
  success: z.enum(['true', 'false']).optional(),
  createTime: TimeRange,
});

export function apiLogRoutes(app: FastifyInstance): void {
  route(app, {
    method: 'GET',
    url: '/infra/api-access-log/page',
    permission: 'infra:api-access-log:query',
    query: AccessLogPageReq,
    handler: ({ db, query: q }) => {
      const where: (SQL | undefined)[] = [
        q.userId !== undefined ? eq(infraApiAccessLog.userId, q.userId) : undefined,
        q.userType !== undefined ? eq(infraApiAccessLog.userType, q.userType) : undefined,
        q.requestMethod ? eq(infraApiAccessLog.requestMethod, q.requestMethod) : undefined,
        q.requestUrl ? likeContains(infraApiAccessLog.requestUrl, q.requestUrl) : undefined,
        q.resultCode !== undefined ? eq(infraApiAccessLog.resultCode, q.resultCode) : undefined,
        q.duration !== undefined ? gte(infraApiAccessLog.duration, q.duration) : undefined,
        timeBetween(infraApiAccessLog.beginTime, q.beginTime),
      ];
      return pageQuery(db, infraApiAccessLog, q, { where: and(...where), orderBy: [desc(infraApiAccessLog.id)] });
    },
  });

  route(app, {
    method: 'GET',
    url: '/infra/api-error-log/page',
    permission: 'infra:api-error-log:query',
    query: ErrorLogPageReq,
    handler: ({ db, query: q }) => {
      const where: (SQL | undefined)[] = [
        q.userId !== undefined ? eq(infraApiErrorLog.userId, q.userId) : undefined,
        q.userType !== undefined ? eq(infraApiErrorLog.userType, q.userType) : undefined,
        q.requestUrl ? likeContains(infraApiErrorLog.requestUrl, q.requestUrl) : undefined,
        q.processStatus !== undefined ? eq(infraApiErrorLog.processStatus, q.processStatus) : undefined,
        timeBetween(infraApiErrorLog.exceptionTime, q.exceptionTime),
      ];
      return pageQuery(db, infraApiErrorLog, q, { where: and(...where), orderBy: [desc(infraApiErrorLog.id)] });
    },
  });

  route(app, {
    method: 'PUT',
    url: '/infra/api-error-log/update-status',
    permission: 'infra:api-error-log:update-status',
    query: z.object({ id: z.coerce.number().int().positive(), processStatus: z.coerce.number().int().min(1).max(2) }),
    handler: async ({ db, query, user }) => {
      const updated = await db
        .update(infraApiErrorLog)
        .set({ processStatus: query.processStatus, processTime: new Date(), processUserId: user.id, updater: String(user.id) })
        .where(and(eq(infraApiErrorLog.id, query.id), eq(infraApiErrorLog.processStatus, 0)))
        .returning({ id: infraApiErrorLog.id });
      if (!updated.length) throw notFound('API 错误日志不存在或已处理');
      return true;
    },
  });

  route(app, {
    method: 'GET',
    url: '/system/operate-log/page',
    permission: 'system:operate-log:query',
    query: OperateLogPageReq,
    handler: ({ db, query: q }) => {
      const where: (SQL | undefined)[] = [
        q.userId !== undefined ? eq(systemOperateLog.userId, q.userId) : undefined,
        q.module ? likeContains(systemOperateLog.module, q.module) : undefined,
        q.type !== undefined ? eq(systemOperateLog.type, q.type) : undefined,
        q.success === 'true' ? eq(systemOperateLog.resultCode, 0) : undefined,
        q.success === 'false' ? ne(systemOperateLog.resultCode, 0) : undefined,
        timeBetween(systemOperateLog.createTime, q.createTime),
      ];
      return pageQuery(db, systemOperateLog, q, { where: and(...where), orderBy: [desc(systemOperateLog.id)] });
    },
  });
}
