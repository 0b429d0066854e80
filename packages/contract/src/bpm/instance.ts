import { z } from 'zod';
import { PageParam, TimeRange } from '../envelope';
import { optionalQueryInt, optionalQueryText } from '../system/dict';
import { BpmUuid, type BpmUserSimple } from './common';
import type { BpmFormSchema } from './form';

/**
 * 流程实例:
 * POST   /bpm/process-instance/create {processDefinitionId, variables}  → id (string); bpm:process-instance:create
 *        (values of the form's properties become process variables, checked against the form's JSON Schema:
 *        required / type; a definition bound to a 业务表单 is refused with PROCESS_INSTANCE_CUSTOM_FORM)
 * GET    /bpm/process-instance/my-page?…   → PageResult<BpmProcessInstancePageItem>  (bpm:process-instance:query)
 * GET    /bpm/process-instance/get?id=     → BpmProcessInstanceResp   (route permission: bpm:process-instance:query
 *        or bpm:task:query; then the starter, anyone who holds or held one of its tasks, or
 *        bpm:process-instance:query-all — otherwise PROCESS_INSTANCE_NO_ACCESS)
 * DELETE /bpm/process-instance/cancel {id, reason} (JSON body, as yudao) → true  (the starter; bpm:process-instance:cancel)
 * GET    /bpm/activity/list?processInstanceId=  → BpmActivityResp[]  (same read access as /get) — the viewer's activityData
 * Viewer: activityData = /bpm/activity/list; taskData = /bpm/task/list-by-process-instance-id; processInstanceData =
 * /bpm/process-instance/get (result, startUser, createTime, endTime); xml = get().processDefinition.bpmnXml.
 */
export const BpmProcessInstanceCreateReq = z.object({
  processDefinitionId: BpmUuid,
  variables: z.record(z.string(), z.unknown()).default({}),
});
export type BpmProcessInstanceCreateReq = z.input<typeof BpmProcessInstanceCreateReq>;

export const BpmProcessInstanceMyPageReq = PageParam.extend({
  name: optionalQueryText(64),
  processDefinitionId: optionalQueryText(64),
  category: optionalQueryText(64),
  /** dict bpm_process_instance_status */
  status: optionalQueryInt(1, 2),
  /** dict bpm_process_instance_result */
  result: optionalQueryInt(1, 6),
  createTime: TimeRange,
});
export type BpmProcessInstanceMyPageReq = z.input<typeof BpmProcessInstanceMyPageReq>;

export const BpmProcessInstanceCancelReq = z.object({
  id: BpmUuid,
  reason: z.string().trim().min(1, '取消原因不能为空').max(500),
});
export type BpmProcessInstanceCancelReq = z.input<typeof BpmProcessInstanceCancelReq>;

export const BpmActivityListReq = z.object({ processInstanceId: BpmUuid });

export interface BpmProcessInstancePageItem {
  id: string;
  name: string;
  processDefinitionId: string;
  category: string;
  /** the category's name (yudao 2.x `categoryName`) */
  categoryName: string | null;
  /** 1 进行中, 2 已完成 */
  status: number;
  /** 1 处理中, 2 通过, 3 不通过, 4 已取消 */
  result: number;
  /** the first fields of its 流程表单 (yudao 2.x `summary`) */
  summary: { key: string; value: string }[];
  /** = createTime (yudao 2.x `startTime`) */
  startTime: number;
  createTime: number;
  endTime: number | null;
  /** the running tasks */
  tasks: { id: string; name: string }[];
}

export interface BpmProcessInstanceResp {
  id: string;
  name: string;
  category: string;
  status: number;
  result: number;
  createTime: number;
  endTime: number | null;
  /** the form values the instance started with (process variables of the start form) */
  formVariables: Record<string, unknown>;
  /** `<process key>:<business row id>` for business forms (OA leave: oa_leave:12), else null */
  businessKey: string | null;
  /** the cancel reason, or why the engine stopped (e.g. a rule that found no assignee) */
  reason: string | null;
  startUser: BpmUserSimple;
  processDefinition: {
    id: string;
    key: string;
    name: string;
    version: number;
    formType: number | null;
    formId: number | null;
    formSchema: BpmFormSchema | null;
    formUiSchema: Record<string, unknown> | null;
    formCustomCreatePath: string | null;
    formCustomViewPath: string | null;
    bpmnXml: string;
  };
}

/**
 * One activity the instance reached (the viewer's ActivityData): key = BPMN element id (sub-process children
 * included), taskId for user tasks (matches BpmTaskResp.id), outgoing = ids of the sequence flows taken out of it.
 */
export interface BpmActivityResp {
  key: string;
  /** BPMN type, e.g. bpmn:UserTask */
  type: string;
  startTime: number | null;
  endTime: number | null;
  taskId?: string;
  outgoing: string[];
}

/** GET /bpm/process-instance/copy/page?pageNo&pageSize&processInstanceName&createTime → PageResult<BpmProcessInstanceCopyItem> (抄送我的) */
export const BpmProcessInstanceCopyPageReq = PageParam.extend({
  processInstanceName: optionalQueryText(64),
  createTime: TimeRange,
});
export type BpmProcessInstanceCopyPageReq = z.input<typeof BpmProcessInstanceCopyPageReq>;

/** A copy sent to me (yudao 2.x BpmProcessInstanceCopyRespVO fields). */
export interface BpmProcessInstanceCopyItem {
  id: number;
  processInstanceId: string;
  processInstanceName: string;
  processInstanceStartTime: number;
  startUser: BpmUserSimple;
  /** the task the copy was sent from (element id and name) */
  activityId: string | null;
  activityName: string | null;
  taskId: string | null;
  reason: string | null;
  /** who sent it */
  createUser: BpmUserSimple;
  createTime: number;
}
