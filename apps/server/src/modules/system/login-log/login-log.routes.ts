import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { IdQuery, PageParam, TimeRange } from '@gprs/contract';
import { route } from '../../../core/route';
import { dictFormat, formatDateTime, streamExcel } from '../../../core/excel';
import { idDescBatches } from '../../../core/paging';
import { getLoginLogPage, loginLogWhere } from './login-log.service';
import { systemLoginLog } from './login-log.schema';
import { deleteLoginThrottle, getLoginThrottlePage } from '../auth/login-throttle';

/** Labels of dict system_login_type and system_login_result (LoginLogType / LoginResult). */
export const LOGIN_TYPE_LABELS = new Map([
  ['100', '账号登录'],
  ['101', '社交登录'],
  ['103', '短信登录'],
  ['200', '主动登出'],
]);
export const LOGIN_RESULT_LABELS = new Map([
  ['0', '成功'],
  ['10', '账号或密码不正确'],
  ['20', '用户被禁用'],
  ['30', '验证码不存在'],
  ['31', '验证码不正确'],
  ['40', '未知异常'],
  ['50', '失败过多，限制登录'],
  ['51', '地址失败过多，限制登录'],
]);

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

  route(app, {
    method: 'GET',
    url: '/system/login-log/export',
    permission: 'system:login-log:export',
    query: LoginLogPageReq.omit({ pageNo: true, pageSize: true }),
    raw: true,
    handler: async ({ db, query, reply }) => {
      await streamExcel(reply, {
        ...idDescBatches(db, systemLoginLog, loginLogWhere(query)),
        filename: '登录日志.xlsx',
        columns: [
          { header: '日志编号', key: 'id', width: 10 },
          { header: '操作类型', key: 'logType', format: dictFormat(LOGIN_TYPE_LABELS) },
          { header: '用户名称', key: 'username', width: 20 },
          { header: '登录地址', key: 'userIp', width: 18 },
          { header: '浏览器', key: 'userAgent', width: 40 },
          { header: '登录结果', key: 'result', format: dictFormat(LOGIN_RESULT_LABELS), width: 18 },
          { header: '登录日期', key: 'createTime', format: formatDateTime, width: 20 },
        ],
      });
    },
  });

  // 登录限制 (a dialog of 登录日志): the current throttles, and 解除 to let a username + address sign in at once
  route(app, {
    method: 'GET',
    url: '/system/login-throttle/page',
    permission: 'system:login-throttle:query',
    query: PageParam.extend({ username: z.string().trim().max(64).optional(), userIp: z.string().trim().max(50).optional() }),
    handler: ({ db, query }) => getLoginThrottlePage(db, query),
  });

  route(app, {
    method: 'DELETE',
    url: '/system/login-throttle/delete',
    permission: 'system:login-throttle:delete',
    query: IdQuery,
    handler: ({ db, query }) => deleteLoginThrottle(db, query.id),
  });
}
