import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNull, like, lte } from 'drizzle-orm';
import { BpmError, BpmInstanceFailed, BpmProcessInstanceResult as R, BpmProcessInstanceStatus as S } from '@gprs/contract';
import { UserType } from '../../../core/auth';
import type { Db } from '../../../db/client';
import { fail } from '../../../core/errors';
import { sendNotify } from '../../system/notify/notify.service';
import { compiledDefinition, resolveTemplate, runEngine, type CompiledProcess, type EngineCommand, type EngineResult, type EngineState } from '../engine';
import { bpmProcessDefinition } from '../definition/definition.schema';
import { assignTasks, definitionRules, loopCandidates } from '../assign-rule/assign-rule.service';
import type { BpmTaskAssignRuleRow } from '../assign-rule/assign-rule.schema';
import { bpmTask } from '../task/task.schema';
import { bpmOaLeave } from '../oa-leave/oa-leave.schema';
import { bpmActivity, bpmEventSubscription, bpmJob, bpmProcessInstance, bpmTimer, type BpmProcessInstanceRow } from './instance.schema';
import { activityRuns } from './activity-runs';
import { pgArrayLiteral } from '../../../core/bulk';
import { notificationParts, q, rawq, sendSlowNotifications, writeAllOrNothing, writeTogether, type BpmNotification, type WritePart } from './batch-write';

