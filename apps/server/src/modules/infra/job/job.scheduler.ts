import { Cron } from 'croner';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { JobLogStatus, JobStatus } from '@gprs/contract';
import type { Db } from '../../../db/client';
import { getJobHandler } from './job-handlers';
import { infraJob, infraJobLog, type JobRow } from './job.schema';

export const JOB_TIMEZONE = 'Asia/Shanghai';

/** Validates a cron expression (5, 6 or 7 fields; Quartz '?' allowed) and returns its next run times. */
export function nextRunTimes(expression: string, count: number, from: Date = new Date()): Date[] {
  const cron = new Cron(expression, { paused: true, timezone: JOB_TIMEZONE });
  try {
    return cron.nextRuns(count, from);
  } finally {
    cron.stop();
  }
}

export function isValidCron(expression: string): boolean {
  try {
    nextRunTimes(expression, 1);
    return true;
  } catch {
    return false;
  }
}

interface Logger {
  info(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/**
 * Runs the enabled jobs on their cron expressions. Every server instance runs a scheduler; for each scheduled
 * instant only the instance whose conditional UPDATE of `last_fire_time` succeeds runs the job, so a job never runs
 * twice when several instances share one database. Schedules are reloaded every `reloadMs` to pick up changes made
 * through another instance.
 */
export class JobScheduler {
  private readonly crons = new Map<number, { cron: Cron; signature: string }>();
  private readonly running = new Set<Promise<unknown>>();
  private reloadTimer: NodeJS.Timeout | undefined;
  private started = false;

  constructor(
    private readonly db: Db,
    private readonly log: Logger,
    private readonly reloadMs = 30_000,
  ) {}

  async start(): Promise<void> {
    this.started = true;
    await this.reload();
    this.reloadTimer = setInterval(() => {
      this.reload().catch((err) => this.log.error({ err }, 'job schedule reload failed'));
    }, this.reloadMs);
    this.reloadTimer.unref();
  }

  /** Brings the in-memory schedules in line with the table (no-op until started). */
  async reload(): Promise<void> {
    if (!this.started) return;
    const jobs = await this.db.select().from(infraJob);
    const wanted = new Set<number>();
    for (const job of jobs) {
      if (job.status !== JobStatus.NORMAL) continue;
      wanted.add(job.id);
      const signature = `${job.cronExpression}|${job.updateTime.getTime()}`;
      const current = this.crons.get(job.id);
      if (current?.signature === signature) continue;
      current?.cron.stop();
      try {
        const cron = new Cron(job.cronExpression, { timezone: JOB_TIMEZONE, protect: true, catch: true, unref: true }, async (self) => {
          const at = self.currentRun() ?? new Date();
          at.setMilliseconds(0);
          await this.track(this.fire(job.id, at));
        });
        this.crons.set(job.id, { cron, signature });
      } catch (err) {
        this.log.error({ err, jobId: job.id }, 'invalid cron expression, job not scheduled');
      }
    }
    for (const [id, { cron }] of this.crons) {
      if (!wanted.has(id)) {
        cron.stop();
        this.crons.delete(id);
      }
    }
  }

  /** Claims the scheduled instant for this instance; runs the job only when the claim succeeds. */
  async fire(jobId: number, scheduledAt: Date): Promise<boolean> {
    const [claimed] = await this.db
      .update(infraJob)
      .set({ lastFireTime: scheduledAt })
      .where(
        and(
          eq(infraJob.id, jobId),
          eq(infraJob.status, JobStatus.NORMAL),
          or(isNull(infraJob.lastFireTime), lt(infraJob.lastFireTime, scheduledAt)),
        ),
      )
      .returning();
    if (!claimed) return false;
    await this.execute(claimed);
    return true;
  }

  /** Runs a job now (manual trigger or claimed fire), retrying failures; every attempt gets a job-log row. */
  async execute(job: JobRow): Promise<void> {
    const attempts = 1 + Math.max(0, job.retryCount);
    for (let index = 1; index <= attempts; index++) {
      const ok = await this.attempt(job, index);
      if (ok) return;
      if (index < attempts && job.retryInterval > 0) await new Promise((r) => setTimeout(r, job.retryInterval));
    }
  }

  /** Starts `execute` in the background (manual trigger); stop() waits for it. */
  runInBackground(job: JobRow): void {
    void this.track(this.execute(job));
  }

  private async attempt(job: JobRow, executeIndex: number): Promise<boolean> {
    const begin = new Date();
    const [log] = await this.db
      .insert(infraJobLog)
      .values({ jobId: job.id, handlerName: job.handlerName, handlerParam: job.handlerParam, executeIndex, beginTime: begin, status: JobLogStatus.RUNNING })
      .returning({ id: infraJobLog.id });
    let status: number = JobLogStatus.SUCCESS;
    let result: string;
    try {
      const handler = getJobHandler(job.handlerName);
      if (!handler) throw new Error(`定时任务的处理器【${job.handlerName}】不存在`);
      const work = handler({ db: this.db, param: job.handlerParam });
      result = job.monitorTimeout > 0 ? await withTimeout(work, job.monitorTimeout) : await work;
    } catch (err) {
      status = JobLogStatus.FAILURE;
      result = err instanceof Error ? err.message : String(err);
      this.log.error({ err, jobId: job.id, executeIndex }, 'job failed');
    }
    const end = new Date();
    await this.db
      .update(infraJobLog)
      .set({ endTime: end, duration: end.getTime() - begin.getTime(), status, result: result.slice(0, 4000) })
      .where(eq(infraJobLog.id, log.id));
    return status === JobLogStatus.SUCCESS;
  }

  private track<T>(work: Promise<T>): Promise<T> {
    this.running.add(work);
    void work.finally(() => this.running.delete(work)).catch(() => undefined);
    return work;
  }

  /** Stops every schedule and waits for runs in progress. */
  async stop(): Promise<void> {
    this.started = false;
    clearInterval(this.reloadTimer);
    for (const { cron } of this.crons.values()) cron.stop();
    this.crons.clear();
    await Promise.allSettled(this.running);
  }
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`执行超时（超过 ${ms} 毫秒）`)), ms);
    work.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e) => {
        clearTimeout(timer);
        reject(e);
      },
    );
  });
}
