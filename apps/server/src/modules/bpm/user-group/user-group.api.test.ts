import { describe, expect, it } from 'vitest';
import { useAdminApp, type TestApp } from '../../../../test/test-app';

// The Vue 3 admin (src/api/bpm/userGroup/index.ts getUserGroupSimpleList) loads the 用户分组 picker from
// /bpm/user-group/simple-list, the yudao 2.x name of the Vue 2 admin's list-all-simple.

let t: TestApp, admin: string;
useAdminApp((app, token) => ([t, admin] = [app, token]));

describe('GET /bpm/user-group/simple-list', () => {
  it('answers the enabled groups as list-all-simple does, behind the same permissions', async () => {
    const disabled = await t.call({
      method: 'POST',
      url: '/admin-api/bpm/user-group/create',
      token: admin,
      payload: { name: '停用的组', description: '', memberUserIds: [1], status: 1 },
    });
    expect(disabled.code).toBe(0);
    const simple = await t.call({ method: 'GET', url: '/admin-api/bpm/user-group/simple-list', token: admin });
    const old = await t.call({ method: 'GET', url: '/admin-api/bpm/user-group/list-all-simple', token: admin });
    expect(simple.code).toBe(0);
    expect(simple.data).toEqual(old.data);
    const names = (simple.data as { id: number; name: string }[]).map((g) => g.name);
    expect(names).toContain('财务组');
    expect(names).not.toContain('停用的组');
    for (const g of simple.data) expect(Object.keys(g).sort()).toEqual(['id', 'name']);

    expect((await t.call({ method: 'GET', url: '/admin-api/bpm/user-group/simple-list' })).code).toBe(401);
    const member = await t.login('zhangsan', '123456');
    expect((await t.call({ method: 'GET', url: '/admin-api/bpm/user-group/simple-list', token: member })).code).toBe(403);
  });
});
