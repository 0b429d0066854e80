import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { pgArrayLiteral } from '../../../core/bulk';
import { BpmError, BpmTaskAssignRuleType, BpmTaskAssignScript, CommonStatus, type BpmTaskAssignRuleResp } from '@gprs/contract';
import type { Db } from '../../../db/client';
import { fail } from '../../../core/errors';
import { systemDept } from '../../system/dept/dept.schema';
import { systemUsers } from '../../system/user/user.schema';
import { systemRole, systemUserRole } from '../../system/permission/permission.schema';
import { bpmUserGroup } from '../user-group/user-group.schema';
import { bpmTaskAssignRule, type BpmTaskAssignRuleRow } from './assign-rule.schema';
import { assignTask, idsOf, resolveCandidates, type AssignFacts, type ModelAssignment, type TaskAssignee } from './resolver';
import { resolveTemplate, type CompiledProcess, type WaitingUserTask } from '../engine';

const ADMIN_USER = 2;

/**
 * Loads what resolveCandidates needs for these rules (only the tables their types read). Of the users, only those a
 * rule or the model can name are read — the users of the rules' ids, roles, groups, departments and posts, the
 * department leaders when a rule looks for one, the starter and `userIds` (named by the model) — not every user:
 * a start read all enabled users once per new task, however many there were.
 */
export async function loadFacts(db: Db, starterId: number, rules: { type: number; options: number[] }[], userIds: number[] = []): Promise<AssignFacts> {
  const types = new Set(rules.map((r) => r.type));
  const needDepts = types.has(BpmTaskAssignRuleType.DEPT_LEADER) || types.has(BpmTaskAssignRuleType.SCRIPT);
  const optionsOf = (type: number) => rules.filter((r) => r.type === type).flatMap((r) => r.options);
  const roleIds = optionsOf(BpmTaskAssignRuleType.ROLE);
  const groupIds = optionsOf(BpmTaskAssignRuleType.USER_GROUP);
  const deptMemberIds = optionsOf(BpmTaskAssignRuleType.DEPT_MEMBER);
  const postIds = optionsOf(BpmTaskAssignRuleType.POST);
  const ids = [starterId, ...userIds, ...optionsOf(BpmTaskAssignRuleType.USER)].filter((id) => Number.isSafeInteger(id));
  const array = (values: number[]) => sql`${pgArrayLiteral(values)}::int8[]`;
  const named = [
    sql`${systemUsers.id} = any(${array(ids)})`,
    roleIds.length ? sql`${systemUsers.id} in (select ${systemUserRole.userId} from ${systemUserRole} where ${systemUserRole.roleId} = any(${array(roleIds)}))` : undefined,
    groupIds.length ? sql`${systemUsers.id} in (select (jsonb_array_elements_text(${bpmUserGroup.memberUserIds}))::int8 from ${bpmUserGroup} where ${bpmUserGroup.id} = any(${array(groupIds)}))` : undefined,
    needDepts ? sql`${systemUsers.id} in (select ${systemDept.leaderUserId} from ${systemDept} where ${systemDept.leaderUserId} is not null)` : undefined,
    deptMemberIds.length ? sql`${systemUsers.deptId} = any(${array(deptMemberIds)})` : undefined,
    postIds.length ? sql`exists (select 1 from unnest(${array(postIds)}) p where ${systemUsers.postIds} @> jsonb_build_array(p))` : undefined,
  ];
  const [users, depts, roleRows, groups] = await Promise.all([
    db
      .select({ id: systemUsers.id, deptId: systemUsers.deptId, postIds: systemUsers.postIds })
      .from(systemUsers)
      .where(and(eq(systemUsers.status, CommonStatus.ENABLE), eq(systemUsers.userType, ADMIN_USER), or(...named))),
    needDepts ? db.select({ id: systemDept.id, parentId: systemDept.parentId, leaderUserId: systemDept.leaderUserId }).from(systemDept) : Promise.resolve([]),
    roleIds.length
      ? db
          .select({ roleId: systemUserRole.roleId, userId: systemUserRole.userId })
          .from(systemUserRole)
          .innerJoin(systemRole, eq(systemRole.id, systemUserRole.roleId))
          .where(and(inArray(systemUserRole.roleId, roleIds), eq(systemRole.status, CommonStatus.ENABLE)))
      : Promise.resolve([]),
    groupIds.length
      ? db
          .select({ id: bpmUserGroup.id, members: bpmUserGroup.memberUserIds })
          .from(bpmUserGroup)
          .where(and(inArray(bpmUserGroup.id, groupIds), eq(bpmUserGroup.status, CommonStatus.ENABLE)))
      : Promise.resolve([]),
  ]);
  const roleMembers = new Map<number, number[]>();
  for (const r of roleRows) roleMembers.set(r.roleId, [...(roleMembers.get(r.roleId) ?? []), r.userId]);
  const starter = users.find((u) => u.id === starterId);
  let starterDeptId = starter?.deptId ?? null;
  if (!starter) {
    const [row] = await db.select({ deptId: systemUsers.deptId }).from(systemUsers).where(eq(systemUsers.id, starterId));
    starterDeptId = row?.deptId ?? null;
  }
  return {
    starterId,
    starterDeptId,
    depts: new Map(depts.map((d) => [d.id, { parentId: d.parentId, leaderUserId: d.leaderUserId }])),
    users: new Map(users.map((u) => [u.id, { deptId: u.deptId, postIds: u.postIds ?? [] }])),
    roleMembers,
    groupMembers: new Map(groups.map((g) => [g.id, g.members])),
  };
}

