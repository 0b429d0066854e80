import { describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import type { MenuNode } from '../shared/auth/api';
import { findPageKey, menusToRoutes, menusToSidebar, missingComponents, type MenuRouteDeps } from './menu-routes';
import { firstLeafPaths } from '../shared/stores/permission-store';

const layout = vi.fn();
const parentView = vi.fn();
const pages: Record<string, () => Promise<unknown>> = {
  'system/user/index': vi.fn(),
  'system/role/index': vi.fn(),
  'dashboard/index': vi.fn(),
};
const missing = new Map<string, () => Promise<unknown>>();
const deps: MenuRouteDeps = {
  layout: layout as unknown as MenuRouteDeps['layout'],
  parentView: parentView as unknown as MenuRouteDeps['parentView'],
  resolvePage: (c) => pages[c] as MenuRouteDeps['layout'] | undefined,
  missingPage: (c) => {
    const fn = vi.fn();
    missing.set(c, fn);
    return fn as unknown as MenuRouteDeps['layout'];
  },
};

const m = (over: Partial<MenuNode> & Pick<MenuNode, 'id' | 'parentId' | 'name' | 'path'>): MenuNode => ({
  component: null,
  componentName: null,
  icon: null,
  visible: true,
  keepAlive: true,
  alwaysShow: false,
  children: [],
  ...over,
});

const menus: MenuNode[] = [
  m({
    id: 1,
    parentId: 0,
    name: '系统管理',
    path: '/system',
    icon: 'ep:tools',
    alwaysShow: true,
    children: [
      m({ id: 100, parentId: 1, name: '用户管理', path: 'user', component: 'system/user/index', componentName: 'SystemUser' }),
      m({
        id: 101,
        parentId: 1,
        name: '审计日志',
        path: 'log',
        children: [
          m({ id: 1010, parentId: 101, name: '角色管理', path: 'role', component: 'system/role/index', visible: false, keepAlive: false }),
          m({ id: 1011, parentId: 101, name: '未知页面', path: 'ghost', component: 'system/ghost/index' }),
        ],
      }),
    ],
  }),
  m({ id: 2, parentId: 0, name: '仪表盘', path: '/dash', component: 'dashboard/index', componentName: 'Dash' }),
  m({ id: 3, parentId: 0, name: '官网', path: 'https://example.com' }),
];

describe('menusToRoutes', () => {
  const routes = menusToRoutes(menus, deps);

  it('top-level entries use the admin layout, nested ones a parent view, leaves their page', () => {
    expect(routes.map((r) => r.path)).toEqual(['/system', '/dash']);
    const system = routes[0];
    expect(system.lazy).toBe(layout);
    expect(system.children?.map((c) => c.path)).toEqual(['user', 'log']);
    const [user, log] = system.children as RouteObject[];
    expect(user.lazy).toBe(pages['system/user/index']);
    expect(log.lazy).toBe(parentView);
    expect(log.children?.[0].lazy).toBe(pages['system/role/index']);
  });

  it('a top-level leaf is the layout with its page as the index route', () => {
    const dash = routes[1];
    expect(dash.lazy).toBe(layout);
    expect(dash.children?.[0]).toMatchObject({ index: true, lazy: pages['dashboard/index'] });
  });

  it('an unknown component gets the missing-page view', () => {
    const ghost = (routes[0].children![1].children as RouteObject[])[1];
    expect(ghost.lazy).toBe(missing.get('system/ghost/index'));
  });

  it('carries the meta: hidden = !visible, keepAlive, alwaysShow, componentName as name', () => {
    expect(routes[0].handle).toMatchObject({ title: '系统管理', alwaysShow: true, hidden: false, icon: 'ep:tools' });
    expect(routes[0].children?.[0].handle).toMatchObject({ name: 'SystemUser', keepAlive: true, hidden: false });
    const role = (routes[0].children![1].children as RouteObject[])[0];
    expect(role.handle).toMatchObject({ hidden: true, keepAlive: false, title: '角色管理' });
  });

  it('a menu whose component is an http(s) URL is an embedded-frame page at its own path', () => {
    const [frame] = menusToRoutes(
      [m({ id: 4, parentId: 0, name: '资料', path: '/docs', children: [m({ id: 40, parentId: 4, name: '上交所', path: 'sse', component: 'https://www.sse.com.cn/' })] })],
      deps,
    );
    const page = frame.children![0];
    expect(page.path).toBe('sse');
    expect(page.lazy).toBe(parentView);
    expect(page.handle).toMatchObject({ title: '上交所', link: 'https://www.sse.com.cn/' });
    expect(routes[0].children?.[0].handle).not.toHaveProperty('link');
  });

  it('gives every route a unique id', () => {
    const ids: string[] = [];
    const walk = (list: RouteObject[]) =>
      list.forEach((r) => {
        if (r.id) ids.push(r.id);
        walk(r.children ?? []);
      });
    walk(routes);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('menusToSidebar', () => {
  it('builds full paths and skips hidden entries', () => {
    const items = menusToSidebar(menus);
    expect(items.map((i) => i.path)).toEqual(['/system', '/dash', 'https://example.com']);
    expect(items[0].children.map((c) => c.path)).toEqual(['/system/user', '/system/log']);
    expect(items[0].children[1].children.map((c) => c.path)).toEqual(['/system/log/ghost']);
    expect(items[2].external).toBe(true);
    expect(firstLeafPaths(items).map((i) => i.path)).toEqual(['/system/user', '/system/log/ghost', '/dash']);
  });
});

describe('menusToSidebar with the pages of this build', () => {
  const hasPage = (c: string) => c in pages;
  it('leaves out leaves without a page and directories left empty, keeps frame pages and external links', () => {
    const withMore = [
      ...menus,
      m({ id: 5, parentId: 0, name: '商品中心', path: '/mall', children: [m({ id: 50, parentId: 5, name: '商品', path: 'spu', component: 'mall/spu/index' })] }),
      m({ id: 6, parentId: 0, name: '资料', path: '/docs', children: [m({ id: 60, parentId: 6, name: '上交所', path: 'sse', component: 'https://www.sse.com.cn/' })] }),
    ];
    const items = menusToSidebar(withMore, '', hasPage);
    expect(items.map((i) => i.title)).toEqual(['系统管理', '仪表盘', '官网', '资料']);
    // 审计日志 held only a hidden page and one without a page file: the directory goes too
    expect(items[0].children.map((c) => c.title)).toEqual(['用户管理']);
    expect(missingComponents(withMore, hasPage)).toEqual(['system/ghost/index', 'mall/spu/index']);
  });
});

describe('findPageKey', () => {
  const keys = ['../pages/system/user/index.tsx', '../pages/infra/codegen/edit-table.tsx', '../pages/bpm/model/index.tsx'];
  it('matches the component path to the page file', () => {
    expect(findPageKey('system/user/index', keys)).toBe('../pages/system/user/index.tsx');
    expect(findPageKey('/system/user/index.vue', keys)).toBe('../pages/system/user/index.tsx');
    expect(findPageKey('bpm/model', keys)).toBe('../pages/bpm/model/index.tsx');
    expect(findPageKey('infra/codegen/editTable', keys)).toBe('../pages/infra/codegen/edit-table.tsx');
    expect(findPageKey('system/nothing/index', keys)).toBeUndefined();
    expect(findPageKey('', keys)).toBeUndefined();
  });
});
