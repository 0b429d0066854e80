import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../../db/client';
import { nextRunTimes } from '../../../infra/job/job.scheduler';
import { infraJob } from '../../../infra/job/job.schema';
import { isContinuousTrading, tradingSession } from '../../market-rules';
import { stockSourceDataset, type SourceDatasetRow } from '../sources.schema';
import type { TushareClient } from './client';
import { DATASETS } from './datasets';
import { TushareError } from './errors';
import { mapTradeCal, tsDate, type CalendarDay } from './mappers';
import { beijingDate, lastOpenDay, nextReady, pendingDates, readyMoment } from './schedule';
import type { MarketWrites } from './writes';

export const SOURCE = 'tushare';
/** The jobs in 定时任务 that run the pulls (registered in ../index.ts). */
export const SYNC_JOB = 'tushareSyncJob';
export const QUOTES_JOB = 'tushareQuotesJob';
export const JOB_OF = { sync: SYNC_JOB, quotes: QUOTES_JOB } as const;

/** States of a dataset row (stock_source_dataset.status). */
export type DatasetState = 'never' | 'ok' | 'error' | 'no_permission' | 'bad_token' | 'rate_limited' | 'quota' | 'network' | 'not_wired' | 'standby';

type Patch = Partial<Omit<SourceDatasetRow, 'source' | 'dataset'>>;

export async function saveDataset(db: Db, dataset: string, patch: Patch): Promise<void> {
  const values = { source: SOURCE, dataset, ...patch, updateTime: new Date() };
  await db
    .insert(stockSourceDataset)
    .values(values)
    .onConflictDoUpdate({ target: [stockSourceDataset.source, stockSourceDataset.dataset], set: { ...patch, updateTime: new Date() } });
}

export async function readDatasets(db: Db): Promise<Map<string, SourceDatasetRow>> {
  const rows = await db.select().from(stockSourceDataset).where(eq(stockSourceDataset.source, SOURCE));
  return new Map(rows.map((r) => [r.dataset, r]));
}

/** One run at a time per job: a claim row, taken over when a run died (older than 30 minutes). */
async function claim(db: Db, job: string): Promise<boolean> {
  const { rows } = await db.execute(sql`insert into stock_source_dataset (source, dataset, status, last_attempt_time) values (${SOURCE}, ${`_run:${job}`}, 'running', now())
    on conflict (source, dataset) do update set status = 'running', last_attempt_time = now()
    where stock_source_dataset.status <> 'running' or stock_source_dataset.last_attempt_time < now() - interval '30 minutes'
    returning 1`);
  return rows.length > 0;
}
const release = (db: Db, job: string) => saveDataset(db, `_run:${job}`, { status: 'idle' });

/** The next fire of a job at or after `from` (null: the job is missing or stopped). */
export async function nextJobFire(db: Db, handler: string, from: Date): Promise<Date | null> {
  const [job] = await db.select({ cron: infraJob.cronExpression, status: infraJob.status }).from(infraJob).where(eq(infraJob.handlerName, handler));
  if (!job || job.status !== 1) return null;
  try {
    return nextRunTimes(job.cron, 1, new Date(from.getTime() - 1000))[0] ?? null;
  } catch {
    return null;
  }
}

export interface RunOptions {
  client: TushareClient;
  writes: MarketWrites;
  now?: Date;
  /** which job's datasets (default sync) */
  job?: 'sync' | 'quotes';
  /** only these datasets (manual runs, tests) */
  only?: string[];
}

/** The database's own words for a failed write (drizzle wraps them with the whole statement), one line, bounded. */
export function writeFailure(err: unknown): string {
  const cause = err instanceof Error && err.cause instanceof Error ? err.cause : err;
  const text = cause instanceof Error ? cause.message : String(cause);
  return `写入失败：${text.split('\n')[0].slice(0, 300)}`;
}

const failureState = (err: unknown): { status: DatasetState; message: string } =>
  err instanceof TushareError ? { status: err.failure === 'error' ? 'error' : err.failure, message: err.message } : { status: 'error', message: writeFailure(err) };

