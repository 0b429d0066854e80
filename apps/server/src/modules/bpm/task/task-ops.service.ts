import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { BpmError, BpmProcessInstanceResult as R, BpmTaskResult, CommonStatus, type BpmTaskReturnTarget } from '@gprs/contract';
import { fail } from '../../../core/errors';
import type { Db } from '../../../db/client';
import { UserType } from '../../../core/auth';
import { systemUsers } from '../../system/user/user.schema';
import { sendNotify } from '../../system/notify/notify.service';
import { bpmProcessInstance, type BpmProcessInstanceRow } from '../instance/instance.schema';
import { advanceInstance, BpmNotifyTemplate, compiledFor, endInstance } from '../instance/runtime';
import { bpmProcessInstanceCopy, bpmTask, bpmTaskLog, type BpmTaskRow } from './task.schema';
import { finishOwnTask, myRunningTask } from './task.service';
import { followsAcrossSplit, followsDirectly, returnTargets } from './return-targets';

const notify = (db: Db, userId: number, templateCode: string, templateParams: Record<string, unknown>) =>
  sendNotify(db, { userId, userType: UserType.ADMIN, templateCode, templateParams });

/** An engine task (not a 加签 task, not delegated, without running 加签 tasks) the user acts on, for 退回 / 加签 / 抄送. */
async function ownEngineTask(db: Db, userId: number, taskId: string, refuse: (why: string) => never) {
  const row = await myRunningTask(db, userId, taskId);
  if (row.task.delegationState === 'pending') fail(BpmError.TASK_DELEGATE_NOT_ALLOWED);
  if (row.task.parentTaskId) refuse('加签的任务不能再退回或加签');
  return row;
}

async function runningEngineTasks(db: Db, instanceId: string) {
  return db
    .select()
    .from(bpmTask)
    .where(and(eq(bpmTask.processInstanceId, instanceId), eq(bpmTask.result, R.PROCESS), sql`${bpmTask.parentTaskId} is null`));
}

/** 退回 targets of a running task of mine: earlier user tasks of the same sequence the instance has passed. */
export async function listReturnTargets(db: Db, userId: number, taskId: string): Promise<BpmTaskReturnTarget[]> {
  const { task, instance } = await myRunningTask(db, userId, taskId);
  const compiled = await compiledFor(db, instance.processDefinitionId);
  const passed = await db
    .selectDistinct({ key: bpmTask.definitionKey })
    .from(bpmTask)
    .where(and(eq(bpmTask.processInstanceId, instance.id), eq(bpmTask.result, R.APPROVE), sql`${bpmTask.parentTaskId} is null`));
  return returnTargets(compiled, task.definitionKey, new Set(passed.map((p) => p.key))).map(({ key }) => ({
    id: key,
    taskDefinitionKey: key,
    name: compiled.names.get(key) ?? key,
  }));
}

/**
 * 退回: the task ends 已退回 (result 5) with the reason and the process runs the target task again (its rule assigns
 * it anew). Only to a target returnTargets offers, never for a 加签 or delegated task. The starter is told.
 * - In a parallel branch, to a task of the same branch: the other branches go on.
 * - Out of the branch (a task before the split): every other running task ends 取消 with the reason that the process
 *   was returned, and so do waits, timers and a half-joined gateway (decision 0042).
 * - From a multi-instance (会签 / 或签) iteration: the whole multi-instance ends — the other approvers' tasks are
 *   cancelled — and runs again from the start when the token comes back.
 */
