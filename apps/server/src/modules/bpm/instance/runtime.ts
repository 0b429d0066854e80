import { randomUUID } from 'node:crypto';
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import { BpmError, BpmProcessInstanceResult as R, BpmProcessInstanceStatus as S } from '@gprs/contract';
import { UserType } from '../../../core/auth';
import type { Db } from '../../../db/client';
import { fail } from '../../../core/errors';
import { sendNotify } from '../../system/notify/notify.service';
import { compiledDefinition, runEngine, type CompiledProcess, type EngineCommand, type EngineResult, type EngineState } from '../engine';
import { bpmProcessDefinition } from '../definition/definition.schema';
import { assignTasks, definitionRules } from '../assign-rule/assign-rule.service';
import type { BpmTaskAssignRuleRow } from '../assign-rule/assign-rule.schema';
import { bpmTask } from '../task/task.schema';
import { bpmOaLeave } from '../oa-leave/oa-leave.schema';
import { bpmActivity, bpmProcessInstance, bpmTimer, type BpmProcessInstanceRow } from './instance.schema';

/** In-site message templates the workflow sends (seeded with the workflow data). */
export const BpmNotifyTemplate = {
  TASK_ASSIGNED: 'bpm_task_assigned',
  INSTANCE_APPROVE: 'bpm_process_instance_approve',
  INSTANCE_REJECT: 'bpm_process_instance_reject',
} as const;

/** The compiled definition (parsed once per server process; definitions never change after deploy). */
export function compiledFor(db: Db, definitionId: string): Promise<CompiledProcess> {
  return compiledDefinition(definitionId, async () => {
    const [row] = await db
      .select({ xml: bpmProcessDefinition.bpmnXml, key: bpmProcessDefinition.key })
      .from(bpmProcessDefinition)
      .where(eq(bpmProcessDefinition.id, definitionId));
    if (!row) fail(BpmError.PROCESS_DEFINITION_NOT_EXISTS);
    return row;
  });
}

/** Rules copied at deploy never change: cached per definition. */
const rulesCache = new Map<string, Promise<Map<string, BpmTaskAssignRuleRow>>>();
function rulesFor(db: Db, definitionId: string) {
  let hit = rulesCache.get(definitionId);
  if (!hit) {
    hit = definitionRules(db, definitionId);
    hit.catch(() => rulesCache.delete(definitionId));
    if (rulesCache.size > 500) rulesCache.clear();
    rulesCache.set(definitionId, hit);
  }
  return hit;
}

interface InstanceRef {
  id: string;
  processDefinitionId: string;
  name: string;
  startUserId: number;
  businessKey: string | null;
}

/** Fails with the engine's error (nothing is written: the request's transaction rolls back). */
function assertEngineOk(result: EngineResult): void {
  if (result.status === 'error') fail(BpmError.PROCESS_INSTANCE_ENGINE_ERROR, (result.error ?? '未知错误').slice(0, 300));
}

/**
 * Writes what one engine command produced: activity and flow history (upserts keyed by execution id, so events the
 * engine repeats on resume change nothing), the new user tasks with their resolved assignees, the armed timers as
 * scheduler rows, and notifications. `knownExecutions` are the task executions the instance already has.
 */
async function writeEffects(db: Db, instance: InstanceRef, compiled: CompiledProcess, result: EngineResult, knownExecutions: Set<string>, operator: string, hadTimers: boolean) {
  const newWaits = result.waiting.filter((w) => !knownExecutions.has(w.executionId));
  const assignees = await assignTasks(db, instance.processDefinitionId, instance.startUserId, newWaits, await rulesFor(db, instance.processDefinitionId));
  const taskIds = new Map(newWaits.map((w) => [w.executionId, randomUUID()]));

  // activity history: one upsert for every run seen in this command
  const runs = new Map<string, { elementId: string; type: string; start: number; end: number | null; source: string | null }>();
  for (const e of result.events) {
    const run = runs.get(e.executionId) ?? { elementId: e.elementId, type: e.type, start: e.at, end: null, source: null };
    if (e.kind === 'end' || e.kind === 'flow') run.end = e.at;
    if (e.kind === 'flow') run.source = compiled.flowSource.get(e.elementId) ?? null;
    runs.set(e.executionId, run);
  }
  const writes: Promise<unknown>[] = [];
  if (runs.size) {
    writes.push(
      db
        .insert(bpmActivity)
        .values(
          [...runs].map(([executionId, r]) => ({
            processInstanceId: instance.id,
            elementId: r.elementId,
            type: r.type,
            executionId,
            sourceElementId: r.source,
            taskId: taskIds.get(executionId) ?? null,
            startTime: new Date(r.start),
            endTime: r.end === null ? null : new Date(r.end),
          })),
        )
        .onConflictDoUpdate({
          target: [bpmActivity.processInstanceId, bpmActivity.executionId],
          set: { endTime: sql`coalesce(excluded.end_time, ${bpmActivity.endTime})`, taskId: sql`coalesce(${bpmActivity.taskId}, excluded.task_id)` },
        }),
    );
  }
  if (newWaits.length) {
    writes.push(
      db
        .insert(bpmTask)
        .values(
          newWaits.map((w, i) => ({
            id: taskIds.get(w.executionId)!,
            processInstanceId: instance.id,
            processDefinitionId: instance.processDefinitionId,
            definitionKey: w.elementId,
            name: w.name,
            executionId: w.executionId,
            assigneeUserId: assignees[i],
            creator: operator,
            updater: operator,
          })),
        )
        .onConflictDoNothing(),
    );
  }
  if (hadTimers) writes.push(db.delete(bpmTimer).where(eq(bpmTimer.processInstanceId, instance.id)));
  await Promise.all(writes);
  if (result.timers.length) {
    await db
      .insert(bpmTimer)
      .values(result.timers.map((t) => ({ processInstanceId: instance.id, elementId: t.elementId, executionId: t.executionId, dueTime: new Date(t.expireAt) })))
      .onConflictDoNothing();
  }
  for (const [i, w] of newWaits.entries()) {
    await notify(db, assignees[i], BpmNotifyTemplate.TASK_ASSIGNED, { processInstanceName: instance.name, taskName: w.name, processInstanceId: instance.id });
  }
}

