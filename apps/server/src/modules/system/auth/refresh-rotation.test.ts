import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { REFRESH_REUSE_GRACE_MS, classifyRefresh, hashToken, openSuccessor, sealSuccessor } from '../oauth2/oauth2-token.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = async (username = 'staff', password = 'staff123') =>
  (await t.call({ method: 'POST', url: '/admin-api/system/auth/login', payload: { username, password } })).data as {
    accessToken: string;
    refreshToken: string;
  };
const refresh = (token: string) => t.call({ method: 'POST', url: `/admin-api/system/auth/refresh-token?refreshToken=${token}` });
const me = async (token: string) => (await t.call({ method: 'GET', url: '/admin-api/system/auth/get-permission-info', token })).code;
/** Moves the spent time of a refresh token back beyond the grace window. */
const ageSpent = (ms = REFRESH_REUSE_GRACE_MS + 1000) =>
  t.database.pool.query(`update system_oauth2_refresh_token set spent_time = spent_time - interval '${ms} milliseconds' where spent_time is not null`);

describe('refresh-token rotation (pure parts)', () => {
  it('classifies live, just-spent and long-spent tokens', () => {
    const now = Date.now();
    expect(classifyRefresh({ spentTime: null }, false, now)).toBe('rotate');
    expect(classifyRefresh({ spentTime: new Date(now - 2000) }, true, now)).toBe('grace');
    expect(classifyRefresh({ spentTime: new Date(now - 2000) }, false, now)).toBe('theft');
    expect(classifyRefresh({ spentTime: new Date(now - REFRESH_REUSE_GRACE_MS - 1) }, true, now)).toBe('theft');
  });

  it('the sealed successor opens only with the spent token', () => {
    const sealed = sealSuccessor('a'.repeat(64), 'b'.repeat(64));
    expect(sealed).not.toContain('b'.repeat(16));
    expect(openSuccessor('a'.repeat(64), sealed)).toBe('b'.repeat(64));
    expect(openSuccessor('c'.repeat(64), sealed)).toBeNull();
  });
});

describe('POST /system/auth/refresh-token rotation', () => {
  it('reusing a spent refresh token after the grace window revokes the whole sign-in and answers 401', async () => {
    const first = await login();
    const r1 = await refresh(first.refreshToken);
    const r2 = await refresh(r1.data.refreshToken);
    expect(r2.code).toBe(0);
    expect(await me(r2.data.accessToken)).toBe(0);
    // another sign-in of the same user is not touched
    const other = await login();

    const familyOf = async (token: string) =>
      (await t.database.pool.query('select family_hash from system_oauth2_refresh_token where refresh_token_hash = $1', [hashToken(token)])).rows[0]
        ?.family_hash as string | undefined;
    const family = await familyOf(first.refreshToken);
    expect(family).toBe(hashToken(first.refreshToken));
    expect(await familyOf(r2.data.refreshToken)).toBe(family);

    await ageSpent();
    // the thief (or the victim) presents the first, long-spent token
    expect(await refresh(first.refreshToken)).toMatchObject({ code: 401, msg: '无效的刷新令牌', data: null });
    // every token descending from that login is gone: the latest access and refresh token included
    expect(await me(r2.data.accessToken)).toBe(401);
    expect((await refresh(r2.data.refreshToken)).code).toBe(400);
    const left = await t.database.pool.query('select count(*)::int as n from system_oauth2_refresh_token where family_hash = $1', [family]);
    expect(left.rows[0].n).toBe(0);
    expect(await t.count(`system_oauth2_access_token where refresh_token_hash in ('${hashToken(first.refreshToken)}', '${hashToken(r2.data.refreshToken)}')`)).toBe(0);
    expect(await me(other.accessToken)).toBe(0);
    expect((await refresh(other.refreshToken)).code).toBe(0);
  });

  it('ten refreshes at once with one token all get the same successor: one live refresh token, one family', async () => {
    const { refreshToken } = await login('admin', 'admin123');
    const answers = await Promise.all(Array.from({ length: 10 }, () => refresh(refreshToken)));
    expect(answers.map((a) => a.code)).toEqual(Array(10).fill(0));
    const successors = new Set(answers.map((a) => a.data.refreshToken));
    expect(successors.size).toBe(1);
    expect(successors.has(refreshToken)).toBe(false);
    for (const a of answers) expect(await me(a.data.accessToken)).toBe(0);
    const family = await t.database.pool.query(
      'select count(*) filter (where spent_time is null)::int as live, count(*)::int as total from system_oauth2_refresh_token where family_hash = $1',
      [hashToken(refreshToken)],
    );
    expect(family.rows[0]).toEqual({ live: 1, total: 2 });
  });

  it('two tabs refreshing with the same token within the grace window stay signed in; after it, reuse is theft', async () => {
    const { refreshToken } = await login('admin', 'admin123');
    const tabA = await refresh(refreshToken);
    const tabB = await refresh(refreshToken);
    expect(tabB.code).toBe(0);
    expect(tabB.data.refreshToken).toBe(tabA.data.refreshToken);
    expect(tabB.data.accessToken).not.toBe(tabA.data.accessToken);
    expect(await me(tabA.data.accessToken)).toBe(0);
    expect(await me(tabB.data.accessToken)).toBe(0);
    // the chain goes on from the successor; the spent token stays spent
    const next = await refresh(tabA.data.refreshToken);
    expect(next.code).toBe(0);
    // the first token's successor is spent now: presenting the first token again is not a grace case any more
    expect((await refresh(refreshToken)).code).toBe(401);
    expect(await me(next.data.accessToken)).toBe(401);
  });

  it('the oauth2 token endpoint rotates too, and reuse there revokes the sign-in', async () => {
    const tokenPost = (payload: Record<string, string>) =>
      t.call({ method: 'POST', url: '/admin-api/system/oauth2/token', payload: { client_id: 'gprs-demo', client_secret: 'gprs-demo-secret', ...payload } });
    const res = await tokenPost({ grant_type: 'password', username: 'member', password: 'member123', scope: 'user.read' });
    expect(res.code).toBe(0);
    const rotated = await tokenPost({ grant_type: 'refresh_token', refresh_token: res.data.refresh_token });
    expect(rotated.data.refresh_token).not.toBe(res.data.refresh_token);
    await ageSpent();
    expect((await tokenPost({ grant_type: 'refresh_token', refresh_token: res.data.refresh_token })).code).toBe(401);
    expect((await tokenPost({ grant_type: 'refresh_token', refresh_token: rotated.data.refresh_token })).code).toBe(400);
  });

  it('logout ends the whole sign-in, spent tokens included', async () => {
    const { refreshToken } = await login();
    const r1 = await refresh(refreshToken);
    await t.call({ method: 'POST', url: '/admin-api/system/auth/logout', token: r1.data.accessToken });
    expect((await refresh(refreshToken)).code).toBe(400);
    expect((await refresh(r1.data.refreshToken)).code).toBe(400);
  });
});
