import type { FastifyInstance } from 'fastify';
import { inArray } from 'drizzle-orm';
import { SOURCE_DATASET_STATE_LABELS, type SourceDatasetState, type SourceStatusVO } from '@gprs/contract';
import { route } from '../../../core/route';
import { nextRunTimes } from '../../infra/job/job.scheduler';
import { infraJob } from '../../infra/job/job.schema';
import { TUSHARE_APIS, requirementText } from './tushare/catalog';
import { DATASETS } from './tushare/datasets';
import { TUSHARE_JOBS } from './tushare/jobs';
import { JOB_OF, readDatasets } from './tushare/runner';
import { feedWrites } from './tushare/writes';

const nextFire = (cron: string, now: Date) => {
  try {
    return nextRunTimes(cron, 1, now)[0]?.getTime() ?? null;
  } catch {
    return null;
  }
};

/**
 * 股票数据 → 数据源 (staff): GET /stock-admin/source/status — the pulled source (tushare): whether it is enabled, its
 * jobs in 定时任务, and every dataset with its state in words, last success, rows, cursor, next run and what the site
 * shows without it. Every dataset is listed whether or not it ever ran.
 */
export function stockSourceRoutes(app: FastifyInstance): void {
  route(app, {
    method: 'GET',
    url: '/stock-admin/source/status',
    permission: 'stock:feed-source:query',
    handler: async ({ db }): Promise<SourceStatusVO> => {
      const now = new Date();
      const enabled = app.config.marketSource === 'tushare';
      const [stored, jobs] = await Promise.all([
        readDatasets(db),
        db.select().from(infraJob).where(inArray(infraJob.handlerName, TUSHARE_JOBS.map((j) => j.handlerName))),
      ]);
      const jobOf = new Map(jobs.map((j) => [j.handlerName, j]));
      const jobVOs = TUSHARE_JOBS.map((j) => {
        const row = jobOf.get(j.handlerName);
        const on = !!row && row.status === 1;
        return { handlerName: j.handlerName, name: row?.name ?? j.name, enabled: on, cronExpression: row?.cronExpression ?? null, nextFireTime: on && enabled ? nextFire(row.cronExpression, now) : null };
      });
      const fireOf = new Map(jobVOs.map((j) => [j.handlerName, j.nextFireTime]));
      return {
        source: 'tushare',
        enabled,
        tokenSet: !!app.config.tushareToken,
        now: now.getTime(),
        jobs: jobVOs,
        datasets: DATASETS.map((def) => {
          const row = stored.get(def.key);
          // a dataset the market has no write for is never pulled; the fallback hot list waits until it is needed
          const wired = !def.writer || !!feedWrites[def.writer];
          const state: SourceDatasetState = !enabled ? 'off' : !wired ? 'not_wired' : ((row?.status as SourceDatasetState | undefined) ?? (def.fallbackOf ? 'standby' : 'never'));
          const message = !enabled
            ? '未启用：设置 MARKET_SOURCE=tushare 与 TUSHARE_TOKEN 后由定时任务拉取'
            : !wired
              ? '本站还没有这类数据的写入，未拉取'
              : (row?.message ?? (def.fallbackOf ? '备用：同花顺热榜可读时不拉取' : app.config.tushareToken ? '等待第一次拉取' : '缺少 TUSHARE_TOKEN'));
          const next = row?.nextRunTime && row.nextRunTime.getTime() > now.getTime() ? row.nextRunTime.getTime() : null;
          return {
            key: def.key,
            label: def.label,
            apis: def.apis.map((name) => {
              const a = TUSHARE_APIS[name];
              return { name, label: a.label, requirement: requirementText(a), perMinute: a.perMinute, perMinutePublished: a.perMinutePublished, docUrl: `https://tushare.pro/document/2?doc_id=${a.doc}` };
            }),
            state,
            stateLabel: SOURCE_DATASET_STATE_LABELS[state],
            message,
            lastSuccessTime: row?.lastSuccessTime?.getTime() ?? null,
            lastAttemptTime: row?.lastAttemptTime?.getTime() ?? null,
            rows: row?.lastRows ?? 0,
            written: row?.lastWritten ?? 0,
            cursor: row?.cursor ?? null,
            nextRunTime: !enabled || state === 'not_wired' || state === 'standby' ? null : (next ?? fireOf.get(JOB_OF[def.job]) ?? null),
            without: def.without,
          };
        }),
      };
    },
  });
}