/**
 * One run of a pull job: the calendar first (trade_cal), then every dataset of the job in order — per-day datasets
 * for each trade day after their cursor whose data is published, the others once a day or at every run. Each trade
 * day of a dataset is written in its own transaction and moves the cursor, so a run that stops (error, restart)
 * resumes there and a repeated run writes nothing. A dataset the token may not read is marked 无权限 and the run goes
 * on; a bad token stops the run. Returns the job-log text.
 */
export async function runTusharePull(db: Db, options: RunOptions): Promise<string> {
  const now = options.now ?? new Date();
  const job = options.job ?? 'sync';
  if (!(await claim(db, job))) return '上一次拉取仍在进行，本次跳过';
  const lines: string[] = [];
  try {
    const stored = await readDatasets(db);
    const datasets = DATASETS.filter((d) => d.job === job && (!options.only || options.only.includes(d.key)));
    const tx = <T>(work: (tdb: Db) => Promise<T>) => db.transaction((t) => work(t as unknown as Db));

    const today = beijingDate(now);
    if (job === 'quotes') {
      // intraday quotes need no calendar: the quote path rolls the trade day; outside continuous trading nothing is pulled
      if (!isContinuousTrading(tradingSession(now))) {
        for (const d of datasets) await saveDataset(db, d.key, { nextRunTime: await nextJobFire(db, JOB_OF[d.job], new Date(now.getTime() + 1000)) });
        return '非交易时段，未拉取';
      }
    }
    // the exchange calendar (SSE) around today: which days are trade days, which are published
    let calendar: CalendarDay[] = [{ date: today, open: true }];
    const calStart = new Date(now.getTime() - 400 * 86_400_000);
    const calEnd = new Date(now.getTime() + 30 * 86_400_000);
    if (job === 'sync') {
      try {
        const rows = await options.client.query('trade_cal', { exchange: 'SSE', start_date: tsDate(beijingDate(calStart)), end_date: tsDate(beijingDate(calEnd)) });
        calendar = mapTradeCal(rows);
        await saveDataset(db, 'trade_cal', { status: 'ok', message: `${calendar[0]?.date ?? ''} 至 ${calendar.at(-1)?.date ?? ''}，交易日 ${calendar.filter((d) => d.open).length} 天`, lastAttemptTime: now, lastSuccessTime: now, lastRows: rows.length, lastWritten: 0, cursor: today, nextRunTime: await nextJobFire(db, SYNC_JOB, now) });
        lines.push(`交易日历：${rows.length} 天`);
      } catch (err) {
        const state = failureState(err);
        await saveDataset(db, 'trade_cal', { ...state, lastAttemptTime: now, nextRunTime: await nextJobFire(db, SYNC_JOB, now) });
        // nothing can be scheduled without the calendar: every dataset of the run says why
        for (const d of datasets) if (d.writer && options.writes[d.writer] && !d.fallbackOf) await saveDataset(db, d.key, { status: state.status === 'bad_token' ? 'bad_token' : 'error', message: state.status === 'bad_token' ? state.message : `交易日历未取到，本次未拉取：${state.message}`, lastAttemptTime: now });
        throw new Error(`交易日历：${state.message}`);
      }
    }
    const latestOpen = lastOpenDay(calendar, today) ?? today;
    const failedNow = new Map<string, DatasetState>();

    for (const d of datasets) {
      if (!d.writer) continue; // the calendar, pulled above
      const prev = stored.get(d.key);
      const fire = (from: Date) => nextJobFire(db, JOB_OF[d.job], from);
      if (!options.writes[d.writer]) {
        await saveDataset(db, d.key, { status: 'not_wired', message: '本站还没有这类数据的写入，未拉取', lastAttemptTime: now, nextRunTime: null });
        lines.push(`${d.label}：本站未接入`);
        continue;
      }
      if (d.fallbackOf) {
        const main = failedNow.get(d.fallbackOf) ?? (stored.get(d.fallbackOf)?.status as DatasetState | undefined);
        if (main !== 'no_permission') {
          await saveDataset(db, d.key, { status: 'standby', message: '备用：同花顺热榜可读时不拉取', lastAttemptTime: now, nextRunTime: null });
          continue;
        }
      }
      // what to pull this run
      let dates: string[];
      if (d.kind === 'day') dates = pendingDates(calendar, prev?.cursor ?? null, now, d.readyMinutes, d.backfill, d.maxPerRun);
      else if (d.kind === 'once') dates = prev?.cursor === today || now < readyMoment(today, d.readyMinutes) ? [] : [latestOpen];
      else dates = [latestOpen];

      let rows = 0;
      let written = 0;
      const problems: string[] = [];
      let cursor = prev?.cursor ?? null;
      let failure: { status: DatasetState; message: string } | null = null;
      let unpublished: string | null = null;
      for (const date of dates) {
        try {
          const r = await d.pull({ client: options.client, writes: options.writes, tx, now, date, cursor });
          // nothing for the latest trade day: not published yet (late) — the day stays pending for the next run
          if (d.kind === 'day' && r.rows === 0 && date === latestOpen) {
            unpublished = date;
            break;
          }
          rows += r.rows;
          written += r.written;
          problems.push(...r.problems);
          cursor = d.kind === 'day' ? date : d.kind === 'once' ? today : (r.cursor ?? cursor);
          // a day written completely moves the cursor at once: a later failure resumes after it
          await saveDataset(db, d.key, { cursor, lastAttemptTime: now });
        } catch (err) {
          failure = failureState(err);
          break;
        }
      }
      const nextAt = d.kind === 'day' ? nextReady(calendar, cursor, now, d.readyMinutes) : d.kind === 'once' ? readyMoment(beijingDate(new Date(now.getTime() + 86_400_000)), d.readyMinutes) : now;
      const nextRunTime = await fire(failure || unpublished || !nextAt || nextAt < now ? now : nextAt);
      if (failure) {
        failedNow.set(d.key, failure.status);
        await saveDataset(db, d.key, { ...failure, lastAttemptTime: now, nextRunTime, ...(rows ? { lastRows: rows, lastWritten: written } : {}) });
        lines.push(`${d.label}：${failure.message}`);
        if (failure.status === 'bad_token') throw new Error(failure.message);
        continue;
      }
      const problemText = problems.length ? `；${problems.length} 行未写入（${problems.slice(0, 3).join('；')}${problems.length > 3 ? ' …' : ''}）` : '';
      if (!dates.length) {
        // caught up: a failure kept from an earlier run can only have been the run's (calendar, token), as a failed day
        // of this dataset would still be pending
        const caughtUp = !!prev?.lastSuccessTime;
        await saveDataset(db, d.key, {
          status: caughtUp ? 'ok' : 'never',
          message: caughtUp ? `已是最新${cursor && cursor.length === 10 ? `（${cursor}）` : ''}` : '尚未到发布时间',
          lastAttemptTime: now,
          nextRunTime,
        });
        lines.push(`${d.label}：${caughtUp ? '已是最新' : '尚未到发布时间'}`);
        continue;
      }
      const done = unpublished ? dates.filter((x) => x < unpublished!) : dates;
      const late = unpublished ? `；${unpublished} 的数据 tushare 尚未发布，下次再取` : '';
      if (!done.length) {
        await saveDataset(db, d.key, { status: prev?.lastSuccessTime ? 'ok' : 'never', message: `${unpublished} 的数据 tushare 尚未发布，下次再取`, lastAttemptTime: now, nextRunTime: await fire(now) });
        lines.push(`${d.label}：${unpublished} 尚未发布`);
        continue;
      }
      const span = d.kind === 'day' ? (done.length > 1 ? `${done[0]} 至 ${done.at(-1)} 共 ${done.length} 个交易日，` : `${done[0]}，`) : '';
      await saveDataset(db, d.key, {
        status: 'ok',
        message: `${span}答复 ${rows} 行，写入 ${written} 行${problemText}${late}`,
        cursor,
        lastAttemptTime: now,
        lastSuccessTime: now,
        lastRows: rows,
        lastWritten: written,
        nextRunTime,
      });
      lines.push(`${d.label}：${span}${rows} 行，写入 ${written} 行${problems.length ? `，${problems.length} 行未写入` : ''}`);
    }
    return lines.join('；') || '没有要拉取的数据';
  } finally {
    await release(db, job);
  }
}
