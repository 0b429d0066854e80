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

const api = (path: string) => `/admin-api/system/oauth2-client/${path}`;
const get = (path: string, token: string | undefined = admin) => t.call({ method: 'GET', url: api(path), token });
const post = (payload: unknown, token = admin) => t.call({ method: 'POST', url: api('create'), payload: payload as object, token });
const put = (payload: unknown, token = admin) => t.call({ method: 'PUT', url: api('update'), payload: payload as object, token });
const del = (id: number | string, token = admin) => t.call({ method: 'DELETE', url: api(`delete?id=${id}`), token });

const sample = {
  clientId: 'quant-app',
  secret: 'quant-secret-1',
  name: '量化助手',
  logo: 'https://example.com/logo.png',
  description: '第三方量化工具',
  status: 0,
  accessTokenValiditySeconds: 3600,
  refreshTokenValiditySeconds: 86_400,
  redirectUris: ['https://quant.example.com/callback'],
  authorizedGrantTypes: ['authorization_code', 'refresh_token'],
  scopes: ['user.read'],
  autoApproveScopes: ['user.read'],
};

async function defaultId(): Promise<number> {
  const r = await t.database.pool.query("select id from system_oauth2_client where client_id = 'default'");
  return Number(r.rows[0].id);
}

describe('access', () => {
  const routes: [string, string][] = [
    ['GET', 'page'],
    ['GET', 'get?id=1'],
    ['POST', 'create'],
    ['PUT', 'update'],
    ['DELETE', 'delete?id=1'],
  ];
  it('401 without a token, 403 for a member and for staff writes; nothing written', async () => {
    const before = await t.count('system_oauth2_client');
    for (const [method, path] of routes) {
      const payload = method === 'POST' || method === 'PUT' ? { ...sample, id: 1 } : undefined;
      expect((await t.call({ method: method as any, url: api(path), payload })).code, path).toBe(401);
      expect((await t.call({ method: method as any, url: api(path), payload, token: member })).code, path).toBe(403);
    }
    expect((await post(sample, staff)).code).toBe(403);
    expect((await put({ ...sample, id: 1 }, staff)).code).toBe(403);
    expect((await del(1, staff)).code).toBe(403);
    expect((await get('page', staff)).code).toBe(0);
    expect(await t.count('system_oauth2_client')).toBe(before);
  });
});

describe('oauth2 client CRUD', () => {
  it('lists the seeded clients with the secret masked', async () => {
    const page = await get('page?pageSize=10');
    expect(page.code).toBe(0);
    expect(page.data.list.map((c: any) => c.clientId)).toEqual(['default', 'gprs-demo', 'stock-feed']);
    expect(page.data.list.every((c: any) => c.secret === '******')).toBe(true);
    expect(JSON.stringify(page)).not.toContain('admin123');
    expect(JSON.stringify(page)).not.toContain('gprs-demo-secret');
    expect((await get(`page?name=${encodeURIComponent('演示')}`)).data.total).toBe(1);
  });

  it('creates, reads, updates (keeping a masked secret) and deletes', async () => {
    const created = await post(sample);
    expect(created).toMatchObject({ code: 0, data: expect.any(Number) });
    const id = created.data;
    const read = await get(`get?id=${id}`);
    expect(read.data).toEqual({ id, ...sample, secret: '******', createTime: expect.any(Number) });
    const secretOf = async () => (await t.database.pool.query('select secret from system_oauth2_client where id = $1', [id])).rows[0].secret;
    expect(await secretOf()).toBe('quant-secret-1');
    expect(await put({ ...read.data, name: '量化助手 Pro', status: 1 })).toMatchObject({ code: 0, data: true });
    expect(await secretOf()).toBe('quant-secret-1');
    expect((await get(`get?id=${id}`)).data).toMatchObject({ name: '量化助手 Pro', status: 1 });
    expect((await put({ ...sample, id, secret: 'rotated' })).code).toBe(0);
    expect(await secretOf()).toBe('rotated');
    expect(await post({ ...sample, name: '重复' })).toMatchObject({ code: 1_002_020_001 });
    expect(await del(id)).toMatchObject({ code: 0, data: true });
    expect((await get(`get?id=${id}`)).data).toBeNull();
    expect((await del(id)).code).toBe(1_002_020_000);
  });

  it('protects the default client', async () => {
    const id = await defaultId();
    expect(await del(id)).toMatchObject({ code: 1_002_020_007 });
    const current = (await get(`get?id=${id}`)).data;
    expect((await put({ ...current, status: 1 })).code).toBe(1_002_020_007);
    expect((await put({ ...current, clientId: 'renamed' })).code).toBe(1_002_020_007);
    expect((await put({ ...current, accessTokenValiditySeconds: 1200 })).code).toBe(0);
    expect((await t.database.pool.query("select secret from system_oauth2_client where client_id = 'default'")).rows[0].secret).toBe('admin123');
  });

  it('answers 400 for bad input and writes nothing', async () => {
    const before = await t.count('system_oauth2_client');
    for (const bad of [
      {},
      { ...sample, clientId: '' },
      { ...sample, secret: ' ' },
      { ...sample, redirectUris: [] },
      { ...sample, redirectUris: ['not a url'] },
      { ...sample, authorizedGrantTypes: ['magic'] },
      { ...sample, authorizedGrantTypes: [] },
      { ...sample, autoApproveScopes: ['user.write'] },
      { ...sample, accessTokenValiditySeconds: 0 },
      { ...sample, status: 2 },
      { ...sample, secret: '******' },
    ]) {
      expect((await post(bad)).code, JSON.stringify(bad)).toBe(400);
    }
    expect((await put(sample)).code).toBe(400);
    expect((await get('get?id=abc')).code).toBe(400);
    expect(await t.count('system_oauth2_client')).toBe(before);
  });
});
