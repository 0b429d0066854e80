import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { BpmError, BpmProcessInstanceResult as R, CommonStatus } from '@gprs/contract';
import { fail } from '../../../core/errors';
import { executePrepared } from '../../../core/prepared';
import type { Db } from '../../../db/client';
import { UserType } from '../../../core/auth';
import { systemUsers } from '../../system/user/user.schema';
import { sendNotify } from '../../system/notify/notify.service';
import { bpmProcessInstance, bpmTimer, type BpmProcessInstanceRow } from '../instance/instance.schema';
import { advanceInstance, advanceInstanceAtOnce, BpmNotifyTemplate, commandInstanceColumns, compiledFor, endInstance, type CommandInstance, type InstanceRows } from '../instance/runtime';
import { q, statementOf } from '../instance/batch-write';
import { bpmTask, bpmTaskLog, type BpmTaskRow } from './task.schema';

/** The running task the user may act on, with its instance (one query); fails with the yudao messages. */
export async function myRunningTask(db: Db, userId: number, taskId: string): Promise<{ task: BpmTaskRow; instance: BpmProcessInstanceRow }> {
  const [row] = await db
    .select({ task: bpmTask, instance: bpmProcessInstance })
    .from(bpmTask)
    .innerJoin(bpmProcessInstance, eq(bpmProcessInstance.id, bpmTask.processInstanceId))
    .where(eq(bpmTask.id, taskId));
  if (!row || row.task.result !== R.PROCESS || row.instance.status !== 1) fail(BpmError.TASK_COMPLETE_FAIL_NOT_EXISTS);
  if (!mayAct(row.task, userId)) fail(BpmError.TASK_COMPLETE_FAIL_ASSIGN_NOT_SELF);
  if (row.task.signType) await assertNoPendingSigns(db, row.task);
  return row;
}

/** The task's assignee, or — while nobody has claimed a pool task — one of its candidates. */
export function mayAct(task: Pick<BpmTaskRow, 'assigneeUserId' | 'candidateUserIds'>, userId: number): boolean {
  return task.assigneeUserId === userId || (task.assigneeUserId === null && (task.candidateUserIds ?? []).includes(userId));
}

/** SQL twin of mayAct (for the claim's WHERE). */
const mayActSql = (userId: number) =>
  or(eq(bpmTask.assigneeUserId, userId), and(isNull(bpmTask.assigneeUserId), sql`${bpmTask.candidateUserIds} @> array[${userId}]::bigint[]`))!;

/**
 * Claims the task for this action: only while it is still running and still this user's (checked in the WHERE); an
 * unclaimed pool task becomes the actor's (the other candidates see it leave their 待办).
 */
async function claimTask(db: Db, task: BpmTaskRow, userId: number, set: Partial<typeof bpmTask.$inferInsert>) {
  const updated = await db
    .update(bpmTask)
    .set({ ...(task.assigneeUserId === null ? { assigneeUserId: userId, claimTime: new Date() } : {}), ...set, updater: String(userId) })
    .where(and(eq(bpmTask.id, task.id), eq(bpmTask.result, R.PROCESS), mayActSql(userId)))
    .returning({ id: bpmTask.id });
  if (!updated.length) fail(BpmError.TASK_COMPLETE_FAIL_NOT_EXISTS);
}

async function assertTargetUser(db: Db, userId: number, targetId: number) {
  if (targetId === userId) fail(BpmError.TASK_TRANSFER_SELF);
  const [target] = await db
    .select({ id: systemUsers.id })
    .from(systemUsers)
    .where(and(eq(systemUsers.id, targetId), eq(systemUsers.status, CommonStatus.ENABLE), eq(systemUsers.userType, UserType.ADMIN)));
  if (!target) fail(BpmError.TASK_TARGET_USER_INVALID);
}

const notifyAssigned = (db: Db, userId: number, task: BpmTaskRow, instance: BpmProcessInstanceRow) =>
  sendNotify(db, {
    userId,
    userType: UserType.ADMIN,
    templateCode: BpmNotifyTemplate.TASK_ASSIGNED,
    templateParams: { processInstanceName: instance.name, taskName: task.name, processInstanceId: instance.id },
  });


