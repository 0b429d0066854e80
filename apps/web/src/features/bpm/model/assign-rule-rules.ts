/** Assignment rules of user tasks (dict bpm_task_assign_rule_type): which picker each type uses and how its values read. */

export const RULE_TYPE = { ROLE: 10, DEPT_MEMBER: 20, DEPT_LEADER: 21, POST: 22, USER: 30, USER_GROUP: 40, SCRIPT: 50 } as const;

export type RulePicker = 'role' | 'dept' | 'post' | 'user' | 'group' | 'script';

/** The picker of a rule type: 角色 → roles, 部门的成员 / 部门的负责人 → departments, 岗位, 用户, 用户组, 自定义脚本. */
export function rulePicker(type: number | null | undefined): RulePicker | undefined {
  switch (type) {
    case RULE_TYPE.ROLE:
      return 'role';
    case RULE_TYPE.DEPT_MEMBER:
    case RULE_TYPE.DEPT_LEADER:
      return 'dept';
    case RULE_TYPE.POST:
      return 'post';
    case RULE_TYPE.USER:
      return 'user';
    case RULE_TYPE.USER_GROUP:
      return 'group';
    case RULE_TYPE.SCRIPT:
      return 'script';
    default:
      return undefined;
  }
}

export const PICKER_LABELS: Record<RulePicker, string> = {
  role: '指定角色',
  dept: '指定部门',
  post: '指定岗位',
  user: '指定用户',
  group: '指定用户组',
  script: '指定脚本',
};

/** The rule's values as names ('、'-joined); an id without a name shows as #id (e.g. a deleted role). */
export function ruleOptionsText(type: number | null | undefined, options: readonly number[], labels: Record<RulePicker, Map<number, string>>): string {
  const picker = rulePicker(type);
  if (!picker) return '';
  return options.map((id) => labels[picker].get(id) ?? `#${id}`).join('、');
}
