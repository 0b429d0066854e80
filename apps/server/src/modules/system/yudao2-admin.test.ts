import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

// Request bodies the official yudao admin (Vue 2 snapshot 2026.06, src/views/system/**) sends from its dialogs.

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', 'admin123');
});
afterAll(() => t.close());

describe('用户管理 → 新增 (system/user/index.vue reset(): status "0")', () => {
  it('creates the user with the status digit sent as a string', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/admin-api/system/user/create',
      token: admin,
      payload: { deptId: null, username: 'vue2user', nickname: '官方前端用户', password: 'Passw0rd!x', mobile: '13900000123', email: 'vue2@example.com', sex: 1, status: '0', remark: '', postIds: [], roleIds: [] },
    });
    expect(res.code).toBe(0);
    const user = await t.call({ method: 'GET', url: `/admin-api/system/user/get?id=${res.data}`, token: admin });
    expect(user.data).toMatchObject({ username: 'vue2user', status: 0 });
    const bad = await t.call({ method: 'POST', url: '/admin-api/system/user/create', token: admin, payload: { username: 'vue2bad', nickname: 'x', password: 'Passw0rd!x', status: '2' } });
    expect(bad.code).toBe(400);
  });
});
