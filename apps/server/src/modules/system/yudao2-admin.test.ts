import { describe, expect, it } from 'vitest';
import { useAdminApp, multipart, type TestApp } from '../../../test/test-app';

// Request bodies the official yudao admin (Vue 2 snapshot 2026.06, src/views/system/**) sends from its dialogs.

let t: TestApp, admin: string;
useAdminApp((app, token) => ([t, admin] = [app, token]));

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

describe('邮箱账号 → 新增 (system/mail/account: 端口 is a text input)', () => {
  it('creates the account with the port sent as text, and still refuses a port that is not one', async () => {
    const body = { mail: 'vue2@example.com', username: 'vue2@example.com', password: 'secret', host: 'smtp.example.com', sslEnable: true, starttlsEnable: false };
    const res = await t.call({ method: 'POST', url: '/admin-api/system/mail-account/create', token: admin, payload: { ...body, port: '465' } });
    expect(res.code).toBe(0);
    const got = await t.call({ method: 'GET', url: `/admin-api/system/mail-account/get?id=${res.data}`, token: admin });
    expect(got.data.port).toBe(465);
    expect((await t.call({ method: 'POST', url: '/admin-api/system/mail-account/create', token: admin, payload: { ...body, port: '4x5' } })).code).toBe(400);
    expect((await t.call({ method: 'POST', url: '/admin-api/system/mail-account/create', token: admin, payload: { ...body, port: '70000' } })).code).toBe(400);
  });
});

describe('个人中心 → 修改头像 (api/system/user.js uploadAvatar: PUT multipart)', () => {
  it('stores the picture sent with PUT, as with POST', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    const body = multipart({ name: 'avatar.png', content: png, type: 'image/png' });
    const res = await t.call({ method: 'PUT', url: '/admin-api/system/user/profile/update-avatar', token: admin, payload: body.payload, headers: body.headers });
    expect(res.code).toBe(0);
    const info = await t.call({ url: '/admin-api/system/auth/get-permission-info', token: admin });
    expect(info.data.user.avatar).toBe(res.data);
  });
});

describe('the Vue 3 admin (today’s 2.x) names the pickers’ lists simple-list', () => {
  it('answers simple-list with the same rows as list-all-simple, behind the same permission', async () => {
    const names = ['system/dict-data', 'system/dict-type', 'system/dept', 'system/user', 'system/menu', 'system/post', 'system/role', 'system/mail-account', 'system/sms-channel'];
    for (const name of names) {
      const old = await t.call({ method: 'GET', url: `/admin-api/${name}/list-all-simple`, token: admin });
      const now = await t.call({ method: 'GET', url: `/admin-api/${name}/simple-list`, token: admin });
      expect(old.code, name).toBe(0);
      expect(now, name).toEqual(old);
      expect((old.data as unknown[]).length, name).toBeGreaterThan(0);
    }
    const member = await t.login('member', 'member123');
    expect((await t.call({ method: 'GET', url: '/admin-api/system/user/simple-list', token: member })).code).toBe(403);
    expect((await t.call({ method: 'GET', url: '/admin-api/system/dict-data/simple-list', token: member })).code).toBe(0);
  });
});

describe('Vue 3 admin dialogs: 显示顺序 typed as text, 归属部门 left empty', () => {
  it('角色 / 岗位 新增 take the sort digits as text; 用户 新增 takes deptId "" as no department', async () => {
    const call = (url: string, payload: object) => t.call({ method: 'POST', url: `/admin-api${url}`, token: admin, payload });
    const role = await call('/system/role/create', { name: 'Vue3 角色', code: 'vue3_role', sort: '3', status: 0, remark: '' });
    expect(role.code, role.msg).toBe(0);
    expect((await t.call({ method: 'GET', url: `/admin-api/system/role/get?id=${role.data}`, token: admin })).data.sort).toBe(3);
    const post = await call('/system/post/create', { name: 'Vue3 岗位', code: 'vue3_post', sort: '1', status: 0, remark: '' });
    expect(post.code, post.msg).toBe(0);
    expect(await call('/system/post/create', { name: 'Vue3 岗位2', code: 'vue3_post2', sort: 'first', status: 0 })).toMatchObject({ code: 400, msg: '请求参数不正确:sort 显示顺序必须是数字' });
    const user = await call('/system/user/create', { nickname: 'Vue3 用户', deptId: '', mobile: '', email: '', username: 'vue3user', password: 'Passw0rd!x', sex: undefined, postIds: [], remark: '', status: 0, roleIds: [] });
    expect(user.code, user.msg).toBe(0);
    expect((await t.call({ method: 'GET', url: `/admin-api/system/user/get?id=${user.data}`, token: admin })).data.deptId).toBeNull();
    expect((await call('/system/user/create', { nickname: 'x', deptId: 'abc', username: 'vue3user2', password: 'Passw0rd!x', status: 0 })).code).toBe(400);
  });
});
