import ExcelJS from 'exceljs';
import bcrypt from 'bcryptjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, multipart, type TestApp } from '../../../../test/test-app';

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
const del = (id: number | string, token = admin) => t.call({ method: 'DELETE', url: api(`user/delete?id=${id}`), token });
const me = (token: string) => t.call({ method: 'GET', url: '/admin-api/system/auth/get-permission-info', token });

async function q<T = any>(text: string, params: unknown[] = []): Promise<T[]> {
  return (await t.database.pool.query(text, params)).rows;
}
const deptId = async (name: string): Promise<number> => (await q('select id from system_dept where name = $1', [name]))[0].id;
const userId = async (username: string): Promise<number> => (await q('select id from system_users where username = $1', [username]))[0].id;
const postId = async (code: string): Promise<number> => (await q('select id from system_post where code = $1', [code]))[0].id;

async function readXlsx(buffer: Buffer): Promise<unknown[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buffer as any);
  const rows: unknown[][] = [];
  wb.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}
async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('用户');
  for (const r of rows) sheet.addRow(r);
  return Buffer.from((await wb.xlsx.writeBuffer()) as ArrayBuffer);
}
const download = (path: string, token = admin) => t.app.inject({ method: 'GET', url: api(path), headers: { authorization: `Bearer ${token}` } });

const sample = async () => ({
  username: 'zhaoliu',
  nickname: '赵六',
  deptId: await deptId('前端组'),
  postIds: [await postId('se')],
  email: 'zhaoliu@gupiaoresou.cn',
  mobile: '15611112222',
  sex: 1,
  remark: '新同事',
});

describe('access', () => {
  const routes: [string, string][] = [
    ['GET', 'user/page'],
    ['GET', 'user/get?id=1'],
    ['POST', 'user/create'],
    ['PUT', 'user/update'],
    ['DELETE', 'user/delete?id=2'],
    ['PUT', 'user/update-status'],
    ['PUT', 'user/update-password'],
    ['GET', 'user/export'],
    ['GET', 'user/get-import-template'],
    ['POST', 'user/import'],
    ['GET', 'permission/list-user-roles?userId=2'],
    ['POST', 'permission/assign-user-role'],
    ['GET', 'user/list-all-simple'],
  ];
  it('401 without a token', async () => {
    for (const [method, path] of routes) {
      expect((await t.call({ method: method as any, url: api(path), payload: method === 'POST' || method === 'PUT' ? {} : undefined })).code, path).toBe(401);
    }
  });
  it('403 for a member; staff may only read (no system:user:create/update/delete …); nothing written', async () => {
    const staffId = await userId('staff');
    const before = [await t.count('system_users'), await t.count('system_user_role'), await t.count('system_oauth2_access_token')];
    const body = { ...(await sample()), id: staffId, userId: staffId, roleIds: [], status: 1, password: 'hack1234' };
    for (const [method, path] of routes) {
      expect((await t.call({ method: method as any, url: api(path), payload: method === 'POST' || method === 'PUT' ? body : undefined, token: member })).code, path).toBe(403);
    }
    for (const [method, path] of routes.filter(([m, p]) => !['user/page', 'user/get?id=1', 'user/list-all-simple'].includes(p) && (m !== 'GET' || p !== 'user/export'))) {
      expect((await t.call({ method: method as any, url: api(path), payload: method === 'POST' || method === 'PUT' ? body : undefined, token: staff })).code, path).toBe(403);
    }
    expect((await get('user/page', staff)).code).toBe(0);
    expect([await t.count('system_users'), await t.count('system_user_role'), await t.count('system_oauth2_access_token')]).toEqual(before);
  });
});