/** 通过: completes the task and moves the process on; a delegate's 通过 hands the task back to its owner instead. */
export async function approveTask(db: Db, userId: number, taskId: string, reason: string, extra?: Record<string, unknown>): Promise<void> {
  const claimed = await claimForApproval(db, userId, taskId, reason);
  if (claimed) {
    const variables = { ...claimed.instance.variables, ...JSON.parse(JSON.stringify(extra ?? {})) };
    await advanceInstance(db, claimed.instance, { type: 'complete', executionId: claimed.executionId }, variables, String(userId), claimed.rows);
    return;
  }
  // not claimable as a plain approval: a delegate's 通过, or the request fails with the reason myRunningTask names
  const { task, instance } = await myRunningTask(db, userId, taskId);
  if (task.parentTaskId) {
    await approveSignTask(db, userId, task, instance, reason);
    return;
  }
  if (task.delegationState === 'pending' && task.ownerUserId) {
    await claimTask(db, task, userId, { assigneeUserId: task.ownerUserId, delegationState: 'resolved', reason });
    await db.insert(bpmTaskLog).values({ taskId: task.id, action: 'resolve', fromUserId: userId, toUserId: task.ownerUserId, reason });
    await notifyAssigned(db, task.ownerUserId, task, instance);
    return;
  }
  const now = new Date();
  await claimTask(db, task, userId, { result: R.APPROVE, reason, endTime: now, claimTime: task.claimTime ?? now });
  const variables = { ...instance.variables, ...JSON.parse(JSON.stringify(extra ?? {})) };
  await advanceInstance(db, instance, { type: 'complete', executionId: task.executionId }, variables, String(userId));
}

interface FastApprovalRow {
  status: number;
  taskResult: number;
  assigneeUserId: number | null;
  candidateUserIds: number[] | null;
  parentTaskId: string | null;
  signType: string | null;
  delegationState: string | null;
  ownerUserId: number | null;
  executionId: string;
  known: string[];
  hasTimers: boolean;
}

/**
 * The plain 通过 without a request transaction: one read (the task, its instance, the instance's task executions and
 * whether it has timers), the engine, then one statement that claims the task (still running, still this user's, not a
 * pending delegation), advances the instance at the version read and writes what the command produced — all or
 * nothing (advanceInstanceAtOnce). False when it cannot be done so (the task is not claimable, someone else changed
 * the task or the instance meanwhile, a message needs sendNotify); the caller then runs approveTask in a transaction,
 * which answers with the reason or, after a concurrent change of the instance, goes on from its new state.
 */
export async function approveTaskAtOnce(db: Db, userId: number, taskId: string, reason: string, extra?: Record<string, unknown>): Promise<boolean> {
  const { rows } = await executePrepared<CommandInstance & FastApprovalRow>(
    db,
    statementOf(q`select i.id, i.process_definition_id as "processDefinitionId", i.name, i.start_user_id as "startUserId", i.business_key as "businessKey",
        i.engine_state as "engineState", i.variables, i.version, i.status, i.parent_instance_id as "parentInstanceId", i.parent_element_id as "parentElementId", i.parent_execution_id as "parentExecutionId", t.result as "taskResult", t.assignee_user_id as "assigneeUserId",
        t.candidate_user_ids as "candidateUserIds", t.parent_task_id as "parentTaskId", t.sign_type as "signType", t.delegation_state as "delegationState", t.owner_user_id as "ownerUserId", t.execution_id as "executionId",
        array(select k.execution_id from bpm_task k where k.process_instance_id = i.id) as known,
        exists (select 1 from bpm_timer m where m.process_instance_id = i.id) as "hasTimers"
      from bpm_task t join bpm_process_instance i on i.id = t.process_instance_id
      where t.id = ${taskId}::uuid`),
  );
  const row = rows[0];
  if (!row || row.taskResult !== R.PROCESS || row.status !== 1) return false;
  if (!mayAct({ assigneeUserId: row.assigneeUserId, candidateUserIds: row.candidateUserIds?.map(Number) ?? null }, userId)) return false;
  if (row.delegationState === 'pending' && row.ownerUserId !== null) return false;
  if (row.parentTaskId || row.signType) return false; // 加签: the transactional path
  const { status: _status, taskResult: _result, assigneeUserId: _assignee, candidateUserIds: _candidates, parentTaskId: _parent, signType: _sign, delegationState: _delegation, ownerUserId: _owner, executionId, known, hasTimers, ...instance } = row;
  const variables = { ...instance.variables, ...JSON.parse(JSON.stringify(extra ?? {})) };
  const now = new Date();
  const claim = q`update bpm_task set result = ${R.APPROVE}, reason = ${reason}, end_time = ${now}, claim_time = coalesce(claim_time, ${now}), assignee_user_id = ${userId},
      updater = ${String(userId)}, update_time = ${now}
    where id = ${taskId}::uuid and result = ${R.PROCESS} and (assignee_user_id = ${userId} or (assignee_user_id is null and candidate_user_ids @> array[${userId}]::bigint[])) and (delegation_state is null or delegation_state <> 'pending' or owner_user_id is null)
      and parent_task_id is null and sign_type is null
    returning id`;
  const done = await advanceInstanceAtOnce(
    db,
    { instance, command: { type: 'complete', executionId }, variables, operator: String(userId), rows: { knownExecutions: new Set(known), hasTimers } },
    { taskId, part: claim },
  );
  return done !== null;
}

