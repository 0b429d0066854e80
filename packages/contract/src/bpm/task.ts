import { z } from 'zod';
import { PageParam, TimeRange } from '../envelope';
import { optionalQueryText } from '../system/dict';
import { BpmUuid, type BpmUserSimple } from './common';

/**
 * 任务 (permission bpm:task:query for reads, bpm:task:update for actions; an action is also allowed only to the
 * task's current assignee, else TASK_COMPLETE_FAIL_ASSIGN_NOT_SELF):
 * GET /bpm/task/todo-page?pageNo&pageSize&name&createTime  → PageResult<BpmTaskTodoPageItem>   (mine, running; also
 *     the unclaimed tasks of a pool I am a candidate of — the first candidate who acts claims the task)
 * GET /bpm/task/done-page?…                                → PageResult<BpmTaskDonePageItem>   (mine, finished)
 * GET /bpm/task/list-by-process-instance-id?processInstanceId= → BpmTaskResp[] (by createTime; read access as the
 *     instance's /get) — the approval timeline and the viewer's taskData
 * PUT /bpm/task/approve  {id, reason, variables?} → true   (通过; a delegated task's approve by the delegate returns
 *     it to its owner instead of completing it)
 * PUT /bpm/task/reject   {id, reason}             → true   (不通过: the instance ends with result 3)
 * PUT /bpm/task/transfer {id, assigneeUserId, reason?} → true (转办)
 * PUT /bpm/task/update-assignee {id, assigneeUserId} → true (yudao v1 name of 转办)
 * PUT /bpm/task/delegate {id, delegateUserId, reason} → true (委派)
 * GET /bpm/task/list-by-return?id=               → BpmTaskReturnTarget[] (退回 targets: earlier user tasks passed)
 * PUT /bpm/task/return {id, targetTaskDefinitionKey, reason} → true (退回: the task ends 已退回, the target runs again)
 * PUT /bpm/task/withdraw?taskId=                  → true (撤回: the approver of taskId takes it back while the next
 *     task is untouched; the starter withdraws the instance while nobody has acted on it)
 * PUT /bpm/task/copy {id, copyUserIds, reason?}   → true (抄送: the users see the instance in 抄送我的)
 * PUT /bpm/task/create-sign {id, userIds, type: 'before' | 'after', reason} → true (加签)
 * DELETE /bpm/task/delete-sign {id, reason}       → true (减签: a running 加签 task is cancelled)
 * GET /bpm/task/list-by-parent-task-id?parentTaskId= → BpmTaskResp[] (the 加签 tasks of a task)
 * GET /bpm/task/manager-page?…                    → PageResult<BpmTaskDonePageItem & {assigneeUser}> (every task)
 */
export const BpmTaskPageReq = PageParam.extend({
  name: optionalQueryText(64),
  createTime: TimeRange,
});
export type BpmTaskPageReq = z.input<typeof BpmTaskPageReq>;

export const BpmTaskListByInstanceReq = z.object({ processInstanceId: BpmUuid });

const reason = (label: string) => z.string().trim().min(1, `${label}不能为空`).max(500);

export const BpmTaskApproveReq = z.object({
  id: BpmUuid,
  reason: reason('审批建议'),
  /** extra process variables set by the approver (e.g. approved: true) */
  variables: z.record(z.string(), z.unknown()).optional(),
});
export type BpmTaskApproveReq = z.input<typeof BpmTaskApproveReq>;
export const BpmTaskRejectReq = z.object({ id: BpmUuid, reason: reason('审批建议') });
export type BpmTaskRejectReq = z.input<typeof BpmTaskRejectReq>;
export const BpmTaskTransferReq = z.object({
  id: BpmUuid,
  assigneeUserId: z.number().int().positive('新审批人不能为空'),
  reason: z.string().max(500).optional(),
});
export type BpmTaskTransferReq = z.input<typeof BpmTaskTransferReq>;
export const BpmTaskDelegateReq = z.object({
  id: BpmUuid,
  delegateUserId: z.number().int().positive('接收人不能为空'),
  reason: reason('委派理由'),
});
export type BpmTaskDelegateReq = z.input<typeof BpmTaskDelegateReq>;

