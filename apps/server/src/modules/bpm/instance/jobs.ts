import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { BPM_JOB_ATTEMPTS, BpmError, BpmInstanceFailed, BpmProcessInstanceResult as R, BpmProcessInstanceStatus as S, jobBackoffMs } from '@gprs/contract';
import type { Db } from '../../../db/client';
import { fail } from '../../../core/errors';
import { JobConfigError, runDelegate } from './delegates';
import { bpmJob, bpmProcessInstance, type BpmJobRow } from './instance.schema';
import { advanceInstance, compiledFor, markFailed, startDefinitionColumns, startProcessInstance } from './runtime';
import { bpmProcessDefinition } from '../definition/definition.schema';
import { nextTimerFire, timerOccurrence } from '../engine/timer-values';
import type { CompiledProcess } from '../engine';

/** The `kind` of a timer start event's job (a definition's, without an instance). */
export const TIMER_START_JOB = 'timer-start';

/**
 * A definition deployed: each of its timer start events gets a job due at its first occurrence (a date already passed:
 * due at once), and the timer start jobs of the key's earlier versions are dropped (Flowable does the same: a new
 * version replaces the old timers). The deploy time is the anchor of durations and cycles without a start date.
 */
export async function scheduleTimerStarts(db: Db, definitionId: string, key: string, compiled: CompiledProcess, now = new Date()): Promise<void> {
  await db.execute(sql`delete from bpm_job where kind = ${TIMER_START_JOB} and process_definition_id in (select id from bpm_process_definition where key = ${key} and id <> ${definitionId}::uuid)`);
  const rows = [...compiled.timerStarts].flatMap(([elementId, spec]) => {
    const due = timerOccurrence(spec, now, 0);
    return due ? [{ kind: TIMER_START_JOB, processDefinitionId: definitionId, elementId, executionId: `timerstart:${elementId}`, delegate: '', dueTime: due, createTime: now }] : [];
  });
  if (rows.length) await db.insert(bpmJob).values(rows);
}

/**
 * A timer start event came due: an instance of its definition starts by it (the starter: the user who deployed it),
 * and the job moves to the timer's next occurrence after now (missed ones skipped); with none left it stays as done
 * (status 2).
 * A failed start is retried like a delegate; out of attempts, a cycle goes on with its next occurrence (the error
 * kept on the row), a single timer stays failed.
 */
async function runTimerStart(tx: Db, job: BpmJobRow, now: Date): Promise<JobOutcome> {
  const [def] = await tx.select({ ...startDefinitionColumns, creator: bpmProcessDefinition.creator }).from(bpmProcessDefinition).where(eq(bpmProcessDefinition.id, job.processDefinitionId!));
  const compiled = def ? await compiledFor(tx, def.id) : null;
  const spec = compiled?.timerStarts.get(job.elementId);
  if (!def || !spec) {
    await tx.delete(bpmJob).where(eq(bpmJob.id, job.id));
    return 'done';
  }
  const next = nextTimerFire(spec, job.createTime, job.fireIndex + 1, now);
  const moveOn = async (lastError: string | null) => {
    if (next) await tx.update(bpmJob).set({ dueTime: next.at, fireIndex: next.index, attempts: 0, status: 0, lastError }).where(eq(bpmJob.id, job.id));
    // nothing left: the row stays as the timer's record (status 2), shown on the definition's 定时启动
    else await tx.update(bpmJob).set({ fireIndex: job.fireIndex + 1, attempts: 0, status: 2, lastError }).where(eq(bpmJob.id, job.id));
  };
  const starter = /^\d+$/.test(def.creator ?? '') ? Number(def.creator) : 1;
  try {
    await tx.transaction(async (inner) => {
      await startProcessInstance(inner as unknown as Db, { processDefinitionId: def.id, definition: def, startUserId: starter, variables: {}, formVariables: {}, timer: job.elementId });
    });
    await moveOn(null);
    return 'done';
  } catch (err) {
    const message = (err instanceof Error ? err.message : String(err)).slice(0, 400);
    const attempts = job.attempts + 1;
    if (attempts < BPM_JOB_ATTEMPTS) {
      await tx.update(bpmJob).set({ attempts, lastError: message, dueTime: new Date(now.getTime() + jobBackoffMs(attempts)) }).where(eq(bpmJob.id, job.id));
      return 'retry';
    }
    if (next) await moveOn(message);
    else await tx.update(bpmJob).set({ attempts, lastError: message, status: 1, fireIndex: job.fireIndex + 1 }).where(eq(bpmJob.id, job.id));
    return 'failed';
  }
}

export type JobOutcome = 'done' | 'retry' | 'failed';

/**
 * Runs one claimed job: the delegate in a savepoint, then the `job-done` command with its output merged into the
 * variables. A failure counts an attempt: the job is due again after the back-off (10 s, 20 s …), or — out of attempts,
 * or a fault retrying cannot fix (JobConfigError) — it stays failed with its error and the instance shows 异常.
 */
