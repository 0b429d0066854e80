import { describe, expect, it } from 'vitest';
import { useAdminApp, type TestApp } from '../../../../test/test-app';

// 个人中心 → 第三方应用 of the official yudao admin: /system/social-user/{get-bind-list,bind,unbind} (yudao 2.x shape)
let t: TestApp, admin: string;
useAdminApp((app, token) => ([t, admin] = [app, token]));

/** The demo provider's authorize step, as the profile page's 绑定 starts it (its redirect URI is the profile page). */
async function demoCode() {
  const redirectUri = 'http://localhost:48080/user/profile?type=99';
  const res = await t.call({ method: 'GET', url: `/admin-api/system/auth/social-auth-redirect?type=99&redirectUri=${encodeURIComponent(redirectUri)}` });
  const url = new URL(res.data);
  return { code: url.searchParams.get('code')!, state: url.searchParams.get('state')! };
}
const call = (method: string, path: string, payload?: object, token = admin) =>
  t.call({ method: method as any, url: `/admin-api/system/social-user/${path}`, token, payload });

describe('social binding of the signed-in user', () => {
  it('binds with the provider’s code (type as text, as the page sends it), lists it, unbinds it', async () => {
    expect((await call('GET', 'get-bind-list')).data).toEqual([]);
    const { code, state } = await demoCode();
    const bound = await call('POST', 'bind', { type: '99', code, state });
    expect(bound.code, bound.msg).toBe(0);
    const list = (await call('GET', 'get-bind-list')).data;
    expect(list).toEqual([{ id: expect.any(Number), type: 99, openid: expect.any(String), nickname: expect.any(String), avatar: expect.any(String) }]);
    // the binding signs in: a social login with a new code lands on admin
    const again = await demoCode();
    const login = await t.call({ method: 'POST', url: '/admin-api/system/auth/social-login', payload: { type: 99, ...again } });
    expect(login.code, login.msg).toBe(0);
    expect(login.data.userId).toBe(1);

    // someone else's identity or an unknown one cannot be unbound; nothing changes
    expect(await call('DELETE', 'unbind', { type: 99, openid: 'no-such-openid' })).toMatchObject({ code: 1_002_018_001 });
    expect((await call('GET', 'get-bind-list')).data).toHaveLength(1);
    expect((await call('DELETE', 'unbind', { type: 99, openid: list[0].openid })).code).toBe(0);
    expect((await call('GET', 'get-bind-list')).data).toEqual([]);
    expect(await t.count('system_social_user_bind')).toBe(0);
  });

  it('a used or forged code binds nothing; bad input is 400; anonymous callers 401', async () => {
    const { code, state } = await demoCode();
    expect((await call('POST', 'bind', { type: 99, code, state })).code).toBe(0);
    expect((await call('DELETE', 'unbind', { type: 99, openid: (await call('GET', 'get-bind-list')).data[0].openid })).code).toBe(0);
    const reused = await call('POST', 'bind', { type: 99, code, state: 'f'.repeat(32) });
    expect(reused.code).not.toBe(0);
    expect(await t.count('system_social_user_bind')).toBe(0);
    expect((await call('POST', 'bind', { type: 'x', code: 'a', state: 'b' })).code).toBe(400);
    expect((await call('POST', 'bind', { type: 99 })).code).toBe(400);
    expect((await call('DELETE', 'unbind', { type: 99 })).code).toBe(400);
    for (const [method, path] of [['GET', 'get-bind-list'], ['POST', 'bind'], ['DELETE', 'unbind']] as const) {
      expect((await call(method, path, { type: 99, code: 'a', state: 'b', openid: 'c' }, '')).code).toBe(401);
    }
  });
});
