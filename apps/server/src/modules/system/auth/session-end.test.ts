import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';

// Changing a password, an administrator resetting it, disabling the account or taking a role away ends the user's
// other sessions: their access tokens answer 401 and their refresh tokens are refused.
let t: TestApp;
let admin: string;
let adminId: number;
let roleId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', 'admin123');
  adminId = (await t.call({ url: '/admin-api/system/user/profile/get', token: admin })).data.id;
  const [role] = (await t.database.pool.query("select id from system_role where code = 'operator'")).rows;
  roleId = Number(role.id);
});
afterAll(() => t.close());

const call = (method: string, path: string, token: string | undefined, payload?: object) => t.call({ method: method as any, url: `/admin-api${path}`, token, payload });

interface Session {
  accessToken: string;
  refreshToken: string;
}
async function signIn(username: string, password: string): Promise<Session> {
  const res = await call('POST', '/system/auth/login', undefined, { username, password });
  expect(res.code, res.msg).toBe(0);
  return res.data;
}
async function alive(s: Session): Promise<{ access: boolean; refresh: boolean }> {
  const me = await call('GET', '/system/auth/get-permission-info', s.accessToken);
  const refreshed = await t.app.inject({ method: 'POST', url: `/admin-api/system/auth/refresh-token?refreshToken=${encodeURIComponent(s.refreshToken)}` });
  const refresh = refreshed.json().code === 0;
  if (refresh) Object.assign(s, refreshed.json().data); // keep the rotated pair usable
  return { access: me.code === 0, refresh };
}

let seq = 0;
async function newUser(): Promise<{ id: number; username: string }> {
  const username = `sess${++seq}${Date.now() % 100_000}`;
  const created = await call('POST', '/system/user/create', admin, { username, nickname: `会话${seq}`, password: 'first123' });
  expect(created.code, created.msg).toBe(0);
  expect((await call('POST', '/system/permission/assign-user-role', admin, { userId: created.data, roleIds: [roleId] })).code).toBe(0);
  return { id: created.data, username };
}

describe('sessions end when the sign-in changes', () => {
  it('changing one’s own password keeps this session and ends the others (access and refresh)', async () => {
    const u = await newUser();
    const here = await signIn(u.username, 'first123');
    const there = await signIn(u.username, 'first123');
    expect(await alive(there)).toEqual({ access: true, refresh: true });
    const changed = await call('PUT', '/system/user/profile/update-password', here.accessToken, { oldPassword: 'first123', newPassword: 'second123' });
    expect(changed.code, changed.msg).toBe(0);
    expect(await alive(there)).toEqual({ access: false, refresh: false });
    expect(await alive(here)).toEqual({ access: true, refresh: true });
  });

  it('an administrator resetting the password ends all the user’s sessions', async () => {
    const u = await newUser();
    const a = await signIn(u.username, 'first123');
    const b = await signIn(u.username, 'first123');
    expect((await call('PUT', '/system/user/update-password', admin, { id: u.id, password: 'reset1234' })).code).toBe(0);
    expect(await alive(a)).toEqual({ access: false, refresh: false });
    expect(await alive(b)).toEqual({ access: false, refresh: false });
  });

  it('an administrator resetting his own password keeps his session and ends his others', async () => {
    const other = await signIn('admin', 'admin123');
    const here = await signIn('admin', 'admin123');
    expect((await call('PUT', '/system/user/update-password', here.accessToken, { id: adminId, password: 'admin123' })).code).toBe(0);
    expect(await alive(other)).toEqual({ access: false, refresh: false });
    expect(await alive(here)).toEqual({ access: true, refresh: true });
    admin = here.accessToken;
  });

  it('disabling the account ends every session', async () => {
    const u = await newUser();
    const a = await signIn(u.username, 'first123');
    expect((await call('PUT', '/system/user/update-status', admin, { id: u.id, status: 1 })).code).toBe(0);
    expect((await call('PUT', '/system/user/update-status', admin, { id: u.id, status: 0 })).code).toBe(0);
    // enabled again, the old tokens stay dead
    expect(await alive(a)).toEqual({ access: false, refresh: false });
  });

  it('taking a role away ends the sessions; granting one more does not', async () => {
    const u = await newUser();
    const a = await signIn(u.username, 'first123');
    const [common] = (await t.database.pool.query("select id from system_role where code = 'common'")).rows;
    expect((await call('POST', '/system/permission/assign-user-role', admin, { userId: u.id, roleIds: [roleId, Number(common.id)] })).code).toBe(0);
    expect(await alive(a)).toEqual({ access: true, refresh: true });
    expect((await call('POST', '/system/permission/assign-user-role', admin, { userId: u.id, roleIds: [Number(common.id)] })).code).toBe(0);
    expect(await alive(a)).toEqual({ access: false, refresh: false });
  });
});
