import { z } from 'zod';

/**
 * Shared values of the workflow area (yudao ruoyi-vue-pro BPM module, the version with task-assign-rule).
 * Numeric codes are the values of the dictionaries named beside them.
 */

/** dict bpm_process_instance_status */
export const BpmProcessInstanceStatus = { RUNNING: 1, FINISH: 2 } as const;
/** dict bpm_process_instance_result — also the result of a task (spec §4 viewer highlighting). */
export const BpmProcessInstanceResult = { PROCESS: 1, APPROVE: 2, REJECT: 3, CANCEL: 4 } as const;
/** An instance that stopped on an error nobody caught (an error end event): 6 异常, never 通过. */
export const BpmInstanceFailed = 6;
/** A task's result beyond the instance's: 5 已退回 (退回 to an earlier task; yudao 2.x task status 5). */
export const BpmTaskResult = { ...BpmProcessInstanceResult, RETURN: 5 } as const;
/** dict bpm_model_form_type: 10 流程表单 (a /bpm/form row), 20 业务表单 (a page of its own, e.g. OA leave). */
export const BpmModelFormType = { NORMAL: 10, CUSTOM: 20 } as const;
/** Suspension state of a process definition (flowable SuspensionState): 1 激活, 2 挂起. */
export const BpmSuspensionState = { ACTIVE: 1, SUSPENDED: 2 } as const;
/** dict bpm_task_assign_rule_type: the 7 dimensions of a user task's assignment rule. */
export const BpmTaskAssignRuleType = {
  ROLE: 10,
  DEPT_MEMBER: 20,
  DEPT_LEADER: 21,
  POST: 22,
  USER: 30,
  USER_GROUP: 40,
  SCRIPT: 50,
} as const;
/** dict bpm_task_assign_script: the named server-side rules a SCRIPT rule may use (options hold these values). */
export const BpmTaskAssignScript = { START_USER: 10, LEADER_X1: 20, LEADER_X2: 21 } as const;
/** dict bpm_oa_leave_type */
export const BpmOALeaveType = { SICK: 1, PERSONAL: 2, MARRIAGE: 3 } as const;

/**
 * The dictionaries the workflow pages read (type → [value, label, colorType]); the server seeds exactly these
 * (bpm_process_instance_status / _result / bpm_model_category were already in the system seed).
 */
export const BPM_DICTS = {
  bpm_model_form_type: [['10', '流程表单', 'primary'], ['20', '业务表单', 'success']],
  bpm_task_assign_rule_type: [
    ['10', '角色', 'primary'],
    ['20', '部门的成员', 'primary'],
    ['21', '部门的负责人', 'primary'],
    ['22', '岗位', 'primary'],
    ['30', '用户', 'info'],
    ['40', '用户组', 'warning'],
    ['50', '自定义脚本', 'danger'],
  ],
  bpm_task_assign_script: [['10', '流程发起人', ''], ['20', '发起人部门负责人', ''], ['21', '发起人上级部门负责人', '']],
  bpm_oa_leave_type: [['1', '病假', 'primary'], ['2', '事假', 'info'], ['3', '婚假', 'warning']],
  bpm_process_definition_suspension_state: [['1', '激活', 'success'], ['2', '挂起', 'warning']],
  /** yudao 2.x model type: BPMN designer or the 仿钉钉 simple designer (we design BPMN only) */
  bpm_model_type: [['10', 'BPMN 设计', 'primary'], ['20', '仿钉钉设计', 'success']],
} as const satisfies Record<string, readonly (readonly [string, string, string])[]>;

/** A user as shown beside a task or an instance (starter, assignee). */
export interface BpmUserSimple {
  id: number;
  nickname: string;
  deptId: number | null;
  deptName: string | null;
}

/** Process/task ids are UUID strings (as flowable's are); resource rows (model, form, group, rule, leave) are numbers. */
export const BpmUuid = z.string().uuid('编号格式不正确');
export const BpmUuidQuery = z.object({ id: BpmUuid });
