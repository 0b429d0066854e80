import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_PAGE_META, type MenuVO } from '@gprs/contract';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { ADMIN_MENUS, flattenMenus, operatorGrant } from '../../../db/seed/menus';

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

const info = (token: string) => t.call({ method: 'GET', url: '/admin-api/system/auth/get-permission-info', token });

function walk(menus: MenuVO[], visit: (m: MenuVO, siblings: MenuVO[]) => void) {
  for (const m of menus) {
    visit(m, menus);
    if (m.children) walk(m.children, visit);
  }
}

describe('menu seed', () => {
  const flat = flattenMenus();

  it('covers every area of the console with yudao path and component conventions', () => {
    expect(ADMIN_MENUS.map((m) => m.path)).toEqual(['/stock-data', '/system', '/infra', '/bpm', '/mall', '/trade', '/pay']);
    // an admin directory must never shadow a public page of the site
    for (const m of ADMIN_MENUS) expect(Object.keys(PUBLIC_PAGE_META)).not.toContain(m.path);
    expect(ADMIN_MENUS.map((m) => m.name)).toEqual(['股票数据', '系统管理', '基础设施', '工作流程', '商品中心', '交易中心', '支付中心']);
    for (const top of ADMIN_MENUS) expect(top).toMatchObject({ type: 1, component: null });
    for (const m of flat.filter((x) => x.parent)) {
      if (m.type === 2 && (m.path ?? '').startsWith('https://')) {
        // an external link (yudao: the URL is the path, opened in a new tab): no component, no buttons
        expect(m.component ?? null).toBeNull();
        expect(m.children ?? []).toEqual([]);
        continue;
      }
      if (m.type !== 3) expect(m.path, m.name).toMatch(/^[a-z0-9-]+$/);
      if (m.type === 2) {
        expect(m.component, m.name).toMatch(/^[a-z]+(\/[A-Za-z0-9]+)*\/index$/);
        expect(m.componentName, m.name).toMatch(/^[A-Z][A-Za-z0-9]+$/);
        expect(m.children?.some((b) => b.type === 3 && b.permission?.endsWith(':query')), m.name).toBe(true);
      }
      if (m.type === 3) expect(m.permission, m.name).toMatch(/^[a-z]+:[a-z0-9-]+:[a-z-]+$/);
    }
    const perms = new Set(flat.map((m) => m.permission).filter(Boolean));
    for (const p of [
      'system:user:create',
      'system:role:delete',
      'system:menu:update',
      'system:dict:export',
      'system:notify-template:query',
      'system:notify-message:query',
      'system:login-log:query',
      'infra:config:export',
      'infra:job:create',
      'infra:codegen:query',
      'bpm:model:create',
      'stock:stock:query',
      'stock:concept:update',
      'stock:news:delete',
      'stock:information:create',
      'stock:announcement:query',
      'stock:essay:audit',
      'stock:navigation:update',
      'stock:import:create',
    ]) {
      expect(perms.has(p), p).toBe(true);
    }
    const names = flat.map((m) => m.name);
    for (const n of ['部门管理', '岗位管理', '通知公告', '消息中心', '短信管理', '邮箱管理', 'OAuth 2.0', '审计日志', '操作日志', '登录日志', '文件管理', '定时任务', 'API 日志', '代码生成', '流程模型', '流程表单', '我的流程', '待办任务', '已办任务', '请假查询', '商品分类', '商品品牌', '商品属性', '商品列表', '订单列表', '售后退款', '应用信息', '支付订单', '退款订单', '回调通知', '会员钱包', '接入示例']) {
      expect(names, n).toContain(n);
    }
    const componentNames = flat.filter((m) => m.componentName).map((m) => m.componentName);
    expect(new Set(componentNames).size).toBe(componentNames.length);
  });

  it('every permission string the server code checks is a seeded button (so someone can be granted it)', () => {
    const modules = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
    const files = (fs.readdirSync(modules, { recursive: true }) as string[]).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    const used = new Set<string>();
    for (const f of files) {
      const text = fs.readFileSync(path.join(modules, f), 'utf8');
      for (const m of text.matchAll(/permission:\s*(\[[^\]]*\]|'[^']*')/g)) {
        for (const p of m[1].matchAll(/'([a-z]+:[a-z0-9-]+:[a-z-]+)'/g)) used.add(p[1]);
      }
    }
    expect(used.size).toBeGreaterThan(5);
    const seeded = new Set(flat.map((m) => m.permission).filter(Boolean));
    expect([...used].filter((p) => !seeded.has(p))).toEqual([]);
  });

  it('grants the operator reading of system and infra, and all of stock data', () => {
    const granted = flat.filter(operatorGrant);
    const perms = granted.map((m) => m.permission).filter(Boolean) as string[];
    expect(perms).toContain('system:dict:query');
    expect(perms).toContain('infra:config:query');
    expect(perms).toContain('stock:essay:audit');
    expect(perms.filter((p) => p.startsWith('system:') || p.startsWith('infra:')).every((p) => p.endsWith(':query'))).toBe(true);
    expect(perms.some((p) => p.startsWith('bpm:') || p.startsWith('pay:'))).toBe(false);
  });
});

