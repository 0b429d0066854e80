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

const api = (path: string) => `/admin-api/system/${path}`;
const get = (path: string, token: string | undefined = admin) => t.call({ method: 'GET', url: api(path), token });
const send = (method: 'POST' | 'PUT', path: string, payload: unknown, token = admin) => t.call({ method, url: api(path), payload: payload as object, token });
const del = (id: number | string, token = admin) => t.call({ method: 'DELETE', url: api(`role/delete?id=${id}`), token });

async function roleId(code: string): Promise<number> {
  return (await t.database.pool.query('select id from system_role where code = $1', [code])).rows[0].id;
}
async function menuId(permissionOrName: string): Promise<number> {
  return (await t.database.pool.query('select id from system_menu where permission = $1 or name = $1 order by id limit 1', [permissionOrName])).rows[0].id;
}
async function readXlsx(buffer: Buffer): Promise<unknown[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buffer as any);
  const rows: unknown[][] = [];
  wb.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

const sample = { name: '编辑', code: 'editor', sort: 5, status: 0, remark: '编辑新闻' };

describe('access', () => {
  const routes: [string, string][] = [
    ['GET', 'role/page'],
    ['GET', 'role/get?id=1'],
    ['POST', 'role/create'],
    ['PUT', 'role/update'],
    ['DELETE', 'role/delete?id=1'],
    ['GET', 'role/export'],
    ['PUT', 'role/update-status'],
    ['GET', 'permission/list-role-menus?roleId=1'],
    ['POST', 'permission/assign-role-menu'],
    ['POST', 'permission/assign-role-data-scope'],
    ['GET', 'role/list-all-simple'],
  ];
  it('401 without a token', async () => {
    for (const [method, path] of routes) {
      expect((await t.call({ method: method as any, url: api(path), payload: method === 'POST' || method === 'PUT' ? {} : undefined })).code, path).toBe(401);
    }
  });
  it('403 for a member and for staff writes (no system:role:create …); nothing written', async () => {
    const operator = await roleId('operator');
    const before = [await t.count('system_role'), await t.count('system_role_menu')];
    const body = { ...sample, id: operator, roleId: operator, menuIds: [], dataScope: 1, status: 1 };
    for (const [method, path] of routes) {
      expect((await t.call({ method: method as any, url: api(path), payload: method === 'POST' || method === 'PUT' ? body : undefined, token: member })).code, path).toBe(403);
    }
    for (const [method, path] of routes.filter(([m, p]) => m !== 'GET' || p.startsWith('permission'))) {
      expect((await t.call({ method: method as any, url: api(path), payload: method === 'POST' || method === 'PUT' ? body : undefined, token: staff })).code, path).toBe(403);
    }
    expect((await get('role/page', staff)).code).toBe(0);
    expect([await t.count('system_role'), await t.count('system_role_menu')]).toEqual(before);
  });
});