async function notify(db: Db, userId: number, templateCode: string, params: Record<string, unknown>) {
  await sendNotify(db, { userId, userType: UserType.ADMIN, templateCode, templateParams: params });
}

/** Ends the instance's open history: running tasks get `taskResult`, open activities an end time, timers go. */
async function closeInstance(db: Db, instance: InstanceRef, result: number, reason: string | null, taskResult: number, taskReason: string | null, operator: string) {
  const now = new Date();
  await Promise.all([
    db
      .update(bpmTask)
      .set({ result: taskResult, reason: taskReason, endTime: now, updater: operator })
      .where(and(eq(bpmTask.processInstanceId, instance.id), eq(bpmTask.result, R.PROCESS))),
    db
      .update(bpmActivity)
      .set({ endTime: now })
      .where(and(eq(bpmActivity.processInstanceId, instance.id), isNull(bpmActivity.endTime))),
    db.delete(bpmTimer).where(eq(bpmTimer.processInstanceId, instance.id)),
    instance.businessKey ? db.update(bpmOaLeave).set({ result }).where(eq(bpmOaLeave.processInstanceId, instance.id)) : Promise.resolve(),
  ]);
  if (result === R.APPROVE) await notify(db, instance.startUserId, BpmNotifyTemplate.INSTANCE_APPROVE, { processInstanceName: instance.name, processInstanceId: instance.id });
  if (result === R.REJECT) await notify(db, instance.startUserId, BpmNotifyTemplate.INSTANCE_REJECT, { processInstanceName: instance.name, processInstanceId: instance.id, reason: reason ?? '' });
}

export interface StartInput {
  processDefinitionId: string;
  startUserId: number;
  /** all process variables (form values + business values) */
  variables: Record<string, unknown>;
  formVariables: Record<string, unknown>;
  businessKey?: string | null;
  /** id to give the instance (a business form links its row first) */
  id?: string;
}

/** Starts an instance on an active definition; returns its id. */
export async function startProcessInstance(db: Db, input: StartInput): Promise<string> {
  const [def] = await db
    .select({
      id: bpmProcessDefinition.id,
      key: bpmProcessDefinition.key,
      name: bpmProcessDefinition.name,
      category: bpmProcessDefinition.category,
      suspensionState: bpmProcessDefinition.suspensionState,
    })
    .from(bpmProcessDefinition)
    .where(eq(bpmProcessDefinition.id, input.processDefinitionId));
  if (!def) fail(BpmError.PROCESS_DEFINITION_NOT_EXISTS);
  if (def.suspensionState !== 1) fail(BpmError.PROCESS_DEFINITION_IS_SUSPENDED);
  const compiled = await compiledFor(db, def.id);
  const id = input.id ?? randomUUID();
  const variables = { ...input.variables, initiator: input.startUserId };
  const result = await runEngine(compiled, null, variables, { type: 'start' });
  assertEngineOk(result);
  const completed = result.status === 'completed';
  const operator = String(input.startUserId);
  await db.insert(bpmProcessInstance).values({
    id,
    processDefinitionId: def.id,
    processDefinitionKey: def.key,
    name: def.name,
    category: def.category,
    startUserId: input.startUserId,
    status: completed ? S.FINISH : S.RUNNING,
    result: completed ? R.APPROVE : R.PROCESS,
    variables,
    formVariables: input.formVariables,
    businessKey: input.businessKey ?? null,
    engineState: result.state,
    version: 1,
    endTime: completed ? new Date() : null,
    creator: operator,
    updater: operator,
  });
  const ref: InstanceRef = { id, processDefinitionId: def.id, name: def.name, startUserId: input.startUserId, businessKey: input.businessKey ?? null };
  await writeEffects(db, ref, compiled, result, new Set(), operator, false);
  if (completed) await closeInstance(db, ref, R.APPROVE, null, R.CANCEL, null, operator);
  return id;
}

