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

const api = (path: string) => `/admin-api/system/dept/${path}`;
const get = (path: string, token: string | undefined = admin) => t.call({ method: 'GET', url: api(path), token });
const post = (payload: unknown, token = admin) => t.call({ method: 'POST', url: api('create'), payload: payload as object, token });
const put = (payload: unknown, token = admin) => t.call({ method: 'PUT', url: api('update'), payload: payload as object, token });
const del = (id: number | string, token = admin) => t.call({ method: 'DELETE', url: api(`delete?id=${id}`), token });

async function idOf(name: string): Promise<number> {
  return (await t.database.pool.query('select id from system_dept where name = $1', [name])).rows[0].id;
}

describe('access', () => {
  const routes: [string, string][] = [
    ['GET', 'list'],
    ['GET', 'get?id=1'],
    ['POST', 'create'],
    ['PUT', 'update'],
    ['DELETE', 'delete?id=1'],
    ['GET', 'list-all-simple'],
  ];
  it('401 without a token', async () => {
    for (const [method, path] of routes) {
      expect((await t.call({ method: method as any, url: api(path), payload: method === 'POST' || method === 'PUT' ? {} : undefined })).code, path).toBe(401);
    }
  });
  it('403 for a member and for staff writes; nothing written', async () => {
    const before = await t.count('system_dept');
    const sample = { name: '新部门', parentId: 0, sort: 1, status: 0, id: 2 };
    for (const [method, path] of routes) {
      const payload = method === 'POST' || method === 'PUT' ? sample : undefined;
      expect((await t.call({ method: method as any, url: api(path), payload, token: member })).code, path).toBe(403);
    }
    expect((await post(sample, staff)).code).toBe(403);
    expect((await put(sample, staff)).code).toBe(403);
    expect((await del(2, staff)).code).toBe(403);
    expect((await get('list', staff)).code).toBe(0);
    expect(await t.count('system_dept')).toBe(before);
  });
});

describe('seeded tree', () => {
  it('lists the company tree flat with parentId, sorted', async () => {
    const res = await get('list');
    expect(res.code).toBe(0);
    const byName = new Map(res.data.map((d: any) => [d.name, d]));
    const root: any = byName.get('股票热搜科技');
    expect(root).toMatchObject({ parentId: 0, status: 0, phone: '15888888888', leaderUserId: 1 });
    const top = res.data.filter((d: any) => d.parentId === root.id).map((d: any) => d.name);
    expect(top).toEqual(['研发部', '产品部', '运营部', '市场部', '财务部']);
    expect((byName.get('内容运营组') as any).parentId).toBe((byName.get('运营部') as any).id);
    expect(Object.keys(root).sort()).toEqual(['createTime', 'email', 'id', 'leaderUserId', 'name', 'parentId', 'phone', 'sort', 'status']);
  });
  it('filters by name and status; pickers get enabled departments only', async () => {
    expect((await get(`list?name=${encodeURIComponent('运营')}`)).data.map((d: any) => d.name)).toEqual(['运营部', '内容运营组', '用户运营组']);
    expect((await get('list?status=1')).data).toEqual([]);
    const simple = await get('list-all-simple', staff);
    expect(simple.data.length).toBe((await get('list')).data.length);
    expect(Object.keys(simple.data[0]).sort()).toEqual(['id', 'name', 'parentId']);
    await t.database.pool.query("update system_dept set status = 1 where name = '财务部'");
    expect((await get('list-all-simple')).data.map((d: any) => d.name)).not.toContain('财务部');
    expect((await get('list?status=1')).data.map((d: any) => d.name)).toEqual(['财务部']);
    await t.database.pool.query("update system_dept set status = 0 where name = '财务部'");
  });
});