describe('role CRUD', () => {
  it('seeded roles page, filter and picker', async () => {
    const page = await get('role/page');
    expect(page.data.list.map((r: any) => r.code)).toEqual(['super_admin', 'operator', 'common']);
    expect(page.data.list[1]).toMatchObject({ name: '运营人员', type: 2, dataScope: 4, dataScopeDeptIds: [], status: 0, createTime: expect.any(Number) });
    expect((await get('role/page?code=oper')).data.total).toBe(1);
    expect((await get(`role/page?name=${encodeURIComponent('管理员')}`)).data.list[0].code).toBe('super_admin');
    const simple = await get('role/list-all-simple', staff);
    expect(simple.data).toEqual([
      { id: await roleId('super_admin'), name: '超级管理员', code: 'super_admin' },
      { id: await roleId('operator'), name: '运营人员', code: 'operator' },
      { id: await roleId('common'), name: '普通角色', code: 'common' },
    ]);
  });

  it('creates a custom role, updates, switches it off and deletes it', async () => {
    const created = await send('POST', 'role/create', sample);
    expect(created).toMatchObject({ code: 0, data: expect.any(Number) });
    const id = created.data;
    expect((await get(`role/get?id=${id}`)).data).toEqual({ id, ...sample, type: 2, dataScope: 1, dataScopeDeptIds: [], createTime: expect.any(Number) });
    expect(await send('PUT', 'role/update', { ...sample, id, name: '主编', sort: 6 })).toMatchObject({ code: 0, data: true });
    expect((await get(`role/get?id=${id}`)).data).toMatchObject({ name: '主编', sort: 6, type: 2 });
    expect(await send('PUT', 'role/update-status', { id, status: 1 })).toMatchObject({ code: 0, data: true });
    expect((await get(`role/get?id=${id}`)).data.status).toBe(1);
    expect((await get('role/list-all-simple')).data.map((r: any) => r.id)).not.toContain(id);
    expect(await del(id)).toMatchObject({ code: 0, data: true });
    expect((await get(`role/get?id=${id}`)).data).toBeNull();
    expect(await del(id)).toMatchObject({ code: 1_002_002_000, msg: '角色不存在' });
    expect((await send('PUT', 'role/update-status', { id, status: 0 })).code).toBe(1_002_002_000);
  });

  it('name and code are unique; super_admin cannot be taken', async () => {
    expect(await send('POST', 'role/create', { ...sample, name: '运营人员' })).toMatchObject({ code: 1_002_002_001, msg: '已经存在名为【运营人员】的角色' });
    expect(await send('POST', 'role/create', { ...sample, code: 'operator' })).toMatchObject({ code: 1_002_002_002, msg: '已经存在标识为【operator】的角色' });
    const operator = await roleId('operator');
    expect((await send('PUT', 'role/update', { ...sample, id: operator, code: 'common' })).code).toBe(1_002_002_002);
    expect((await send('PUT', 'role/update', { ...sample, id: operator, code: 'super_admin', name: 'x' })).code).toBe(1_002_002_002);
  });

  it('built-in roles cannot be changed, switched off or deleted', async () => {
    for (const code of ['super_admin', 'common']) {
      const id = await roleId(code);
      expect(await send('PUT', 'role/update', { ...sample, id, code, name: `${code}x` })).toMatchObject({ code: 1_002_002_003, msg: '不能操作类型为系统内置的角色' });
      expect((await send('PUT', 'role/update-status', { id, status: 1 })).code).toBe(1_002_002_003);
      expect((await del(id)).code).toBe(1_002_002_003);
      expect((await send('POST', 'permission/assign-role-data-scope', { roleId: id, dataScope: 5 })).code).toBe(1_002_002_003);
    }
    expect((await get(`role/get?id=${await roleId('super_admin')}`)).data).toMatchObject({ name: '超级管理员', status: 0 });
  });

  it('answers 400 for bad input and writes nothing', async () => {
    const before = await t.count('system_role');
    for (const bad of [{}, { ...sample, name: '' }, { ...sample, code: ' ' }, { ...sample, sort: -1 }, { ...sample, status: 5 }, { ...sample, name: 'n'.repeat(31) }]) {
      expect((await send('POST', 'role/create', bad)).code, JSON.stringify(bad)).toBe(400);
    }
    expect((await send('PUT', 'role/update', sample)).code).toBe(400);
    expect((await send('PUT', 'role/update-status', { id: 1, status: 2 })).code).toBe(400);
    expect((await send('POST', 'permission/assign-role-menu', { roleId: 'x', menuIds: [] })).code).toBe(400);
    expect((await send('POST', 'permission/assign-role-data-scope', { roleId: 2, dataScope: 6 })).code).toBe(400);
    expect(await t.count('system_role')).toBe(before);
  });

  it('exports the filtered roles as xlsx with dictionary labels', async () => {
    const res = await t.app.inject({ method: 'GET', url: api('role/export?code=operator'), headers: { authorization: `Bearer ${admin}` } });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const rows = await readXlsx(res.rawPayload);
    expect(rows[0]).toEqual(['角色序号', '角色名称', '角色标志', '角色排序', '角色类型', '数据范围', '数据范围(指定部门数组)', '角色状态', '备注', '创建时间']);
    expect(rows.length).toBe(2);
    expect(rows[1].slice(1, 6)).toEqual(['运营人员', 'operator', 2, '自定义', '本部门及以下数据权限']);
  });
});

