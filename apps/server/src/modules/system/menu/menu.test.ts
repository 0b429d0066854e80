import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { flattenMenus } from '../../../db/seed/menus';

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

const api = (path: string) => `/admin-api/system/menu/${path}`;
const get = (path: string, token: string | undefined = admin) => t.call({ method: 'GET', url: api(path), token });
const post = (payload: unknown, token = admin) => t.call({ method: 'POST', url: api('create'), payload: payload as object, token });
const put = (payload: unknown, token = admin) => t.call({ method: 'PUT', url: api('update'), payload: payload as object, token });
const del = (id: number | string, token = admin) => t.call({ method: 'DELETE', url: api(`delete?id=${id}`), token });

async function idOf(name: string): Promise<number> {
  return (await t.database.pool.query('select id from system_menu where name = $1 order by id limit 1', [name])).rows[0].id;
}

const page = (parentId: number) => ({ name: '测试页面', type: 2, sort: 9, parentId, path: 'qa', component: 'system/qa/index', componentName: 'SystemQa', icon: 'ep:edit', status: 0 });

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
  it('403 for a member and for staff writes (no system:menu:create/update/delete); nothing written', async () => {
    const before = await t.count('system_menu');
    const body = { ...page(await idOf('系统管理')), id: 1 };
    for (const [method, path] of routes) {
      expect((await t.call({ method: method as any, url: api(path), payload: method === 'POST' || method === 'PUT' ? body : undefined, token: member })).code, path).toBe(403);
    }
    expect((await post(body, staff)).code).toBe(403);
    expect((await put(body, staff)).code).toBe(403);
    expect((await del(1, staff)).code).toBe(403);
    expect((await get('list', staff)).code).toBe(0);
    expect(await t.count('system_menu')).toBe(before);
  });
});

describe('lists', () => {
  it('list gives every menu flat with the form fields; filters by name and status', async () => {
    const all = await get('list');
    expect(all.data.length).toBe(flattenMenus().length);
    const user = all.data.find((m: any) => m.name === '用户管理');
    expect(user).toMatchObject({ type: 2, path: 'user', component: 'system/user/index', componentName: 'SystemUser', icon: 'ep:avatar', status: 0, visible: true, keepAlive: true, alwaysShow: true, permission: '' });
    expect(all.data.find((m: any) => m.permission === 'system:user:create')).toMatchObject({ type: 3, parentId: user.id, component: '' });
    const found = await get(`list?name=${encodeURIComponent('用户')}`);
    expect(found.data.map((m: any) => m.name)).toContain('用户管理');
    expect(found.data.every((m: any) => m.name.includes('用户'))).toBe(true);
    expect((await get('list?status=1')).data).toEqual([]);
  });

  it('list-all-simple gives enabled dirs, menus and buttons, dropping disabled subtrees', async () => {
    const simple = await get('list-all-simple', staff);
    expect(simple.data.length).toBe(flattenMenus().length);
    expect(Object.keys(simple.data[0]).sort()).toEqual(['id', 'name', 'parentId', 'type']);
    expect(new Set(simple.data.map((m: any) => m.type))).toEqual(new Set([1, 2, 3]));
    await t.database.pool.query("update system_menu set status = 1 where name = '审计日志'");
    const names = (await get('list-all-simple')).data.map((m: any) => m.name);
    expect(names).not.toContain('审计日志');
    expect(names).not.toContain('登录日志');
    expect(names).not.toContain('登录日志查询');
    expect((await get('list?status=1')).data.map((m: any) => m.name)).toEqual(['审计日志']);
    await t.database.pool.query("update system_menu set status = 0 where name = '审计日志'");
  });
});

describe('menu CRUD', () => {
  it('creates a page and a button below it, updates, and deletes bottom-up (role grants go too)', async () => {
    const system = await idOf('系统管理');
    const created = await post(page(system));
    expect(created).toMatchObject({ code: 0, data: expect.any(Number) });
    const id = created.data;
    expect((await get(`get?id=${id}`)).data).toEqual({ id, ...page(system), permission: '', visible: true, keepAlive: true, alwaysShow: true, createTime: expect.any(Number) });
    const button = await post({ name: '测试查询', type: 3, sort: 1, parentId: id, permission: 'system:qa:query', status: 0, path: 'ignored', component: 'ignored' });
    expect(button.code).toBe(0);
    expect((await get(`get?id=${button.data}`)).data).toMatchObject({ path: '', component: '', permission: 'system:qa:query' });
    expect(await put({ ...page(system), id, name: '质量页面', visible: false, keepAlive: false })).toMatchObject({ code: 0, data: true });
    expect((await get(`get?id=${id}`)).data).toMatchObject({ name: '质量页面', visible: false, keepAlive: false });

    const operator = (await t.database.pool.query("select id from system_role where code = 'operator'")).rows[0].id;
    await t.database.pool.query('insert into system_role_menu (role_id, menu_id) values ($1, $2), ($1, $3)', [operator, id, button.data]);
    expect(await del(id)).toMatchObject({ code: 1_002_001_004, msg: '存在子菜单，无法删除' });
    expect(await del(button.data)).toMatchObject({ code: 0, data: true });
    expect(await del(id)).toMatchObject({ code: 0, data: true });
    expect((await t.database.pool.query('select count(*)::int as n from system_role_menu where menu_id in ($1, $2)', [id, button.data])).rows[0].n).toBe(0);
    expect((await get(`get?id=${id}`)).data).toBeNull();
    expect((await del(id)).code).toBe(1_002_001_003);
  });

  it('names are unique among siblings', async () => {
    const system = await idOf('系统管理');
    expect(await post({ ...page(system), name: '用户管理' })).toMatchObject({ code: 1_002_001_000, msg: '已经存在该名字的菜单' });
    const elsewhere = await post({ ...page(await idOf('基础设施')), name: '用户管理' });
    expect(elsewhere.code).toBe(0);
    expect((await put({ ...page(await idOf('基础设施')), id: elsewhere.data, name: '参数配置' })).code).toBe(1_002_001_000);
    await del(elsewhere.data);
  });

  it('refuses a missing parent, itself or a descendant as parent', async () => {
    const system = await idOf('系统管理');
    expect((await post(page(999_999))).code).toBe(1_002_001_001);
    expect(await put({ ...page(system), id: system, name: '系统管理', type: 1, path: '/system' })).toMatchObject({ code: 1_002_001_002, msg: '不能设置自己为父菜单' });
    expect((await put({ ...page(await idOf('用户管理')), id: system, name: '系统管理', type: 1, path: '/system' })).code).toBe(1_002_001_005);
    expect((await put({ ...page(system), id: 999_999 })).code).toBe(1_002_001_003);
  });

  it('answers 400 for bad input (component for a menu, permission for a button) and writes nothing', async () => {
    const before = await t.count('system_menu');
    const ok = page(await idOf('系统管理'));
    for (const bad of [
      {},
      { ...ok, name: '' },
      { ...ok, type: 4 },
      { ...ok, component: '' },
      { ...ok, path: '' },
      { ...ok, type: 3, permission: '' },
      { ...ok, type: 1, path: '' },
      { ...ok, status: 2 },
      { ...ok, parentId: -1 },
      { ...ok, name: 'n'.repeat(51) },
      { ...ok, visible: 'yes' },
    ]) {
      expect((await post(bad)).code, JSON.stringify(bad)).toBe(400);
    }
    expect((await post({ ...ok, component: '' })).msg).toContain('组件路径不能为空');
    expect((await put(ok)).code).toBe(400);
    expect(await t.count('system_menu')).toBe(before);
  });
});