describe('user page and reads', () => {
  it('admin pages back-office users (no members) with department names', async () => {
    const page = await get('user/page?pageSize=100');
    expect(page.code).toBe(0);
    const names = page.data.list.map((u: any) => u.username);
    expect(names).toEqual(expect.arrayContaining(['admin', 'staff', 'zhangsan', 'lisi', 'wangwu']));
    expect(names).not.toContain('member');
    const staffRow = page.data.list.find((u: any) => u.username === 'staff');
    expect(staffRow).toMatchObject({ nickname: '运营小王', deptName: '运营部', deptId: await deptId('运营部'), postIds: [await postId('user')], status: 0, sex: 1, mobile: '15687654321' });
    expect(staffRow).not.toHaveProperty('password');
    expect(typeof staffRow.createTime).toBe('number');
  });

  it('filters by username, mobile, status, time and department including sub-departments', async () => {
    expect((await get('user/page?username=zhang')).data.list.map((u: any) => u.username)).toEqual(['zhangsan']);
    expect((await get('user/page?mobile=1560000000')).data.total).toBe(3);
    expect((await get('user/page?status=1')).data.total).toBe(0);
    // around lisi's own creation time (the seeded template may be older than any fixed window of this run)
    const created: number = (await get('user/page?username=lisi')).data.list[0].createTime;
    expect((await get(`user/page?createTime[0]=${created - 1000}&createTime[1]=${created + 1000}&username=lisi`)).data.total).toBe(1);
    expect((await get(`user/page?createTime[0]=${created + 1000}&createTime[1]=${created + 60_000}&username=lisi`)).data.total).toBe(0);
    expect((await get('user/page?createTime[0]=0&createTime[1]=1000')).data.total).toBe(0);
    const ops = (await get(`user/page?deptId=${await deptId('运营部')}`)).data.list.map((u: any) => u.username).sort();
    expect(ops).toEqual(['lisi', 'staff']);
    expect((await get(`user/page?deptId=${await deptId('研发部')}`)).data.list.map((u: any) => u.username)).toEqual(['zhangsan']);
    expect((await get(`user/page?deptId=${await deptId('股票热搜科技')}`)).data.total).toBe(5);
    expect((await get('user/page?deptId=abc')).code).toBe(400);
  });

  it('get returns one user or null; list-all-simple gives enabled back-office users to the console pages', async () => {
    const id = await userId('zhangsan');
    expect((await get(`user/get?id=${id}`)).data).toMatchObject({ id, username: 'zhangsan', nickname: '张三', deptName: '后端组', postIds: [await postId('se')] });
    expect((await get(`user/get?id=${await userId('member')}`)).data).toBeNull();
    expect((await get('user/get?id=999999')).data).toBeNull();
    const simple = await get('user/list-all-simple', staff);
    expect(simple.data.find((u: any) => u.id === id)).toEqual({ id, nickname: '张三', deptId: await deptId('后端组'), deptName: '后端组' });
    expect(simple.data.map((u: any) => u.nickname)).not.toContain('股友小李');
  });
});

describe('data scope', () => {
  it('staff (operator: own department and below) sees only 运营部 users, in page and export', async () => {
    const page = await get('user/page?pageSize=100', staff);
    expect(page.data.list.map((u: any) => u.username).sort()).toEqual(['lisi', 'staff']);
    expect(page.data.total).toBe(2);
    expect((await get(`user/page?deptId=${await deptId('研发部')}`, staff)).data.total).toBe(0);
    const operator = (await q("select id from system_role where code = 'operator'"))[0].id;
    await q("insert into system_role_menu (role_id, menu_id) select $1, id from system_menu where permission = 'system:user:export'", [operator]);
    const rows = await readXlsx((await download('user/export', staff)).rawPayload);
    expect(rows.slice(1).map((r) => r[1]).sort()).toEqual(['lisi', 'staff']);
    await q("delete from system_role_menu where role_id = $1 and menu_id in (select id from system_menu where permission = 'system:user:export')", [operator]);
  });

  it('follows the role: own department only, custom departments, self only, all; several roles add up', async () => {
    const operator = (await q("select id from system_role where code = 'operator'"))[0].id;
    const seen = async () => (await get('user/page?pageSize=100', staff)).data.list.map((u: any) => u.username).sort();
    const scope = (dataScope: number, ids: number[] = []) => send('POST', 'permission/assign-role-data-scope', { roleId: operator, dataScope, dataScopeDeptIds: ids });
    expect((await scope(3)).code).toBe(0);
    expect(await seen()).toEqual(['staff']);
    expect((await scope(2, [await deptId('财务部')])).code).toBe(0);
    expect(await seen()).toEqual(['staff', 'wangwu']);
    expect((await scope(5)).code).toBe(0);
    expect(await seen()).toEqual(['staff']);
    await q("update system_users set dept_id = null where username = 'staff'");
    expect((await scope(3)).code).toBe(0);
    expect(await seen()).toEqual([]);
    await q("update system_users set dept_id = $1 where username = 'staff'", [await deptId('运营部')]);
    // a second role with data scope 2 on 研发部: the union
    const extra = (await send('POST', 'role/create', { name: '研发观察', code: 'rd_viewer', sort: 9 })).data;
    await scope(3);
    await send('POST', 'permission/assign-role-data-scope', { roleId: extra, dataScope: 2, dataScopeDeptIds: [await deptId('研发部'), await deptId('后端组')] });
    await send('POST', 'permission/assign-user-role', { userId: await userId('staff'), roleIds: [operator, extra] });
    expect(await seen()).toEqual(['staff', 'zhangsan']);
    await scope(1);
    expect((await seen()).length).toBe(5);
    await send('POST', 'permission/assign-user-role', { userId: await userId('staff'), roleIds: [operator] });
    // a role taken away ends the user's sessions: staff signs in again
    expect((await get('user/page', staff)).code).toBe(401);
    staff = await t.login('staff', 'staff123');
    await t.call({ method: 'DELETE', url: api(`role/delete?id=${extra}`), token: admin });
    await scope(4);
    expect(await seen()).toEqual(['lisi', 'staff']);
  });
});

