import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { getConfigFlag, getConfigNumber, getConfigValue } from './config.service';

let t: TestApp;
let admin: string;
let member: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', 'admin123');
  member = await t.login('member', 'member123');
});
afterAll(() => t.close());

const api = (path: string) => `/admin-api/infra/config/${path}`;
const get = (path: string, token: string | undefined = admin) => t.call({ method: 'GET', url: api(path), token });
const post = (payload: unknown, token = admin) => t.call({ method: 'POST', url: api('create'), payload: payload as object, token });
const put = (payload: unknown, token = admin) => t.call({ method: 'PUT', url: api('update'), payload: payload as object, token });
const del = (id: number | string, token = admin) => t.call({ method: 'DELETE', url: api(`delete?id=${id}`), token });

async function readXlsx(buffer: Buffer): Promise<unknown[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buffer as any);
  const rows: unknown[][] = [];
  wb.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

async function idOf(key: string): Promise<number> {
  const r = await t.database.pool.query('select id from infra_config where config_key = $1', [key]);
  return r.rows[0].id;
}

const sample = { category: 'stock', name: '龙虎榜-展示天数', key: 'stock.lhb.days', value: '5', visible: true, remark: '龙虎榜默认展示最近几个交易日' };

describe('access', () => {
  const adminOnly: [string, string][] = [
    ['GET', 'page'],
    ['GET', 'get?id=1'],
    ['POST', 'create'],
    ['PUT', 'update'],
    ['DELETE', 'delete?id=1'],
    ['GET', 'export'],
  ];
  it('every endpoint answers 401 without a token', async () => {
    for (const [method, path] of [...adminOnly, ['GET', 'get-value-by-key?key=system.user.register-enabled'] as [string, string]]) {
      const res = await t.call({ method: method as any, url: api(path), payload: method === 'POST' || method === 'PUT' ? {} : undefined });
      expect(res.code, `${method} ${path}`).toBe(401);
    }
  });
  it('a member gets 403 on the admin endpoints and writes nothing', async () => {
    const before = await t.count('infra_config');
    for (const [method, path] of adminOnly) {
      const payload = method === 'POST' || method === 'PUT' ? { ...sample, id: 1 } : undefined;
      expect((await t.call({ method: method as any, url: api(path), payload, token: member })).code, `${method} ${path}`).toBe(403);
    }
    expect(await t.count('infra_config')).toBe(before);
  });
});

describe('seeded configs', () => {
  it('include the stock and file settings', async () => {
    expect(await getConfigFlag(t.database.db, 'stock.market.simulator-enabled', false)).toBe(true);
    expect(await getConfigNumber(t.database.db, 'stock.hot.refresh-seconds', 0)).toBe(60);
    expect(await getConfigNumber(t.database.db, 'infra.file.max-size-mb', 0)).toBe(10);
    expect(await getConfigNumber(t.database.db, 'no.such.key', 7)).toBe(7);
    expect(await getConfigValue(t.database.db, 'system.user.init-password')).toBe('123456');
  });
});

describe('get-value-by-key', () => {
  it('gives any signed-in user a visible value', async () => {
    expect(await get('get-value-by-key?key=system.user.register-enabled', member)).toMatchObject({ code: 0, data: 'true' });
    expect(await get('get-value-by-key?key=stock.hot.refresh-seconds', admin)).toMatchObject({ code: 0, data: '60' });
  });
  it('refuses invisible configs, even to the super admin', async () => {
    for (const token of [member, admin]) {
      expect(await get('get-value-by-key?key=system.user.init-password', token)).toMatchObject({
        code: 1_001_000_004,
        msg: '获取参数配置失败，原因：不允许获取不可见配置',
        data: null,
      });
    }
  });
  it('answers null data for an unknown key and 400 without one', async () => {
    expect(await get('get-value-by-key?key=no.such.key', member)).toMatchObject({ code: 0, data: null });
    expect((await get('get-value-by-key', member)).code).toBe(400);
    expect((await get(`get-value-by-key?key=${'k'.repeat(101)}`, member)).code).toBe(400);
  });
});

