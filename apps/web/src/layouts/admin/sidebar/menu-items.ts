import type { SidebarItem } from '../../../shared/stores/permission-store';

export interface MenuEntry {
  key: string;
  label: string;
  path: string;
  external: boolean;
  /** titles longer than 5 characters get a tooltip (spec section 9) */
  tooltip: boolean;
  children?: MenuEntry[];
}

/** Titles above 5 characters get a tooltip in the sidebar and the breadcrumb. */
export function needsTooltip(title: string): boolean {
  return [...title].length > 5;
}

function entry(item: SidebarItem, children?: MenuEntry[]): MenuEntry {
  return {
    key: item.path,
    label: item.title,
    path: item.path,
    external: item.external,
    tooltip: needsTooltip(item.title),
    ...(children ? { children } : {}),
  };
}

/**
 * Sidebar entries → menu entries: a directory with exactly one visible child and no alwaysShow shows that child in its
 * place (yudao behaviour), alwaysShow keeps the submenu even then; keys are full paths so the current path selects its entry.
 */
export function toMenuEntries(items: readonly SidebarItem[]): MenuEntry[] {
  return items.map((item) => {
    if (item.children.length === 1 && !item.alwaysShow && item.children[0].children.length === 0) {
      return entry(item.children[0]);
    }
    if (item.children.length > 0) return entry(item, toMenuEntries(item.children));
    return entry(item);
  });
}

/** Keys of the submenus that contain the path ('/system/log/x' → ['/system', '/system/log']). */
export function openKeysFor(pathname: string): string[] {
  const parts = pathname.split('/').filter(Boolean);
  return parts.slice(0, -1).map((_, i) => `/${parts.slice(0, i + 1).join('/')}`);
}

/** Accordion: after a submenu opens, keep only it and its ancestors open (one submenu open at a time). */
export function accordionOpenKeys(previous: readonly string[], next: readonly string[]): string[] {
  const opened = next.find((k) => !previous.includes(k));
  if (!opened) return [...next];
  return next.filter((k) => k === opened || opened.startsWith(`${k}/`));
}
