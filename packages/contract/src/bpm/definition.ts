import { z } from 'zod';
import { PageParam } from '../envelope';
import { optionalQueryInt, optionalQueryText } from '../system/dict';
import { BpmUuid } from './common';
import type { BpmFormSchema } from './form';

/**
 * 流程定义 — the deployed versions of models (permission bpm:process-definition:query unless noted). 发布 suspends
 * the earlier active version: only the newest version starts instances; running instances of old versions go on.
 * GET  /bpm/process-definition/page?pageNo&pageSize&key&modelId  → PageResult<BpmProcessDefinitionResp> (newest first)
 * GET  /bpm/process-definition/list?suspensionState&category      → BpmProcessDefinitionResp[] — latest version per key,
 *      sorted by name; usually with suspensionState=1 (the 发起流程 page)
 * GET  /bpm/process-definition/get?id=                             → BpmProcessDefinitionResp & {bpmnXml} | null
 * GET  /bpm/process-definition/get-bpmn-xml?id=                    → string
 *      (list, get and get-bpmn-xml: bpm:process-definition:query or bpm:process-instance:create)
 * PUT  /bpm/process-definition/update-suspension-state {id, suspensionState} → true (bpm:process-definition:update)
 * GET  /bpm/process-definition/timer-list?id=                       → BpmTimerStartResp[] (bpm:process-definition:query)
 *      the definition's timer start events and their schedule (decision 0045)
 */
export const BpmProcessDefinitionPageReq = PageParam.extend({
  key: optionalQueryText(64),
  modelId: optionalQueryInt(1),
});
export type BpmProcessDefinitionPageReq = z.input<typeof BpmProcessDefinitionPageReq>;

export const BpmProcessDefinitionListReq = z.object({
  /** 1 激活, 2 挂起 */
  suspensionState: optionalQueryInt(1, 2),
  category: optionalQueryText(64),
});
export type BpmProcessDefinitionListReq = z.input<typeof BpmProcessDefinitionListReq>;

export const BpmProcessDefinitionIdQuery = z.object({ id: BpmUuid });
/** GET /bpm/process-definition/get?id= | ?key= (yudao 2.x: by key, the latest active version) */
export const BpmProcessDefinitionGetQuery = z
  .object({ id: BpmUuid.optional(), key: z.string().trim().min(1).max(64).optional() })
  .refine((q) => q.id || q.key, { message: '流程定义编号或标识不能为空' });

export const BpmProcessDefinitionSuspensionReq = z.object({
  id: BpmUuid,
  suspensionState: z.union([z.literal(1), z.literal(2)]),
});
export type BpmProcessDefinitionSuspensionReq = z.input<typeof BpmProcessDefinitionSuspensionReq>;

export interface BpmProcessDefinitionResp {
  id: string;
  modelId: number;
  key: string;
  name: string;
  description: string;
  category: string;
  version: number;
  /** 10 流程表单, 20 业务表单, null none */
  formType: number | null;
  formId: number | null;
  formName: string | null;
  /** the bound 流程表单's JSON Schema / UI schema as they were when this version was deployed */
  formSchema: BpmFormSchema | null;
  formUiSchema: Record<string, unknown> | null;
  formCustomCreatePath: string | null;
  formCustomViewPath: string | null;
  /** the form as yudao's form-create `conf` / `fields` (null without a 流程表单) */
  formConf: string | null;
  formFields: string[] | null;
  /** 1 激活, 2 挂起 */
  suspensionState: number;
  /** epoch ms */
  deploymentTime: number;
  /** only in /get */
  bpmnXml?: string;
  /** only in /page: how many timer start events it has (the 定时启动 action shows their schedule) */
  timerStartCount?: number;
}

/** A timer start event of a definition and its job: when it fires next, how often it has, whether it failed. */
export interface BpmTimerStartResp {
  elementId: string;
  name: string;
  /** timeDate 指定时间, timeDuration 持续时长, timeCycle 循环 */
  timerType: 'timeDate' | 'timeDuration' | 'timeCycle';
  timerValue: string;
  /** epoch ms of the next firing; null when it has none left (a date or duration that fired, a cycle used up) */
  nextFireTime: number | null;
  /** occurrences already due (fired or skipped while the server was down) */
  fired: number;
  /** 0 scheduled, 1 failed (its attempts used up), 2 done (nothing left) */
  status: 0 | 1 | 2;
  attempts: number;
  lastError: string | null;
}
