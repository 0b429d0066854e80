import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, multipart, type TestApp } from '../../../../test/test-app';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = await t.login('staff', 'staff123');
});
afterAll(() => t.close());

describe('/system/user/profile', () => {
  it('shows the caller his own profile with roles', async () => {
    const res = await t.call({ method: 'GET', url: '/admin-api/system/user/profile/get', token: staff });
    expect(res.data).toMatchObject({ username: 'staff', nickname: '运营小王', roles: [{ name: '运营人员' }], dept: { name: '运营部' } });
    expect(res.data.posts.length).toBeGreaterThan(0);
    expect(res.data).not.toHaveProperty('password');
    expect((await t.call({ method: 'GET', url: '/admin-api/system/user/profile/get' })).code).toBe(401);
  });

  it('updates nickname, email, mobile and sex with validation and uniqueness', async () => {
    const ok = await t.call({ method: 'PUT', url: '/admin-api/system/user/profile/update', token: staff, payload: { nickname: '运营小张', email: 'zhang@gupiaoresou.cn', mobile: '13911112222', sex: 2 } });
    expect(ok.code).toBe(0);
    expect((await t.call({ method: 'GET', url: '/admin-api/system/user/profile/get', token: staff })).data).toMatchObject({ nickname: '运营小张', mobile: '13911112222', sex: 2 });
    expect((await t.call({ method: 'PUT', url: '/admin-api/system/user/profile/update', token: staff, payload: { nickname: '' } })).msg).toContain('用户昵称不能为空');
    expect((await t.call({ method: 'PUT', url: '/admin-api/system/user/profile/update', token: staff, payload: { nickname: 'x', email: 'not-mail' } })).code).toBe(400);
    expect((await t.call({ method: 'PUT', url: '/admin-api/system/user/profile/update', token: staff, payload: { nickname: 'x', mobile: '15612345678' } })).code).toBe(1_002_003_001);
    expect((await t.call({ method: 'GET', url: '/admin-api/system/user/profile/get', token: staff })).data.nickname).toBe('运营小张');
  });

  it('changes the password only with the right old password', async () => {
    const wrong = await t.call({ method: 'PUT', url: '/admin-api/system/user/profile/update-password', token: staff, payload: { oldPassword: 'nope', newPassword: 'newpass1' } });
    expect(wrong).toMatchObject({ code: 1_002_003_005, msg: '用户密码校验失败' });
    expect((await t.call({ method: 'PUT', url: '/admin-api/system/user/profile/update-password', token: staff, payload: { oldPassword: 'staff123', newPassword: 'x' } })).code).toBe(400);
    expect((await t.call({ method: 'PUT', url: '/admin-api/system/user/profile/update-password', token: staff, payload: { oldPassword: 'staff123', newPassword: 'newpass1' } })).code).toBe(0);
    expect(await t.login('staff', 'newpass1')).toBeTruthy();
  });

  it('uploads an avatar image and refuses other files', async () => {
    const body = multipart({ field: 'avatarFile', name: 'me.png', content: PNG, type: 'image/png' });
    const res = await t.call({ method: 'POST', url: '/admin-api/system/user/profile/update-avatar', token: staff, payload: body.payload, headers: body.headers });
    expect(res.code).toBe(0);
    expect((await t.call({ method: 'GET', url: '/admin-api/system/user/profile/get', token: staff })).data.avatar).toBe(res.data);
    const text = multipart({ field: 'avatarFile', name: 'me.txt', content: Buffer.from('hello'), type: 'text/plain' });
    expect((await t.call({ method: 'POST', url: '/admin-api/system/user/profile/update-avatar', token: staff, payload: text.payload, headers: text.headers })).code).toBe(400);
  });
});
