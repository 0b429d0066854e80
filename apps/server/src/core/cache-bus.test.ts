import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createTestApp, type TestApp } from '../../test/test-app';
import { CacheBus, ProcessCache, parseCacheTopics } from './cache-bus';

describe('parseCacheTopics', () => {
  it('reads the known topics of the transaction setting once each', () => {
    expect(parseCacheTopics('auth,dict,auth,')).toEqual(['auth', 'dict']);
    expect(parseCacheTopics('')).toEqual([]);
    expect(parseCacheTopics(null)).toEqual([]);
    expect(parseCacheTopics('other,dict')).toEqual(['dict']);
  });
});

describe('ProcessCache without a listening bus', () => {
  it('loads every time: nothing can tell it when to forget', async () => {
    const bus = new CacheBus(null, { warn: () => undefined });
    await bus.start();
    const cache = new ProcessCache<string, number>(bus, ['auth']);
    let loads = 0;
    await cache.get('k', async () => ++loads);
    await cache.get('k', async () => ++loads);
    expect(loads).toBe(2);
    expect(cache.size).toBe(0);
  });
});

// Two server instances on one database, as in production behind a load balancer.
let a: TestApp;
let b: FastifyInstance;
beforeAll(async () => {
  a = await createTestApp();
  b = await buildApp({ config: { ...loadConfig({}), webDist: '/nonexistent' }, db: a.database.db, logger: false });
  await b.ready();
});
afterAll(async () => {
  await b.close();
  await a.close();
});

const callB = async (options: InjectOptions & { token?: string }) => {
  const { token, ...rest } = options;
  const res = await b.inject({ ...rest, headers: token ? { authorization: `Bearer ${token}` } : {} } as InjectOptions);
  return res.json() as { code: number; data: any };
};
const infoCode = async (app: 'a' | 'b', token: string) => {
  const options = { method: 'GET' as const, url: '/admin-api/system/auth/get-permission-info', token };
  return (app === 'a' ? await a.call(options) : await callB(options)).code;
};
const pollB = (check: () => Promise<unknown>) => expect.poll(check, { timeout: 1000, interval: 20 });

describe('caches across instances (LISTEN/NOTIFY)', () => {
  it('both instances have the bus listening', () => {
    expect(a.app.cacheBus.listening).toBe(true);
    expect(b.cacheBus.listening).toBe(true);
  });

  it('a staff user disabled on one instance is refused by the writer at once and by the other within a second', async () => {
    const admin = await a.login('admin', 'admin123');
    const member = await a.login('staff', 'staff123');
    // both instances have the member's token cached now
    expect(await infoCode('a', member)).toBe(0);
    expect(await infoCode('b', member)).toBe(0);
    const id = (await a.database.pool.query("select id from system_users where username = 'staff'")).rows[0].id as number;
    expect((await a.call({ method: 'PUT', url: '/admin-api/system/user/update-status', token: admin, payload: { id, status: 1 } })).code).toBe(0);
    expect(await infoCode('a', member)).toBe(401);
    await pollB(() => infoCode('b', member)).toBe(401);
    await a.call({ method: 'PUT', url: '/admin-api/system/user/update-status', token: admin, payload: { id, status: 0 } });
  });

  it('a logout on one instance revokes the token on the other', async () => {
    const staff = await a.login('staff', 'staff123');
    expect(await infoCode('b', staff)).toBe(0);
    expect((await a.call({ method: 'POST', url: '/admin-api/system/auth/logout', token: staff })).code).toBe(0);
    await pollB(() => infoCode('b', staff)).toBe(401);
  });

  it('a write made outside the server (plain SQL) reaches both caches', async () => {
    const staff = await a.login('staff', 'staff123');
    expect(await infoCode('a', staff)).toBe(0);
    expect(await infoCode('b', staff)).toBe(0);
    await a.database.pool.query("update system_users set status = 1 where username = 'staff'");
    await pollB(() => infoCode('a', staff)).toBe(401);
    await pollB(() => infoCode('b', staff)).toBe(401);
    await a.database.pool.query("update system_users set status = 0 where username = 'staff'");
    await pollB(() => infoCode('b', staff)).toBe(0);
  });

  it('menus of get-permission-info follow a menu edit', async () => {
    const admin = await a.login('admin', 'admin123');
    const menus = async (app: 'a' | 'b') => {
      const options = { method: 'GET' as const, url: '/admin-api/system/auth/get-permission-info', token: admin };
      const res = app === 'a' ? await a.call(options) : await callB(options);
      return JSON.stringify(res.data.menus).includes('缓存测试目录');
    };
    expect(await menus('a')).toBe(false);
    expect(await menus('b')).toBe(false);
    const created = await a.call({
      method: 'POST',
      url: '/admin-api/system/menu/create',
      token: admin,
      payload: { name: '缓存测试目录', type: 1, sort: 99, parentId: 0, path: '/cache-test', icon: '', status: 0, visible: true, keepAlive: true, alwaysShow: true },
    });
    expect(created.code).toBe(0);
    expect(await menus('a')).toBe(true);
    await pollB(() => menus('b')).toBe(true);
  });

  it('dictionary data added on one instance is listed by both', async () => {
    const admin = await a.login('admin', 'admin123');
    const labels = async (app: 'a' | 'b') => {
      const options = { method: 'GET' as const, url: '/admin-api/system/dict-data/list-all-simple', token: admin };
      const res = app === 'a' ? await a.call(options) : await callB(options);
      return (res.data as { label: string }[]).some((d) => d.label === '缓存测试值');
    };
    expect(await labels('a')).toBe(false);
    expect(await labels('b')).toBe(false);
    const created = await a.call({
      method: 'POST',
      url: '/admin-api/system/dict-data/create',
      token: admin,
      payload: { dictType: 'common_status', label: '缓存测试值', value: '77', sort: 9, status: 0, colorType: '', cssClass: '', remark: '' },
    });
    expect(created.code).toBe(0);
    expect(await labels('a')).toBe(true);
    await pollB(() => labels('b')).toBe(true);
  });
});
