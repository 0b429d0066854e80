import ExcelJS from 'exceljs';
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

const api = (path: string) => `/admin-api/system/post/${path}`;
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

const sample = { code: 'qa', name: '测试工程师', sort: 9, status: 0, remark: '负责质量' };

describe('access', () => {
  const routes: [string, string][] = [
    ['GET', 'page'],
    ['GET', 'get?id=1'],
    ['POST', 'create'],
    ['PUT', 'update'],
    ['DELETE', 'delete?id=1'],
    ['GET', 'export'],
    ['GET', 'list-all-simple'],
  ];
  it('401 without a token', async () => {
    for (const [method, path] of routes) {
      expect((await t.call({ method: method as any, url: api(path), payload: method === 'POST' || method === 'PUT' ? {} : undefined })).code, path).toBe(401);
    }
  });
  it('403 for a member (the picker list too) and for staff writes; nothing written', async () => {
    const before = await t.count('system_post');
    for (const [method, path] of routes) {
      const payload = method === 'POST' || method === 'PUT' ? { ...sample, id: 1 } : undefined;
      expect((await t.call({ method: method as any, url: api(path), payload, token: member })).code, path).toBe(403);
    }
    expect((await post(sample, staff)).code).toBe(403);
    expect((await put({ ...sample, id: 1 }, staff)).code).toBe(403);
    expect((await del(1, staff)).code).toBe(403);
    expect((await get('page', staff)).code).toBe(0);
    expect(await t.count('system_post')).toBe(before);
  });
});

describe('seeded posts', () => {
  it('lists 董事长, 项目经理, 人力资源, 普通员工 for pickers', async () => {
    const res = await get('list-all-simple', staff);
    expect(res.code).toBe(0);
    expect(res.data.map((p: any) => p.name)).toEqual(['董事长', '项目经理', '人力资源', '普通员工']);
    expect(Object.keys(res.data[0]).sort()).toEqual(['id', 'name']);
    const page = await get('page?pageSize=10');
    expect(page.data.list.map((p: any) => p.code)).toEqual(['ceo', 'se', 'hr', 'user']);
  });
});

describe('post CRUD', () => {
  it('creates, reads, filters, updates and deletes', async () => {
    const created = await post(sample);
    expect(created).toMatchObject({ code: 0, data: expect.any(Number) });
    const id = created.data;
    expect((await get(`get?id=${id}`)).data).toEqual({ id, ...sample, createTime: expect.any(Number) });
    const { rows } = await t.database.pool.query('select creator, updater from system_post where id = $1', [id]);
    expect(rows[0]).toEqual({ creator: '1', updater: '1' });
    expect((await get('page?code=qa')).data).toMatchObject({ total: 1, list: [{ id }] });
    expect((await get(`page?name=${encodeURIComponent('测试')}`)).data.total).toBe(1);
    expect((await get('page?status=1')).data.total).toBe(0);
    expect(await put({ ...sample, id, name: '测试主管', status: 1, remark: null })).toMatchObject({ code: 0, data: true });
    expect((await get(`get?id=${id}`)).data).toMatchObject({ name: '测试主管', status: 1, remark: null });
    expect((await get('list-all-simple')).data.map((p: any) => p.id)).not.toContain(id);
    expect(await del(id)).toMatchObject({ code: 0, data: true });
    expect((await get(`get?id=${id}`)).data).toBeNull();
    expect(await del(id)).toMatchObject({ code: 1_002_005_000, msg: '当前岗位不存在' });
    expect((await put({ ...sample, id })).code).toBe(1_002_005_000);
  });

  it('refuses a duplicate code or name', async () => {
    expect(await post({ ...sample, code: 'ceo' })).toMatchObject({ code: 1_002_005_003, msg: '已经存在该标识的岗位' });
    expect(await post({ ...sample, name: '董事长' })).toMatchObject({ code: 1_002_005_002, msg: '已经存在该名字的岗位' });
    const id = (await post({ ...sample, code: 'dup' })).data;
    expect((await put({ ...sample, id, code: 'hr' })).code).toBe(1_002_005_003);
    expect((await put({ ...sample, id, code: 'dup', sort: 3 })).code).toBe(0);
    await del(id);
  });

  it('answers 400 for bad input and writes nothing', async () => {
    const before = await t.count('system_post');
    for (const bad of [{}, { ...sample, code: '' }, { ...sample, name: ' ' }, { ...sample, sort: -1 }, { ...sample, status: 2 }, { ...sample, code: 'c'.repeat(65) }, { ...sample, sort: '1a' }, { ...sample, sort: '' }]) {
      expect((await post(bad)).code, JSON.stringify(bad)).toBe(400);
    }
    expect((await put(sample)).code).toBe(400);
    expect((await get('get?id=abc')).code).toBe(400);
    expect((await del('x')).code).toBe(400);
    expect((await get('page?pageSize=500')).code).toBe(400);
    expect(await t.count('system_post')).toBe(before);
  });

  it('exports the filtered rows as xlsx', async () => {
    const res = await t.app.inject({ method: 'GET', url: api('export?status=0'), headers: { authorization: `Bearer ${admin}` } });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const rows = await readXlsx(res.rawPayload);
    expect(rows[0]).toEqual(['岗位序号', '岗位编码', '岗位名称', '岗位排序', '状态', '备注', '创建时间']);
    expect(rows.slice(1).map((r) => r[1])).toEqual(['ceo', 'se', 'hr', 'user']);
    expect(rows[1][4]).toBe('开启');
    const one = await readXlsx((await t.app.inject({ method: 'GET', url: api('export?code=hr'), headers: { authorization: `Bearer ${admin}` } })).rawPayload);
    expect(one.length).toBe(2);
  });
});
