import type { SidebarItem } from '../../../shared/stores/permission-store';

export const TOP_MENU_ITEM_WIDTH = 85;

/** How many top-menu items fit: floor(floor(width / 3) / 85) (spec section 2.4). */
export function topMenuVisibleCount(windowWidth: number): number {
  return Math.floor(Math.floor(windowWidth / 3) / TOP_MENU_ITEM_WIDTH);
}

/** The items shown in the bar and the rest, which go under the 'more menu' submenu. */
export function splitTopMenu<T>(items: readonly T[], windowWidth: number): { visible: T[]; more: T[] } {
  const n = topMenuVisibleCount(windowWidth);
  return { visible: items.slice(0, n), more: items.slice(n) };
}

/** The top-level entry whose path contains the current path. */
export function activeTopItem(items: readonly SidebarItem[], pathname: string): SidebarItem | undefined {
  return items.find((i) => !i.external && (pathname === i.path || pathname.startsWith(`${i.path}/`)));
}

export type TopMenuPick =
  | { type: 'external'; url: string }
  | { type: 'children'; key: string; children: SidebarItem[] }
  | { type: 'navigate'; path: string };

/** What picking a top-menu item does: open a window, fill the sidebar with its children, or navigate (sidebar hidden). */
export function pickTopMenu(item: SidebarItem): TopMenuPick {
  if (item.external) return { type: 'external', url: item.path };
  if (item.children.length > 0) return { type: 'children', key: item.key, children: item.children };
  return { type: 'navigate', path: item.path };
}
