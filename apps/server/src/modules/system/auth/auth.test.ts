import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (payload: unknown) => t.call({ method: 'POST', url: '/admin-api/system/auth/login', payload: payload as object });

describe('POST /system/auth/login', () => {
  it('signs in with a trimmed username and returns opaque tokens with a 30-minute expiry', async () => {
    const before = Date.now();
    const res = await login({ username: '  admin ', password: 'admin123' });
    expect(res.code).toBe(0);
    expect(res.data.userId).toBe(1);
    expect(res.data.accessToken).toMatch(/^[0-9a-f]{64}$/);
    expect(res.data.refreshToken).toMatch(/^[0-9a-f]{64}$/);
    expect(res.data.expiresTime).toBeGreaterThanOrEqual(before + 30 * 60_000 - 1000);
    expect(res.data.expiresTime).toBeLessThanOrEqual(Date.now() + 30 * 60_000 + 1000);
  });

  it('stores only hashes of the tokens', async () => {
    const res = await login({ username: 'admin', password: 'admin123' });
    const stored = await t.database.pool.query('select access_token_hash, refresh_token_hash from system_oauth2_access_token');
    const values = stored.rows.flatMap((r) => [r.access_token_hash, r.refresh_token_hash]);
    expect(values).not.toContain(res.data.accessToken);
    expect(values).not.toContain(res.data.refreshToken);
  });

  it('rejects a wrong password with the module error code', async () => {
    const res = await login({ username: 'admin', password: 'wrong-password' });
    expect(res).toMatchObject({ code: 1_002_000_000, msg: '登录失败，账号密码不正确', data: null });
  });

  it('answers 400 naming the field for missing or malformed input, and issues no token', async () => {
    const tokensBefore = await t.count('system_oauth2_access_token');
    for (const payload of [{}, { username: 'admin' }, { username: 12345, password: 'admin123' }, { username: 'a'.repeat(500), password: 'x1234' }]) {
      const res = await login(payload);
      expect(res.code).toBe(400);
      expect(res.msg).toMatch(/^请求参数不正确:(username|password)/);
    }
    const sqlish = await login({ username: "admin' OR '1'='1", password: "' OR 1=1 --" });
    expect(sqlish.code).toBe(1_002_000_000);
    expect(await t.count('system_oauth2_access_token')).toBe(tokensBefore);
  });
});

describe('tokens', () => {
  it('get-permission-info needs a token: missing, unknown and revoked tokens get 401', async () => {
    expect((await t.call({ method: 'GET', url: '/admin-api/system/auth/get-permission-info' })).code).toBe(401);
    expect((await t.call({ method: 'GET', url: '/admin-api/system/auth/get-permission-info', token: 'f'.repeat(64) })).code).toBe(401);
    const token = await t.login('admin', 'admin123');
    const info = await t.call({ method: 'GET', url: '/admin-api/system/auth/get-permission-info', token });
    expect(info.code).toBe(0);
    expect(info.data.user).toMatchObject({ id: 1, username: 'admin', nickname: '超级管理员' });
    expect(info.data.roles).toEqual(['super_admin']);
    await t.call({ method: 'POST', url: '/admin-api/system/auth/logout', token });
    expect((await t.call({ method: 'GET', url: '/admin-api/system/auth/get-permission-info', token })).code).toBe(401);
  });

  it('an expired access token gets 401; the refresh rotates: new access and refresh token, the old ones revoked', async () => {
    const res = await login({ username: 'admin', password: 'admin123' });
    const { accessToken, refreshToken } = res.data;
    await t.database.pool.query("update system_oauth2_access_token set expires_time = now() - interval '1 second'");
    expect((await t.call({ method: 'GET', url: '/admin-api/system/auth/get-permission-info', token: accessToken })).code).toBe(401);
    const refreshed = await t.call({ method: 'POST', url: `/admin-api/system/auth/refresh-token?refreshToken=${refreshToken}` });
    expect(refreshed.code).toBe(0);
    expect(refreshed.data.accessToken).not.toBe(accessToken);
    expect(refreshed.data.refreshToken).toMatch(/^[0-9a-f]{64}$/);
    expect(refreshed.data.refreshToken).not.toBe(refreshToken);
    expect((await t.call({ method: 'GET', url: '/admin-api/system/auth/get-permission-info', token: refreshed.data.accessToken })).code).toBe(0);
    // the next refresh uses the new token and revokes the access token issued by the first
    const again = await t.call({ method: 'POST', url: `/admin-api/system/auth/refresh-token?refreshToken=${refreshed.data.refreshToken}` });
    expect(again.code).toBe(0);
    expect((await t.call({ method: 'GET', url: '/admin-api/system/auth/get-permission-info', token: refreshed.data.accessToken })).code).toBe(401);
    expect((await t.call({ method: 'GET', url: '/admin-api/system/auth/get-permission-info', token: again.data.accessToken })).code).toBe(0);
  });

  it('refuses unknown and expired refresh tokens with the messages the web client reads', async () => {
    expect(await t.call({ method: 'POST', url: '/admin-api/system/auth/refresh-token?refreshToken=nope' })).toMatchObject({ code: 400, msg: '无效的刷新令牌' });
    const res = await login({ username: 'staff', password: 'staff123' });
    await t.database.pool.query("update system_oauth2_refresh_token set expires_time = now() - interval '1 second'");
    expect(await t.call({ method: 'POST', url: `/admin-api/system/auth/refresh-token?refreshToken=${res.data.refreshToken}` })).toMatchObject({ code: 401, msg: '刷新令牌已过期' });
  });

  it('logout revokes both the access and the refresh token', async () => {
    const res = await login({ username: 'staff', password: 'staff123' });
    await t.call({ method: 'POST', url: '/admin-api/system/auth/logout', token: res.data.accessToken });
    expect((await t.call({ method: 'POST', url: `/admin-api/system/auth/refresh-token?refreshToken=${res.data.refreshToken}` })).code).toBe(400);
  });

  it('token validity follows the OAuth2 client row named default', async () => {
    await t.database.pool.query("update system_oauth2_client set access_token_validity_seconds = 60 where client_id = 'default'");
    const res = await login({ username: 'admin', password: 'admin123' });
    expect(res.data.expiresTime - Date.now()).toBeLessThanOrEqual(61_000);
    await t.database.pool.query("update system_oauth2_client set access_token_validity_seconds = 1800 where client_id = 'default'");
  });
});

describe('core', () => {
  it('unknown API routes answer 404 in the envelope', async () => {
    const res = await t.call({ method: 'GET', url: '/admin-api/system/nothing-here' });
    expect(res).toMatchObject({ code: 404, data: null });
  });
  it('malformed JSON answers 400 without a stack trace', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/admin-api/system/auth/login', headers: { 'content-type': 'application/json' }, payload: '{bad' });
    expect(res.json()).toMatchObject({ code: 400 });
    expect(res.body).not.toMatch(/at .*\.ts/);
  });
  it('treats an empty JSON body as no body', async () => {
    const token = await t.login('admin', 'admin123');
    const res = await t.app.inject({ method: 'POST', url: '/admin-api/system/auth/logout', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, payload: '' });
    expect(res.json()).toMatchObject({ code: 0 });
  });
  it('demo mode refuses writes with 901 but still lets people sign in', async () => {
    const demo = await createTestApp({ demoMode: true });
    try {
      const token = await demo.login('admin', 'admin123');
      expect(token).toBeTruthy();
    } finally {
      await demo.close();
    }
  });
});
