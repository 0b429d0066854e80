import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LoginLogType, LoginResult } from '@gprs/contract';
import { createTestApp, type TestApp } from '../../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CALLBACK = 'http://localhost:48080/social-login?type=99';

async function redirect(type: unknown = 99, redirectUri = CALLBACK) {
  return t.call({ method: 'GET', url: `/admin-api/system/auth/social-auth-redirect?type=${type}&redirectUri=${encodeURIComponent(redirectUri)}` });
}
/** Walks the demo provider's "authorize page": the returned URL already carries code and state. */
async function demoCode() {
  const res = await redirect();
  const url = new URL(res.data);
  return { code: url.searchParams.get('code')!, state: url.searchParams.get('state')! };
}
const socialLogin = (payload: object) => t.call({ method: 'POST', url: '/admin-api/system/auth/social-login', payload });

describe('providers and the authorize redirect', () => {
  it('lists only enabled providers for the login page', async () => {
    expect(await t.call({ method: 'GET', url: '/admin-api/system/auth/social-providers' })).toEqual({ code: 0, msg: '', data: [{ type: 99, name: '演示账号' }] });
    expect(await t.count('system_social_client')).toBe(7);
  });

  it('the demo provider points back to the redirect uri with a signed code and the state', async () => {
    const res = await redirect();
    expect(res.code).toBe(0);
    expect(res.data.startsWith(`${CALLBACK}&code=`)).toBe(true);
    const url = new URL(res.data);
    expect(url.searchParams.get('type')).toBe('99');
    expect(url.searchParams.get('state')).toMatch(/^[0-9a-f]{32}$/);
    const other = await redirect(99, 'http://localhost:48080/social-login');
    expect(other.data).toMatch(/^http:\/\/localhost:48080\/social-login\?code=[^&]+&state=[0-9a-f]{32}$/);
  });

  it('disabled or unknown providers: 社交客户端不存在或未启用; bad input 400', async () => {
    for (const type of [51, 10, 12345]) {
      expect(await redirect(type)).toMatchObject({ code: 1_002_018_002, msg: '社交客户端不存在或未启用' });
    }
    expect((await redirect('abc')).code).toBe(400);
    expect((await t.call({ method: 'GET', url: '/admin-api/system/auth/social-auth-redirect?type=99' })).code).toBe(400);
  });

  it('an enabled GitHub client sends the browser to GitHub', async () => {
    await t.database.pool.query("update system_social_client set status = 0, client_id = 'gh-client' where social_type = 51");
    const res = await redirect(51, 'http://localhost:48080/social-login?type=51');
    expect(res.data).toMatch(/^https:\/\/github\.com\/login\/oauth\/authorize\?client_id=gh-client&redirect_uri=http/);
    expect((await t.call({ method: 'GET', url: '/admin-api/system/auth/social-providers' })).data).toEqual([
      { type: 51, name: 'GitHub' },
      { type: 99, name: '演示账号' },
    ]);
    await t.database.pool.query('update system_social_client set status = 1 where social_type = 51');
  });
});

