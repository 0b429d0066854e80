import type { RouteObject } from 'react-router';
import { getPermissionInfo } from '../shared/auth/api';
import { removeToken } from '../shared/auth/storage';
import { listAllSimpleDictData } from '../shared/dict/api';
import { feedback, RequestError } from '../shared/request';
import { useDictStore } from '../shared/stores/dict-store';
import { setPermissionReloader, usePermissionStore } from '../shared/stores/permission-store';
import { useUserStore } from '../shared/stores/user-store';
import { menusToRoutes, menusToSidebar, missingComponents, type MenuRouteDeps } from './menu-routes';
import { missingPage, resolvePage } from './page-loader';
import { adminLayoutLazy } from './admin-layout-lazy';

type LazyRoute = NonNullable<RouteObject['lazy']>;

export const parentViewLazy: LazyRoute = async () => {
  const mod = await import('../layouts/admin/parent-view');
  return { Component: mod.default };
};

export const menuRouteDeps: MenuRouteDeps = {
  layout: adminLayoutLazy,
  parentView: parentViewLazy,
  resolvePage,
  missingPage,
};

/**
 * The sign-in sequence of spec section 4 for a token whose roles are not loaded yet: dictionaries and user info, then
 * the routes generated from the server menus.
 */
export async function bootstrapSession(): Promise<void> {
  const [dicts, info] = await Promise.all([
    // a dictionary failure must not block sign-in; its own error message has been shown by the request layer
    listAllSimpleDictData().catch(() => null),
    getPermissionInfo(),
  ]);
  if (dicts) useDictStore.getState().setDicts(dicts);
  applyPermissionInfo(info);
}

/** User info, roles, permissions, and the routes and sidebar generated from the menus. */
function applyPermissionInfo(info: Awaited<ReturnType<typeof getPermissionInfo>>): void {
  useUserStore.getState().setUserInfo(info);
  const menus = info.menus ?? [];
  const hasPage = (component: string) => resolvePage(component) !== undefined;
  const missing = missingComponents(menus, hasPage);
  if (missing.length) console.warn(`menu components with no page in this build (left out of the sidebar): ${missing.join(', ')}`);
  usePermissionStore.getState().setGenerated(menusToRoutes(menus, menuRouteDeps), menusToSidebar(menus, '', hasPage));
}

/** 刷新菜单缓存 (菜单管理): the permission info again; the sidebar and the permission checks follow at once. */
export async function reloadPermissionInfo(): Promise<void> {
  applyPermissionInfo(await getPermissionInfo());
}
setPermissionReloader(reloadPermissionInfo);

/** User-info failure: log out locally and show the error (the caller then goes to /). */
export function failSession(error: unknown): void {
  removeToken();
  useUserStore.getState().reset();
  useDictStore.getState().reset();
  usePermissionStore.getState().reset();
  const silent = error instanceof RequestError && error.silent;
  if (!silent) feedback.error(error instanceof Error && error.message ? error.message : '获取用户信息失败');
}
