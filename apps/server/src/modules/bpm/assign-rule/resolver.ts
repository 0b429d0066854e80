import { BpmTaskAssignRuleType, BpmTaskAssignScript } from '@gprs/contract';

/** What the resolver may look at, loaded beforehand (see assign-rule.service loadFacts). */
export interface AssignFacts {
  starterId: number;
  starterDeptId: number | null;
  /** every department: parent and leader */
  depts: Map<number, { parentId: number; leaderUserId: number | null }>;
  /** enabled users (id → dept), the only possible assignees */
  users: Map<number, { deptId: number | null; postIds: number[] }>;
  /** role id → user ids (enabled roles only) */
  roleMembers: Map<number, number[]>;
  /** group id → member ids (enabled groups only) */
  groupMembers: Map<number, number[]>;
}

export interface AssignRule {
  type: number;
  options: number[];
}

/**
 * 发起人部门负责人 (LEADER_X1): the leader of the starter's department; when it has none, or the starter leads it,
 * the nearest department above with a leader other than the starter. Returns the leader and the department found.
 */
export function leaderAbove(facts: AssignFacts, deptId: number | null, exclude: number): { userId: number; deptId: number } | null {
  let current = deptId;
  const seen = new Set<number>();
  while (current && !seen.has(current)) {
    seen.add(current);
    const dept = facts.depts.get(current);
    if (!dept) return null;
    if (dept.leaderUserId && dept.leaderUserId !== exclude) return { userId: dept.leaderUserId, deptId: current };
    current = dept.parentId || null;
  }
  return null;
}

function scriptCandidates(facts: AssignFacts, script: number): number[] {
  switch (script) {
    case BpmTaskAssignScript.START_USER:
      return [facts.starterId];
    case BpmTaskAssignScript.LEADER_X1: {
      const x1 = leaderAbove(facts, facts.starterDeptId, facts.starterId);
      return x1 ? [x1.userId] : [];
    }
    case BpmTaskAssignScript.LEADER_X2: {
      // 发起人上级部门负责人: the next leader above X1's department; at the top of the tree, the top leader
      const x1 = leaderAbove(facts, facts.starterDeptId, facts.starterId);
      if (!x1) return [];
      const parent = facts.depts.get(x1.deptId)?.parentId || null;
      const x2 = leaderAbove(facts, parent, facts.starterId);
      return [x2 ? x2.userId : x1.userId];
    }
    default:
      throw new Error(`unknown script ${script}`);
  }
}

/** Candidate users of a rule (enabled users only, ascending ids, no repeats). Pure: every fact comes in `facts`. */
export function resolveCandidates(rule: AssignRule, facts: AssignFacts): number[] {
  const out = new Set<number>();
  const add = (ids: Iterable<number>) => {
    for (const id of ids) if (facts.users.has(id)) out.add(id);
  };
  const options = new Set(rule.options);
  switch (rule.type) {
    case BpmTaskAssignRuleType.ROLE:
      for (const roleId of options) add(facts.roleMembers.get(roleId) ?? []);
      break;
    case BpmTaskAssignRuleType.DEPT_MEMBER:
      for (const [id, u] of facts.users) if (u.deptId !== null && options.has(u.deptId)) out.add(id);
      break;
    case BpmTaskAssignRuleType.DEPT_LEADER:
      for (const deptId of options) {
        const leader = facts.depts.get(deptId)?.leaderUserId;
        if (leader) add([leader]);
      }
      break;
    case BpmTaskAssignRuleType.POST:
      for (const [id, u] of facts.users) if (u.postIds.some((p) => options.has(p))) out.add(id);
      break;
    case BpmTaskAssignRuleType.USER:
      add(options);
      break;
    case BpmTaskAssignRuleType.USER_GROUP:
      for (const groupId of options) add(facts.groupMembers.get(groupId) ?? []);
      break;
    case BpmTaskAssignRuleType.SCRIPT:
      for (const script of options) add(scriptCandidates(facts, script));
      break;
    default:
      throw new Error(`unknown rule type ${rule.type}`);
  }
  return [...out].sort((a, b) => a - b);
}

/** The assignee among the candidates: the first for a single task, round-robin for multi-instance iterations. */
export function pickAssignee(candidates: number[], loopIndex: number | null): number | null {
  if (!candidates.length) return null;
  return candidates[(loopIndex ?? 0) % candidates.length];
}

/** What the model itself names (camunda:assignee / candidateUsers / candidateGroups), already resolved to ids. */
export interface ModelAssignment {
  assignee: number | null;
  candidateUsers: number[];
  /** 用户组 ids */
  candidateGroups: number[];
}

/** Who gets a new task: one assignee, or a pool of candidates (the first who acts claims it). */
export type TaskAssignee = { assignee: number; candidates: null } | { assignee: null; candidates: number[] };

/**
 * The assignee of a new task, by this precedence (decision 30):
 * 1. a multi-instance driven by its rule's candidates: the iteration's candidate (`loopItem`);
 * 2. the node's assignment rule: one candidate → the assignee; several → a pool; a multi-instance iteration of a
 *    cardinality or a collection → the candidates in turn (by iteration index);
 * 3. no rule: the model's `assignee` (an enabled user), else its `candidateUsers` and the members of its
 *    `candidateGroups` (用户组) as a pool (one user → the assignee).
 * Null when nobody qualifies (the caller fails with 找不到任务的审批人 — no task without someone to act on it).
 */
export function assignTask(
  task: { loopIndex: number | null; loopItem?: unknown; ruleCandidatesLoop: boolean },
  rule: AssignRule | undefined,
  model: ModelAssignment | undefined,
  facts: AssignFacts,
): TaskAssignee | null {
  const one = (ids: number[]): TaskAssignee | null => {
    const unique = [...new Set(ids)].filter((id) => facts.users.has(id)).sort((a, b) => a - b);
    if (!unique.length) return null;
    return unique.length === 1 ? { assignee: unique[0], candidates: null } : { assignee: null, candidates: unique };
  };
  if (task.ruleCandidatesLoop) {
    const id = Number(task.loopItem);
    return Number.isInteger(id) && facts.users.has(id) ? { assignee: id, candidates: null } : null;
  }
  if (rule) {
    const candidates = resolveCandidates(rule, facts);
    if (task.loopIndex !== null) {
      const picked = pickAssignee(candidates, task.loopIndex);
      return picked === null ? null : { assignee: picked, candidates: null };
    }
    return one(candidates);
  }
  if (!model) return null;
  if (model.assignee !== null) return facts.users.has(model.assignee) ? { assignee: model.assignee, candidates: null } : null;
  return one([...model.candidateUsers, ...model.candidateGroups.flatMap((g) => facts.groupMembers.get(g) ?? [])]);
}

/** A resolved `assignee` / `candidateUsers` value as user ids: numbers, numeric strings, comma lists, arrays of them. */
export function idsOf(value: unknown): number[] {
  if (value === null || value === undefined) return [];
  if (Array.isArray(value)) return value.flatMap(idsOf);
  if (typeof value === 'number') return Number.isInteger(value) && value > 0 ? [value] : [];
  return String(value)
    .split(',')
    .map((s) => s.trim())
    .filter((s) => /^\d+$/.test(s))
    .map(Number)
    .filter((n) => n > 0);
}