/**
 * Applies a command to a running instance read at `instance.version`: runs the engine on the stored state, then
 * writes the new state only `WHERE version = <read version>` — a concurrent command that got there first makes this
 * one fail with PROCESS_INSTANCE_CONCURRENT (the request's transaction rolls back).
 */
export async function advanceInstance(
  db: Db,
  instance: BpmProcessInstanceRow,
  command: EngineCommand,
  variables: Record<string, unknown>,
  operator: string,
): Promise<EngineResult> {
  const compiled = await compiledFor(db, instance.processDefinitionId);
  const [known, timers] = await Promise.all([
    db.select({ executionId: bpmTask.executionId }).from(bpmTask).where(eq(bpmTask.processInstanceId, instance.id)),
    db.select({ id: bpmTimer.id }).from(bpmTimer).where(eq(bpmTimer.processInstanceId, instance.id)).limit(1),
  ]);
  const result = await runEngine(compiled, instance.engineState as EngineState, variables, command);
  assertEngineOk(result);
  const completed = result.status === 'completed';
  const updated = await db
    .update(bpmProcessInstance)
    .set({
      engineState: result.state,
      variables,
      version: instance.version + 1,
      ...(completed ? { status: S.FINISH, result: R.APPROVE, endTime: new Date() } : {}),
      updater: operator,
    })
    .where(and(eq(bpmProcessInstance.id, instance.id), eq(bpmProcessInstance.version, instance.version), eq(bpmProcessInstance.status, S.RUNNING)))
    .returning({ id: bpmProcessInstance.id });
  if (!updated.length) fail(BpmError.PROCESS_INSTANCE_CONCURRENT);
  await writeEffects(db, instance, compiled, result, new Set(known.map((k) => k.executionId)), operator, timers.length > 0);
  if (completed) await closeInstance(db, instance, R.APPROVE, null, R.CANCEL, null, operator);
  return result;
}

/**
 * Ends a running instance without the engine (不通过 or 取消): result 3 or 4, with the reason; its running tasks are
 * cancelled, its timers dropped. Guarded by the version like every command.
 */
export async function endInstance(db: Db, instance: BpmProcessInstanceRow, result: 3 | 4, reason: string, operator: string): Promise<void> {
  const updated = await db
    .update(bpmProcessInstance)
    .set({ status: S.FINISH, result, reason, endTime: new Date(), version: instance.version + 1, updater: operator })
    .where(and(eq(bpmProcessInstance.id, instance.id), eq(bpmProcessInstance.version, instance.version), eq(bpmProcessInstance.status, S.RUNNING)))
    .returning({ id: bpmProcessInstance.id });
  if (!updated.length) fail(result === R.CANCEL ? BpmError.PROCESS_INSTANCE_CANCEL_FAIL_NOT_EXISTS : BpmError.PROCESS_INSTANCE_CONCURRENT);
  const taskReason = result === R.CANCEL ? `流程已取消：${reason}` : '流程已被驳回';
  await closeInstance(db, instance, result, reason, R.CANCEL, taskReason, operator);
}

/**
 * Fires due timers (the bpmTimerJob handler): claims one due row at a time with FOR UPDATE SKIP LOCKED, resumes its
 * instance (the engine completes timers whose time has passed) and commits; a failure is recorded on the instance
 * and the timer dropped, so a broken instance cannot block the queue. Returns how many fired.
 */
export async function fireDueTimers(db: Db, limit = 100, now = new Date()): Promise<{ fired: number; failed: number }> {
  let fired = 0;
  let failed = 0;
  for (let i = 0; i < limit; i++) {
    const outcome = await db.transaction(async (trx) => {
      const tx = trx as unknown as Db;
      const [timer] = await tx
        .select()
        .from(bpmTimer)
        .where(lte(bpmTimer.dueTime, now))
        .orderBy(bpmTimer.dueTime)
        .limit(1)
        .for('update', { skipLocked: true });
      if (!timer) return 'none' as const;
      const [instance] = await tx.select().from(bpmProcessInstance).where(eq(bpmProcessInstance.id, timer.processInstanceId));
      if (!instance || instance.status !== S.RUNNING) {
        await tx.delete(bpmTimer).where(eq(bpmTimer.id, timer.id));
        return 'fired' as const;
      }
      try {
        await tx.transaction(async (inner) => {
          await advanceInstance(inner as unknown as Db, instance, { type: 'fire-timers' }, instance.variables, 'timer');
        });
        // a timer the engine still holds (time not yet reached on this clock) stays; a fired one is gone
        return 'fired' as const;
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        await tx.update(bpmProcessInstance).set({ reason: `定时器 ${timer.elementId} 执行失败：${message}`.slice(0, 500) }).where(eq(bpmProcessInstance.id, instance.id));
        await tx.delete(bpmTimer).where(eq(bpmTimer.id, timer.id));
        return 'failed' as const;
      }
    });
    if (outcome === 'none') break;
    if (outcome === 'fired') fired++;
    else failed++;
  }
  return { fired, failed };
}
