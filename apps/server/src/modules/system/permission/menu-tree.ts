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
        };
        if (children.length) vo.children = children;
        return vo;
      });
  return build(0);
}
