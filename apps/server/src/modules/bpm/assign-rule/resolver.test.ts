import { describe, expect, it } from 'vitest';
import { BpmTaskAssignRuleType as T, BpmTaskAssignScript as S } from '@gprs/contract';
import { assignTask, idsOf, leaderAbove, pickAssignee, resolveCandidates, type AssignFacts } from './resolver';

// company(1, leader 1) → ops(2, leader 2) → content(3, no leader); finance(4, leader 5)
const facts = (starterId: number, starterDeptId: number | null): AssignFacts => ({
  starterId,
  starterDeptId,
  depts: new Map([
    [1, { parentId: 0, leaderUserId: 1 }],
    [2, { parentId: 1, leaderUserId: 2 }],
    [3, { parentId: 2, leaderUserId: null }],
    [4, { parentId: 1, leaderUserId: 5 }],
  ]),
  users: new Map([
    [1, { deptId: 1, postIds: [1] }],
    [2, { deptId: 2, postIds: [2] }],
    [3, { deptId: 3, postIds: [2, 4] }],
    [4, { deptId: 3, postIds: [4] }],
    [5, { deptId: 4, postIds: [] }],
  ]),
  roleMembers: new Map([[10, [2, 3, 99]]]),
  groupMembers: new Map([[7, [4, 5, 4]]]),
});

describe('task assignment rules', () => {
  const f = facts(3, 3);
  it('role, dept members, dept leader, post, user, group — enabled users only, sorted, unique', () => {
    expect(resolveCandidates({ type: T.ROLE, options: [10] }, f)).toEqual([2, 3]);
    expect(resolveCandidates({ type: T.DEPT_MEMBER, options: [3] }, f)).toEqual([3, 4]);
    expect(resolveCandidates({ type: T.DEPT_LEADER, options: [2, 3, 4] }, f)).toEqual([2, 5]);
    expect(resolveCandidates({ type: T.POST, options: [4] }, f)).toEqual([3, 4]);
    expect(resolveCandidates({ type: T.USER, options: [5, 1, 42] }, f)).toEqual([1, 5]);
    expect(resolveCandidates({ type: T.USER_GROUP, options: [7, 8] }, f)).toEqual([4, 5]);
  });
  it('scripts: 流程发起人, 发起人部门负责人 (skips a missing leader and the starter), 上级部门负责人', () => {
    expect(resolveCandidates({ type: T.SCRIPT, options: [S.START_USER] }, f)).toEqual([3]);
    expect(resolveCandidates({ type: T.SCRIPT, options: [S.LEADER_X1] }, f)).toEqual([2]);
    expect(resolveCandidates({ type: T.SCRIPT, options: [S.LEADER_X2] }, f)).toEqual([1]);
    // the starter leads their own department: the leader above approves; at the top, the top leader again
    const lead = facts(2, 2);
    expect(resolveCandidates({ type: T.SCRIPT, options: [S.LEADER_X1] }, lead)).toEqual([1]);
    expect(resolveCandidates({ type: T.SCRIPT, options: [S.LEADER_X2] }, lead)).toEqual([1]);
    // the top leader starting: nobody above
    expect(resolveCandidates({ type: T.SCRIPT, options: [S.LEADER_X1] }, facts(1, 1))).toEqual([]);
    expect(resolveCandidates({ type: T.SCRIPT, options: [S.LEADER_X1] }, facts(4, null))).toEqual([]);
  });
  it('leaderAbove stops on a cycle', () => {
    const cyc = facts(3, 3);
    cyc.depts.set(2, { parentId: 3, leaderUserId: null });
    expect(leaderAbove(cyc, 3, 3)).toBeNull();
  });
  it('nobody found → null assignee; multi-instance iterations take turns', () => {
    expect(pickAssignee([], null)).toBeNull();
    expect(pickAssignee([4, 9], null)).toBe(4);
    expect(pickAssignee([4, 9], 3)).toBe(9);
  });
});

describe('assignTask (precedence: rule-candidates loop, rule, model attributes)', () => {
  const f = facts(3, 3);
  const plain = { loopIndex: null, ruleCandidatesLoop: false };
  it('a rule with several users makes a pool, with one user an assignee', () => {
    expect(assignTask(plain, { type: T.ROLE, options: [10] }, undefined, f)).toEqual({ assignee: null, candidates: [2, 3] });
    expect(assignTask(plain, { type: T.USER, options: [5] }, undefined, f)).toEqual({ assignee: 5, candidates: null });
    expect(assignTask(plain, { type: T.USER, options: [99] }, undefined, f)).toBeNull();
  });
  it('iterations: the rule-candidates loop item, else the rule candidates in turn', () => {
    expect(assignTask({ loopIndex: 1, loopItem: 4, ruleCandidatesLoop: true }, { type: T.ROLE, options: [10] }, undefined, f)).toEqual({ assignee: 4, candidates: null });
    expect(assignTask({ loopIndex: 3, ruleCandidatesLoop: false }, { type: T.ROLE, options: [10] }, undefined, f)).toEqual({ assignee: 3, candidates: null });
  });
  it('the rule wins over the model; without a rule the model assignee, then candidate users and groups', () => {
    const model = { assignee: 1, candidateUsers: [2], candidateGroups: [7] };
    expect(assignTask(plain, { type: T.USER, options: [5] }, model, f)).toEqual({ assignee: 5, candidates: null });
    expect(assignTask(plain, undefined, model, f)).toEqual({ assignee: 1, candidates: null });
    expect(assignTask(plain, undefined, { ...model, assignee: null }, f)).toEqual({ assignee: null, candidates: [2, 4, 5] });
    expect(assignTask(plain, undefined, { assignee: 99, candidateUsers: [], candidateGroups: [] }, f)).toBeNull();
    expect(assignTask(plain, undefined, undefined, f)).toBeNull();
  });
  it('idsOf reads numbers, numeric strings, comma lists and arrays', () => {
    expect(idsOf('1, 2,x')).toEqual([1, 2]);
    expect(idsOf([3, '4', null])).toEqual([3, 4]);
    expect(idsOf(0)).toEqual([]);
  });
});