/**
 * The plain 通过 in one statement: claims the task (still running, still this user's, not a pending delegation, its
 * instance running) and returns the instance with the task executions it has and whether it has timers — what the
 * command needs. Null when the task cannot be claimed so; the caller then finds out why.
 */
async function claimForApproval(db: Db, userId: number, taskId: string, reason: string): Promise<{ instance: CommandInstance; executionId: string; rows: InstanceRows } | null> {
  const now = new Date();
  const [row] = await db
    .update(bpmTask)
    .set({ result: R.APPROVE, reason, endTime: now, claimTime: sql`coalesce(${bpmTask.claimTime}, ${now})`, assigneeUserId: userId, updater: String(userId) })
    .from(bpmProcessInstance)
    .where(
      and(
        eq(bpmTask.id, taskId),
        eq(bpmTask.result, R.PROCESS),
        mayActSql(userId),
        or(isNull(bpmTask.delegationState), ne(bpmTask.delegationState, 'pending'), isNull(bpmTask.ownerUserId)),
        isNull(bpmTask.parentTaskId),
        isNull(bpmTask.signType),
        eq(bpmProcessInstance.id, bpmTask.processInstanceId),
        eq(bpmProcessInstance.status, 1),
      ),
    )
    .returning({
      ...commandInstanceColumns,
      executionId: bpmTask.executionId,
      known: sql<string[]>`array(select t.execution_id from ${bpmTask} t where t.process_instance_id = ${bpmProcessInstance.id})`,
      hasTimers: sql<boolean>`exists(select 1 from ${bpmTimer} where ${bpmTimer.processInstanceId} = ${bpmProcessInstance.id})`,
    });
  if (!row) return null;
  const { executionId, known, hasTimers, ...instance } = row;
  return { instance, executionId, rows: { knownExecutions: new Set(known), hasTimers } };
}

/** 不通过: the task ends with result 3 and so does the instance. */
export async function rejectTask(db: Db, userId: number, taskId: string, reason: string): Promise<void> {
  const { task, instance } = await myRunningTask(db, userId, taskId);
  if (task.delegationState === 'pending') fail(BpmError.TASK_DELEGATE_NOT_ALLOWED);
  const now = new Date();
  await claimTask(db, task, userId, { result: R.REJECT, reason, endTime: now, claimTime: task.claimTime ?? now });
  await endInstance(db, instance, R.REJECT, reason, String(userId));
}

/** 转办: the task goes to another user for good. */
export async function transferTask(db: Db, userId: number, taskId: string, targetId: number, reason: string | undefined): Promise<void> {
  const { task, instance } = await myRunningTask(db, userId, taskId);
  if (task.delegationState === 'pending') fail(BpmError.TASK_DELEGATE_NOT_ALLOWED);
  await assertTargetUser(db, userId, targetId);
  await claimTask(db, task, userId, { assigneeUserId: targetId, ownerUserId: null, delegationState: null });
  await db.insert(bpmTaskLog).values({ taskId: task.id, action: 'transfer', fromUserId: userId, toUserId: targetId, reason: reason ?? null });
  await notifyAssigned(db, targetId, task, instance);
}