export async function returnTask(db: Db, userId: number, taskId: string, targetKey: string, reason: string): Promise<void> {
  const { task, instance } = await ownEngineTask(db, userId, taskId, (why) => fail(BpmError.TASK_RETURN_PARALLEL, why));
  const compiled = await compiledFor(db, instance.processDefinitionId);
  const passed = await db
    .selectDistinct({ key: bpmTask.definitionKey })
    .from(bpmTask)
    .where(and(eq(bpmTask.processInstanceId, instance.id), eq(bpmTask.result, R.APPROVE), sql`${bpmTask.parentTaskId} is null`));
  const target = returnTargets(compiled, task.definitionKey, new Set(passed.map((p) => p.key))).find((t) => t.key === targetKey);
  if (!target) fail(BpmError.TASK_RETURN_TARGET_INVALID, targetKey);
  if (!compiled.sources.has(task.definitionKey)) fail(BpmError.TASK_RETURN_PARALLEL, '子流程中的任务不能退回');
  const loop = compiled.loops.has(task.definitionKey);
  await finishOwnTask(db, task, userId, BpmTaskResult.RETURN, reason);
  await advanceInstance(
    db,
    instance,
    {
      type: 'jump',
      targetId: targetKey,
      executionIds: loop ? [] : [task.executionId],
      discard: target.outOfBranch ? 'all' : loop ? [task.definitionKey] : undefined,
      closedAs: 'returned',
    },
    instance.variables,
    String(userId),
  );
  await db.insert(bpmTaskLog).values({ taskId: task.id, action: 'return', fromUserId: userId, toUserId: instance.startUserId, reason });
  const targetName = compiled.names.get(targetKey) ?? targetKey;
  await notify(db, instance.startUserId, BpmNotifyTemplate.TASK_RETURNED, { processInstanceName: instance.name, taskName: task.name, targetName, reason });
}

/**
 * 撤回 (PUT /bpm/task/withdraw?taskId=):
 * - by the user who approved `taskId`, while every running task came right after it (followsDirectly) and nobody has
 *   touched them (not claimed, delegated, transferred, signed): those tasks end 取消 (「任务已被撤回」, their assignees
 *   are told) and the task runs again, assigned to the user;
 * - by the starter, on a running task of an instance where nobody has approved anything yet: the instance is cancelled
 *   (「发起人撤回」).
 */
