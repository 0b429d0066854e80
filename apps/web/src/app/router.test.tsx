import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router';
import type { MenuNode, PermissionInfo } from '../shared/auth/api';
import { RequestError } from '../shared/request';
import { useDictStore } from '../shared/stores/dict-store';
import { refreshPermissionInfo, usePermissionStore } from '../shared/stores/permission-store';
import { useUserStore } from '../shared/stores/user-store';
import { useSettingsStore } from '../shared/stores/settings-store';
import { AppProviders } from './providers';
import { buildRoutes } from './routes';
import { patchNewRoutes, routerOptions } from './router';
import './bootstrap';

const api = vi.hoisted(() => ({
  getPermissionInfo: vi.fn<() => Promise<PermissionInfo>>(),
  listAllSimpleDictData: vi.fn(),
  logoutRequest: vi.fn(),
}));
vi.mock('../shared/auth/api', () => ({ getPermissionInfo: api.getPermissionInfo, logoutRequest: api.logoutRequest }));
vi.mock('../shared/dict/api', () => ({ listAllSimpleDictData: api.listAllSimpleDictData }));

const menus: MenuNode[] = [
  {
    id: 1,
    parentId: 0,
    name: '系统管理',
    path: '/system',
    visible: true,
    children: [{ id: 2, parentId: 1, name: '旧报表', path: 'legacy-report', component: 'system/legacy-report/index', componentName: 'SystemLegacyReport', visible: true }],
  },
];

const until = (check: () => void) => waitFor(check, { timeout: 15_000 });

