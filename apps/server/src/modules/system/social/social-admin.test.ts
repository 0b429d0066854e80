import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';

let t: TestApp;
let admin: string;
let staff: string;
let member: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', 'admin123');
  staff = await t.login('staff', 'staff123');
  member = await t.login('member', 'member123');
});
afterAll(() => t.close());

const api = (path: string) => `/admin-api/system/${path}`;
const get = (path: string, token: string | undefined = admin) => t.call({ method: 'GET', url: api(path), token });
const post = (payload: unknown, token = admin) => t.call({ method: 'POST', url: api('social-client/create'), payload: payload as object, token });
const put = (payload: unknown, token = admin) => t.call({ method: 'PUT', url: api('social-client/update'), payload: payload as object, token });
const del = (id: number | string, token = admin) => t.call({ method: 'DELETE', url: api(`social-client/delete?id=${id}`), token });

const sample = { name: 'GitHub（会员）', socialType: 51, userType: 1, clientId: 'gh-client-id', clientSecret: 'gh-very-secret', agentId: null, status: 0 };

describe('access', () => {
  const routes: [string, string][] = [
    ['GET', 'social-client/page'],
    ['GET', 'social-client/get?id=1'],
    ['POST', 'social-client/create'],
    ['PUT', 'social-client/update'],
    ['DELETE', 'social-client/delete?id=1'],
    ['GET', 'social-user/page'],
    ['GET', 'social-user/get?id=1'],
  ];
  it('401 without a token, 403 for a member and for staff writes; nothing written', async () => {
    const before = await t.count('system_social_client');
    for (const [method, path] of routes) {
      const payload = method === 'POST' || method === 'PUT' ? { ...sample, id: 1 } : undefined;
      expect((await t.call({ method: method as any, url: api(path), payload })).code, path).toBe(401);
      expect((await t.call({ method: method as any, url: api(path), payload, token: member })).code, path).toBe(403);
    }
    expect((await post(sample, staff)).code).toBe(403);
    expect((await put({ ...sample, id: 1 }, staff)).code).toBe(403);
    expect((await del(1, staff)).code).toBe(403);
    expect((await get('social-client/page', staff)).code).toBe(0);
    expect((await get('social-user/page', staff)).code).toBe(0);
    expect(await t.count('system_social_client')).toBe(before);
  });
  it('has no write routes for social users', async () => {
    const res = await t.app.inject({ method: 'POST', url: api('social-user/create'), headers: { authorization: `Bearer ${admin}` }, payload: {} });
    expect(res.statusCode === 404 || res.json().code === 404).toBe(true);
  });
});

describe('social clients', () => {
  it('lists the seeded providers with secrets masked', async () => {
    const page = await get('social-client/page?pageSize=20');
    expect(page.data.total).toBe(7);
    expect(JSON.stringify(page)).not.toContain('gprs-social-demo-secret');
    const demo = page.data.list.find((c: any) => c.socialType === 99);
    expect(demo).toMatchObject({ clientId: 'gprs-social-demo', clientSecret: '******', status: 0 });
    expect(page.data.list.find((c: any) => c.socialType === 51).clientSecret).toBe('');
    expect((await get('social-client/page?status=0')).data.total).toBe(1);
  });

  it('creates, reads, updates (keeping a masked secret) and deletes', async () => {
    const created = await post(sample);
    expect(created).toMatchObject({ code: 0, data: expect.any(Number) });
    const id = created.data;
    const read = (await get(`social-client/get?id=${id}`)).data;
    expect(read).toEqual({ id, ...sample, clientSecret: '******', createTime: expect.any(Number) });
    const secret = async () => (await t.database.pool.query('select client_secret from system_social_client where id = $1', [id])).rows[0].client_secret;
    expect(await secret()).toBe('gh-very-secret');
    expect(await put({ ...read, name: 'GitHub 会员登录', agentId: 'agent-1' })).toMatchObject({ code: 0, data: true });
    expect(await secret()).toBe('gh-very-secret');
    expect((await get(`social-client/get?id=${id}`)).data).toMatchObject({ name: 'GitHub 会员登录', agentId: 'agent-1' });
    expect(await post(sample)).toMatchObject({ code: 1_002_018_003, msg: '社交客户端已存在配置' });
    expect((await post({ ...sample, userType: 2 })).code).toBe(1_002_018_003);
    expect(await del(id)).toMatchObject({ code: 0, data: true });
    expect((await get(`social-client/get?id=${id}`)).data).toBeNull();
    expect((await del(id)).code).toBe(1_002_018_002);
  });

  it('answers 400 for bad input and writes nothing', async () => {
    const before = await t.count('system_social_client');
    for (const bad of [{}, { ...sample, name: '' }, { ...sample, socialType: 7 }, { ...sample, userType: 3 }, { ...sample, clientId: '' }, { ...sample, clientSecret: '' }, { ...sample, status: 5 }, { ...sample, clientSecret: '******' }]) {
      expect((await post(bad)).code, JSON.stringify(bad)).toBe(400);
    }
    expect((await put(sample)).code).toBe(400);
    expect(await t.count('system_social_client')).toBe(before);
  });
});

describe('social users (read-only)', () => {
  it('pages and reads third-party identities without their tokens or codes', async () => {
    const { rows } = await t.database.pool.query(
      `insert into system_social_user (type, openid, token, raw_token_info, nickname, avatar, raw_user_info, code, state)
       values (51, 'gh-1001', 'tok-SECRET-1', '{"access_token":"tok-SECRET-1"}', '小红', 'https://a/1.png', '{"login":"xiaohong"}', 'code-SECRET', 'st'),
              (99, 'demo-2', 'tok-SECRET-2', null, '演示二号', '', null, '', '')
       returning id`,
    );
    const page = await get('social-user/page');
    expect(page.data.total).toBe(2);
    expect(JSON.stringify(page)).not.toMatch(/SECRET/);
    expect((await get('social-user/page?type=51')).data.list).toEqual([
      { id: Number(rows[0].id), type: 51, openid: 'gh-1001', nickname: '小红', avatar: 'https://a/1.png', rawUserInfo: '{"login":"xiaohong"}', createTime: expect.any(Number), updateTime: expect.any(Number) },
    ]);
    expect((await get(`social-user/page?nickname=${encodeURIComponent('演示')}`)).data.total).toBe(1);
    const one = await get(`social-user/get?id=${rows[1].id}`);
    expect(one.data).toMatchObject({ openid: 'demo-2', rawUserInfo: '' });
    expect(JSON.stringify(one)).not.toMatch(/SECRET/);
    expect((await get('social-user/get?id=999999')).data).toBeNull();
    expect((await get('social-user/page?type=abc')).code).toBe(400);
  });
});
