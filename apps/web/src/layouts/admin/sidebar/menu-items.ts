import type { SidebarItem } from '../../../shared/stores/permission-store';

export interface MenuEntry {
  key: string;
  label: string;
  path: string;
  external: boolean;
  children?: MenuEntry[];
}

/**
 * Sidebar entries → menu entries: a directory with exactly one child and no alwaysShow shows that child in its place
 * (yudao behaviour); keys are full paths so the current path selects its entry.
 */
export function toMenuEntries(items: readonly SidebarItem[]): MenuEntry[] {
  return items.map((item) => {
    if (item.children.length === 1 && !item.alwaysShow && item.children[0].children.length === 0) {
      const only = item.children[0];
      return { key: only.path, label: only.title, path: only.path, external: only.external };
    }
    if (item.children.length > 0) {
      return { key: item.path, label: item.title, path: item.path, external: item.external, children: toMenuEntries(item.children) };
    }
    return { key: item.path, label: item.title, path: item.path, external: item.external };
  });
}

/** Keys of the submenus that contain the path ('/system/log/x' → ['/system', '/system/log']). */
export function openKeysFor(pathname: string): string[] {
  const parts = pathname.split('/').filter(Boolean);
  return parts.slice(0, -1).map((_, i) => `/${parts.slice(0, i + 1).join('/')}`);
}