export interface BpmTaskProcessInstanceRef {
  id: string;
  name: string;
  startUserId: number;
  startUserNickname: string;
  processDefinitionId: string;
  /** yudao 2.x: the first fields of the instance's form (in 待办 / 已办 only) */
  summary?: { key: string; value: string }[];
  /** yudao 2.x: when the instance started (in 待办 / 已办 only) */
  createTime?: number;
}

export interface BpmTaskTodoPageItem {
  id: string;
  name: string;
  claimTime: number | null;
  createTime: number;
  /** 1 激活, 2 挂起 (always 1 here) */
  suspensionState: number;
  /** yudao 2.x task status: the task's result code (1 处理中 … 5 已退回) */
  status: number;
  /** yudao 2.x: the instance id beside `processInstance` (its 待办 / 已办 流程编号 column) */
  processInstanceId: string;
  processInstance: BpmTaskProcessInstanceRef;
}

export interface BpmTaskDonePageItem extends BpmTaskTodoPageItem {
  endTime: number;
  durationInMillis: number;
  /** dict bpm_process_instance_result */
  result: number;
  reason: string | null;
}

/** A task in an instance's timeline (also the viewer's TaskData: id, result, assigneeUser, createTime, endTime, reason). */
export interface BpmTaskResp {
  id: string;
  name: string;
  /** the BPMN element id of the user task (ActivityData.key) */
  definitionKey: string;
  createTime: number;
  endTime: number | null;
  durationInMillis: number | null;
  /** 1 处理中, 2 通过, 3 不通过, 4 已取消 */
  result: number;
  reason: string | null;
  /** null while the task waits in its candidates' pool */
  assigneeUser: BpmUserSimple | null;
  /** a pool's candidates (every one sees the task in 待办; the first who acts claims it); empty when not a pool */
  candidateUsers: BpmUserSimple[];
  /** set while (or after) the task is delegated: who delegated it and gets it back */
  ownerUser: BpmUserSimple | null;
  /** null, 'pending' (with the delegate) or 'resolved' (returned to the owner) */
  delegationState: 'pending' | 'resolved' | null;
  /** a 加签 task: the task it was added to and how ('before' / 'after'); null for the engine's tasks */
  parentTaskId: string | null;
  signType: 'before' | 'after' | null;
  /** yudao 2.x: the instance id beside `processInstance` */
  processInstanceId: string;
  processInstance: BpmTaskProcessInstanceRef;
}

export const BpmTaskReturnReq = z.object({
  id: BpmUuid,
  targetTaskDefinitionKey: z.string().trim().min(1, '退回到的任务 Key 不能为空').max(255),
  reason: reason('退回意见'),
});
export type BpmTaskReturnReq = z.input<typeof BpmTaskReturnReq>;
export const BpmTaskWithdrawReq = z.object({ taskId: BpmUuid });
export const BpmTaskCopyReq = z.object({
  id: BpmUuid,
  copyUserIds: z.array(z.number().int().positive()).min(1, '抄送用户不能为空').max(50),
  reason: z.string().trim().max(500).optional(),
});
export type BpmTaskCopyReq = z.input<typeof BpmTaskCopyReq>;
export const BpmTaskSignType = { BEFORE: 'before', AFTER: 'after' } as const;
export const BpmTaskSignCreateReq = z.object({
  id: BpmUuid,
  userIds: z.array(z.number().int().positive()).min(1, '加签用户不能为空').max(20),
  type: z.enum(['before', 'after'], '加签类型不正确'),
  reason: reason('加签原因'),
});
export type BpmTaskSignCreateReq = z.input<typeof BpmTaskSignCreateReq>;
export const BpmTaskSignDeleteReq = z.object({ id: BpmUuid, reason: reason('减签原因') });
export type BpmTaskSignDeleteReq = z.input<typeof BpmTaskSignDeleteReq>;
export const BpmTaskListByParentReq = z.object({ parentTaskId: BpmUuid });

/** A task 退回 can go back to (yudao 2.x: the user task's element id and name). */
export interface BpmTaskReturnTarget {
  id: string;
  taskDefinitionKey: string;
  name: string;
}