/** In-site message templates the workflow sends (seeded with the workflow data). */
export const BpmNotifyTemplate = {
  TASK_ASSIGNED: 'bpm_task_assigned',
  INSTANCE_APPROVE: 'bpm_process_instance_approve',
  INSTANCE_REJECT: 'bpm_process_instance_reject',
  TASK_RETURNED: 'bpm_task_returned',
  TASK_WITHDRAWN: 'bpm_task_withdrawn',
  INSTANCE_COPY: 'bpm_process_instance_copy',
  TASK_SIGNED: 'bpm_task_signed',
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

/**
 * Fails with the engine's error (nothing is written: the request's transaction rolls back). A multi-instance that
 * could not start is named: by its rule's candidates → 找不到任务的审批人; by a collection → the collection is no list.
 */
function assertEngineOk(result: EngineResult, compiled: CompiledProcess): void {
  if (result.status !== 'error') return;
  const error = result.error ?? '未知错误';
  const loop = /^<([^>]+)> (cardinality or collection is required|cardinality, collection, or condition is required)/.exec(error);
  if (loop) {
    const name = compiled.names.get(loop[1]) ?? loop[1];
    if (compiled.loops.get(loop[1])?.candidatesVariable) fail(BpmError.TASK_CREATE_FAIL_NO_CANDIDATE_USER, name);
    fail(BpmError.PROCESS_INSTANCE_ENGINE_ERROR, `多实例「${name}」的集合为空或不是列表，也没有实例数`);
  }
  fail(BpmError.PROCESS_INSTANCE_ENGINE_ERROR, error.slice(0, 300));
}

/** Why a waiting task ended without its assignee (the task's reason, result 取消). */
export const CLOSED_REASON = {
  loop: '多实例完成条件已满足，其余任务自动取消',
  interrupted: '任务被边界事件中断，已自动取消',
  jumped: '任务已被撤回',
  returned: '流程已退回到之前的节点，本任务自动取消',
} as const;

/** The engine-only variables a command needs (candidate lists of rule-driven multi-instances), if any. */
async function hiddenFor(db: Db, compiled: CompiledProcess, definitionId: string, starterId: number): Promise<Record<string, unknown> | undefined> {
  if (!compiled.loops.size) return undefined;
  return loopCandidates(db, compiled, starterId, await rulesFor(db, definitionId));
}

interface CommandWrites {
  parts: WritePart[];
  notifications: BpmNotification[];
}

/**
 * What one engine command produced, as write parts for one statement (writeTogether): activity and flow history
 * (upserts keyed by execution id, so events the engine repeats on resume change nothing), the new user tasks with
 * their resolved assignees, the armed timers as scheduler rows; and the notifications to send. `knownExecutions` are
 * the task executions the instance already has. When the command `completed` the instance, its open history is closed
 * too (closeInstance's writes, without touching the rows written here).
 */
async function commandWrites(
  db: Db,
  instance: InstanceRef,
  compiled: CompiledProcess,
  result: EngineResult,
  knownExecutions: Set<string>,
  operator: string,
  hadTimers: boolean,
  completedAt: Date | null,
  variables: Record<string, unknown>,
  claimedTaskId: string | null = null,
): Promise<CommandWrites> {
  const newWaits = result.waiting.filter((w) => !knownExecutions.has(w.executionId));
  const assignees = newWaits.length
    ? await assignTasks(db, compiled, instance.processDefinitionId, instance.startUserId, newWaits, variables, await rulesFor(db, instance.processDefinitionId))
    : [];
  const taskIds = new Map(newWaits.map((w) => [w.executionId, randomUUID()]));
  const parts: WritePart[] = [];
  const runs = activityRuns(result.events, compiled.flowSource, completedAt ? completedAt.getTime() : null);
  // the hot writes are flat SQL (Fragments) with one array parameter per column (unnest): building them through
  // drizzle's query builders cost about as much CPU as the rest of the request
  if (runs.length) {
    parts.push(q`insert into bpm_activity (process_instance_id, element_id, type, execution_id, source_element_id, task_id, start_time, end_time)
      select ${instance.id}::uuid, u.* from unnest(${pgArrayLiteral(runs.map((r) => r.elementId))}::varchar[], ${pgArrayLiteral(runs.map((r) => r.type))}::varchar[],
        ${pgArrayLiteral(runs.map((r) => r.executionId))}::varchar[], ${pgArrayLiteral(runs.map((r) => r.source))}::varchar[],
        ${pgArrayLiteral(runs.map((r) => taskIds.get(r.executionId) ?? null))}::uuid[], ${pgArrayLiteral(runs.map((r) => new Date(r.start)))}::timestamptz[],
        ${pgArrayLiteral(runs.map((r) => (r.end === null ? null : new Date(r.end))))}::timestamptz[]) as u
      on conflict (process_instance_id, execution_id) do update set end_time = coalesce(excluded.end_time, bpm_activity.end_time), task_id = coalesce(bpm_activity.task_id, excluded.task_id)
      returning id`);
  }
  if (newWaits.length) {
    const pools = assignees.some((a) => a.candidates);
    const candidateColumn = pools ? rawq(', candidate_user_ids') : rawq('');
    const candidateValue = pools ? rawq(', u.candidates::int8[]') : rawq('');
    const candidateArray = pools ? q`, ${pgArrayLiteral(assignees.map((a) => (a.candidates ? `{${a.candidates.join(',')}}` : null)))}::text[]` : rawq('');
    parts.push(q`insert into bpm_task (id, process_instance_id, process_definition_id, definition_key, name, execution_id, assignee_user_id${candidateColumn}, creator, updater)
      select u.id, ${instance.id}::uuid, ${instance.processDefinitionId}::uuid, u.key, u.name, u.execution_id, u.assignee${candidateValue}, ${operator}, ${operator}
      from unnest(${pgArrayLiteral(newWaits.map((w) => taskIds.get(w.executionId)!))}::uuid[], ${pgArrayLiteral(newWaits.map((w) => w.elementId))}::varchar[],
        ${pgArrayLiteral(newWaits.map((w) => w.name))}::varchar[], ${pgArrayLiteral(newWaits.map((w) => w.executionId))}::varchar[], ${pgArrayLiteral(assignees.map((a) => a.assignee))}::int8[]${candidateArray})
        as u(id, key, name, execution_id, assignee${pools ? rawq(', candidates') : rawq('')})
      on conflict do nothing
      returning id`);
  }
  // tasks whose wait ended without their assignee (the rest of a multi-instance, a boundary event): 取消 with the reason
  // (also when the command ends the instance: an interrupting boundary event that leads to the end)
  const closedIds = result.closed.map((c) => c.executionId);
  if (result.closed.length) {
    for (const why of ['loop', 'interrupted', 'jumped', 'returned'] as const) {
      const ids = result.closed.filter((c) => c.why === why).map((c) => c.executionId);
      if (!ids.length) continue;
      parts.push(q`update bpm_task set result = ${R.CANCEL}, reason = ${CLOSED_REASON[why]}, end_time = ${new Date()}, updater = ${operator}, update_time = ${new Date()}
        where process_instance_id = ${instance.id}::uuid and result = ${R.PROCESS} and execution_id = any(${pgArrayLiteral(ids)}::varchar[])${claimedTaskId ? q` and id <> ${claimedTaskId}::uuid` : rawq('')}
        returning id`);
    }
  }
  // timers: the rows become exactly the armed timers (kept rows keep their id; none is deleted and re-inserted)
  const armed = completedAt ? [] : result.timers;
  if (hadTimers) {
    const keep = armed.map((t) => t.executionId);
    const notKept = keep.length ? q` and execution_id <> all(${pgArrayLiteral(keep)}::varchar[])` : rawq('');
    parts.push(q`delete from bpm_timer where process_instance_id = ${instance.id}::uuid${notKept} returning id`);
  }
  if (armed.length) {
    parts.push(q`insert into bpm_timer (process_instance_id, element_id, execution_id, due_time)
      select ${instance.id}::uuid, u.* from unnest(${pgArrayLiteral(armed.map((t) => t.elementId))}::varchar[], ${pgArrayLiteral(armed.map((t) => t.executionId))}::varchar[],
        ${pgArrayLiteral(armed.map((t) => new Date(t.expireAt)))}::timestamptz[]) as u
      on conflict (process_instance_id, execution_id) do update set due_time = excluded.due_time
      returning id`);
  }
  // jobs and message / signal waits: the rows become exactly what the engine reports (kept rows keep their attempts)
  if (compiled.delegates.size) {
    const jobs = completedAt ? [] : result.jobs;
    const keep = jobs.length ? q` and execution_id <> all(${pgArrayLiteral(jobs.map((j) => j.executionId))}::varchar[])` : rawq('');
    parts.push(q`delete from bpm_job where process_instance_id = ${instance.id}::uuid${keep} returning id`);
    if (jobs.length) {
      parts.push(q`insert into bpm_job (process_instance_id, element_id, execution_id, delegate, due_time)
        select ${instance.id}::uuid, u.*, ${new Date()}::timestamptz from unnest(${pgArrayLiteral(jobs.map((j) => j.elementId))}::varchar[], ${pgArrayLiteral(jobs.map((j) => j.executionId))}::varchar[],
          ${pgArrayLiteral(jobs.map((j) => j.delegate))}::varchar[]) as u
        on conflict (process_instance_id, execution_id) do nothing
        returning id`);
    }
  }
  if (compiled.messageIds.size || compiled.signalIds.size) {
    const subs = completedAt ? [] : result.subscriptions;
    const keep = subs.length ? q` and execution_id <> all(${pgArrayLiteral(subs.map((j) => j.executionId))}::varchar[])` : rawq('');
    parts.push(q`delete from bpm_event_subscription where process_instance_id = ${instance.id}::uuid${keep} returning id`);
    if (subs.length) {
      parts.push(q`insert into bpm_event_subscription (process_instance_id, kind, name, element_id, execution_id)
        select ${instance.id}::uuid, u.* from unnest(${pgArrayLiteral(subs.map((j) => j.kind))}::varchar[], ${pgArrayLiteral(subs.map((j) => j.name))}::varchar[],
          ${pgArrayLiteral(subs.map((j) => j.elementId))}::varchar[], ${pgArrayLiteral(subs.map((j) => j.executionId))}::varchar[]) as u
        on conflict (process_instance_id, execution_id) do nothing
        returning id`);
    }
  }
  const notifications: BpmNotification[] = newWaits.flatMap((w, i) =>
    (assignees[i].candidates ?? [assignees[i].assignee!]).map((userId) => ({
      userId,
      templateCode: BpmNotifyTemplate.TASK_ASSIGNED,
      params: { processInstanceName: instance.name, taskName: w.name, processInstanceId: instance.id },
    })),
  );
  if (completedAt) {
    const written = runs.map((r) => r.executionId);
    // a task claimed in the same statement keeps its result (two parts of one statement must not touch one row)
    parts.push(
      q`update bpm_task set result = ${R.CANCEL}, reason = null, end_time = ${completedAt}, updater = ${operator}, update_time = ${new Date()}
        where process_instance_id = ${instance.id}::uuid and result = ${R.PROCESS}${claimedTaskId ? q` and id <> ${claimedTaskId}::uuid` : rawq('')}${closedIds.length ? q` and execution_id <> all(${pgArrayLiteral(closedIds)}::varchar[])` : rawq('')}
        returning id`,
      q`update bpm_activity set end_time = ${completedAt}
        where process_instance_id = ${instance.id}::uuid and end_time is null and execution_id <> all(${pgArrayLiteral(written)}::varchar[])
        returning id`,
    );
    const failed = result.status === 'failed';
    if (instance.businessKey) {
      parts.push(q`update bpm_oa_leave set result = ${failed ? BpmInstanceFailed : R.APPROVE}, update_time = ${new Date()} where process_instance_id = ${instance.id}::uuid returning id`);
    }
    if (!failed) notifications.push({ userId: instance.startUserId, templateCode: BpmNotifyTemplate.INSTANCE_APPROVE, params: { processInstanceName: instance.name, processInstanceId: instance.id } });
  }
  return { parts, notifications };
}

/**
 * Writes a command in one statement: `first` (the instance insert or its version-checked update) plus the command's
 * writes and notifications. Returns the row count of `first`; messages the fast path could not write go through
 * sendNotify afterwards (in the same transaction).
 */
async function writeCommand(db: Db, first: WritePart, writes: CommandWrites): Promise<number> {
  const notes = await notificationParts(db, writes.notifications);
  const counts = await writeTogether(db, [first, ...writes.parts, ...notes.parts.map((n) => n.part)]);
  if (counts[0] === 0) return 0;
  const offset = 1 + writes.parts.length;
  const missed = notes.parts.filter((_, i) => counts[offset + i] === 0).map((n) => n.item);
  await sendSlowNotifications(db, [...notes.slow, ...missed]);
  return counts[0];
}

async function notify(db: Db, userId: number, templateCode: string, params: Record<string, unknown>) {
  await sendNotify(db, { userId, userType: UserType.ADMIN, templateCode, templateParams: params });
}

/** Ends the instance's open history: running tasks get `taskResult`, open activities an end time, timers go. */
async function closeInstance(db: Db, instance: InstanceRef, result: number, reason: string | null, taskResult: number, taskReason: string | null, operator: string) {
  const now = new Date();
  await writeTogether(db, [
    db
      .update(bpmTask)
      .set({ result: taskResult, reason: taskReason, endTime: now, updater: operator })
      .where(and(eq(bpmTask.processInstanceId, instance.id), eq(bpmTask.result, R.PROCESS)))
      .returning({ id: bpmTask.id }),
    db
      .update(bpmActivity)
      .set({ endTime: now })
      .where(and(eq(bpmActivity.processInstanceId, instance.id), isNull(bpmActivity.endTime)))
      .returning({ id: bpmActivity.id }),
    db.delete(bpmTimer).where(eq(bpmTimer.processInstanceId, instance.id)).returning({ id: bpmTimer.id }),
    db.delete(bpmJob).where(eq(bpmJob.processInstanceId, instance.id)).returning({ id: bpmJob.id }),
    db.delete(bpmEventSubscription).where(eq(bpmEventSubscription.processInstanceId, instance.id)).returning({ id: bpmEventSubscription.id }),
    ...(instance.businessKey ? [db.update(bpmOaLeave).set({ result }).where(eq(bpmOaLeave.processInstanceId, instance.id)).returning({ id: bpmOaLeave.id })] : []),
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
  /** the definition row when the caller has read it already (saves a query) */
  definition?: StartDefinition;
  /** started by a message or signal start event (else the plain start event, which the process must have) */
  trigger?: { kind: 'message' | 'signal'; name: string };
  /** started by this timer start event (its job came due) */
  timer?: string;
  /** a child of a call activity */
  parent?: { instanceId: string; elementId: string; executionId: string };
  /** how many calls / signals deep this start is (bounded) */
  depth?: number;
}

/** What starting an instance reads of its definition. */
export interface StartDefinition {
  id: string;
  key: string;
  name: string;
  category: string;
  suspensionState: number;
}

export const startDefinitionColumns = {
  id: bpmProcessDefinition.id,
  key: bpmProcessDefinition.key,
  name: bpmProcessDefinition.name,
  category: bpmProcessDefinition.category,
  suspensionState: bpmProcessDefinition.suspensionState,
};

/**
 * Starts an instance on an active definition; returns its id. The instance row, its history, its first tasks, timers
 * and messages are written in one statement.
 */
export async function startProcessInstance(db: Db, input: StartInput): Promise<string> {
  const { id, first, writes, result, compiled, ref, variables } = await prepareStart(db, input);
  await writeCommand(db, first, writes);
  await afterCommand(db, { ...ref, parentInstanceId: input.parent?.instanceId ?? null, parentElementId: input.parent?.elementId ?? null, parentExecutionId: input.parent?.executionId ?? null }, compiled, result, variables, input.depth ?? 0);
  return id;
}

/**
 * startProcessInstance as one statement on its own, for a route without a request transaction: everything is written
 * at once or not at all. Null when it could not be (a message template changed since it was last read, or one that
 * must go through sendNotify): the caller then runs startProcessInstance in a transaction. Failures before the write
 * (definition, engine, assignee) are thrown as there.
 */
export async function startProcessInstanceAtOnce(db: Db, input: StartInput): Promise<string | null> {
  const { id, first, writes, result } = await prepareStart(db, input);
  if (needsFollowUp(result, false)) return null;
  const notes = await notificationParts(db, writes.notifications);
  if (notes.slow.length) return null;
  const parts = [first, ...writes.parts, ...notes.parts.map((n) => n.part)];
  const required = [0, ...notes.parts.map((_, i) => 1 + writes.parts.length + i)];
  return (await writeAllOrNothing(db, parts, required)) ? id : null;
}

async function prepareStart(
  db: Db,
  input: StartInput,
): Promise<{ id: string; first: WritePart; writes: CommandWrites; result: EngineResult; compiled: CompiledProcess; ref: InstanceRef; variables: Record<string, unknown> }> {
  let def = input.definition;
  if (!def) [def] = await db.select(startDefinitionColumns).from(bpmProcessDefinition).where(eq(bpmProcessDefinition.id, input.processDefinitionId));
  if (!def) fail(BpmError.PROCESS_DEFINITION_NOT_EXISTS);
  if (def.suspensionState !== 1) fail(BpmError.PROCESS_DEFINITION_IS_SUSPENDED);
  const compiled = await compiledFor(db, def.id);
  if (!input.trigger && !input.timer && !compiled.noneStart) fail(BpmError.PROCESS_INSTANCE_EVENT_START_ONLY, def.name);
  const id = input.id ?? randomUUID();
  const variables = { ...input.variables, initiator: input.startUserId };
  const result = await runEngine(compiled, null, variables, { type: 'start', trigger: input.trigger, timer: input.timer }, await hiddenFor(db, compiled, def.id, input.startUserId));
  assertEngineOk(result, compiled);
  const completedAt = result.status === 'completed' || result.status === 'failed' ? new Date() : null;
  const endResult = result.status === 'failed' ? BpmInstanceFailed : R.APPROVE;
  const operator = String(input.startUserId);
  const ref: InstanceRef = { id, processDefinitionId: def.id, name: def.name, startUserId: input.startUserId, businessKey: input.businessKey ?? null };
  const writes = await commandWrites(db, ref, compiled, result, new Set(), operator, false, completedAt, variables);
  const first = q`insert into bpm_process_instance (id, process_definition_id, process_definition_key, name, category, start_user_id, status, result, reason,
      variables, form_variables, business_key, engine_state, version, end_time, parent_instance_id, parent_element_id, parent_execution_id, creator, updater)
    values (${id}::uuid, ${def.id}::uuid, ${def.key}, ${def.name}, ${def.category}, ${input.startUserId}, ${completedAt ? S.FINISH : S.RUNNING}, ${completedAt ? endResult : R.PROCESS}, ${result.status === 'failed' ? result.error : null},
      ${JSON.stringify(variables)}::jsonb, ${JSON.stringify(input.formVariables)}::jsonb, ${input.businessKey ?? null}, ${JSON.stringify(result.state)}::jsonb, 1, ${completedAt},
      ${input.parent?.instanceId ?? null}::uuid, ${input.parent?.elementId ?? null}, ${input.parent?.executionId ?? null}, ${operator}, ${operator})
    returning id`;
  return { id, first, writes, result, compiled, ref, variables };
}

/** What a command needs to know of the instance's rows besides the instance (read with it when possible). */
export interface InstanceRows {
  /** engine execution ids of the instance's tasks */
  knownExecutions: Set<string>;
  /** whether the instance has timer rows */
  hasTimers: boolean;
}

/** The instance columns a command reads. */
export const commandInstanceColumns = {
  id: bpmProcessInstance.id,
  processDefinitionId: bpmProcessInstance.processDefinitionId,
  name: bpmProcessInstance.name,
  startUserId: bpmProcessInstance.startUserId,
  businessKey: bpmProcessInstance.businessKey,
  engineState: bpmProcessInstance.engineState,
  variables: bpmProcessInstance.variables,
  version: bpmProcessInstance.version,
  parentInstanceId: bpmProcessInstance.parentInstanceId,
  parentElementId: bpmProcessInstance.parentElementId,
  parentExecutionId: bpmProcessInstance.parentExecutionId,
};
export type CommandInstance = Pick<BpmProcessInstanceRow, keyof typeof commandInstanceColumns>;

/**
 * Applies a command to a running instance read at `instance.version`: runs the engine on the stored state, then
 * writes the new state only `WHERE version = <read version>` — a concurrent command that got there first makes this
 * one fail with PROCESS_INSTANCE_CONCURRENT (the request's transaction rolls back).
 */
export async function advanceInstance(
  db: Db,
  instance: CommandInstance,
  command: EngineCommand,
  variables: Record<string, unknown>,
  operator: string,
  rows?: InstanceRows,
  depth = 0,
): Promise<EngineResult> {
  if (!rows) {
    const [known, timers] = await Promise.all([
      db.select({ executionId: bpmTask.executionId }).from(bpmTask).where(eq(bpmTask.processInstanceId, instance.id)),
      db.select({ id: bpmTimer.id }).from(bpmTimer).where(eq(bpmTimer.processInstanceId, instance.id)).limit(1),
    ]);
    rows = { knownExecutions: new Set(known.map((k) => k.executionId)), hasTimers: timers.length > 0 };
  }
  const { result, first, writes, compiled } = await prepareAdvance(db, { instance, command, variables, operator, rows }, null);
  if (!(await writeCommand(db, first, writes))) fail(BpmError.PROCESS_INSTANCE_CONCURRENT);
  await afterCommand(db, instance, compiled, result, variables, depth);
  return result;
}

/**
 * A command on a running instance as one statement on its own (no request transaction), with `claim` — the task's
 * version-checked claim — in the same statement: the claim, the instance's version-checked update, the history, the
 * tasks, the timers and the messages are written at once or not at all. Null when they could not be (the task or the
 * instance changed since they were read, a message template changed, or a message must go through sendNotify): the
 * caller then runs its transactional path, which claims first and names the reason.
 */
export async function advanceInstanceAtOnce(db: Db, cmd: AdvanceCommand, claim: { taskId: string; part: WritePart }): Promise<EngineResult | null> {
  const { result, first, writes } = await prepareAdvance(db, cmd, claim.taskId);
  if (needsFollowUp(result, !!cmd.instance.parentInstanceId)) return null;
  const notes = await notificationParts(db, writes.notifications);
  if (notes.slow.length) return null;
  const parts = [first, claim.part, ...writes.parts, ...notes.parts.map((n) => n.part)];
  const required = [0, 1, ...notes.parts.map((_, i) => 2 + writes.parts.length + i)];
  return (await writeAllOrNothing(db, parts, required)) ? result : null;
}

/** A command on an instance read at `instance.version`, with what it needs to know of the instance's rows. */
export interface AdvanceCommand {
  instance: CommandInstance;
  command: EngineCommand;
  variables: Record<string, unknown>;
  operator: string;
  rows: InstanceRows;
}

async function prepareAdvance(
  db: Db,
  { instance, command, variables, operator, rows }: AdvanceCommand,
  claimedTaskId: string | null,
): Promise<{ result: EngineResult; first: WritePart; writes: CommandWrites; compiled: CompiledProcess }> {
  const compiled = await compiledFor(db, instance.processDefinitionId);
  const hidden = await hiddenFor(db, compiled, instance.processDefinitionId, instance.startUserId);
  const result = await runEngine(compiled, instance.engineState as EngineState, variables, command, hidden);
  assertEngineOk(result, compiled);
  const completedAt = result.status === 'completed' || result.status === 'failed' ? new Date() : null;
  const writes = await commandWrites(db, instance, compiled, result, rows.knownExecutions, operator, rows.hasTimers, completedAt, variables, claimedTaskId);
  const now = new Date();
  const finish = !completedAt
    ? rawq('')
    : result.status === 'failed'
      ? q`, status = ${S.FINISH}, result = ${BpmInstanceFailed}, reason = ${result.error}, end_time = ${completedAt}`
      : q`, status = ${S.FINISH}, result = ${R.APPROVE}, end_time = ${completedAt}`;
  const first = q`update bpm_process_instance set engine_state = ${JSON.stringify(result.state)}::jsonb, variables = ${JSON.stringify(variables)}::jsonb,
      version = ${instance.version + 1}${finish}, updater = ${operator}, update_time = ${now}
    where id = ${instance.id}::uuid and version = ${instance.version} and status = ${S.RUNNING}
    returning id`;
  return { result, first, writes, compiled };
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
  await endRelatives(db, instance, result, reason, operator);
}

/**
 * A call activity's family ends together: the running children of an ended instance are cancelled, and a child that
 * is rejected or cancelled ends its parent the same way (the sub-process's answer is the call activity's).
 */
async function endRelatives(db: Db, instance: Pick<BpmProcessInstanceRow, 'id' | 'name' | 'parentInstanceId'>, result: 3 | 4, reason: string, operator: string): Promise<void> {
  const children = await db.select().from(bpmProcessInstance).where(and(eq(bpmProcessInstance.parentInstanceId, instance.id), eq(bpmProcessInstance.status, S.RUNNING)));
  for (const child of children) await endInstance(db, child, R.CANCEL, `父流程「${instance.name}」已结束：${reason}`.slice(0, 500), operator);
  if (!instance.parentInstanceId) return;
  const [parent] = await db.select().from(bpmProcessInstance).where(eq(bpmProcessInstance.id, instance.parentInstanceId));
  if (parent?.status !== S.RUNNING) return;
  await endInstance(db, parent, result, `子流程「${instance.name}」${result === R.REJECT ? '不通过' : '已取消'}：${reason}`.slice(0, 500), operator);
}

/** What a command set going beyond its own instance: a child to start, a signal to broadcast, a parent to resume. */
function needsFollowUp(result: EngineResult, hasParent: boolean): boolean {
  return result.calls.length > 0 || result.thrown.length > 0 || (hasParent && (result.status === 'completed' || result.status === 'failed'));
}

/** Calls and signals nest at most this deep (a model that calls itself, signals that wake each other). */
const MAX_FOLLOW_DEPTH = 8;

type FollowInstance = Pick<BpmProcessInstanceRow, 'id' | 'name' | 'startUserId' | 'businessKey' | 'parentInstanceId' | 'parentElementId' | 'parentExecutionId'>;

/**
 * After a command is written, in the same transaction: each call activity that waits without a child starts one
 * (the active definition of its key, the `in` mappings as variables); each thrown signal wakes the other instances
 * waiting for it and starts the definitions with that signal start event; a child that ended resumes its parent's
 * call activity with the `out` mappings (or, ended 异常, marks the parent 异常 too).
 */
async function afterCommand(db: Db, instance: FollowInstance, compiled: CompiledProcess, result: EngineResult, variables: Record<string, unknown>, depth: number): Promise<void> {
  if (!needsFollowUp(result, !!instance.parentInstanceId)) return;
  if (depth >= MAX_FOLLOW_DEPTH) fail(BpmError.PROCESS_INSTANCE_ENGINE_ERROR, `调用活动或信号嵌套超过 ${MAX_FOLLOW_DEPTH} 层`);
  if (result.calls.length) {
    const started = await db.select({ executionId: bpmProcessInstance.parentExecutionId }).from(bpmProcessInstance).where(eq(bpmProcessInstance.parentInstanceId, instance.id));
    const known = new Set(started.map((r) => r.executionId));
    for (const call of result.calls.filter((c) => !known.has(c.executionId))) {
      const info = compiled.calls.get(call.elementId)!;
      const key = String(info.calledElement.includes('${') ? resolveTemplate(info.calledElement, variables) : info.calledElement);
      const [def] = await db
        .select(startDefinitionColumns)
        .from(bpmProcessDefinition)
        .where(and(eq(bpmProcessDefinition.key, key), eq(bpmProcessDefinition.suspensionState, 1)))
        .orderBy(desc(bpmProcessDefinition.version))
        .limit(1);
      if (!def) fail(BpmError.PROCESS_INSTANCE_CALL_NOT_DEPLOYED, compiled.names.get(call.elementId) ?? call.elementId, key);
      const childVariables = mapVariables(info.inAll, info.in, variables);
      await startProcessInstance(db, {
        processDefinitionId: def.id,
        definition: def,
        startUserId: instance.startUserId,
        variables: childVariables,
        formVariables: {},
        parent: { instanceId: instance.id, elementId: call.elementId, executionId: call.executionId },
        depth: depth + 1,
      });
    }
  }
  for (const thrown of result.thrown) {
    if (thrown.kind === 'signal') await broadcastSignal(db, thrown.name, {}, instance.id, depth + 1);
    else await correlateThrownMessage(db, thrown.name, instance, depth + 1);
  }
  if (instance.parentInstanceId && (result.status === 'completed' || result.status === 'failed')) await resumeParent(db, instance, result, variables, depth + 1);
}

/** The variables a call activity hands over: every one (`variables="all"`) and / or the mapped ones. */
export function mapVariables(all: boolean, mappings: { source: string | null; sourceExpression: string | null; target: string }[], from: Record<string, unknown>): Record<string, unknown> {
  const { initiator: _initiator, ...rest } = from;
  const out: Record<string, unknown> = all ? { ...rest } : {};
  for (const m of mappings) out[m.target] = m.source !== null ? (from[m.source] ?? null) : resolveTemplate(m.sourceExpression!, from);
  return out;
}

async function resumeParent(db: Db, child: FollowInstance, result: EngineResult, childVariables: Record<string, unknown>, depth: number): Promise<void> {
  const [parent] = await db.select().from(bpmProcessInstance).where(eq(bpmProcessInstance.id, child.parentInstanceId!));
  if (parent?.status !== S.RUNNING) return;
  if (result.status === 'failed') {
    await markFailed(db, parent.id, `子流程「${child.name}」异常结束：${result.error ?? ''}`);
    return;
  }
  const compiled = await compiledFor(db, parent.processDefinitionId);
  const info = compiled.calls.get(child.parentElementId!);
  const variables = { ...parent.variables, ...(info ? mapVariables(info.outAll, info.out, childVariables) : {}) };
  await advanceInstance(db, parent, { type: 'call-done', executionId: child.parentExecutionId! }, variables, 'call', undefined, depth);
}

/**
 * Delivers a message to the running instances (that one, or those of the business key; never `except`) waiting for
 * it. Returns the ids woken.
 */
export async function deliverMessage(
  db: Db,
  name: string,
  target: { processInstanceId?: string; businessKey?: string },
  variables: Record<string, unknown>,
  except: string | null = null,
  depth = 0,
): Promise<string[]> {
  const waiting = await db
    .selectDistinct({ id: bpmEventSubscription.processInstanceId })
    .from(bpmEventSubscription)
    .innerJoin(bpmProcessInstance, eq(bpmProcessInstance.id, bpmEventSubscription.processInstanceId))
    .where(
      and(
        eq(bpmEventSubscription.kind, 'message'),
        eq(bpmEventSubscription.name, name),
        eq(bpmProcessInstance.status, S.RUNNING),
        target.processInstanceId ? eq(bpmProcessInstance.id, target.processInstanceId) : eq(bpmProcessInstance.businessKey, target.businessKey!),
      ),
    );
  const ids: string[] = [];
  for (const { id } of waiting) {
    if (id === except) continue;
    const [instance] = await db.select().from(bpmProcessInstance).where(eq(bpmProcessInstance.id, id));
    await advanceInstance(db, instance, { type: 'event', trigger: { kind: 'message', name } }, { ...instance.variables, ...variables }, 'message', undefined, depth);
    ids.push(id);
  }
  return ids;
}

/**
 * A message thrown by an instance (intermediate throw or end event) goes where the message API would send it, in the
 * same transaction: to the other running instances of the thrower's business key that wait for it; with none, it
 * starts the latest active definition with that message start event (the thrower's starter and business key). With
 * no receiver at all the command fails (PROCESS_INSTANCE_EVENT_NOT_WAITING): a message is never dropped silently.
 * (bpmn-elements also hands it to the thrower's own catch events, as it does signals.)
 */
async function correlateThrownMessage(db: Db, name: string, thrower: FollowInstance, depth: number): Promise<void> {
  if (thrower.businessKey && (await deliverMessage(db, name, { businessKey: thrower.businessKey }, {}, thrower.id, depth)).length) return;
  const started = await startByEvent(db, { kind: 'message', name }, {}, thrower.startUserId, depth, true, thrower.businessKey);
  if (!started.length) fail(BpmError.PROCESS_INSTANCE_EVENT_NOT_WAITING, '消息', name);
}

/** A running instance that cannot go on by itself (a job out of attempts, a child ended 异常): result 6 异常 with why. */
export async function markFailed(db: Db, instanceId: string, reason: string): Promise<void> {
  await db
    .update(bpmProcessInstance)
    .set({ result: BpmInstanceFailed, reason: reason.slice(0, 500), updateTime: new Date() })
    .where(and(eq(bpmProcessInstance.id, instanceId), eq(bpmProcessInstance.status, S.RUNNING)));
}

/**
 * Delivers a signal: every running instance (but `except`, which threw it and caught it itself) waiting for it goes on,
 * and each active definition with a signal start event of that name starts an instance (by the starter of the
 * thrower, else the caller). Returns how many instances were woken and started.
 */
export async function broadcastSignal(db: Db, name: string, variables: Record<string, unknown>, except: string | null, depth: number, starterId?: number): Promise<{ woken: number; started: number }> {
  const waiting = await db
    .selectDistinct({ id: bpmEventSubscription.processInstanceId })
    .from(bpmEventSubscription)
    .where(and(eq(bpmEventSubscription.kind, 'signal'), eq(bpmEventSubscription.name, name)));
  let woken = 0;
  for (const { id } of waiting) {
    if (id === except) continue;
    const [instance] = await db.select().from(bpmProcessInstance).where(eq(bpmProcessInstance.id, id));
    if (instance?.status !== S.RUNNING) continue;
    await advanceInstance(db, instance, { type: 'event', trigger: { kind: 'signal', name } }, { ...instance.variables, ...variables }, 'signal', undefined, depth);
    woken++;
  }
  let startUser = starterId;
  if (startUser === undefined && except) [{ startUserId: startUser }] = await db.select({ startUserId: bpmProcessInstance.startUserId }).from(bpmProcessInstance).where(eq(bpmProcessInstance.id, except));
  const started = await startByEvent(db, { kind: 'signal', name }, variables, startUser ?? 1, depth, false);
  return { woken, started: started.length };
}

/**
 * Starts instances of the active definitions whose start event waits for this message / signal: a message starts
 * one (the latest deployed of them), a signal every one. Candidates are found by the name in the XML and confirmed on
 * the compiled definition. Returns the new instance ids.
 */
export async function startByEvent(db: Db, trigger: { kind: 'message' | 'signal'; name: string }, variables: Record<string, unknown>, startUserId: number, depth: number, onlyOne: boolean, businessKey?: string | null): Promise<string[]> {
  const pattern = `%${trigger.name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const defs = await db
    .select(startDefinitionColumns)
    .from(bpmProcessDefinition)
    .where(and(eq(bpmProcessDefinition.suspensionState, 1), like(bpmProcessDefinition.bpmnXml, pattern)))
    .orderBy(desc(bpmProcessDefinition.deploymentTime));
  const ids: string[] = [];
  for (const def of defs) {
    const compiled = await compiledFor(db, def.id);
    if (![...compiled.eventStarts.values()].some((t) => t.kind === trigger.kind && t.name === trigger.name)) continue;
    ids.push(await startProcessInstance(db, { processDefinitionId: def.id, definition: def, startUserId, variables, formVariables: {}, trigger, depth, businessKey }));
    if (onlyOne) break;
  }
  return ids;
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
        // a timer event sub-process's timer is ours (its due time is the row's); the others are bpmn-elements'
        const command: EngineCommand = timer.executionId.startsWith('eventsub:')
          ? { type: 'event-sub-timer', elementId: timer.elementId, now: Math.max(now.getTime(), timer.dueTime.getTime()) }
          : { type: 'fire-timers' };
        await tx.transaction(async (inner) => {
          await advanceInstance(inner as unknown as Db, instance, command, instance.variables, 'timer');
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
