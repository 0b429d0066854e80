import { lt } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { cleanExpiredTokens } from '../../system/oauth2/oauth2-token.service';
import { cleanStaleLoginFailures } from '../../system/auth/login-throttle';
import { systemOperateLog } from '../../system/operate-log/operate-log.schema';
import { infraApiAccessLog, infraApiErrorLog } from '../api-log/api-log.schema';
import { infraJobLog } from './job.schema';
import { fireDueTimers } from '../../bpm/instance/runtime';
import { runDueJobs } from '../../bpm/instance/jobs';
import { cancelExpiredOrders } from '../../trade/order/order.service';
import { runDueNotifyTasks } from '../../pay/notify/notify.service';

export interface JobContext {
  db: Db;
  param: string;
}

/** A job handler does its work and returns a short result text for the job log; throwing marks the run failed. */
export type JobHandler = (ctx: JobContext) => Promise<string>;

const handlers = new Map<string, JobHandler>();

/** Makes a handler available to jobs by name (modules register theirs at import time). */
export function registerJobHandler(name: string, handler: JobHandler): void {
  handlers.set(name, handler);
}

export function getJobHandler(name: string): JobHandler | undefined {
  return handlers.get(name);
}

export function jobHandlerNames(): string[] {
  return [...handlers.keys()].sort();
}

const daysParam = (param: string, fallback: number) => {
  const n = Number.parseInt(param, 10);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

registerJobHandler('cleanExpiredTokensJob', async ({ db }) => `删除过期令牌 ${await cleanExpiredTokens(db)} 条`);

registerJobHandler('cleanAccessLogJob', async ({ db, param }) => {
  const days = daysParam(param, 14);
  const access = await db.delete(infraApiAccessLog).where(lt(infraApiAccessLog.createTime, daysAgo(days))).returning({ id: infraApiAccessLog.id });
  const errors = await db.delete(infraApiErrorLog).where(lt(infraApiErrorLog.createTime, daysAgo(days))).returning({ id: infraApiErrorLog.id });
  return `删除 ${days} 天前的访问日志 ${access.length} 条、错误日志 ${errors.length} 条`;
});

registerJobHandler('cleanOperateLogJob', async ({ db, param }) => {
  const days = daysParam(param, 90);
  const rows = await db.delete(systemOperateLog).where(lt(systemOperateLog.createTime, daysAgo(days))).returning({ id: systemOperateLog.id });
  return `删除 ${days} 天前的操作日志 ${rows.length} 条`;
});

registerJobHandler('cleanJobLogJob', async ({ db, param }) => {
  const days = daysParam(param, 14);
  const rows = await db.delete(infraJobLog).where(lt(infraJobLog.beginTime, daysAgo(days))).returning({ id: infraJobLog.id });
  return `删除 ${days} 天前的任务日志 ${rows.length} 条`;
});

registerJobHandler('cleanLoginFailuresJob', async ({ db }) => `删除过期的登录失败计数 ${await cleanStaleLoginFailures(db)} 条`);

registerJobHandler('bpmTimerJob', async ({ db }) => {
  const { fired, failed } = await fireDueTimers(db);
  const jobs = await runDueJobs(db);
  return `触发流程定时器 ${fired} 个${failed ? `，失败 ${failed} 个` : ''}；执行服务任务 ${jobs.done + jobs.retry + jobs.failed} 个${jobs.retry + jobs.failed ? `，待重试 ${jobs.retry} 个，异常 ${jobs.failed} 个` : ''}`;
});

registerJobHandler('tradeOrderAutoCancelJob', async ({ db }) => `取消超时未支付的订单 ${await cancelExpiredOrders(db)} 个`);

registerJobHandler('payNotifyJob', async ({ db }) => {
  const { sent, succeeded } = await runDueNotifyTasks(db);
  return `执行支付通知 ${sent} 个，成功 ${succeeded} 个`;
});
