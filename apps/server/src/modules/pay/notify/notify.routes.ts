import type { FastifyInstance } from 'fastify';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { IdQuery, PageParam, PayNotifyTaskFilter, type PayNotifyTaskDetailResp, type PayNotifyTaskResp } from '@gprs/contract';
import { likeContains, timeBetween } from '../../../core/filters';
import { route } from '../../../core/route';
import type { Db } from '../../../db/client';
import { payApp, payNotifyLog, payNotifyTask, type PayNotifyTaskRow } from '../pay.schema';

function toTaskResp(row: PayNotifyTaskRow, appName: string): PayNotifyTaskResp {
  return {
    id: row.id,
    appId: row.appId,
    appName,
    type: row.type,
    dataId: row.dataId,
    merchantOrderId: row.merchantOrderId,
    merchantRefundId: row.merchantRefundId,
    status: row.status,
    nextNotifyTime: row.nextNotifyTime?.getTime() ?? null,
    lastExecuteTime: row.lastExecuteTime?.getTime() ?? null,
    notifyTimes: row.notifyTimes,
    maxNotifyTimes: row.maxNotifyTimes,
    notifyUrl: row.notifyUrl,
    createTime: row.createTime.getTime(),
    updateTime: row.updateTime.getTime(),
  };
}

function taskWhere(f: PayNotifyTaskFilter): SQL | undefined {
  return and(
    f.appId ? eq(payNotifyTask.appId, f.appId) : undefined,
    f.type ? eq(payNotifyTask.type, f.type) : undefined,
    f.dataId ? eq(payNotifyTask.dataId, f.dataId) : undefined,
    f.status !== undefined ? eq(payNotifyTask.status, f.status) : undefined,
    f.merchantOrderId ? likeContains(payNotifyTask.merchantOrderId, f.merchantOrderId) : undefined,
    timeBetween(payNotifyTask.createTime, f.createTime),
  );
}

type Joined = { t: PayNotifyTaskRow; appName: string | null };
const select = (db: Db) => db.select({ t: payNotifyTask, appName: payApp.name }).from(payNotifyTask).leftJoin(payApp, eq(payApp.id, payNotifyTask.appId));

/** 回调通知: /pay/notify/{page,get-detail} — every notification of an app and its attempts. */
export function payNotifyRoutes(app: FastifyInstance): void {
  route(app, {
    method: 'GET',
    url: '/pay/notify/page',
    permission: 'pay:notify:query',
    query: PageParam.extend(PayNotifyTaskFilter.shape),
    handler: async ({ db, query }) => {
      const where = taskWhere(query);
      const [rows, [{ total }]] = await Promise.all([
        select(db).where(where).orderBy(desc(payNotifyTask.id)).limit(query.pageSize).offset((query.pageNo - 1) * query.pageSize),
        db.select({ total: sql<number>`count(*)::int` }).from(payNotifyTask).where(where),
      ]);
      return { list: (rows as Joined[]).map((x) => toTaskResp(x.t, x.appName ?? '')), total };
    },
  });

  route(app, {
    method: 'GET',
    url: '/pay/notify/get-detail',
    permission: 'pay:notify:query',
    query: IdQuery,
    handler: async ({ db, query }): Promise<PayNotifyTaskDetailResp | null> => {
      const [x] = (await select(db).where(eq(payNotifyTask.id, query.id))) as Joined[];
      if (!x) return null;
      const logs = await db.select().from(payNotifyLog).where(eq(payNotifyLog.taskId, x.t.id)).orderBy(asc(payNotifyLog.id));
      return {
        ...toTaskResp(x.t, x.appName ?? ''),
        logs: logs.map((l) => ({ id: l.id, taskId: l.taskId, notifyTimes: l.notifyTimes, response: l.response, status: l.status, createTime: l.createTime.getTime() })),
      };
    },
  });
}