async function runJob(tx: Db, job: BpmJobRow, now: Date, fetchImpl: typeof fetch | undefined, rootDb: Db): Promise<JobOutcome> {
  if (job.kind === TIMER_START_JOB) return runTimerStart(tx, job, now);
  const [instance] = job.processInstanceId ? await tx.select().from(bpmProcessInstance).where(eq(bpmProcessInstance.id, job.processInstanceId)) : [];
  if (instance?.status !== S.RUNNING) {
    await tx.delete(bpmJob).where(eq(bpmJob.id, job.id));
    return 'done';
  }
  const compiled = await compiledFor(tx, instance.processDefinitionId);
  const info = compiled.delegateInfo.get(job.elementId);
  const name = compiled.names.get(job.elementId) ?? job.elementId;
  try {
    await tx.transaction(async (inner) => {
      const db = inner as unknown as Db;
      if (!info) throw new JobConfigError(`流程定义中没有服务任务 ${job.elementId}`);
      const output = await runDelegate(info.delegate, { db, rootDb, instance, variables: instance.variables, fields: info.fields, fetch: fetchImpl });
      await advanceInstance(db, instance, { type: 'job-done', executionId: job.executionId }, { ...instance.variables, ...output }, 'job');
    });
    return 'done';
  } catch (err) {
    const message = (err instanceof Error ? err.message : String(err)).slice(0, 400);
    const attempts = job.attempts + 1;
    const final = err instanceof JobConfigError || attempts >= BPM_JOB_ATTEMPTS;
    await tx
      .update(bpmJob)
      .set({ attempts, lastError: message, status: final ? 1 : 0, dueTime: final ? now : new Date(now.getTime() + jobBackoffMs(attempts)) })
      .where(eq(bpmJob.id, job.id));
    if (!final) return 'retry';
    await markFailed(tx, instance.id, `服务任务「${name}」执行失败（第 ${attempts} 次）：${message}`);
    return 'failed';
  }
}

/**
 * Runs due jobs (the bpmTimerJob handler, after the timers): claims one due row at a time with FOR UPDATE SKIP LOCKED,
 * so each runs once across server instances. `instanceId` limits it to one instance (an administrator's 重试).
 */
export async function runDueJobs(db: Db, options: { limit?: number; now?: Date; instanceId?: string; fetch?: typeof fetch } = {}): Promise<Record<JobOutcome, number>> {
  const { limit = 50, now = new Date(), instanceId } = options;
  const counts: Record<JobOutcome, number> = { done: 0, retry: 0, failed: 0 };
  for (let i = 0; i < limit; i++) {
    const outcome = await db.transaction(async (trx) => {
      const tx = trx as unknown as Db;
      const [job] = await tx
        .select()
        .from(bpmJob)
        .where(
          and(
            eq(bpmJob.status, 0),
            lte(bpmJob.dueTime, now),
            instanceId ? eq(bpmJob.processInstanceId, instanceId) : undefined,
            // a timer start of a suspended definition waits (it fires once the definition is active again)
            or(
              isNull(bpmJob.processDefinitionId),
              sql`exists (select 1 from bpm_process_definition d where d.id = ${bpmJob.processDefinitionId} and d.suspension_state = 1)`,
            ),
          ),
        )
        .orderBy(bpmJob.dueTime)
        .limit(1)
        .for('update', { skipLocked: true });
      return job ? runJob(tx, job, now, options.fetch, db) : null;
    });
    if (!outcome) break;
    counts[outcome]++;
  }
  return counts;
}

/**
 * 重试 by an administrator: the instance's failed jobs get their attempts back and are due now, the instance leaves
 * 异常 (处理中 again). Fails when it has no failed job.
 */
export async function retryFailedJobs(db: Db, instanceId: string): Promise<number> {
  const [instance] = await db.select({ status: bpmProcessInstance.status }).from(bpmProcessInstance).where(eq(bpmProcessInstance.id, instanceId));
  if (!instance) fail(BpmError.PROCESS_INSTANCE_NOT_EXISTS);
  if (instance.status !== S.RUNNING) fail(BpmError.PROCESS_INSTANCE_CANCEL_FAIL_NOT_EXISTS);
  const reset = await db
    .update(bpmJob)
    .set({ status: 0, attempts: 0, dueTime: new Date() })
    .where(and(eq(bpmJob.processInstanceId, instanceId), eq(bpmJob.status, 1)))
    .returning({ id: bpmJob.id });
  if (!reset.length) fail(BpmError.PROCESS_INSTANCE_JOB_NOT_FAILED);
  await db
    .update(bpmProcessInstance)
    .set({ result: R.PROCESS, reason: null, updateTime: new Date() })
    .where(and(eq(bpmProcessInstance.id, instanceId), eq(bpmProcessInstance.result, BpmInstanceFailed)));
  return reset.length;
}
