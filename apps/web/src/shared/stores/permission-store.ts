import { create } from 'zustand';
import type { RouteObject } from 'react-router';

/** A sidebar entry derived from the server menus (hidden entries already removed). */
export interface SidebarItem {
  key: string;
  /** full path, '/system/user' */
  path: string;
  title: string;
  icon?: string | null;
  external: boolean;
  alwaysShow: boolean;
  children: SidebarItem[];
}

interface PermissionState {
  /** route objects generated from the server menus, patched into the router */
  routes: RouteObject[];
  sidebar: SidebarItem[];
  /** routes generated for the current session */
  isGenerated: boolean;
  setGenerated(routes: RouteObject[], sidebar: SidebarItem[]): void;
  reset(): void;
}

export const usePermissionStore = create<PermissionState>()((set) => ({
  routes: [],
  sidebar: [],
  isGenerated: false,
  setGenerated: (routes, sidebar) => set({ routes, sidebar, isGenerated: true }),
  reset: () => set({ routes: [], sidebar: [], isGenerated: false }),
}));

let permissionReloader: (() => Promise<void>) | null = null;

/** Set by the app shell: how to re-read the signed-in user's permission info (roles, permissions, menus). */
export function setPermissionReloader(reload: () => Promise<void>): void {
  permissionReloader = reload;
}

/** 刷新菜单缓存: re-reads the permission info so that the sidebar and permission checks update without a reload. */
export function refreshPermissionInfo(): Promise<void> {
  return permissionReloader ? permissionReloader() : Promise.resolve();
}

/** The first leaf entries of the sidebar (for "go to the first page" links). */
export function firstLeafPaths(items: readonly SidebarItem[], limit = 8): SidebarItem[] {
  const result: SidebarItem[] = [];
  const walk = (list: readonly SidebarItem[]) => {
    for (const item of list) {
      if (result.length >= limit) return;
      if (item.children.length > 0) walk(item.children);
      else if (!item.external) result.push(item);
    }
  };
  walk(items);
  return result;
}