describe('user writes', () => {
  it('creates with the configured initial password, reads, updates (not the password) and deletes', async () => {
    const body = await sample();
    const created = await send('POST', 'user/create', body);
    expect(created).toMatchObject({ code: 0, data: expect.any(Number) });
    const id = created.data;
    const row = (await q('select password, user_type, creator, status from system_users where id = $1', [id]))[0];
    expect(row).toMatchObject({ user_type: 2, creator: '1', status: 0 });
    expect(await bcrypt.compare('123456', row.password)).toBe(true);
    expect((await get(`user/get?id=${id}`)).data).toMatchObject({ ...body, deptName: '前端组' });
    await t.login('zhaoliu', '123456');

    const { username: _u, ...rest } = body;
    expect(await send('PUT', 'user/update', { ...rest, id, username: 'zhaoliu2', nickname: '赵六六', postIds: [], email: '', mobile: '', password: 'ignored1' })).toMatchObject({ code: 0, data: true });
    expect((await get(`user/get?id=${id}`)).data).toMatchObject({ username: 'zhaoliu2', nickname: '赵六六', postIds: [], email: '', mobile: '' });
    expect(await bcrypt.compare('123456', (await q('select password from system_users where id = $1', [id]))[0].password)).toBe(true);

    expect(await del(id)).toMatchObject({ code: 0, data: true });
    expect((await get(`user/get?id=${id}`)).data).toBeNull();
    expect((await del(id)).code).toBe(1_002_003_003);
    expect((await send('PUT', 'user/update', { ...rest, id, username: 'x1234' })).code).toBe(1_002_003_003);
  });

  it('creates with a given password; username, mobile and email must be free; department and posts must exist and be on', async () => {
    const body = await sample();
    const id = (await send('POST', 'user/create', { ...body, username: 'qianqi', mobile: '', email: '', password: 'qq123456' })).data;
    await t.login('qianqi', 'qq123456');
    expect(await send('POST', 'user/create', { ...body, username: 'qianqi' })).toMatchObject({ code: 1_002_003_000, msg: '用户账号已经存在' });
    expect(await send('POST', 'user/create', { ...body, username: 'member' })).toMatchObject({ code: 1_002_003_000 });
    expect((await send('POST', 'user/create', { ...body, mobile: '15687654321' })).code).toBe(1_002_003_001);
    expect((await send('POST', 'user/create', { ...body, email: 'staff@gupiaoresou.cn' })).code).toBe(1_002_003_002);
    expect((await send('POST', 'user/create', { ...body, deptId: 999_999 })).code).toBe(1_002_004_002);
    expect((await send('POST', 'user/create', { ...body, postIds: [999_999] })).code).toBe(1_002_005_000);
    await q("update system_dept set status = 1 where name = '前端组'");
    expect(await send('POST', 'user/create', body)).toMatchObject({ code: 1_002_004_006, msg: '部门(前端组)不处于开启状态，不允许选择' });
    await q("update system_dept set status = 0 where name = '前端组'");
    await q("update system_post set status = 1 where code = 'se'");
    expect((await send('POST', 'user/create', body)).code).toBe(1_002_005_001);
    await q("update system_post set status = 0 where code = 'se'");
    expect((await send('PUT', 'user/update', { ...body, id, username: 'staff' })).code).toBe(1_002_003_000);
    expect((await send('PUT', 'user/update', { ...body, id, username: 'qianqi', mobile: '15612345678' })).code).toBe(1_002_003_001);
    await del(id);
  });

  it('refuses to delete yourself or the super admin', async () => {
    expect(await del(1)).toMatchObject({ code: 1_002_003_010, msg: '不能删除当前登录的用户' });
    const id = (await send('POST', 'user/create', { ...(await sample()), username: 'sunba', mobile: '', email: '' })).data;
    await send('POST', 'permission/assign-user-role', { userId: id, roleIds: [(await q("select id from system_role where code = 'super_admin'"))[0].id] });
    const other = await t.login('sunba', '123456');
    expect(await del(1, other)).toMatchObject({ code: 1_002_003_011 });
    expect((await send('PUT', 'user/update-status', { id: 1, status: 1 }, other)).code).toBe(1_002_003_011);
    expect((await get('user/get?id=1')).data.status).toBe(0);
    expect((await del(id, admin)).code).toBe(0);
    expect((await me(other)).code).toBe(401);
  });

  it('disabling a user revokes his tokens; he cannot sign in until enabled again', async () => {
    const id = await userId('lisi');
    const token = await t.login('lisi', '123456');
    expect((await me(token)).code).toBe(0);
    expect(await send('PUT', 'user/update-status', { id, status: 1 })).toMatchObject({ code: 0, data: true });
    expect((await me(token)).code).toBe(401);
    expect((await q('select count(*)::int as n from system_oauth2_refresh_token where user_id = $1', [id]))[0].n).toBe(0);
    expect((await t.call({ method: 'POST', url: '/admin-api/system/auth/login', payload: { username: 'lisi', password: '123456' } })).code).toBe(1_002_000_001);
    expect((await send('PUT', 'user/update-status', { id, status: 0 })).code).toBe(0);
    await t.login('lisi', '123456');
    expect((await send('PUT', 'user/update-status', { id: 999_999, status: 1 })).code).toBe(1_002_003_003);
  });

  it('an admin resets a password: the old one stops working and the user is signed out', async () => {
    const id = await userId('wangwu');
    const token = await t.login('wangwu', '123456');
    expect(await send('PUT', 'user/update-password', { id, password: 'ww654321' })).toMatchObject({ code: 0, data: true });
    expect((await me(token)).code).toBe(401);
    await t.login('wangwu', 'ww654321');
    expect((await t.call({ method: 'POST', url: '/admin-api/system/auth/login', payload: { username: 'wangwu', password: '123456' } })).code).toBe(1_002_000_000);
    expect((await send('PUT', 'user/update-password', { id, password: 'x' })).code).toBe(400);
    expect((await send('PUT', 'user/update-password', { id: 999_999, password: 'abcd1234' })).code).toBe(1_002_003_003);
  });

  it('answers 400 for bad input and writes nothing', async () => {
    const before = await t.count('system_users');
    const ok = await sample();
    for (const bad of [
      {},
      { ...ok, username: 'ab' },
      { ...ok, username: 'bad name' },
      { ...ok, username: '中文名字' },
      { ...ok, nickname: '' },
      { ...ok, email: 'not-mail' },
      { ...ok, mobile: '12345' },
      { ...ok, sex: 3 },
      { ...ok, password: 'abc' },
      { ...ok, password: 'a'.repeat(17) },
      { ...ok, deptId: 'x' },
      { ...ok, postIds: ['a'] },
    ]) {
      expect((await send('POST', 'user/create', bad)).code, JSON.stringify(bad)).toBe(400);
    }
    expect((await send('PUT', 'user/update', ok)).code).toBe(400);
    expect((await send('PUT', 'user/update-status', { id: 2, status: 3 })).code).toBe(400);
    expect((await del('abc')).code).toBe(400);
    expect(await t.count('system_users')).toBe(before);
  });
});