function renderAt(path: string) {
  const router = createMemoryRouter(buildRoutes(), { ...routerOptions(), initialEntries: [path] });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

// the first test pays for cold imports of lazy pages; on a busy CI machine that takes seconds
describe('router and sign-in sequence', { timeout: 20_000 }, () => {
  beforeEach(() => {
    window.localStorage.clear();
    api.listAllSimpleDictData.mockResolvedValue([{ dictType: 'common_status', value: '0', label: '开启', colorType: '', cssClass: '' }]);
  });
  // a message shown without an antd <App> (the home page) lives in antd's own static root: empty it and let React
  // finish its work before jsdom is torn down, or a late render meets no window
  afterAll(async () => {
    const [{ default: message }, { default: notification }] = await Promise.all([import('antd/es/message'), import('antd/es/notification')]);
    message.destroy();
    notification.destroy();
    await new Promise((resolve) => setTimeout(resolve, 500));
  });
  afterEach(() => {
    cleanup();
    useUserStore.getState().reset();
    usePermissionStore.getState().reset();
    useDictStore.getState().reset();
    vi.clearAllMocks();
  });

  it('sends an anonymous visitor of a protected path to /login with the redirect query', async () => {
    const router = renderAt('/stockIndex?tab=1');
    await until(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2FstockIndex%3Ftab%3D1');
    expect(api.getPermissionInfo).not.toHaveBeenCalled();
  });

  it('redirects the root to /index for everyone', async () => {
    const router = renderAt('/');
    await until(() => expect(router.state.location.pathname).toBe('/index'));
    expect(await screen.findByText('市场概览', {}, { timeout: 5000 })).toBeTruthy();
  });

  it('a token without roles loads dictionaries, user info and the menu routes, then opens the requested menu page', async () => {
    window.localStorage.setItem('ACCESS_TOKEN', 't');
    api.getPermissionInfo.mockResolvedValue({ user: { id: 1, nickname: '管理员', avatar: '' }, roles: [], permissions: [], menus });
    const errorSpy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = renderAt('/system/legacy-report');
    // no page file for system/legacy-report/index: the clear missing-page view, inside the admin layout
    expect(await screen.findByText('页面不存在', {}, { timeout: 5000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/system/legacy-report');
    expect(useUserStore.getState().roles).toEqual(['ROLE_DEFAULT']);
    expect(useDictStore.getState().dictMap.common_status).toHaveLength(1);
    // the route exists (and fails loudly when opened), but the sidebar does not offer a page this build lacks
    expect(usePermissionStore.getState().sidebar).toEqual([]);
    expect(screen.getAllByText('管理员').length).toBeGreaterThan(0);
    expect(errorSpy.mock.calls.some((c) => String(c[0]).includes('system/legacy-report/index'))).toBe(true);
    errorSpy.mockRestore();
  });

  it('after 刷新菜单缓存 a page added to the menus opens without a reload', async () => {
    window.localStorage.setItem('ACCESS_TOKEN', 't');
    api.getPermissionInfo.mockResolvedValue({ user: { id: 1, nickname: '管理员' }, roles: ['super_admin'], permissions: [], menus });
    const errorSpy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = renderAt('/system/legacy-report');
    expect(await screen.findByText('页面不存在', {}, { timeout: 5000 })).toBeTruthy();
    const added: MenuNode = { id: 3, parentId: 1, name: '新报表', path: 'new-report', component: 'system/new-report/index', visible: true };
    api.getPermissionInfo.mockResolvedValue({
      user: { id: 1, nickname: '管理员' },
      roles: ['super_admin'],
      permissions: [],
      menus: [{ ...menus[0], children: [...(menus[0].children ?? []), added] }],
    });
    await refreshPermissionInfo();
    await router.navigate('/system/new-report');
    // the new menu's route (its page is not in this build, so the missing-page view names it), not the 404 redirect
    await until(() => expect(errorSpy.mock.calls.some((c) => String(c[0]).includes('system/new-report/index'))).toBe(true));
    expect(router.state.location.pathname).toBe('/system/new-report');
    errorSpy.mockRestore();
  });

  it('a signed-in user opening /login goes to / (then /index)', async () => {
    window.localStorage.setItem('ACCESS_TOKEN', 't');
    api.getPermissionInfo.mockResolvedValue({ user: { id: 1, nickname: '会员' }, roles: [], permissions: [], menus: [] });
    const router = renderAt('/login');
    await until(() => expect(router.state.location.pathname).toBe('/index'));
  });

  it('user-info failure logs out, shows the error and goes to /', async () => {
    window.localStorage.setItem('ACCESS_TOKEN', 't');
    window.localStorage.setItem('REFRESH_TOKEN', 'r');
    api.getPermissionInfo.mockRejectedValue(new RequestError('用户不存在', 1_002_003_000));
    const router = renderAt('/stockIndex');
    await until(() => expect(router.state.location.pathname).toBe('/index'));
    expect(window.localStorage.getItem('ACCESS_TOKEN')).toBeNull();
    // no antd <App> on the home page: the static message API shows it, loaded on first use
    expect(await screen.findByText('用户不存在', {}, { timeout: 5000 })).toBeTruthy();
  });

  it('unknown paths and non-numeric ids go to /404; numeric ids open the hidden route', async () => {
    window.localStorage.setItem('ACCESS_TOKEN', 't');
    api.getPermissionInfo.mockResolvedValue({ user: { id: 1, nickname: '管理员' }, roles: ['super_admin'], permissions: [], menus: [] });
    const router = renderAt('/dict/type/data/abc');
    await until(() => expect(router.state.location.pathname).toBe('/404'));
    await router.navigate('/dict/type/data/12');
    await until(() => expect(router.state.location.pathname).toBe('/dict/type/data/12'));
    await router.navigate('/nothing/here');
    await until(() => expect(router.state.location.pathname).toBe('/404'));
    expect(await screen.findByText('抱歉，您访问的页面不存在。')).toBeTruthy();
  });

  it('scrolls to the top on navigation and /redirect/* re-enters the path', async () => {
    window.localStorage.setItem('ACCESS_TOKEN', 't');
    api.getPermissionInfo.mockResolvedValue({ user: { id: 1, nickname: '管理员' }, roles: ['super_admin'], permissions: [], menus });
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const router = renderAt('/index');
    await until(() => expect(router.state.location.pathname).toBe('/index'));
    scrollTo.mockClear();
    await router.navigate('/redirect/stockIndex?tab=2');
    await until(() => expect(router.state.location.pathname).toBe('/stockIndex'));
    expect(router.state.location.search).toBe('?tab=2');
    expect(scrollTo).toHaveBeenCalled();
    expect(await screen.findByText('您好，管理员', {}, { timeout: 5000 })).toBeTruthy();
    scrollTo.mockRestore();
  });

  it('/stockLogin is a standalone page, outside the public layout', async () => {
    const router = renderAt('/stockLogin?redirect=%2FuserStock');
    expect(await screen.findByText(/会员登录/, {}, { timeout: 5000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/stockLogin');
    expect(document.querySelector('.public-header')).toBeNull();
  });

  it('console pages: the fixed site title while 动态标题 is off (the default), the page title when on', async () => {
    window.localStorage.setItem('ACCESS_TOKEN', 't');
    api.getPermissionInfo.mockResolvedValue({ user: { id: 1, nickname: '管理员' }, roles: ['super_admin'], permissions: [], menus });
    useSettingsStore.getState().change('dynamicTitle', false);
    renderAt('/stockIndex');
    expect(await screen.findByText('您好，管理员', {}, { timeout: 5000 })).toBeTruthy();
    await until(() => expect(document.title).toBe('股票热搜 - 实时股票热点资讯'));
    act(() => useSettingsStore.getState().change('dynamicTitle', true));
    await until(() => expect(document.title).toBe('首页 - 股票热搜'));
    act(() => useSettingsStore.getState().change('dynamicTitle', false));
    await until(() => expect(document.title).toBe('股票热搜 - 实时股票热点资讯'));
  });

  it('sets the page title from route meta', async () => {
    renderAt('/register');
    await until(() => expect(document.title).toBe('注册 - 股票热搜'));
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('注册');
  });
});

describe('patchNewRoutes', () => {
  const tree = (extra: boolean) => [
    {
      id: 'menu-1',
      path: '/system',
      children: [{ id: 'menu-2', path: 'a' }, ...(extra ? [{ id: 'menu-3', path: 'b' }] : [])],
    },
    { id: 'menu-9', path: '/other' },
  ];

  it('patches everything once, then only routes it has not patched, under their parent', () => {
    const patch = vi.fn();
    const known = new Set<string>();
    patchNewRoutes(patch, 'root', tree(false), known);
    expect(patch).toHaveBeenCalledTimes(1);
    expect(patch.mock.calls[0][0]).toBe('root');
    expect(patch.mock.calls[0][1].map((r: { id: string }) => r.id)).toEqual(['menu-1', 'menu-9']);

    patch.mockClear();
    patchNewRoutes(patch, 'root', tree(false), known);
    expect(patch).not.toHaveBeenCalled();

    patchNewRoutes(patch, 'root', tree(true), known);
    expect(patch).toHaveBeenCalledTimes(1);
    expect(patch.mock.calls[0][0]).toBe('menu-1');
    expect(patch.mock.calls[0][1].map((r: { id: string }) => r.id)).toEqual(['menu-3']);
  });
});
