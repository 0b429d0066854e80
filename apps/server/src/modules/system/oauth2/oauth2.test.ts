import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';

let t: TestApp;
let admin: string;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', 'admin123');
  staff = await t.login('staff', 'staff123');
});
afterAll(() => t.close());

const REDIRECT = 'http://127.0.0.1:18080/callback';
const form = (params: Record<string, string>) => new URLSearchParams(params).toString();

function authorizePost(token: string | undefined, params: Record<string, string>, asQuery = false) {
  const base = { response_type: 'code', client_id: 'gprs-demo', redirect_uri: REDIRECT, state: 'st-1', auto_approve: 'false', ...params };
  if (asQuery) {
    // as the web client sends it: parameters in the query, an empty form body
    return t.call({
      method: 'POST',
      url: `/admin-api/system/oauth2/authorize?${form(base)}`,
      token,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
  }
  return t.call({
    method: 'POST',
    url: '/admin-api/system/oauth2/authorize',
    token,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form(base),
  });
}

function tokenPost(params: Record<string, string>, headers: Record<string, string> = {}) {
  return t.call({
    method: 'POST',
    url: '/admin-api/system/oauth2/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: form(params),
  });
}

const codeOf = (url: string) => new URL(url).searchParams.get('code')!;

describe('GET /system/oauth2/authorize', () => {
  it('shows the client and which scopes the user approved', async () => {
    expect((await t.call({ method: 'GET', url: '/admin-api/system/oauth2/authorize?clientId=gprs-demo' })).code).toBe(401);
    const res = await t.call({ method: 'GET', url: '/admin-api/system/oauth2/authorize?clientId=gprs-demo', token: admin });
    expect(res).toMatchObject({
      code: 0,
      data: { client: { name: '演示第三方应用', logo: '' }, scopes: [{ key: 'user.read', value: false }, { key: 'user.write', value: false }] },
    });
    expect(await t.call({ method: 'GET', url: '/admin-api/system/oauth2/authorize?clientId=nope', token: admin })).toMatchObject({ code: 1_002_020_000, msg: 'OAuth2 客户端不存在' });
    expect((await t.call({ method: 'GET', url: '/admin-api/system/oauth2/authorize', token: admin })).code).toBe(400);
  });
});

describe('POST /system/oauth2/authorize', () => {
  it('needs a signed-in user', async () => {
    expect((await authorizePost(undefined, { scope: '{"user.read":true}' })).code).toBe(401);
  });

  it('auto_approve without an earlier approval answers null so the consent page shows', async () => {
    const res = await authorizePost(admin, { auto_approve: 'true', scope: '{"user.read":true}' });
    expect(res).toEqual({ code: 0, msg: '', data: null });
    expect(await t.count('system_oauth2_code')).toBe(0);
  });

  it('stores the consent and returns the redirect with a code (stored as a hash) and the state', async () => {
    const res = await authorizePost(admin, { scope: JSON.stringify({ 'user.read': true, 'user.write': false }) });
    expect(res.code).toBe(0);
    expect(res.data).toMatch(/^http:\/\/127\.0\.0\.1:18080\/callback\?code=[0-9a-f]{64}&state=st-1$/);
    const stored = (await t.database.pool.query('select code_hash, scopes, expires_time, create_time from system_oauth2_code')).rows;
    expect(stored).toHaveLength(1);
    expect(stored[0].code_hash).not.toBe(codeOf(res.data));
    expect(stored[0].scopes).toEqual(['user.read']);
    expect(new Date(stored[0].expires_time).getTime() - Date.now()).toBeGreaterThan(9 * 60_000);
    const info = await t.call({ method: 'GET', url: '/admin-api/system/oauth2/authorize?clientId=gprs-demo', token: admin });
    expect(info.data.scopes).toEqual([{ key: 'user.read', value: true }, { key: 'user.write', value: false }]);
    // now pre-approved: auto_approve skips the page
    const again = await authorizePost(admin, { auto_approve: 'true', scope: '{"user.read":true}' }, true);
    expect(again.data).toMatch(/\?code=[0-9a-f]{64}&state=st-1$/);
    expect((await authorizePost(admin, { auto_approve: 'true', scope: '{"user.write":true}' })).data).toBeNull();
  });

  it('approving nothing sends the browser back with access_denied', async () => {
    const res = await authorizePost(staff, { scope: JSON.stringify({ 'user.read': false, 'user.write': false }) });
    expect(res.data).toBe(`${REDIRECT}?error=access_denied&error_description=User+denied+access&state=st-1`);
  });

  it("the client's auto-approve scopes need no consent", async () => {
    await t.database.pool.query(`update system_oauth2_client set auto_approve_scopes = '["user.read"]' where client_id = 'gprs-demo'`);
    const res = await authorizePost(staff, { auto_approve: 'true', scope: '{"user.read":true}' });
    expect(res.data).toMatch(/\?code=/);
    await t.database.pool.query(`update system_oauth2_client set auto_approve_scopes = '[]' where client_id = 'gprs-demo'`);
  });

  it('validates client, redirect uri, scopes and response type, writing nothing', async () => {
    const codes = await t.count('system_oauth2_code');
    const approvals = await t.count('system_oauth2_approve');
    const read = '{"user.read":true}';
    expect(await authorizePost(admin, { client_id: 'nope', scope: read })).toMatchObject({ code: 1_002_020_000 });
    expect(await authorizePost(admin, { redirect_uri: 'http://evil.example/callback', scope: read })).toMatchObject({
      code: 1_002_020_005,
      msg: '无效 redirect_uri: http://evil.example/callback',
    });
    expect((await authorizePost(admin, { redirect_uri: 'http://127.0.0.1:18080/callbackevil', scope: read })).code).toBe(1_002_020_005);
    expect(await authorizePost(admin, { scope: '{"user.admin":true}' })).toMatchObject({ code: 1_002_020_004, msg: '授权范围过大' });
    expect((await authorizePost(admin, { response_type: 'token', scope: read })).code).toBe(400);
    expect((await authorizePost(admin, { scope: 'not json' })).code).toBe(400);
    expect((await authorizePost(admin, { scope: read, auto_approve: 'maybe' })).code).toBe(400);
    await t.database.pool.query("update system_oauth2_client set status = 1 where client_id = 'gprs-demo'");
    expect(await authorizePost(admin, { scope: read })).toMatchObject({ code: 1_002_020_002, msg: 'OAuth2 客户端已禁用' });
    await t.database.pool.query("update system_oauth2_client set status = 0 where client_id = 'gprs-demo'");
    expect(await t.count('system_oauth2_code')).toBe(codes);
    expect(await t.count('system_oauth2_approve')).toBe(approvals);
  });
});

describe('POST /system/oauth2/token', () => {
  async function freshCode(state = 'st-1') {
    const res = await authorizePost(admin, { state, scope: '{"user.read":true}' });
    return codeOf(res.data);
  }

  it('exchanges a code once for tokens bound to the client, and the access token works', async () => {
    const code = await freshCode();
    const res = await tokenPost({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT, state: 'st-1', client_id: 'gprs-demo', client_secret: 'gprs-demo-secret' });
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({ token_type: 'bearer', scope: 'user.read' });
    expect(res.data.access_token).toMatch(/^[0-9a-f]{64}$/);
    expect(res.data.refresh_token).toMatch(/^[0-9a-f]{64}$/);
    expect(res.data.expires_in).toBeGreaterThan(1790);
    expect(res.data.expires_in).toBeLessThanOrEqual(1800);
    const row = (await t.database.pool.query("select client_id, scopes, user_id from system_oauth2_access_token where client_id = 'gprs-demo'")).rows;
    expect(row).toEqual([{ client_id: 'gprs-demo', scopes: ['user.read'], user_id: 1 }]);
    const me = await t.call({ method: 'GET', url: '/admin-api/system/auth/get-permission-info', token: res.data.access_token });
    expect(me.data.user.username).toBe('admin');
    // single use
    const reuse = await tokenPost({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT, state: 'st-1', client_id: 'gprs-demo', client_secret: 'gprs-demo-secret' });
    expect(reuse).toMatchObject({ code: 1_002_022_000, msg: 'code 不存在' });

    // refresh with the same client (credentials in a Basic header, JSON body)
    const refreshed = await t.call({
      method: 'POST',
      url: '/admin-api/system/oauth2/token',
      headers: { authorization: `Basic ${Buffer.from('gprs-demo:gprs-demo-secret').toString('base64')}` },
      payload: { grant_type: 'refresh_token', refresh_token: res.data.refresh_token },
    });
    expect(refreshed.code).toBe(0);
    // rotated: a new refresh token, the old one spent
    expect(refreshed.data.refresh_token).toMatch(/^[0-9a-f]{64}$/);
    expect(refreshed.data.refresh_token).not.toBe(res.data.refresh_token);
    expect(refreshed.data.scope).toBe('user.read');
    // another client cannot use it
    const other = await tokenPost({ grant_type: 'refresh_token', refresh_token: res.data.refresh_token, client_id: 'default', client_secret: 'admin123' });
    expect(other).toMatchObject({ code: 1_002_021_000 });
  });

  it('the token reads the user with scope user.read; writing needs user.write', async () => {
    const res = await tokenPost({ grant_type: 'password', username: 'member', password: 'member123', scope: 'user.read', client_id: 'gprs-demo', client_secret: 'gprs-demo-secret' });
    const token = res.data.access_token;
    expect(await t.call({ method: 'GET', url: '/admin-api/system/oauth2/user/get', token })).toMatchObject({
      code: 0,
      data: { username: 'member', nickname: '股友小李', mobile: '13800138000' },
    });
    const update = await t.call({ method: 'PUT', url: '/admin-api/system/oauth2/user/update', token, payload: { nickname: '改名了' } });
    expect(update.code).toBe(403);
    expect((await t.call({ method: 'GET', url: '/admin-api/system/oauth2/user/get', token })).data.nickname).toBe('股友小李');
    // the console's own token carries no scopes
    expect((await t.call({ method: 'GET', url: '/admin-api/system/oauth2/user/get', token: admin })).code).toBe(403);
    expect((await t.call({ method: 'GET', url: '/admin-api/system/oauth2/user/get' })).code).toBe(401);
    const writer = await tokenPost({ grant_type: 'password', username: 'member', password: 'member123', scope: 'user.read user.write', client_id: 'gprs-demo', client_secret: 'gprs-demo-secret' });
    const w = writer.data.access_token;
    expect((await t.call({ method: 'PUT', url: '/admin-api/system/oauth2/user/update', token: w, payload: { nickname: '' } })).code).toBe(400);
    expect((await t.call({ method: 'PUT', url: '/admin-api/system/oauth2/user/update', token: w, payload: { nickname: 'x', mobile: '15612345678' } })).code).toBe(1_002_003_001);
    expect((await t.call({ method: 'PUT', url: '/admin-api/system/oauth2/user/update', token: w, payload: { nickname: 'x', email: 'admin@gupiaoresou.cn' } })).code).toBe(1_002_003_002);
    expect((await t.call({ method: 'PUT', url: '/admin-api/system/oauth2/user/update', token: w, payload: { nickname: '改名了', sex: 2 } })).code).toBe(0);
    expect((await t.call({ method: 'GET', url: '/admin-api/system/oauth2/user/get', token: w })).data).toMatchObject({ nickname: '改名了', sex: 2 });
  });

  it('two concurrent exchanges of one code: only one gets tokens', async () => {
    const code = await freshCode();
    const params = { grant_type: 'authorization_code', code, redirect_uri: REDIRECT, state: 'st-1', client_id: 'gprs-demo', client_secret: 'gprs-demo-secret' };
    const results = await Promise.all([tokenPost(params), tokenPost(params), tokenPost(params)]);
    expect(results.filter((r) => r.code === 0)).toHaveLength(1);
    expect(results.filter((r) => r.code === 1_002_022_000)).toHaveLength(2);
  });

  it('checks secret, redirect uri, state and expiry', async () => {
    const base = { grant_type: 'authorization_code', redirect_uri: REDIRECT, state: 'st-2', client_id: 'gprs-demo', client_secret: 'gprs-demo-secret' };
    const code = await freshCode('st-2');
    expect(await tokenPost({ ...base, code, client_secret: 'wrong' })).toMatchObject({ code: 1_002_020_006 });
    expect((await tokenPost({ ...base, code, client_secret: '' })).code).toBe(1_002_020_006);
    expect(await tokenPost({ ...base, code, redirect_uri: `${REDIRECT}/x` })).toMatchObject({ code: 1_002_021_001 });
    expect(await tokenPost({ ...base, code, state: 'other' })).toMatchObject({ code: 1_002_021_002 });
    expect(await tokenPost({ ...base, code, client_id: 'default', client_secret: 'admin123' })).toMatchObject({ code: 1_002_021_000 });
    // the failures did not burn the code
    await t.database.pool.query("update system_oauth2_code set expires_time = now() - interval '1 second'");
    expect(await tokenPost({ ...base, code })).toMatchObject({ code: 1_002_022_001, msg: 'code 已过期' });
    expect((await tokenPost({ ...base, code: 'f'.repeat(64) })).code).toBe(1_002_022_000);
  });

  it('password grant signs in for the client with the requested scopes, throttled and logged like a login', async () => {
    const res = await tokenPost({ grant_type: 'password', username: 'staff', password: 'staff123', scope: 'user.read user.write', client_id: 'gprs-demo', client_secret: 'gprs-demo-secret' });
    expect(res.code).toBe(0);
    expect(res.data.scope).toBe('user.read user.write');
    const bad = await tokenPost({ grant_type: 'password', username: 'staff', password: 'nope', client_id: 'gprs-demo', client_secret: 'gprs-demo-secret' });
    expect(bad.code).toBe(1_002_000_000);
    expect(await t.count("system_login_log where username = 'staff' and result = 10")).toBe(1);
    expect((await tokenPost({ grant_type: 'password', username: 'staff', password: 'staff123', scope: 'root', client_id: 'gprs-demo', client_secret: 'gprs-demo-secret' })).code).toBe(1_002_020_004);
  });

  it('answers 400 for unknown grant types and missing fields, issuing nothing', async () => {
    const tokens = await t.count('system_oauth2_access_token');
    expect((await tokenPost({ grant_type: 'implicit', client_id: 'gprs-demo', client_secret: 'gprs-demo-secret' })).code).toBe(400);
    // a client without the client-credentials grant gets no machine token
    expect((await tokenPost({ grant_type: 'client_credentials', client_id: 'gprs-demo', client_secret: 'gprs-demo-secret' })).code).toBe(1_002_020_003);
    expect((await tokenPost({ grant_type: 'authorization_code', client_id: 'gprs-demo', client_secret: 'gprs-demo-secret' })).code).toBe(400);
    expect((await tokenPost({ grant_type: 'password' })).code).toBe(400);
    expect(await t.count('system_oauth2_access_token')).toBe(tokens);
  });

  it('client_credentials: a token for the client itself (its service account), with its scopes and no refresh token', async () => {
    // the push client's secret is generated per install (decision 0035)
    const secret: string = (await t.database.pool.query("select secret from system_oauth2_client where client_id = 'stock-feed'")).rows[0].secret;
    const res = await tokenPost({ grant_type: 'client_credentials', client_id: 'stock-feed', client_secret: secret, scope: 'stock.feed' });
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({ token_type: 'bearer', scope: 'stock.feed', access_token: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(res.data.refresh_token).toBeUndefined();
    // without scope: every scope of the client; a second token reuses the one service account
    const all = await tokenPost({ grant_type: 'client_credentials', scope: '' }, { authorization: `Basic ${Buffer.from(`stock-feed:${secret}`).toString('base64')}` });
    expect(all.data.scope).toBe('stock.feed');
    const account = await t.database.pool.query("select id, password, status from system_users where username = 'client:stock-feed'");
    expect(account.rows).toHaveLength(1);
    expect(await t.count('system_user_role where user_id = ' + account.rows[0].id)).toBe(0);
    const tokens = await t.database.pool.query('select client_id, scopes from system_oauth2_access_token where user_id = $1', [account.rows[0].id]);
    expect(tokens.rows).toHaveLength(2);
    expect(tokens.rows[0]).toMatchObject({ client_id: 'stock-feed', scopes: ['stock.feed'] });
    // the account cannot sign in; wrong secret and scopes the client lacks are refused
    expect((await tokenPost({ grant_type: 'client_credentials', client_id: 'stock-feed', client_secret: 'nope' })).code).toBe(1_002_020_006);
    expect((await tokenPost({ grant_type: 'client_credentials', client_id: 'stock-feed', client_secret: secret, scope: 'user.read' })).code).toBe(1_002_020_004);
  });

  it('a client without the grant type is refused', async () => {
    await t.database.pool.query(`update system_oauth2_client set authorized_grant_types = '["authorization_code"]' where client_id = 'gprs-demo'`);
    const res = await tokenPost({ grant_type: 'password', username: 'staff', password: 'staff123', client_id: 'gprs-demo', client_secret: 'gprs-demo-secret' });
    expect(res).toMatchObject({ code: 1_002_020_003, msg: '不支持该授权类型' });
  });
});
