import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const register = (payload: object) => t.call({ method: 'POST', url: '/admin-api/system/auth/register', payload });
const setRegister = (value: string) =>
  t.database.pool.query("update infra_config set value = $1 where config_key = 'system.user.register-enabled'", [value]);

describe('POST /system/auth/register', () => {
  it('creates a member without roles and signs it in', async () => {
    const res = await register({ username: 'new_user1', password: 'pass1234', nickname: '新股民', mobile: '13912345678' });
    expect(res.code).toBe(0);
    expect(res.data.accessToken).toMatch(/^[0-9a-f]{64}$/);
    const row = (await t.database.pool.query("select id, user_type, nickname, mobile, password from system_users where username = 'new_user1'")).rows[0];
    expect(row).toMatchObject({ id: res.data.userId, user_type: 1, nickname: '新股民', mobile: '13912345678' });
    expect(row.password).toMatch(/^\$2[aby]\$/);
    expect(await t.count(`system_user_role where user_id = ${row.id}`)).toBe(0);
    const info = await t.call({ method: 'GET', url: '/admin-api/system/auth/get-permission-info', token: res.data.accessToken });
    expect(info.data).toMatchObject({ roles: [], permissions: [], menus: [], user: { username: 'new_user1', userType: 1 } });
    // and can sign in with the password
    expect(await t.login('new_user1', 'pass1234')).toBeTruthy();
  });

  it('uses the username as nickname when none is given', async () => {
    const res = await register({ username: 'plainuser', password: 'abcd' });
    expect(res.code).toBe(0);
    expect((await t.database.pool.query("select nickname from system_users where username = 'plainuser'")).rows[0].nickname).toBe('plainuser');
  });

  it('refuses a taken username or mobile', async () => {
    expect(await register({ username: 'admin', password: 'whatever1' })).toMatchObject({ code: 1_002_003_000, msg: '用户账号已经存在' });
    expect(await register({ username: 'someone_else', password: 'whatever1', mobile: '13800138000' })).toMatchObject({ code: 1_002_003_001 });
  });

  it('answers 400 for bad input and creates nothing', async () => {
    const before = await t.count('system_users');
    const bad = [
      {},
      { username: 'abc', password: 'pass1234' },
      { username: 'a'.repeat(31), password: 'pass1234' },
      { username: 'bad name', password: 'pass1234' },
      { username: '中文账号名', password: 'pass1234' },
      { username: 'gooduser', password: 'abc' },
      { username: 'gooduser', password: 'a'.repeat(17) },
      { username: 'gooduser', password: 'pass1234', mobile: '12345' },
      { username: 'gooduser', password: 'pass1234', nickname: 'n'.repeat(31) },
    ];
    for (const payload of bad) {
      const res = await register(payload);
      expect(res.code, JSON.stringify(payload)).toBe(400);
    }
    expect(await t.count('system_users')).toBe(before);
  });

  it('is refused when system.user.register-enabled is not true', async () => {
    await setRegister('false');
    const before = await t.count('system_users');
    expect(await register({ username: 'closeduser', password: 'pass1234' })).toMatchObject({ code: 1_002_000_009, msg: '注册功能未开启' });
    await t.database.pool.query("delete from infra_config where config_key = 'system.user.register-enabled'");
    expect((await register({ username: 'closeduser', password: 'pass1234' })).code).toBe(1_002_000_009);
    expect(await t.count('system_users')).toBe(before);
  });
});

describe('captcha (switched off in this build)', () => {
  it('get and check answer that the captcha is not enabled, without a token', async () => {
    for (const url of ['/admin-api/system/captcha/get', '/admin-api/system/captcha/check']) {
      const res = await t.call({ method: 'POST', url, payload: { captchaType: 'blockPuzzle' } });
      expect(res).toEqual({ code: 0, msg: '', data: { repCode: '0000', repMsg: '验证码功能未开启', enabled: false } });
    }
  });
  it('login does not need a captchaVerification', async () => {
    const res = await t.call({ method: 'POST', url: '/admin-api/system/auth/login', payload: { username: 'admin', password: 'admin123' } });
    expect(res.code).toBe(0);
  });
});
