import { and, eq, lte } from 'drizzle-orm';
import { BPM_JOB_ATTEMPTS, BpmError, BpmInstanceFailed, BpmProcessInstanceResult as R, BpmProcessInstanceStatus as S, jobBackoffMs } from '@gprs/contract';
import type { Db } from '../../../db/client';
import { fail } from '../../../core/errors';
import { JobConfigError, runDelegate } from './delegates';
import { bpmJob, bpmProcessInstance, type BpmJobRow } from './instance.schema';
import { advanceInstance, compiledFor, markFailed } from './runtime';

export type JobOutcome = 'done' | 'retry' | 'failed';

/**
 * Runs one claimed job: the delegate in a savepoint, then the `job-done` command with its output merged into the
 * variables. A failure counts an attempt: the job is due again after the back-off (10 s, 20 s …), or — out of attempts,
 * or a fault retrying cannot fix (JobConfigError) — it stays failed with its error and the instance shows 异常.
 */
async function runJob(tx: Db, job: BpmJobRow, now: Date, fetchImpl?: typeof fetch): Promise<JobOutcome> {
  const [instance] = await tx.select().from(bpmProcessInstance).where(eq(bpmProcessInstance.id, job.processInstanceId));
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
      const output = await runDelegate(info.delegate, { db, instance, variables: instance.variables, fields: info.fields, fetch: fetchImpl });
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
        .where(and(eq(bpmJob.status, 0), lte(bpmJob.dueTime, now), instanceId ? eq(bpmJob.processInstanceId, instanceId) : undefined))
        .orderBy(bpmJob.dueTime)
        .limit(1)
        .for('update', { skipLocked: true });
      return job ? runJob(tx, job, now, options.fetch) : null;
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