/** Rules of a deployed definition by task key (the copy made at deploy). */
export async function definitionRules(db: Db, processDefinitionId: string): Promise<Map<string, BpmTaskAssignRuleRow>> {
  const rows = await db.select().from(bpmTaskAssignRule).where(eq(bpmTaskAssignRule.processDefinitionId, processDefinitionId));
  return new Map(rows.map((r) => [r.taskDefinitionKey, r]));
}

/**
 * Who gets each new task (assignTask's precedence): an assignee or a candidate pool. A task nobody qualifies for
 * fails the command with TASK_CREATE_FAIL_NO_CANDIDATE_USER naming the task — never a task without someone to act.
 * `variables` are the process variables the model's assignee expressions read (with the iteration's element variable).
 */
export async function assignTasks(
  db: Db,
  compiled: CompiledProcess,
  processDefinitionId: string,
  starterId: number,
  tasks: WaitingUserTask[],
  variables: Record<string, unknown>,
  rulesCache?: Map<string, BpmTaskAssignRuleRow>,
): Promise<TaskAssignee[]> {
  if (!tasks.length) return [];
  const rules = rulesCache ?? (await definitionRules(db, processDefinitionId));
  const models = new Map<string, ModelAssignment>();
  for (const t of tasks) {
    const attrs = rules.has(t.elementId) ? undefined : compiled.assignments.get(t.elementId);
    if (!attrs) continue;
    const elementVariable = compiled.loops.get(t.elementId)?.elementVariable;
    const scope = elementVariable && t.loopIndex !== null ? { ...variables, [elementVariable]: t.loopItem } : variables;
    const resolve = (text: string | undefined) => (text ? text.split(',').flatMap((part) => idsOf(resolveTemplate(part.trim(), scope))) : []);
    models.set(t.executionId, {
      assignee: attrs.assignee ? (idsOf(resolveTemplate(attrs.assignee, scope))[0] ?? -1) : null,
      candidateUsers: resolve(attrs.candidateUsers),
      candidateGroups: resolve(attrs.candidateGroups),
    });
  }
  const factRules: { type: number; options: number[] }[] = tasks.flatMap((t) => {
    const rule = rules.get(t.elementId);
    return rule ? [rule] : [];
  });
  const groups = [...models.values()].flatMap((m) => m.candidateGroups);
  if (groups.length) factRules.push({ type: BpmTaskAssignRuleType.USER_GROUP, options: groups });
  // the users the model names (an iteration's collection item too, for rule-driven multi-instances)
  const named = [...models.values()].flatMap((m) => [...(m.assignee !== null ? [m.assignee] : []), ...m.candidateUsers]);
  const items = tasks.flatMap((t) => (t.loopIndex !== null && compiled.loops.get(t.elementId)?.candidatesVariable ? idsOf(t.loopItem) : []));
  const facts = await loadFacts(db, starterId, factRules, [...named, ...items]);
  return tasks.map((t) => {
    const loop = compiled.loops.get(t.elementId);
    const picked = assignTask({ loopIndex: t.loopIndex, loopItem: t.loopItem, ruleCandidatesLoop: !!loop?.candidatesVariable }, rules.get(t.elementId), models.get(t.executionId), facts);
    if (!picked) fail(BpmError.TASK_CREATE_FAIL_NO_CANDIDATE_USER, t.name);
    return picked;
  });
}

/**
 * The hidden variables of multi-instances driven by their rule's candidates (compile.ts prepareLoop): each one's
 * candidate list, null when the rule yields nobody (the engine then fails the loop, named by the runtime). Empty when
 * the definition has none.
 */
export async function loopCandidates(
  db: Db,
  compiled: CompiledProcess,
  starterId: number,
  rules: Map<string, BpmTaskAssignRuleRow>,
): Promise<Record<string, unknown> | undefined> {
  const loops = [...compiled.loops].filter(([, l]) => l.candidatesVariable);
  if (!loops.length) return undefined;
  const used = loops.flatMap(([id]) => (rules.has(id) ? [rules.get(id)!] : []));
  const facts = await loadFacts(db, starterId, used);
  const hidden: Record<string, unknown> = {};
  for (const [id, loop] of loops) {
    const rule = rules.get(id);
    const candidates = rule ? resolveCandidates(rule, facts) : [];
    hidden[loop.candidatesVariable!] = candidates.length ? candidates : null;
  }
  return hidden;
}

const SCRIPT_VALUES = new Set<number>(Object.values(BpmTaskAssignScript));

/** Script rules may only name the fixed server-side scripts. */
export function assertRuleOptions(type: number, options: number[]): void {
  if (type === BpmTaskAssignRuleType.SCRIPT) {
    const bad = options.find((o) => !SCRIPT_VALUES.has(o));
    if (bad !== undefined) fail(BpmError.TASK_ASSIGN_SCRIPT_NOT_EXISTS, bad);
  }
}

export function toRuleResp(task: { id: string; name: string }, row: BpmTaskAssignRuleRow | undefined, owner: { modelId: number | null; processDefinitionId: string | null }): BpmTaskAssignRuleResp {
  return {
    id: row?.id ?? null,
    modelId: owner.modelId,
    processDefinitionId: owner.processDefinitionId,
    taskDefinitionKey: task.id,
    taskDefinitionName: task.name,
    type: row?.type ?? null,
    options: row?.options ?? [],
  };
}
