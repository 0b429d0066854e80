import type {
  BpmActivityResp,
  BpmCallListResp,
  BpmOALeaveCreateReq,
  BpmOALeaveResp,
  BpmProcessDefinitionResp,
  BpmProcessInstanceResp,
  BpmTaskAssignRuleResp,
  BpmTaskResp,
  BpmTaskReturnTarget,
  BpmTimerStartResp,
} from '@gprs/contract';
import { request } from '../../../shared/request';

/** Workflow endpoints (yudao's paths; shapes in packages/contract/src/bpm). */
export const definitionApi = {
  /** latest version per key; suspensionState 1 = the ones that can be started */
  list: (params: { suspensionState?: number; category?: string }) => request.get<BpmProcessDefinitionResp[]>('/bpm/process-definition/list', params),
  get: (id: string) => request.get<BpmProcessDefinitionResp>('/bpm/process-definition/get', { id }),
  updateSuspensionState: (id: string, suspensionState: 1 | 2) =>
    request.put<boolean>('/bpm/process-definition/update-suspension-state', { id, suspensionState }),
  /** the definition's timer start events and their schedule */
  timerList: (id: string) => request.get<BpmTimerStartResp[]>('/bpm/process-definition/timer-list', { id }),
};

export const instanceApi = {
  create: (processDefinitionId: string, variables: Record<string, unknown>) =>
    request.post<string>('/bpm/process-instance/create', { processDefinitionId, variables }),
  get: (id: string) => request.get<BpmProcessInstanceResp>('/bpm/process-instance/get', { id }),
  cancel: (id: string, reason: string) => request.delete<boolean>('/bpm/process-instance/cancel', undefined, { data: { id, reason } }),
  activities: (processInstanceId: string) => request.get<BpmActivityResp[]>('/bpm/activity/list', { processInstanceId }),
  /** the parent that called it and the children its call activities started */
  calls: (processInstanceId: string) => request.get<BpmCallListResp>('/bpm/process-instance/call-list', { processInstanceId }),
  /** process administrators: end any running instance (yudao 2.x cancel-by-admin) */
  cancelByAdmin: (id: string, reason: string) => request.delete<boolean>('/bpm/process-instance/cancel-by-admin', undefined, { data: { id, reason } }),
  /** process administrators: run the failed service tasks of an instance in 异常 again */
  retryJob: (id: string) => request.put<boolean>(`/bpm/process-instance/retry-job?id=${encodeURIComponent(id)}`),
};

export const taskApi = {
  listByInstance: (processInstanceId: string) => request.get<BpmTaskResp[]>('/bpm/task/list-by-process-instance-id', { processInstanceId }),
  approve: (id: string, reason: string) => request.put<boolean>('/bpm/task/approve', { id, reason }),
  reject: (id: string, reason: string) => request.put<boolean>('/bpm/task/reject', { id, reason }),
  transfer: (id: string, assigneeUserId: number, reason?: string) => request.put<boolean>('/bpm/task/transfer', { id, assigneeUserId, reason }),
  delegate: (id: string, delegateUserId: number, reason: string) => request.put<boolean>('/bpm/task/delegate', { id, delegateUserId, reason }),
  /** 退回 targets: earlier user tasks the instance passed */
  listByReturn: (id: string) => request.get<BpmTaskReturnTarget[]>('/bpm/task/list-by-return', { id }),
  returnTo: (id: string, targetTaskDefinitionKey: string, reason: string) => request.put<boolean>('/bpm/task/return', { id, targetTaskDefinitionKey, reason }),
  withdraw: (taskId: string) => request.put<boolean>(`/bpm/task/withdraw?taskId=${encodeURIComponent(taskId)}`),
  copy: (id: string, copyUserIds: number[], reason?: string) => request.put<boolean>('/bpm/task/copy', { id, copyUserIds, reason }),
  createSign: (id: string, userIds: number[], type: 'before' | 'after', reason: string) => request.put<boolean>('/bpm/task/create-sign', { id, userIds, type, reason }),
  deleteSign: (id: string, reason: string) => request.delete<boolean>('/bpm/task/delete-sign', undefined, { data: { id, reason } }),
};

export const assignRuleApi = {
  listByModel: (modelId: number) => request.get<BpmTaskAssignRuleResp[]>('/bpm/task-assign-rule/list', { modelId }),
  listByDefinition: (processDefinitionId: string) => request.get<BpmTaskAssignRuleResp[]>('/bpm/task-assign-rule/list', { processDefinitionId }),
  create: (body: { modelId: number; taskDefinitionKey: string; type: number; options: number[] }) => request.post<number>('/bpm/task-assign-rule/create', body),
  update: (body: { id: number; type: number; options: number[] }) => request.put<boolean>('/bpm/task-assign-rule/update', body),
};

export const modelApi = {
  deploy: (id: number) => request.post<boolean>(`/bpm/model/deploy?id=${id}`, undefined, { skipErrorHandler: true }),
};

export const leaveApi = {
  get: (id: number) => request.get<BpmOALeaveResp>('/bpm/oa/leave/get', { id }),
  create: (body: BpmOALeaveCreateReq) => request.post<number>('/bpm/oa/leave/create', body),
};
