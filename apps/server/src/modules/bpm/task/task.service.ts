import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { BpmError, BpmProcessInstanceResult as R, CommonStatus } from '@gprs/contract';
import { fail } from '../../../core/errors';
import type { Db } from '../../../db/client';
import { UserType } from '../../../core/auth';
import { systemUsers } from '../../system/user/user.schema';
import { sendNotify } from '../../system/notify/notify.service';
import { bpmProcessInstance, bpmTimer, type BpmProcessInstanceRow } from '../instance/instance.schema';
import { advanceInstance, BpmNotifyTemplate, commandInstanceColumns, endInstance, type CommandInstance, type InstanceRows } from '../instance/runtime';
import { bpmTask, bpmTaskLog, type BpmTaskRow } from './task.schema';

/** The running task the user may act on, with its instance (one query); fails with the yudao messages. */
export async function myRunningTask(db: Db, userId: number, taskId: string): Promise<{ task: BpmTaskRow; instance: BpmProcessInstanceRow }> {
  const [row] = await db
    .select({ task: bpmTask, instance: bpmProcessInstance })
    .from(bpmTask)
    .innerJoin(bpmProcessInstance, eq(bpmProcessInstance.id, bpmTask.processInstanceId))
    .where(eq(bpmTask.id, taskId));
  if (!row || row.task.result !== R.PROCESS || row.instance.status !== 1) fail(BpmError.TASK_COMPLETE_FAIL_NOT_EXISTS);
  if (row.task.assigneeUserId !== userId) fail(BpmError.TASK_COMPLETE_FAIL_ASSIGN_NOT_SELF);
  return row;
}

/** Claims the task for this action: only while it is still running and still this user's (checked in the WHERE). */
async function claimTask(db: Db, task: BpmTaskRow, userId: number, set: Partial<typeof bpmTask.$inferInsert>) {
  const updated = await db
    .update(bpmTask)
    .set({ ...set, updater: String(userId) })
    .where(and(eq(bpmTask.id, task.id), eq(bpmTask.result, R.PROCESS), eq(bpmTask.assigneeUserId, userId)))
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

/**
 * The plain 通过 in one statement: claims the task (still running, still this user's, not a pending delegation, its
 * instance running) and returns the instance with the task executions it has and whether it has timers — what the
 * command needs. Null when the task cannot be claimed so; the caller then finds out why.
 */
async function claimForApproval(db: Db, userId: number, taskId: string, reason: string): Promise<{ instance: CommandInstance; executionId: string; rows: InstanceRows } | null> {
  const now = new Date();
  const [row] = await db
    .update(bpmTask)
    .set({ result: R.APPROVE, reason, endTime: now, claimTime: sql`coalesce(${bpmTask.claimTime}, ${now})`, updater: String(userId) })
    .from(bpmProcessInstance)
    .where(
      and(
        eq(bpmTask.id, taskId),
        eq(bpmTask.result, R.PROCESS),
        eq(bpmTask.assigneeUserId, userId),
        or(isNull(bpmTask.delegationState), ne(bpmTask.delegationState, 'pending'), isNull(bpmTask.ownerUserId)),
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
