import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';

/**
 * The pickers' lists of the back office (users, roles, menus, departments, posts, mail accounts, SMS channels,
 * dictionary types) are console data: a site member's token must not read them (issue 15), staff and admin still do.
 */
const CONSOLE_LISTS = [
  '/system/user/list-all-simple',
  '/system/role/list-all-simple',
  '/system/menu/list-all-simple',
  '/system/dept/list-all-simple',
  '/system/post/list-all-simple',
  '/system/mail-account/list-all-simple',
  '/system/sms-channel/list-all-simple',
  '/system/dict-type/list-all-simple',
];

let t: TestApp;
let member: string;
let staff: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  [member, staff, admin] = await Promise.all([t.login('member', 'member123'), t.login('staff', 'staff123'), t.login('admin', 'admin123')]);
});
afterAll(() => t.close());

const get = (url: string, token?: string) => t.call({ method: 'GET', url: `/admin-api${url}`, token });

describe('back-office list-all-simple', () => {
  it.each(CONSOLE_LISTS)('%s: 401 anonymous, 403 member, a list for staff and admin', async (url) => {
    expect((await get(url)).code).toBe(401);
    expect(await get(url, member)).toMatchObject({ code: 403, data: null });
    const forStaff = await get(url, staff);
    expect(forStaff.code).toBe(0);
    expect(forStaff.data.length).toBeGreaterThan(0);
    expect((await get(url, admin)).data).toEqual(forStaff.data);
  });

  it('a role holding only the page that uses a picker may load it (部门管理 → leader picker, 邮件模板 → accounts)', async () => {
    const pool = t.database.pool;
    const { rows: [role] } = await pool.query(
      "insert into system_role (name, code, sort, type, data_scope, status) values ('只读部门', 'dept_reader', 9, 2, 1, 0) returning id",
    );
    const { rows: menus } = await pool.query(
      "select id from system_menu where permission in ('system:dept:query', 'system:mail-template:query')",
    );
    expect(menus).toHaveLength(2);
    for (const m of menus) await pool.query('insert into system_role_menu (role_id, menu_id) values ($1, $2)', [role.id, m.id]);
    const { rows: [me] } = await pool.query("select id from system_users where username = 'member'");
    await pool.query('insert into system_user_role (user_id, role_id) values ($1, $2)', [me.id, role.id]);
    try {
      expect((await get('/system/user/list-all-simple', member)).code).toBe(0);
      expect((await get('/system/mail-account/list-all-simple', member)).code).toBe(0);
      expect((await get('/system/role/list-all-simple', member)).code).toBe(403);
      expect((await get('/system/menu/list-all-simple', member)).code).toBe(403);
    } finally {
      await pool.query('delete from system_user_role where role_id = $1', [role.id]);
    }
  });

  it('the dictionary items stay readable for every signed-in user (the site loads them after sign-in)', async () => {
    expect((await get('/system/dict-data/list-all-simple', member)).code).toBe(0);
  });
});