describe('role menus and data scope', () => {
  it('assign-role-menu replaces the grants; list-role-menus reads them; the holder gains or loses permissions at once', async () => {
    const id = (await send('POST', 'role/create', { ...sample, code: 'menus', name: '菜单测试' })).data;
    expect((await get(`permission/list-role-menus?roleId=${id}`)).data).toEqual([]);
    const ids = [await menuId('系统管理'), await menuId('角色管理'), await menuId('system:role:query'), await menuId('system:role:create')];
    expect(await send('POST', 'permission/assign-role-menu', { roleId: id, menuIds: [...ids, ids[0]] })).toMatchObject({ code: 0, data: true });
    expect((await get(`permission/list-role-menus?roleId=${id}`)).data).toEqual([...ids].sort((a, b) => a - b));
    // give staff the role: he may now create roles
    const staffId = (await t.database.pool.query("select id from system_users where username = 'staff'")).rows[0].id;
    await t.database.pool.query('insert into system_user_role (user_id, role_id) values ($1, $2)', [staffId, id]);
    const made = await send('POST', 'role/create', { ...sample, code: 'bystaff', name: '员工建的' }, staff);
    expect(made.code).toBe(0);
    expect(await send('POST', 'permission/assign-role-menu', { roleId: id, menuIds: ids.slice(0, 3) })).toMatchObject({ code: 0 });
    expect((await get(`permission/list-role-menus?roleId=${id}`)).data).toEqual(ids.slice(0, 3).sort((a, b) => a - b));
    expect((await send('POST', 'role/create', { ...sample, code: 'bystaff2', name: '员工建的2' }, staff)).code).toBe(403);
    expect((await send('POST', 'permission/assign-role-menu', { roleId: id, menuIds: [999_999] })).code).toBe(1_002_001_003);
    expect((await send('POST', 'permission/assign-role-menu', { roleId: 999_999, menuIds: [] })).code).toBe(1_002_002_000);
    expect((await get(`permission/list-role-menus?roleId=${id}`)).data.length).toBe(3);
    await send('POST', 'permission/assign-role-menu', { roleId: id, menuIds: [] });
    expect((await get(`permission/list-role-menus?roleId=${id}`)).data).toEqual([]);
    await del(made.data);
    await del(id);
  });

  it('assign-role-data-scope stores the scope; custom departments only with scope 2 and must exist', async () => {
    const id = (await send('POST', 'role/create', { ...sample, code: 'scope', name: '范围测试' })).data;
    const depts = (await t.database.pool.query("select id from system_dept where name in ('研发部', '财务部') order by id")).rows.map((r) => r.id);
    expect(await send('POST', 'permission/assign-role-data-scope', { roleId: id, dataScope: 2, dataScopeDeptIds: depts })).toMatchObject({ code: 0, data: true });
    expect((await get(`role/get?id=${id}`)).data).toMatchObject({ dataScope: 2, dataScopeDeptIds: depts });
    expect(await send('POST', 'permission/assign-role-data-scope', { roleId: id, dataScope: 3, dataScopeDeptIds: depts })).toMatchObject({ code: 0 });
    expect((await get(`role/get?id=${id}`)).data).toMatchObject({ dataScope: 3, dataScopeDeptIds: [] });
    expect((await send('POST', 'permission/assign-role-data-scope', { roleId: id, dataScope: 2, dataScopeDeptIds: [999_999] })).code).toBe(1_002_004_002);
    expect((await get(`role/get?id=${id}`)).data.dataScope).toBe(3);
    await del(id);
  });
});