describe('dept CRUD', () => {
  it('creates under a parent, reads, updates and deletes', async () => {
    const parentId = await idOf('研发部');
    const created = await post({ name: '测试组', parentId, sort: 9, status: 0, leaderUserId: 1, phone: '13800000000', email: 'qa@gupiaoresou.cn' });
    expect(created).toMatchObject({ code: 0, data: expect.any(Number) });
    const id = created.data;
    expect((await get(`get?id=${id}`)).data).toEqual({ id, name: '测试组', parentId, sort: 9, status: 0, leaderUserId: 1, phone: '13800000000', email: 'qa@gupiaoresou.cn', createTime: expect.any(Number) });
    expect(await put({ id, name: '质量组', parentId, sort: 3, status: 1, email: '', phone: null })).toMatchObject({ code: 0, data: true });
    expect((await get(`get?id=${id}`)).data).toMatchObject({ name: '质量组', status: 1, email: null, phone: null, leaderUserId: null });
    expect(await del(id)).toMatchObject({ code: 0, data: true });
    expect((await get(`get?id=${id}`)).data).toBeNull();
    expect(await del(id)).toMatchObject({ code: 1_002_004_002, msg: '当前部门不存在' });
  });

  it('names are unique among siblings only', async () => {
    expect(await post({ name: '前端组', parentId: await idOf('研发部'), sort: 1, status: 0 })).toMatchObject({ code: 1_002_004_000, msg: '已经存在该名字的部门' });
    const other = await post({ name: '前端组', parentId: await idOf('市场部'), sort: 2, status: 0 });
    expect(other.code).toBe(0);
    expect((await put({ id: other.data, name: '品牌推广组', parentId: await idOf('市场部'), sort: 2, status: 0 })).code).toBe(1_002_004_000);
    await del(other.data);
  });

  it('refuses a missing parent, itself or a descendant as parent', async () => {
    const rd = await idOf('研发部');
    expect(await post({ name: 'x', parentId: 999_999, sort: 1, status: 0 })).toMatchObject({ code: 1_002_004_001 });
    expect(await put({ id: rd, name: '研发部', parentId: rd, sort: 1, status: 0 })).toMatchObject({ code: 1_002_004_004, msg: '不能设置自己为父部门' });
    expect(await put({ id: rd, name: '研发部', parentId: await idOf('后端组'), sort: 1, status: 0 })).toMatchObject({ code: 1_002_004_007 });
    expect((await put({ id: 999_999, name: 'x', parentId: 0, sort: 1, status: 0 })).code).toBe(1_002_004_002);
    expect((await post({ name: 'x', parentId: 0, sort: 1, status: 0, leaderUserId: 999_999 })).code).toBe(1_002_003_003);
    // moving a subtree elsewhere is fine
    expect((await put({ id: await idOf('数据组'), name: '数据组', parentId: await idOf('产品部'), sort: 5, status: 0 })).code).toBe(0);
    expect((await get(`get?id=${await idOf('数据组')}`)).data.parentId).toBe(await idOf('产品部'));
  });

  it('refuses to delete a department with children or users', async () => {
    expect(await del(await idOf('研发部'))).toMatchObject({ code: 1_002_004_003, msg: '存在子部门，无法删除' });
    expect(await del(await idOf('后端组'))).toMatchObject({ code: 1_002_004_008, msg: '部门中存在员工，无法删除' });
    expect(await t.count('system_dept')).toBe(14);
  });

  it('answers 400 for bad input and writes nothing', async () => {
    const before = await t.count('system_dept');
    const ok = { name: '新部门', parentId: 0, sort: 1, status: 0 };
    for (const bad of [{}, { ...ok, name: '' }, { ...ok, name: '名'.repeat(31) }, { ...ok, sort: -1 }, { ...ok, status: 3 }, { ...ok, email: 'not-mail' }, { ...ok, phone: '1'.repeat(12) }, { ...ok, parentId: -1 }]) {
      expect((await post(bad)).code, JSON.stringify(bad)).toBe(400);
    }
    expect((await put(ok)).code).toBe(400);
    expect((await get('get?id=0')).code).toBe(400);
    expect(await t.count('system_dept')).toBe(before);
  });
});