describe('GET /system/auth/get-permission-info', () => {
  it('admin gets the whole tree sorted by sort, without buttons', async () => {
    const res = await info(admin);
    expect(res.code).toBe(0);
    expect(res.data.roles).toEqual(['super_admin']);
    expect(res.data.menus.map((m: MenuVO) => m.name)).toEqual(['股票数据', '系统管理', '基础设施', '工作流程', '商品中心', '交易中心', '支付中心']);
    let count = 0;
    walk(res.data.menus, (m, siblings) => {
      count++;
      expect(m).toMatchObject({ visible: true, keepAlive: true });
      expect(['string', 'object']).toContain(typeof m.component);
      const i = siblings.indexOf(m);
      if (i > 0) expect(m.parentId).toBe(siblings[i - 1].parentId);
    });
    const nonButtons = flattenMenus().filter((m) => m.type !== 3).length;
    expect(count).toBe(nonButtons);
    const system = res.data.menus.find((m: MenuVO) => m.path === '/system');
    expect(system.component).toBeNull();
    expect(system.children[0]).toMatchObject({ name: '用户管理', path: 'user', component: 'system/user/index', componentName: 'SystemUser' });
    expect(res.data.permissions).toContain('system:user:create');
  });

  it('children are ordered by sort even when inserted out of order', async () => {
    await t.database.pool.query("update system_menu set sort = 99 where name = '用户管理'");
    const system = (await info(admin)).data.menus.find((m: MenuVO) => m.path === '/system');
    expect(system.children.at(-1).name).toBe('用户管理');
    await t.database.pool.query("update system_menu set sort = 1 where name = '用户管理'");
  });

  it('a disabled menu disappears with its subtree and its permissions', async () => {
    await t.database.pool.query("update system_menu set status = 1 where name = '审计日志'");
    for (const token of [admin, staff]) {
      const res = await info(token);
      const names: string[] = [];
      walk(res.data.menus, (m) => names.push(m.name));
      expect(names).not.toContain('审计日志');
      expect(names).not.toContain('登录日志');
      expect(names).toContain('用户管理');
    }
    expect((await info(staff)).data.permissions).not.toContain('system:login-log:query');
    await t.database.pool.query("update system_menu set status = 0 where name = '审计日志'");
    const again: string[] = [];
    walk((await info(staff)).data.menus, (m) => again.push(m.name));
    expect(again).toContain('登录日志');
  });

  it('staff reads system pages and edits stock data, but cannot change users, roles or menus', async () => {
    const res = await info(staff);
    expect(res.data.roles).toEqual(['operator']);
    const perms: string[] = res.data.permissions;
    expect(perms).toContain('system:dict:query');
    expect(perms).toContain('system:user:query');
    expect(perms).toContain('system:login-log:query');
    expect(perms).toContain('infra:job:query');
    expect(perms).toContain('stock:stock:create');
    expect(perms).toContain('stock:essay:audit');
    for (const p of ['system:user:create', 'system:user:update', 'system:user:delete', 'system:role:create', 'system:role:update', 'system:role:delete', 'system:menu:create', 'system:menu:update', 'system:menu:delete', 'infra:config:update', 'bpm:model:query']) {
      expect(perms, p).not.toContain(p);
    }
    // 交易中心 read-only: the order list and nothing that changes an order
    expect(res.data.menus.map((m: MenuVO) => m.path)).toEqual(['/stock-data', '/system', '/infra', '/bpm', '/trade']);
    expect(perms).toContain('trade:order:query');
    expect(perms).not.toContain('trade:order:update');
    expect(res.data.menus.find((m: MenuVO) => m.path === '/trade').children.map((m: MenuVO) => m.path)).toEqual(['order']);
  });

  it('member has no roles and no menus', async () => {
    const res = await info(member);
    expect(res.data).toMatchObject({ roles: [], permissions: [], menus: [] });
  });

  it('a disabled role loses its grants at once', async () => {
    await t.database.pool.query("update system_role set status = 1 where code = 'operator'");
    expect((await info(staff)).data).toMatchObject({ roles: [], permissions: [], menus: [] });
    expect((await t.call({ method: 'GET', url: '/admin-api/system/login-log/page', token: staff })).code).toBe(403);
    await t.database.pool.query("update system_role set status = 0 where code = 'operator'");
  });
});

describe('permission checks on routes', () => {
  it('system:login-log:query: staff 0, member 403, anonymous 401', async () => {
    expect((await t.call({ method: 'GET', url: '/admin-api/system/login-log/page', token: staff })).code).toBe(0);
    expect((await t.call({ method: 'GET', url: '/admin-api/system/login-log/page', token: member })).code).toBe(403);
    expect((await t.call({ method: 'GET', url: '/admin-api/system/login-log/page' })).code).toBe(401);
  });

  it('a write request without the permission changes nothing', async () => {
    const victim = await t.login('admin', 'admin123');
    const { rows } = await t.database.pool.query('select id from system_oauth2_access_token order by id desc limit 1');
    const before = await t.count('system_oauth2_access_token');
    for (const token of [staff, member]) {
      const res = await t.call({ method: 'DELETE', url: `/admin-api/system/oauth2-token/delete?id=${rows[0].id}`, token });
      expect(res).toMatchObject({ code: 403, msg: '没有该操作权限' });
    }
    expect(await t.count('system_oauth2_access_token')).toBe(before);
    expect((await info(victim)).code).toBe(0);
    // admin holds the permission: the token is revoked
    expect((await t.call({ method: 'DELETE', url: `/admin-api/system/oauth2-token/delete?id=${rows[0].id}`, token: admin })).code).toBe(0);
    expect((await info(victim)).code).toBe(401);
  });

  it('a disabled button takes its permission away', async () => {
    await t.database.pool.query("update system_menu set status = 1 where permission = 'system:login-log:query'");
    expect((await t.call({ method: 'GET', url: '/admin-api/system/login-log/page', token: staff })).code).toBe(403);
    await t.database.pool.query("update system_menu set status = 0 where permission = 'system:login-log:query'");
    expect((await t.call({ method: 'GET', url: '/admin-api/system/login-log/page', token: staff })).code).toBe(0);
  });
});