describe('social sign-in', () => {
  it('an unbound identity is refused with 未绑定账号, but remembered for the bind step', async () => {
    const { code, state } = await demoCode();
    expect(await socialLogin({ type: 99, code, state })).toMatchObject({ code: 1_002_000_005, msg: '未绑定账号，需要进行绑定' });
    const users = (await t.database.pool.query('select type, openid, nickname from system_social_user')).rows;
    expect(users).toEqual([{ type: 99, openid: 'demo-demo-user', nickname: '演示用户' }]);
    expect(await t.count('system_social_user_bind')).toBe(0);
    const log = (await t.database.pool.query('select log_type, result from system_login_log order by id desc limit 1')).rows[0];
    expect(log).toEqual({ log_type: LoginLogType.SOCIAL, result: LoginResult.BAD_CREDENTIALS });

    // the login page then signs in with a password, passing the social code along: the identity gets bound
    const login = await t.call({
      method: 'POST',
      url: '/admin-api/system/auth/login',
      payload: { username: 'staff', password: 'staff123', socialType: 99, socialCode: code, socialState: state },
    });
    expect(login.code).toBe(0);
    const binds = (await t.database.pool.query('select user_id, social_type from system_social_user_bind')).rows;
    expect(binds).toEqual([{ user_id: 2, social_type: 99 }]);
  });

  it('a bound identity signs in as its account, and the login log names it', async () => {
    const { code, state } = await demoCode();
    const res = await socialLogin({ type: 99, code, state });
    expect(res.code).toBe(0);
    expect(res.data.userId).toBe(2);
    const me = await t.call({ method: 'GET', url: '/admin-api/system/auth/get-permission-info', token: res.data.accessToken });
    expect(me.data.user.username).toBe('staff');
    const log = (await t.database.pool.query('select log_type, result, user_id, username from system_login_log order by id desc limit 1')).rows[0];
    expect(log).toEqual({ log_type: LoginLogType.SOCIAL, result: LoginResult.SUCCESS, user_id: 2, username: 'staff' });
  });

  it('a code signs in once: replaying it is refused', async () => {
    const { code, state } = await demoCode();
    expect((await socialLogin({ type: 99, code, state })).code).toBe(0);
    expect(await socialLogin({ type: 99, code, state })).toMatchObject({ code: 1_002_018_000, msg: '社交授权失败，原因是：授权码已使用' });
  });

  it('the code of a refused login serves the bind step for 10 minutes only', async () => {
    await t.database.pool.query('delete from system_social_user_bind');
    const { code, state } = await demoCode();
    expect((await socialLogin({ type: 99, code, state })).code).toBe(1_002_000_005);
    await t.database.pool.query("update system_social_user set update_time = now() - interval '11 minutes'");
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 11 * 60_000);
      const login = await t.call({
        method: 'POST',
        url: '/admin-api/system/auth/login',
        payload: { username: 'staff', password: 'staff123', socialType: 99, socialCode: code, socialState: state },
      });
      expect(login.code).toBe(1_002_018_000);
    } finally {
      vi.useRealTimers();
    }
    const fresh = await demoCode();
    expect((await socialLogin({ type: 99, ...fresh })).code).toBe(1_002_000_005);
    const bound = await t.call({
      method: 'POST',
      url: '/admin-api/system/auth/login',
      payload: { username: 'staff', password: 'staff123', socialType: 99, socialCode: fresh.code, socialState: fresh.state },
    });
    expect(bound.code).toBe(0);
  });

  it('binding to another account moves the identity', async () => {
    const { code, state } = await demoCode();
    const login = await t.call({
      method: 'POST',
      url: '/admin-api/system/auth/login',
      payload: { username: 'admin', password: 'admin123', socialType: 99, socialCode: code, socialState: state },
    });
    expect(login.code).toBe(0);
    expect((await t.database.pool.query('select user_id from system_social_user_bind')).rows).toEqual([{ user_id: 1 }]);
    const next = await demoCode();
    expect((await socialLogin({ type: 99, ...next })).data.userId).toBe(1);
  });

  it('a wrong password binds nothing', async () => {
    const { code, state } = await demoCode();
    const res = await t.call({
      method: 'POST',
      url: '/admin-api/system/auth/login',
      payload: { username: 'member', password: 'wrong-one', socialType: 99, socialCode: code, socialState: state },
    });
    expect(res.code).toBe(1_002_000_000);
    expect((await t.database.pool.query('select user_id from system_social_user_bind')).rows).toEqual([{ user_id: 1 }]);
  });

  it('refuses forged, mismatched and expired codes', async () => {
    const { code, state } = await demoCode();
    const [payload, signature] = code.split('.');
    const forged = `${Buffer.from(JSON.stringify({ sub: 'someone-else', state, exp: Date.now() + 60_000 })).toString('base64url')}.${signature}`;
    expect(await socialLogin({ type: 99, code: forged, state })).toMatchObject({ code: 1_002_018_000, msg: '社交授权失败，原因是：授权码无效' });
    expect(await socialLogin({ type: 99, code: `${payload}.x`, state })).toMatchObject({ code: 1_002_018_000 });
    expect(await socialLogin({ type: 99, code, state: 'another-state' })).toMatchObject({ code: 1_002_018_000, msg: '社交授权失败，原因是：state 不匹配' });
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 11 * 60_000);
      expect(await socialLogin({ type: 99, code, state })).toMatchObject({ code: 1_002_018_000, msg: '社交授权失败，原因是：授权码已过期' });
    } finally {
      vi.useRealTimers();
    }
    expect(await socialLogin({ type: 51, code, state })).toMatchObject({ code: 1_002_018_002 });
  });

  it('a disabled provider or account cannot sign in', async () => {
    const { code, state } = await demoCode();
    await t.database.pool.query("update system_users set status = 1 where username = 'admin'");
    expect((await socialLogin({ type: 99, code, state })).code).toBe(1_002_000_001);
    await t.database.pool.query("update system_users set status = 0 where username = 'admin'");
    await t.database.pool.query('update system_social_client set status = 1 where social_type = 99');
    expect((await socialLogin({ type: 99, code, state })).code).toBe(1_002_018_002);
    await t.database.pool.query('update system_social_client set status = 0 where social_type = 99');
  });

  it('answers 400 for bad input', async () => {
    const socialUsers = await t.count('system_social_user');
    for (const payload of [{}, { type: 99, code: 'x' }, { type: 'abc', code: 'x', state: 'y' }, { type: 99, code: '', state: 'y' }]) {
      expect((await socialLogin(payload)).code, JSON.stringify(payload)).toBe(400);
    }
    const res = await t.call({ method: 'POST', url: '/admin-api/system/auth/login', payload: { username: 'admin', password: 'admin123', socialType: 99 } });
    expect(res.code).toBe(400);
    expect(await t.count('system_social_user')).toBe(socialUsers);
  });
});
