import type { FastifyInstance } from 'fastify';
import { and, desc, eq, gte, inArray, ne, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { PageParam, TimeRange } from '@gprs/contract';
import { route } from '../../../core/route';
import { dictFormat, formatDateTime, streamExcel, type ExcelColumn } from '../../../core/excel';
import { dictLabels } from '../../system/dict/dict.service';
import { notFound } from '../../../core/errors';
import { idDescBatches, pageQuery } from '../../../core/paging';
import { likeContains, timeBetween } from '../../../core/filters';
import { systemOperateLog } from '../../system/operate-log/operate-log.schema';
import { infraApiAccessLog, infraApiErrorLog } from './api-log.schema';
import { systemUsers } from '../../system/user/user.schema';
import { bizIdOf } from './operation';

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

type AccessLogFilter = Omit<z.infer<typeof AccessLogPageReq>, 'pageNo' | 'pageSize'>;
type ErrorLogFilter = Omit<z.infer<typeof ErrorLogPageReq>, 'pageNo' | 'pageSize'>;
type OperateLogFilter = Omit<z.infer<typeof OperateLogPageReq>, 'pageNo' | 'pageSize'>;

function accessLogWhere(q: AccessLogFilter): SQL | undefined {
  return and(
    q.userId !== undefined ? eq(infraApiAccessLog.userId, q.userId) : undefined,
    q.userType !== undefined ? eq(infraApiAccessLog.userType, q.userType) : undefined,
    q.requestMethod ? eq(infraApiAccessLog.requestMethod, q.requestMethod) : undefined,
    q.requestUrl ? likeContains(infraApiAccessLog.requestUrl, q.requestUrl) : undefined,
    q.resultCode !== undefined ? eq(infraApiAccessLog.resultCode, q.resultCode) : undefined,
    q.duration !== undefined ? gte(infraApiAccessLog.duration, q.duration) : undefined,
    timeBetween(infraApiAccessLog.beginTime, q.beginTime),
  );
}

function errorLogWhere(q: ErrorLogFilter): SQL | undefined {
  return and(
    q.userId !== undefined ? eq(infraApiErrorLog.userId, q.userId) : undefined,
    q.userType !== undefined ? eq(infraApiErrorLog.userType, q.userType) : undefined,
    q.requestUrl ? likeContains(infraApiErrorLog.requestUrl, q.requestUrl) : undefined,
    q.processStatus !== undefined ? eq(infraApiErrorLog.processStatus, q.processStatus) : undefined,
    timeBetween(infraApiErrorLog.exceptionTime, q.exceptionTime),
  );
}

function operateLogWhere(q: OperateLogFilter): SQL | undefined {
  return and(
    q.userId !== undefined ? eq(systemOperateLog.userId, q.userId) : undefined,
    q.module ? likeContains(systemOperateLog.module, q.module) : undefined,
    q.type !== undefined ? eq(systemOperateLog.type, q.type) : undefined,
    q.success === 'true' ? eq(systemOperateLog.resultCode, 0) : undefined,
    q.success === 'false' ? ne(systemOperateLog.resultCode, 0) : undefined,
    timeBetween(systemOperateLog.createTime, q.createTime),
  );
}

type RequestColumnKey = 'traceId' | 'userId' | 'userType' | 'requestMethod' | 'requestUrl' | 'requestParams' | 'userIp';

/** The request columns both API log exports have (trace, user, method, URL, parameters, IP). */
function requestColumns<T extends Record<RequestColumnKey, unknown>>(userTypes: ReadonlyMap<string, string>): ExcelColumn<T>[] {
  return [
    { header: '链路追踪', key: 'traceId', width: 20 },
    { header: '用户编号', key: 'userId', width: 10 },
    { header: '用户类型', key: 'userType', width: 10, format: dictFormat(userTypes) },
    { header: '请求方法名', key: 'requestMethod', width: 10 },
    { header: '请求地址', key: 'requestUrl', width: 40 },
    { header: '请求参数', key: 'requestParams', width: 40 },
    { header: '用户 IP', key: 'userIp', width: 16 },
  ];
}

/** An export takes the page's filters without paging; log exports are streamed (streamExcel). */
const NO_PAGING = { pageNo: true, pageSize: true } as const;

export function apiLogRoutes(app: FastifyInstance): void {
  route(app, {
    method: 'GET',
    url: '/infra/api-access-log/page',
    permission: 'infra:api-access-log:query',
    query: AccessLogPageReq,
    handler: ({ db, query: q }) => pageQuery(db, infraApiAccessLog, q, { where: accessLogWhere(q), orderBy: [desc(infraApiAccessLog.id)] }),
  });

  route(app, {
    method: 'GET',
    url: '/infra/api-access-log/export',
    permission: 'infra:api-access-log:export',
    query: AccessLogPageReq.omit(NO_PAGING),
    raw: true,
    handler: async ({ db, query: q, reply }) => {
      const labels = await dictLabels(db, ['user_type']);
      await streamExcel(reply, {
        ...idDescBatches(db, infraApiAccessLog, accessLogWhere(q)),
        filename: 'API 访问日志.xlsx',
        columns: [
          { header: '日志主键', key: 'id', width: 10 },
          ...requestColumns(labels.get('user_type')!),
          { header: '浏览器 UA', key: 'userAgent', width: 30 },
          { header: '操作模块', key: 'operateModule', width: 14 },
          { header: '操作名', key: 'operateName', width: 14 },
          { header: '请求时间', key: 'beginTime', width: 20, format: formatDateTime },
          { header: '执行时长(ms)', key: 'duration', width: 12 },
          { header: '结果码', key: 'resultCode', width: 12 },
          { header: '结果提示', key: 'resultMsg', width: 30 },
        ],
      });
    },
  });

  route(app, {
    method: 'GET',
    url: '/infra/api-error-log/page',
    permission: 'infra:api-error-log:query',
    query: ErrorLogPageReq,
    handler: ({ db, query: q }) => pageQuery(db, infraApiErrorLog, q, { where: errorLogWhere(q), orderBy: [desc(infraApiErrorLog.id)] }),
  });

  route(app, {
    method: 'GET',
    url: '/infra/api-error-log/export',
    permission: 'infra:api-error-log:export',
    query: ErrorLogPageReq.omit(NO_PAGING),
    raw: true,
    handler: async ({ db, query: q, reply }) => {
      const labels = await dictLabels(db, ['user_type', 'infra_api_error_log_process_status']);
      await streamExcel(reply, {
        ...idDescBatches(db, infraApiErrorLog, errorLogWhere(q)),
        filename: 'API 错误日志.xlsx',
        columns: [
          { header: '编号', key: 'id', width: 10 },
          ...requestColumns(labels.get('user_type')!),
          { header: '异常发生时间', key: 'exceptionTime', width: 20, format: formatDateTime },
          { header: '异常名', key: 'exceptionName', width: 24 },
          { header: '异常消息', key: 'exceptionMessage', width: 40 },
          { header: '处理状态', key: 'processStatus', width: 10, format: dictFormat(labels.get('infra_api_error_log_process_status')!) },
          { header: '处理时间', key: 'processTime', width: 20, format: formatDateTime },
          { header: '处理人', key: 'processUserId', width: 10 },
        ],
      });
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
    handler: async ({ db, query: q }) => {
      const page = await pageQuery(db, systemOperateLog, q, { where: operateLogWhere(q), orderBy: [desc(systemOperateLog.id)] });
      const ids = [...new Set(page.list.map((r) => r.userId))];
      const users = ids.length ? await db.select({ id: systemUsers.id, nickname: systemUsers.nickname }).from(systemUsers).where(inArray(systemUsers.id, ids)) : [];
      const names = new Map(users.map((u) => [u.id, u.nickname]));
      // yudao 2.x reads userName, subType, action and bizId beside our module / name / type
      return {
        total: page.total,
        list: page.list.map((r) => ({ ...r, userName: names.get(r.userId) ?? '', subType: r.name, action: `${r.name} ${r.requestMethod} ${r.requestUrl}`, bizId: bizIdOf(r.requestParams) })),
      };
    },
  });

  route(app, {
    method: 'GET',
    url: '/system/operate-log/export',
    permission: 'system:operate-log:export',
    query: OperateLogPageReq.omit(NO_PAGING),
    raw: true,
    handler: async ({ db, query: q, reply }) => {
      const labels = await dictLabels(db, ['user_type', 'system_operate_type']);
      await streamExcel(reply, {
        ...idDescBatches(db, systemOperateLog, operateLogWhere(q)),
        filename: '操作日志.xlsx',
        columns: [
          { header: '日志编号', key: 'id', width: 10 },
          { header: '操作人编号', key: 'userId', width: 10 },
          { header: '用户类型', key: 'userType', width: 10, format: dictFormat(labels.get('user_type')!) },
          { header: '操作模块', key: 'module', width: 14 },
          { header: '操作名', key: 'name', width: 16 },
          { header: '操作类型', key: 'type', width: 10, format: dictFormat(labels.get('system_operate_type')!) },
          { header: '请求方法', key: 'requestMethod', width: 10 },
          { header: '请求地址', key: 'requestUrl', width: 40 },
          { header: '请求参数', key: 'requestParams', width: 40 },
          { header: '操作 IP', key: 'userIp', width: 16 },
          { header: '执行时长(ms)', key: 'duration', width: 12 },
          { header: '操作结果', key: 'resultCode', width: 10, format: (v: number) => (v === 0 ? '成功' : '失败') },
          { header: '结果提示', key: 'resultMsg', width: 30 },
          { header: '操作时间', key: 'createTime', width: 20, format: formatDateTime },
        ],
      });
    },
  });
}
