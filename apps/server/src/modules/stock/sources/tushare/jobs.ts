import { sql } from 'drizzle-orm';
import { JobStatus } from '@gprs/contract';
import type { AppConfig } from '../../../../config';
import type { Db } from '../../../../db/client';
import { registerJobHandler } from '../../../infra/job/job-handlers';
import { TushareClient, type FetchLike } from './client';
import { RateLimiter } from './rate-limiter';
import { QUOTES_JOB, SYNC_JOB, runTusharePull } from './runner';
import { feedWrites, type MarketWrites } from './writes';

/** The two pull jobs as they are created in 定时任务 (Beijing time; editable there). */
export const TUSHARE_JOBS = [
  { name: '行情数据拉取（tushare）', handlerName: SYNC_JOB, cronExpression: '0 */10 * * * ?', monitorTimeout: 30 * 60_000 },
  { name: '盘中实时行情（tushare）', handlerName: QUOTES_JOB, cronExpression: '0 * 9-11,13-14 * * ?', monitorTimeout: 5 * 60_000 },
] as const;

export interface TushareJobOptions {
  /** the network at the client's boundary (tests stub it); default: global fetch */
  fetch?: FetchLike;
  writes?: MarketWrites;
}

/**
 * Registers the pull jobs' handlers. With MARKET_SOURCE other than tushare, or without a token, a run fails with the
 * reason (the job log says it), so a job enabled by mistake is visible rather than silent.
 */
export function registerTushareJobs(config: Pick<AppConfig, 'marketSource' | 'tushareToken'>, options: TushareJobOptions = {}): void {
  // one window per interface for every run of this process: a run started right after another keeps to the limits too
  const limiter = new RateLimiter();
  const run = (job: 'sync' | 'quotes') => async ({ db, param }: { db: Db; param: string }) => {
    if (config.marketSource !== 'tushare') throw new Error('未启用 tushare 数据源：请设置 MARKET_SOURCE=tushare 与 TUSHARE_TOKEN 后重启服务');
    if (!config.tushareToken) throw new Error('缺少 TUSHARE_TOKEN：请在 tushare 个人主页复制接口令牌，设置后重启服务');
    const only = param.split(',').map((s) => s.trim()).filter(Boolean);
    const client = new TushareClient({ token: config.tushareToken, fetch: options.fetch, limiter });
    const text = await runTusharePull(db, { client, writes: options.writes ?? feedWrites, job, only: only.length ? only : undefined });
    return `${text}（调用 ${client.calls} 次）`;
  };
  registerJobHandler(SYNC_JOB, run('sync'));
  registerJobHandler(QUOTES_JOB, run('quotes'));
}

/** Creates the pull jobs in 定时任务 when they are missing (an administrator's changes to existing ones are kept). */
export async function ensureTushareJobs(db: Db): Promise<void> {
  for (const j of TUSHARE_JOBS) {
    await db.execute(sql`insert into infra_job (name, status, handler_name, handler_param, cron_expression, monitor_timeout, creator, updater)
      values (${j.name}, ${JobStatus.NORMAL}, ${j.handlerName}, '', ${j.cronExpression}, ${j.monitorTimeout}, 'system', 'system')
      on conflict (handler_name) do nothing`);
  }
}