describe('export and import', () => {
  it('exports the filtered users as xlsx', async () => {
    const res = await download(`user/export?deptId=${await deptId('运营部')}`);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const rows = await readXlsx(res.rawPayload);
    expect(rows[0]).toEqual(['用户编号', '用户名称', '用户昵称', '部门名称', '用户邮箱', '手机号码', '用户性别', '帐号状态', '最后登录IP', '最后登录时间', '创建时间']);
    expect(rows.slice(1).map((r) => r[1]).sort()).toEqual(['lisi', 'staff']);
    const staffRow = rows.find((r) => r[1] === 'staff')!;
    expect(staffRow.slice(2, 8)).toEqual(['运营小王', '运营部', 'staff@gupiaoresou.cn', '15687654321', '男', '开启']);
  });

  it('offers an import template that imports as is', async () => {
    const res = await download('user/get-import-template');
    expect(res.headers['content-disposition']).toContain('filename*=');
    const rows = await readXlsx(res.rawPayload);
    expect(rows[0]).toEqual(['登录名称', '用户名称', '部门编号', '用户邮箱', '手机号码', '用户性别', '帐号状态']);
    expect(rows.length).toBe(3);
    const body = multipart({ name: '用户导入模板.xlsx', content: res.rawPayload });
    const imported = await t.call({ method: 'POST', url: api('user/import'), payload: body.payload, headers: body.headers, token: admin });
    expect(imported).toMatchObject({ code: 0, data: { createUsernames: ['gprs', 'stock'], updateUsernames: [], failureUsernames: {} } });
    expect((await get(`user/get?id=${await userId('stock')}`)).data).toMatchObject({ nickname: '热搜股民', sex: 2, status: 1, deptName: '股票热搜科技' });
  });

  it('imports row by row: a failing row writes nothing, the others go in; updateSupport updates known users', async () => {
    const file = await xlsx([
      ['登录名称', '用户名称', '部门编号', '用户邮箱', '手机号码', '用户性别', '帐号状态'],
      ['imp001', '导入一', await deptId('数据组'), 'imp001@gupiaoresou.cn', '13700000001', '男', '开启'],
      ['imp002', '导入二', 999999, '', '', '女', '开启'],
      ['imp003', '', '', '', '', '', ''],
      ['zhangsan', '张三丰', await deptId('后端组'), '', '', '男', '开启'],
      ['imp004', '导入四', '', 'bad-mail', '', '', ''],
      ['imp005', '导入五', '', '', '15687654321', '', ''],
      ['imp006', '导入六', '', '', '', '2', '1'],
    ]);
    const before = await t.count('system_users');
    const body = multipart({ name: 'users.xlsx', content: file });
    const res = await t.call({ method: 'POST', url: api('user/import?updateSupport=false'), payload: body.payload, headers: body.headers, token: admin });
    expect(res.code).toBe(0);
    expect(res.data.createUsernames).toEqual(['imp001', 'imp006']);
    expect(res.data.updateUsernames).toEqual([]);
    expect(res.data.failureUsernames).toEqual({
      imp002: '当前部门不存在',
      imp003: expect.stringContaining('用户昵称不能为空'),
      zhangsan: '用户账号已经存在',
      imp004: expect.stringContaining('邮箱格式不正确'),
      imp005: '手机号已经存在',
    });
    expect(await t.count('system_users')).toBe(before + 2);
    expect((await get(`user/get?id=${await userId('imp001')}`)).data).toMatchObject({ nickname: '导入一', deptName: '数据组', sex: 1, status: 0, mobile: '13700000001' });
    expect((await get(`user/get?id=${await userId('imp006')}`)).data).toMatchObject({ sex: 2, status: 1 });
    await t.login('imp001', '123456');
    expect((await get('user/get?id=' + (await userId('zhangsan')))).data.nickname).toBe('张三');

    const again = multipart({ name: 'users.xlsx', content: file });
    const updated = await t.call({ method: 'POST', url: api('user/import?updateSupport=true'), payload: again.payload, headers: again.headers, token: admin });
    expect(updated.data.createUsernames).toEqual([]);
    expect(updated.data.updateUsernames).toEqual(['imp001', 'zhangsan', 'imp006']);
    expect(Object.keys(updated.data.failureUsernames)).toEqual(['imp002', 'imp003', 'imp004', 'imp005']);
    expect((await get('user/get?id=' + (await userId('zhangsan')))).data.nickname).toBe('张三丰');
  });

  it('refuses an empty sheet, a non-xlsx file and a missing file; a member username is never updated', async () => {
    const empty = multipart({ name: 'e.xlsx', content: await xlsx([['登录名称', '用户名称']]) });
    expect((await t.call({ method: 'POST', url: api('user/import'), payload: empty.payload, headers: empty.headers, token: admin })).code).toBe(1_002_003_004);
    const text = multipart({ name: 'e.xlsx', content: Buffer.from('not a workbook') });
    expect((await t.call({ method: 'POST', url: api('user/import'), payload: text.payload, headers: text.headers, token: admin })).code).toBe(400);
    expect((await t.call({ method: 'POST', url: api('user/import'), payload: {}, token: admin })).code).toBe(400);
    const m = multipart({ name: 'm.xlsx', content: await xlsx([['登录名称', '用户名称'], ['member', '改名']]) });
    const res = await t.call({ method: 'POST', url: api('user/import?updateSupport=true'), payload: m.payload, headers: m.headers, token: admin });
    expect(res.data.failureUsernames).toEqual({ member: '用户账号已经存在' });
  });
});