describe('config CRUD', () => {
  it('creates a custom config, reads, pages, updates and deletes it', async () => {
    const created = await post(sample);
    expect(created.code).toBe(0);
    const got = await get(`get?id=${created.data}`);
    expect(got.data).toEqual({ id: created.data, category: 'stock', name: '龙虎榜-展示天数', key: 'stock.lhb.days', value: '5', type: 2, visible: true, remark: '龙虎榜默认展示最近几个交易日', createTime: expect.any(Number) });

    expect((await get('page?key=stock.lhb')).data).toMatchObject({ total: 1, list: [{ id: created.data }] });
    expect((await get(`page?name=${encodeURIComponent('龙虎榜')}`)).data.total).toBe(1);
    expect((await get('page?type=2&pageSize=100')).data.list.every((c: any) => c.type === 2)).toBe(true);
    expect((await get('page?type=1&pageSize=100')).data.list.map((c: any) => c.key)).toContain('system.user.init-password');
    const now = Date.now();
    expect((await get(`page?createTime[0]=${now - 60_000}&createTime[1]=${now + 60_000}&key=stock.lhb`)).data.total).toBe(1);
    expect((await get(`page?createTime[0]=0&createTime[1]=1000&key=stock.lhb`)).data.total).toBe(0);

    expect(await put({ ...sample, id: created.data, value: '10', visible: false, remark: null })).toMatchObject({ code: 0, data: true });
    expect((await get(`get?id=${created.data}`)).data).toMatchObject({ value: '10', visible: false, remark: null, type: 2 });
    expect((await get('get-value-by-key?key=stock.lhb.days')).code).toBe(1_001_000_004);

    expect(await del(created.data)).toMatchObject({ code: 0, data: true });
    expect((await get(`get?id=${created.data}`)).data).toBeNull();
    expect((await del(created.data)).code).toBe(1_001_000_001);
  });

  it('refuses a duplicate key on create and update', async () => {
    expect(await post({ ...sample, key: 'system.user.init-password' })).toMatchObject({ code: 1_001_000_002, msg: '参数配置 key 重复' });
    const id = (await post({ ...sample, key: 'stock.dup.test' })).data;
    expect((await put({ ...sample, id, key: 'stock.hot.refresh-seconds' })).code).toBe(1_001_000_002);
    expect((await put({ ...sample, id, key: 'stock.dup.test', value: '6' })).code).toBe(0);
    expect((await put({ ...sample, id: 999_999 })).code).toBe(1_001_000_001);
    await del(id);
  });

  it('refuses to delete a built-in config but lets it be edited', async () => {
    const id = await idOf('stock.hot.refresh-seconds');
    expect(await del(id)).toMatchObject({ code: 1_001_000_003, msg: '不能删除类型为系统内置的参数配置' });
    expect((await get(`get?id=${id}`)).data.type).toBe(1);
    expect((await put({ category: 'stock', name: '热搜-人气榜刷新间隔（秒）', key: 'stock.hot.refresh-seconds', value: '30', visible: true, id })).code).toBe(0);
    expect((await get(`get?id=${id}`)).data).toMatchObject({ value: '30', type: 1 });
  });

  it('answers 400 for bad input and writes nothing', async () => {
    const before = await t.count('infra_config');
    const bad = [
      {},
      { ...sample, category: undefined },
      { ...sample, name: '' },
      { ...sample, key: '  ' },
      { ...sample, value: '' },
      { ...sample, visible: undefined },
      { ...sample, visible: 'true' },
      { ...sample, value: 5 },
      { ...sample, key: "a'; drop table infra_config; --" },
      { ...sample, key: 'has space' },
      { ...sample, category: 'c'.repeat(51) },
      { ...sample, name: '名'.repeat(101) },
      { ...sample, key: `k${'e'.repeat(100)}` },
      { ...sample, value: 'v'.repeat(501) },
      { ...sample, remark: 'r'.repeat(501) },
    ];
    for (const payload of bad) {
      const res = await post(payload);
      expect(res.code, JSON.stringify(payload)).toBe(400);
    }
    expect((await put(sample)).code).toBe(400); // no id
    expect((await get('page?type=3')).code).toBe(400);
    expect((await get('get?id=-1')).code).toBe(400);
    expect((await del('x')).code).toBe(400);
    expect(await t.count('infra_config')).toBe(before);
  });

  it('stores SQL metacharacters in names and values literally', async () => {
    const value = `' OR 1=1; DROP TABLE infra_config; --`;
    const name = `"名称"; -- %_`;
    const id = (await post({ ...sample, key: 'stock.sql.meta', name, value })).data;
    expect((await get(`get?id=${id}`)).data).toMatchObject({ name, value });
    expect(await get('get-value-by-key?key=stock.sql.meta', member)).toMatchObject({ code: 0, data: value });
    expect((await get(`page?name=${encodeURIComponent('%_')}`)).data.list.map((c: any) => c.id)).toEqual([id]);
  });
});

describe('export', () => {
  it('returns the filtered configs as a real xlsx with labels', async () => {
    const res = await t.app.inject({ method: 'GET', url: api('export?key=system.user'), headers: { authorization: `Bearer ${admin}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="export.xlsx"; filename*=UTF-8''${encodeURIComponent('参数配置.xlsx')}`);
    const rows = await readXlsx(res.rawPayload);
    expect(rows[0]).toEqual(['参数配置序号', '参数分类', '参数名称', '参数键名', '参数键值', '系统内置', '是否可见', '备注', '创建时间']);
    const body = rows.slice(1).map((r) => [r[3], r[4], r[5], r[6]]);
    expect(body).toEqual([
      ['system.user.register-enabled', 'true', '系统内置', '是'],
      ['system.user.init-password', '123456', '系统内置', '否'],
    ]);
  });
  it('exports every config without paging', async () => {
    const res = await t.app.inject({ method: 'GET', url: api('export?pageNo=2&pageSize=1'), headers: { authorization: `Bearer ${admin}` } });
    expect((await readXlsx(res.rawPayload)).length - 1).toBe(await t.count('infra_config'));
  });
});
