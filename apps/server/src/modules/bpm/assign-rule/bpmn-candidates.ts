import { BpmnModdle } from 'bpmn-moddle';
import { BpmError, BpmTaskAssignRuleType, BpmTaskAssignScript } from '@gprs/contract';
import { fail } from '../../../core/errors';

/**
 * yudao 2.x keeps a user task's assignment in the BPMN (decision 0046): `candidateStrategy` (a number of its
 * BpmTaskCandidateStrategyEnum) and `candidateParam` (comma-separated ids, a level, or an expression), either as
 * attributes (`flowable:candidateStrategy="30"`) or as extension elements
 * (`<flowable:candidateStrategy>30</flowable:candidateStrategy>`, what the Vue 3 admin's designer writes). Any prefix.
 */
export interface BpmnCandidate {
  strategy: number;
  param: string;
}

/** What a strategy means here: one of our rules, an expression of user ids, or a strategy this server does not run. */
export type CandidateMapping =
  | { kind: 'rule'; type: number; options: number[] }
  | { kind: 'expression'; expression: string }
  /** the strategy needs a parameter and has none usable: the task counts as having no rule */
  | { kind: 'empty' }
  | { kind: 'unsupported'; label: string };

/** yudao's strategies this server has no counterpart for (their names as yudao's enum labels them). */
const UNSUPPORTED: Record<number, string> = {
  1: '审批人为空',
  23: '连续多级部门的负责人',
  34: '审批人自选',
  35: '发起人自选',
  38: '发起人连续多级部门的负责人',
  50: '表单内用户字段',
  51: '表单内部门负责人',
};

/** Strategies whose parameter is a list of ids, and the rule type each one is. */
const ID_LISTS: Record<number, number> = {
  10: BpmTaskAssignRuleType.ROLE,
  20: BpmTaskAssignRuleType.DEPT_MEMBER,
  21: BpmTaskAssignRuleType.DEPT_LEADER,
  22: BpmTaskAssignRuleType.POST,
  30: BpmTaskAssignRuleType.USER,
  40: BpmTaskAssignRuleType.USER_GROUP,
};

const START_USER = 36;
const START_USER_DEPT_LEADER = 37;
const EXPRESSION = 60;

/** The rule a yudao candidate strategy amounts to. Pure. */
export function mapCandidateStrategy(candidate: BpmnCandidate): CandidateMapping {
  const { strategy } = candidate;
  const param = candidate.param.trim();
  const listType = ID_LISTS[strategy];
  if (listType !== undefined) {
    const ids = [...new Set(param.split(',').map((s) => s.trim()).filter((s) => /^\d{1,15}$/.test(s)).map(Number))].filter((n) => n > 0);
    return ids.length ? { kind: 'rule', type: listType, options: ids } : { kind: 'empty' };
  }
  if (strategy === START_USER) return { kind: 'rule', type: BpmTaskAssignRuleType.SCRIPT, options: [BpmTaskAssignScript.START_USER] };
  if (strategy === START_USER_DEPT_LEADER) {
    // the parameter is the level above the starter's department: 1 and 2 are our two leader scripts
    const level = param === '' ? 1 : Number(param);
    if (level === 1) return { kind: 'rule', type: BpmTaskAssignRuleType.SCRIPT, options: [BpmTaskAssignScript.LEADER_X1] };
    if (level === 2) return { kind: 'rule', type: BpmTaskAssignRuleType.SCRIPT, options: [BpmTaskAssignScript.LEADER_X2] };
    return { kind: 'unsupported', label: `发起人部门负责人（第 ${param} 级）` };
  }
  if (strategy === EXPRESSION) return param ? { kind: 'expression', expression: param } : { kind: 'empty' };
  return { kind: 'unsupported', label: UNSUPPORTED[strategy] ?? `分配策略 ${strategy}` };
}

type El = { $type: string; id?: string; $attrs?: Record<string, unknown>; $body?: string; [key: string]: unknown };

function localName(qualified: string): string {
  return qualified.slice(qualified.indexOf(':') + 1).toLowerCase();
}

/** The candidate of one moddle user task: attributes first (as yudao's BpmnModelUtils reads), then extension elements. */
export function candidateOfElement(el: El): BpmnCandidate | null {
  const read = (name: string): string | undefined => {
    for (const [key, value] of Object.entries(el.$attrs ?? {})) {
      if (key.includes(':') && !key.startsWith('xmlns') && localName(key) === name && typeof value === 'string') return value;
    }
    const values = ((el.extensionElements as El | undefined)?.values ?? []) as El[];
    const hit = values.find((v) => localName(v.$type) === name);
    if (!hit) return undefined;
    return typeof hit.$body === 'string' ? hit.$body : typeof hit.value === 'string' || typeof hit.value === 'number' ? String(hit.value) : '';
  };
  const strategy = read('candidatestrategy')?.trim();
  if (!strategy || !/^\d{1,6}$/.test(strategy)) return null;
  return { strategy: Number(strategy), param: read('candidateparam') ?? '' };
}

/** Every user task of the XML (sub-processes included) that names a candidate strategy, by element id. */
export async function readBpmnCandidates(xml: string): Promise<Map<string, BpmnCandidate>> {
  const { rootElement } = await new BpmnModdle().fromXML(xml);
  const out = new Map<string, BpmnCandidate>();
  const walk = (elements: El[] | undefined) => {
    for (const el of elements ?? []) {
      if (el.$type === 'bpmn:UserTask' && el.id) {
        const candidate = candidateOfElement(el);
        if (candidate) out.set(el.id, candidate);
      }
      walk(el.flowElements as El[] | undefined);
    }
  };
  for (const root of ((rootElement as unknown as El).rootElements ?? []) as El[]) if (root.$type === 'bpmn:Process') walk(root.flowElements as El[]);
  return out;
}

/**
 * Deploy (model.service deployModel): the rules the XML's candidate strategies give the user tasks that have no rule
 * of ours (ours win). They are copied to the definition like ours, so the runtime and the previews read them as
 * rules. A 流程表达式 needs no rule (compile.ts makes it the task's candidateUsers); a strategy this server does not
 * run is refused by name; a strategy without a usable parameter leaves the task without a rule (未配置分配规则).
 */
export async function bpmnCandidateRules(
  xml: string,
  userTasks: { id: string; name: string }[],
  own: { taskDefinitionKey: string }[],
): Promise<{ taskDefinitionKey: string; type: number; options: number[] }[]> {
  const candidates = await readBpmnCandidates(xml);
  if (!candidates.size) return [];
  const ruled = new Set(own.map((r) => r.taskDefinitionKey));
  const out: { taskDefinitionKey: string; type: number; options: number[] }[] = [];
  for (const task of userTasks) {
    const candidate = ruled.has(task.id) ? undefined : candidates.get(task.id);
    if (!candidate) continue;
    const mapped = mapCandidateStrategy(candidate);
    if (mapped.kind === 'unsupported') fail(BpmError.MODEL_DEPLOY_CANDIDATE_STRATEGY, task.name, mapped.label);
    if (mapped.kind === 'rule') out.push({ taskDefinitionKey: task.id, type: mapped.type, options: mapped.options });
  }
  return out;
}