describe('user roles', () => {
  it('assign-user-role replaces the roles; list-user-roles reads them; grants apply at once', async () => {
    const id = await userId('zhangsan');
    const operator = (await q("select id from system_role where code = 'operator'"))[0].id;
    const common = (await q("select id from system_role where code = 'common'"))[0].id;
    // the demo seed may give zhangsan a role for the workflow demo: start from none
    expect((await send('POST', 'permission/assign-user-role', { userId: id, roleIds: [] })).code).toBe(0);
    expect((await get(`permission/list-user-roles?userId=${id}`)).data).toEqual([]);
    const token = await t.login('zhangsan', '123456');
    expect((await get('user/page', token)).code).toBe(403);
    expect(await send('POST', 'permission/assign-user-role', { userId: id, roleIds: [operator, common, operator] })).toMatchObject({ code: 0, data: true });
    expect((await get(`permission/list-user-roles?userId=${id}`)).data).toEqual([operator, common].sort((a, b) => a - b));
    expect((await get('user/page', token)).code).toBe(0);
    expect(await send('POST', 'permission/assign-user-role', { userId: id, roleIds: [common] })).toMatchObject({ code: 0 });
    expect((await get(`permission/list-user-roles?userId=${id}`)).data).toEqual([common]);
    // taking a role away ended the session; signed in again, the remaining role does not grant the page
    expect((await get('user/page', token)).code).toBe(401);
    expect((await get('user/page', await t.login('zhangsan', '123456'))).code).toBe(403);
    expect((await send('POST', 'permission/assign-user-role', { userId: id, roleIds: [999_999] })).code).toBe(1_002_002_000);
    expect((await get(`permission/list-user-roles?userId=${id}`)).data).toEqual([common]);
    expect((await send('POST', 'permission/assign-user-role', { userId: 999_999, roleIds: [] })).code).toBe(1_002_003_003);
    expect((await send('POST', 'permission/assign-user-role', { userId: await userId('member'), roleIds: [operator] })).code).toBe(1_002_003_003);
    expect((await send('POST', 'permission/assign-user-role', { userId: id, roleIds: 'x' })).code).toBe(400);
    expect((await send('POST', 'permission/assign-user-role', { userId: id })).code).toBe(0);
    expect((await get(`permission/list-user-roles?userId=${id}`)).data).toEqual([]);
  });
});
