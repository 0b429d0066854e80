import type { MenuVO } from '@gprs/contract';
import type { MenuRow } from './permission.schema';

export const MenuType = { DIR: 1, MENU: 2, BUTTON: 3 } as const;

/**
 * The menu tree a user gets from get-permission-info: enabled directories and menus only (buttons and disabled rows
 * dropped, with their subtrees), children sorted by `sort` then id, orphans whose parent is missing left out.
 */
export function buildMenuTree(rows: Pick<MenuRow, keyof MenuRow>[]): MenuVO[] {
  const kept = rows.filter((m) => m.status === 0 && m.type !== MenuType.BUTTON);
  const byParent = new Map<number, typeof kept>();
  for (const m of kept) {
    const list = byParent.get(m.parentId) ?? [];
    list.push(m);
    byParent.set(m.parentId, list);
  }
  const build = (parentId: number): MenuVO[] =>
    (byParent.get(parentId) ?? [])
      .sort((a, b) => a.sort - b.sort || a.id - b.id)
      .map((m) => {
        const children = build(m.id);
        const vo: MenuVO = {
          id: m.id,
          parentId: m.parentId,
          name: m.name,
          path: m.path ?? '',
          component: m.component ?? null,
          componentName: m.componentName ?? null,
          icon: m.icon ?? '',
          visible: m.visible,
          keepAlive: m.keepAlive,
          alwaysShow: m.alwaysShow,
          // spec §2.3 lists children among a menu's fields, so every entry has the key; a leaf's is null, as yudao's
          // server writes it: the official admins take a truthy `children` (even []) for a directory and render the
          // page as an empty parent view (docs/yudao-admin-compat.md)
          children: children.length > 0 ? children : null,
        };
        return vo;
      });
  return build(0);
}

/**
 * Ids of the menus that are really on: enabled themselves and every ancestor enabled (yudao filterDisableMenus).
 * A button below a disabled directory grants nothing.
 */
export function effectiveMenuIds(all: Pick<MenuRow, 'id' | 'parentId' | 'status'>[]): Set<number> {
  const byId = new Map(all.map((m) => [m.id, m]));
  const memo = new Map<number, boolean>();
  const on = (id: number, depth: number): boolean => {
    const known = memo.get(id);
    if (known !== undefined) return known;
    const m = byId.get(id);
    // a missing parent, or a cycle deeper than any real tree, switches the branch off
    const result = !!m && m.status === 0 && depth < 64 && (m.parentId === 0 || on(m.parentId, depth + 1));
    memo.set(id, result);
    return result;
  };
  return new Set(all.filter((m) => on(m.id, 0)).map((m) => m.id));
}
