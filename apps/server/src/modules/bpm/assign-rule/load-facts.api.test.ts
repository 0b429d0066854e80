import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BpmTaskAssignRuleType as T, BpmTaskAssignScript } from '@gprs/contract';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { loadFacts } from './assign-rule.service';
import { resolveCandidates, type AssignFacts } from './resolver';

/**
 * loadFacts reads only the users a rule or the model can name: for every rule type, on the demo organisation (with a
 * post, a role, a group and a disabled user added), the candidates are those that reading every enabled user gives.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ids = async (query: string) => (await t.database.pool.query(query)).rows.map((r) => Number(r.id));

async function everyUserFacts(facts: AssignFacts): Promise<AssignFacts> {
  const { rows } = await t.database.pool.query(`select id, dept_id, post_ids from system_users where status = 0 and user_type = 2`);
  return { ...facts, users: new Map(rows.map((r) => [Number(r.id), { deptId: r.dept_id === null ? null : Number(r.dept_id), postIds: r.post_ids ?? [] }])) };
}

describe('loadFacts', () => {
  it('gives every rule type the candidates that reading every user gives, and no more users than it needs', async () => {
    const pool = t.database.pool;
    const [lisi] = await ids(`select id from system_users where username = 'lisi'`);
    const [post] = await ids(`select id from system_post order by id limit 1`);
    await pool.query(`update system_users set post_ids = $2::jsonb where id = $1`, [lisi, JSON.stringify([post])]);
    await pool.query(`insert into system_users (username, nickname, status, user_type, dept_id, post_ids) select 'gone_' || id, '停用', 1, 2, dept_id, post_ids from system_users where id = $1`, [lisi]);
    const allUsers = await ids(`select id from system_users where user_type = 2`);
    await pool.query(`insert into bpm_user_group (name, description, member_user_ids, status) values ('审批组', '', $1::jsonb, 0)`, [JSON.stringify(allUsers.slice(0, 3))]);
    const depts = await ids(`select id from system_dept`);
    const roles = await ids(`select id from system_role`);
    const groups = await ids(`select id from bpm_user_group`);
    const posts = await ids(`select id from system_post`);
    const [starter] = await ids(`select id from system_users where username = 'zhangsan'`);
    const rules = [
      { type: T.USER, options: [...allUsers, 999_999] },
      { type: T.ROLE, options: roles },
      { type: T.DEPT_MEMBER, options: depts },
      { type: T.DEPT_LEADER, options: depts },
      { type: T.POST, options: posts },
      { type: T.USER_GROUP, options: groups },
      { type: T.SCRIPT, options: Object.values(BpmTaskAssignScript) },
    ];
    for (const rule of rules) {
      const facts = await loadFacts(t.database.db, starter, [rule]);
      const expected = resolveCandidates(rule, await everyUserFacts(facts));
      expect(resolveCandidates(rule, facts), `rule type ${rule.type}`).toEqual(expected);
      expect(expected.length, `rule type ${rule.type} names someone`).toBeGreaterThan(0);
    }
    const userRule = await loadFacts(t.database.db, starter, [{ type: T.USER, options: [lisi] }]);
    expect([...userRule.users.keys()].sort()).toEqual([lisi, starter].sort());
    // the users the model names come in too
    const named = await loadFacts(t.database.db, starter, [], [lisi]);
    expect(named.users.has(lisi)).toBe(true);
  });
});
