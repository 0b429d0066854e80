import { z } from 'zod';
import { optionalQueryInt } from '../system/dict';
import { BpmTaskAssignRuleType } from './common';

/**
 * 任务分配规则 (permission bpm:task-assign-rule:query|create|update):
 * GET /bpm/task-assign-rule/list?modelId=  or  ?processDefinitionId=  → BpmTaskAssignRuleResp[] — one row per user
 *     task of the model's XML (sub-processes included), in diagram order; a task without a rule has id null,
 *     type null and options []. For a definition: the rules copied when that version was deployed (read-only).
 * POST /bpm/task-assign-rule/create {modelId, taskDefinitionKey, type, options} → id
 * PUT  /bpm/task-assign-rule/update {id, type, options} → true (only rules of a model, not of a definition)
 * options by type: 10 role ids, 20/21 dept ids, 22 post ids, 30 user ids, 40 user-group ids, 50 script values
 * (dict bpm_task_assign_script: 10 流程发起人, 20 发起人部门负责人, 21 发起人上级部门负责人).
 */
export const BpmTaskAssignRuleListReq = z.object({
  modelId: optionalQueryInt(1),
  processDefinitionId: z.string().uuid().optional(),
});
export type BpmTaskAssignRuleListReq = z.input<typeof BpmTaskAssignRuleListReq>;

const ruleTypes = Object.values(BpmTaskAssignRuleType) as number[];
const ruleFields = {
  type: z.number().int().refine((v) => ruleTypes.includes(v), '规则类型不正确'),
  options: z.array(z.number().int().positive()).min(1, '规则值数组不能为空').max(200),
};

export const BpmTaskAssignRuleCreateReq = z.object({
  modelId: z.number().int().positive(),
  taskDefinitionKey: z.string().trim().min(1, '流程任务定义的编号不能为空').max(255),
  ...ruleFields,
});
export type BpmTaskAssignRuleCreateReq = z.input<typeof BpmTaskAssignRuleCreateReq>;
export const BpmTaskAssignRuleUpdateReq = z.object({ id: z.number().int().positive(), ...ruleFields });
export type BpmTaskAssignRuleUpdateReq = z.input<typeof BpmTaskAssignRuleUpdateReq>;

export interface BpmTaskAssignRuleResp {
  /** null: this user task has no rule yet */
  id: number | null;
  modelId: number | null;
  processDefinitionId: string | null;
  taskDefinitionKey: string;
  taskDefinitionName: string;
  /** dict bpm_task_assign_rule_type; null without a rule */
  type: number | null;
  options: number[];
}