export async function withdrawTask(db: Db, userId: number, taskId: string): Promise<void> {
  const [row] = await db
    .select({ task: bpmTask, instance: bpmProcessInstance })
    .from(bpmTask)
    .innerJoin(bpmProcessInstance, eq(bpmProcessInstance.id, bpmTask.processInstanceId))
    .where(eq(bpmTask.id, taskId));
  if (!row) fail(BpmError.TASK_COMPLETE_FAIL_NOT_EXISTS);
  const { task, instance } = row;
  if (instance.status !== 1) fail(BpmError.TASK_WITHDRAW_NOT_ALLOWED, '流程已结束');
  const running = await runningEngineTasks(db, instance.id);
  const untouched = async (tasks: BpmTaskRow[]) => {
    if (tasks.some((r) => r.delegationState || r.claimTime)) return false;
    const [log] = await db
      .select({ id: bpmTaskLog.id })
      .from(bpmTaskLog)
      .where(inArray(bpmTaskLog.taskId, tasks.map((r) => r.id)))
      .limit(1);
    const [sign] = await db
      .select({ id: bpmTask.id })
      .from(bpmTask)
      .where(inArray(bpmTask.parentTaskId, tasks.map((r) => r.id)))
      .limit(1);
    return !log && !sign;
  };

  if (task.result === R.APPROVE && task.assigneeUserId === userId && !task.parentTaskId) {
    const compiled = await compiledFor(db, instance.processDefinitionId);
    if (compiled.loops.has(task.definitionKey)) fail(BpmError.TASK_WITHDRAW_NOT_ALLOWED, '会签 / 或签中的一票不能单独撤回：其他审批人可能已据此完成，请让当前审批人退回');
    if (!compiled.sources.has(task.definitionKey)) fail(BpmError.TASK_WITHDRAW_NOT_ALLOWED, '子流程中的任务不能撤回');
    // the next step of the task's own sequence (in a parallel branch: of its branch; other branches are left alone)
    const next = running.filter((r) => followsDirectly(compiled, task.definitionKey, r.definitionKey) && r.createTime >= (task.endTime ?? task.createTime));
    if (!next.length) {
      const afterSplit = running.some((r) => followsAcrossSplit(compiled, task.definitionKey, r.definitionKey));
      fail(BpmError.TASK_WITHDRAW_NOT_ALLOWED, afterSplit ? '后续任务在并行网关之后，撤回会同时收回其他分支，请改用退回' : running.length ? '后续任务不是紧接在你审批的任务之后' : '没有可撤回的后续任务');
    }
    if (!(await untouched(next))) fail(BpmError.TASK_WITHDRAW_NOT_ALLOWED, '下一个审批人已经处理了该任务');
    // a multi-instance next step (会签) is taken back as a whole: all its approvers' tasks end
    const loops = [...new Set(next.filter((r) => compiled.loops.has(r.definitionKey)).map((r) => r.definitionKey))];
    if (loops.length) {
      const [voted] = await db
        .select({ id: bpmTask.id })
        .from(bpmTask)
        .where(and(eq(bpmTask.processInstanceId, instance.id), inArray(bpmTask.definitionKey, loops), eq(bpmTask.result, R.APPROVE), sql`${bpmTask.createTime} >= ${task.endTime ?? task.createTime}`))
        .limit(1);
      if (voted) fail(BpmError.TASK_WITHDRAW_NOT_ALLOWED, '会签 / 或签中已有审批人审批通过');
    }
    await lockInstance(db, instance);
    await advanceInstance(
      db,
      instance,
      { type: 'jump', targetId: task.definitionKey, executionIds: next.filter((r) => !compiled.loops.has(r.definitionKey)).map((r) => r.executionId), discard: loops.length ? loops : undefined },
      instance.variables,
      String(userId),
    );
    // the task runs again for the user who took it back
    await db
      .update(bpmTask)
      .set({ assigneeUserId: userId, candidateUserIds: null, updater: String(userId) })
      .where(and(eq(bpmTask.processInstanceId, instance.id), eq(bpmTask.definitionKey, task.definitionKey), eq(bpmTask.result, R.PROCESS)));
    await db.insert(bpmTaskLog).values(next.map((r) => ({ taskId: r.id, action: 'withdraw', fromUserId: userId, toUserId: userId, reason: '审批人撤回' })));
    for (const r of next) {
      for (const to of r.assigneeUserId !== null ? [r.assigneeUserId] : (r.candidateUserIds ?? [])) {
        await notify(db, to, BpmNotifyTemplate.TASK_WITHDRAWN, { processInstanceName: instance.name, taskName: r.name });
      }
    }
    return;
  }
  if (instance.startUserId === userId && task.result === R.PROCESS) {
    const [approved] = await db
      .select({ id: bpmTask.id })
      .from(bpmTask)
      .where(and(eq(bpmTask.processInstanceId, instance.id), eq(bpmTask.result, R.APPROVE)))
      .limit(1);
    if (approved || !(await untouched(running))) fail(BpmError.TASK_WITHDRAW_NOT_ALLOWED, '已有审批人处理过该流程，请改用取消');
    await endInstance(db, instance, R.CANCEL, '发起人撤回', String(userId));
    await db.insert(bpmTaskLog).values(running.map((r) => ({ taskId: r.id, action: 'withdraw', fromUserId: userId, toUserId: userId, reason: '发起人撤回' })));
    return;
  }
  fail(BpmError.TASK_WITHDRAW_NOT_ALLOWED, '只有刚审批过该任务的审批人、或尚无人审批时的发起人可以撤回');
}

/** Takes the instance row lock, so a concurrent approval of the next task waits and then finds it cancelled. */
async function lockInstance(db: Db, instance: BpmProcessInstanceRow): Promise<void> {
  await db.select({ id: bpmProcessInstance.id }).from(bpmProcessInstance).where(eq(bpmProcessInstance.id, instance.id)).for('update');
}

async function enabledUsers(db: Db, ids: number[]): Promise<Map<number, string>> {
  const rows = await db
    .select({ id: systemUsers.id, nickname: systemUsers.nickname })
    .from(systemUsers)
    .where(and(inArray(systemUsers.id, ids), eq(systemUsers.status, CommonStatus.ENABLE), eq(systemUsers.userType, UserType.ADMIN)));
  return new Map(rows.map((r) => [r.id, r.nickname]));
}

/** 抄送: the users get the instance in 抄送我的 (and may read it) and an in-site message. */
export async function copyTask(db: Db, userId: number, taskId: string, copyUserIds: number[], reason: string | undefined): Promise<void> {
  const { task, instance } = await myRunningTask(db, userId, taskId);
  const ids = [...new Set(copyUserIds)];
  const users = await enabledUsers(db, [...ids, userId]);
  const missing = ids.find((id) => !users.has(id));
  if (missing !== undefined) fail(BpmError.TASK_TARGET_USER_INVALID);
  await db
    .insert(bpmProcessInstanceCopy)
    .values(ids.map((id) => ({ userId: id, processInstanceId: instance.id, taskId: task.id, fromUserId: userId, reason: reason ?? null })))
    .onConflictDoNothing();
  await db.insert(bpmTaskLog).values(ids.map((id) => ({ taskId: task.id, action: 'copy', fromUserId: userId, toUserId: id, reason: reason ?? null })));
  for (const id of ids) {
    await notify(db, id, BpmNotifyTemplate.INSTANCE_COPY, { fromUserName: users.get(userId) ?? String(userId), processInstanceName: instance.name, reason: reason || '请知悉' });
  }
}