/** 委派: the delegate handles the task and their 通过 returns it to this user (the owner). */
export async function delegateTask(db: Db, userId: number, taskId: string, targetId: number, reason: string): Promise<void> {
  const { task, instance } = await myRunningTask(db, userId, taskId);
  if (task.delegationState === 'pending') fail(BpmError.TASK_DELEGATE_NOT_ALLOWED);
  await assertTargetUser(db, userId, targetId);
  await claimTask(db, task, userId, { assigneeUserId: targetId, ownerUserId: userId, delegationState: 'pending' });
  await db.insert(bpmTaskLog).values({ taskId: task.id, action: 'delegate', fromUserId: userId, toUserId: targetId, reason });
  await notifyAssigned(db, targetId, task, instance);
}

/** A task whose 加签 tasks still run cannot be acted on by its own assignee yet. */
export async function assertNoPendingSigns(db: Db, task: Pick<BpmTaskRow, 'id'>): Promise<void> {
  const [pending] = await db
    .select({ name: bpmTask.name, assignee: systemUsers.nickname })
    .from(bpmTask)
    .leftJoin(systemUsers, eq(systemUsers.id, bpmTask.assigneeUserId))
    .where(and(eq(bpmTask.parentTaskId, task.id), eq(bpmTask.result, R.PROCESS)))
    .limit(1);
  if (pending) fail(BpmError.TASK_SIGN_PENDING, pending.assignee ?? pending.name);
}

/** Marks the task as this user's (a pool task is claimed) and ends it with `result` and the reason. */
export async function finishOwnTask(db: Db, task: BpmTaskRow, userId: number, result: number, reason: string): Promise<void> {
  const now = new Date();
  const updated = await db
    .update(bpmTask)
    .set({ result, reason, endTime: now, assigneeUserId: userId, claimTime: task.claimTime ?? now, updater: String(userId) })
    .where(and(eq(bpmTask.id, task.id), eq(bpmTask.result, R.PROCESS)))
    .returning({ id: bpmTask.id });
  if (!updated.length) fail(BpmError.TASK_COMPLETE_FAIL_NOT_EXISTS);
}

/**
 * 通过 of a 加签 task: it ends 通过; when it was the parent's last running one, an 'after' parent completes (the engine
 * moves on, as its assignee approved already) and a 'before' parent is back with its assignee.
 */
export async function approveSignTask(db: Db, userId: number, task: BpmTaskRow, instance: BpmProcessInstanceRow, reason: string): Promise<void> {
  await finishOwnTask(db, task, userId, R.APPROVE, reason);
  const [parent] = await db.select().from(bpmTask).where(eq(bpmTask.id, task.parentTaskId!)).for('update');
  if (!parent || parent.result !== R.PROCESS) return;
  const [other] = await db
    .select({ id: bpmTask.id })
    .from(bpmTask)
    .where(and(eq(bpmTask.parentTaskId, parent.id), eq(bpmTask.result, R.PROCESS)))
    .limit(1);
  if (other || parent.signType !== 'after') return;
  const now = new Date();
  await db.update(bpmTask).set({ result: R.APPROVE, reason: parent.reason ?? '加签审批完成', endTime: now, updater: String(userId) }).where(eq(bpmTask.id, parent.id));
  const [fresh] = await db.select().from(bpmProcessInstance).where(eq(bpmProcessInstance.id, instance.id));
  await advanceInstance(db, fresh, { type: 'complete', executionId: parent.executionId }, fresh.variables, String(userId));
}

/**
 * The variables an approver sends with 通过 may only be the fields the task's own form makes editable (decision 31):
 * never the start form's values, `initiator` or anything else of the process. Nothing sent, nothing checked.
 */
export async function assertEditableVariables(db: Db, taskId: string, variables: Record<string, unknown> | undefined): Promise<void> {
  const names = Object.keys(variables ?? {});
  if (!names.length) return;
  const [task] = await db.select({ key: bpmTask.definitionKey, definitionId: bpmTask.processDefinitionId }).from(bpmTask).where(eq(bpmTask.id, taskId));
  if (!task) fail(BpmError.TASK_COMPLETE_FAIL_NOT_EXISTS);
  const allowed = (await compiledFor(db, task.definitionId)).editableFields.get(task.key) ?? new Set<string>();
  const refused = names.filter((n) => !allowed.has(n));
  if (refused.length) fail(BpmError.TASK_VARIABLES_NOT_EDITABLE, allowed.size ? [...allowed].join('、') : '本节点没有表单字段', refused.join('、'));
}