/**
 * 加签: new tasks for `userIds` under this task. 'before': they approve first, then the task is back with its
 * assignee; 'after': the assignee has approved — the task completes by itself when the last of them has approved.
 * Until they are done the task cannot be acted on by its assignee.
 */
export async function createSign(db: Db, userId: number, taskId: string, userIds: number[], type: 'before' | 'after', reason: string): Promise<void> {
  const { task, instance } = await ownEngineTask(db, userId, taskId, (why) => fail(BpmError.TASK_SIGN_NOT_ALLOWED, why));
  const ids = [...new Set(userIds)];
  if (ids.includes(userId)) fail(BpmError.TASK_SIGN_NOT_ALLOWED, '不能给自己加签');
  const users = await enabledUsers(db, ids);
  if (ids.some((id) => !users.has(id))) fail(BpmError.TASK_TARGET_USER_INVALID);
  const now = new Date();
  // the parent is claimed by the user who added the signs (a pool task stops being a pool)
  // an 'after' sign is the assignee's approval: its reason is kept for when the task completes
  await db
    .update(bpmTask)
    .set({ assigneeUserId: userId, claimTime: task.claimTime ?? now, signType: type, ...(type === 'after' ? { reason } : {}), updater: String(userId) })
    .where(eq(bpmTask.id, task.id));
  await db.insert(bpmTask).values(
    ids.map((id) => ({
      processInstanceId: instance.id,
      processDefinitionId: task.processDefinitionId,
      definitionKey: task.definitionKey,
      name: task.name,
      executionId: `sign:${task.id}:${id}:${now.getTime()}`,
      assigneeUserId: id,
      parentTaskId: task.id,
      signType: type,
      creator: String(userId),
      updater: String(userId),
    })),
  );
  await db.insert(bpmTaskLog).values(ids.map((id) => ({ taskId: task.id, action: `sign-${type}`, fromUserId: userId, toUserId: id, reason })));
  for (const id of ids) await notify(db, id, BpmNotifyTemplate.TASK_SIGNED, { processInstanceName: instance.name, taskName: task.name, reason });
}

/** 减签: the parent task's assignee cancels a running 加签 task (取消 with the reason). */
export async function deleteSign(db: Db, userId: number, signTaskId: string, reason: string): Promise<void> {
  const [sign] = await db.select().from(bpmTask).where(eq(bpmTask.id, signTaskId));
  if (!sign || !sign.parentTaskId) fail(BpmError.TASK_SIGN_DELETE_NOT_ALLOWED, '该任务不是加签任务');
  if (sign.result !== R.PROCESS) fail(BpmError.TASK_SIGN_DELETE_NOT_ALLOWED, '加签任务已处理');
  const [parent] = await db.select().from(bpmTask).where(eq(bpmTask.id, sign.parentTaskId));
  if (!parent || parent.result !== R.PROCESS || parent.assigneeUserId !== userId) fail(BpmError.TASK_SIGN_DELETE_NOT_ALLOWED, '只有加签人可以减签');
  await db
    .update(bpmTask)
    .set({ result: R.CANCEL, reason: `减签：${reason}`, endTime: new Date(), updater: String(userId) })
    .where(and(eq(bpmTask.id, sign.id), eq(bpmTask.result, R.PROCESS)));
  await db.insert(bpmTaskLog).values({ taskId: parent.id, action: 'sign-delete', fromUserId: userId, toUserId: sign.assigneeUserId ?? userId, reason });
}

/** The 加签 tasks of a task, oldest first. */
export async function signsOf(db: Db, parentTaskId: string): Promise<BpmTaskRow[]> {
  return db.select().from(bpmTask).where(eq(bpmTask.parentTaskId, parentTaskId)).orderBy(asc(bpmTask.createTime), asc(bpmTask.id));
}

