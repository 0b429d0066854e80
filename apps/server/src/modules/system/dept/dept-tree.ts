/** A department as the tree helpers need it. */
export interface DeptNode {
  id: number;
  parentId: number;
}

/**
 * Ids of every department below `rootId` (children, grandchildren …), not `rootId` itself. Rows that loop back on
 * themselves (corrupt data) are visited once.
 */
export function descendantIds(depts: readonly DeptNode[], rootId: number): Set<number> {
  const children = new Map<number, number[]>();
  for (const d of depts) {
    const list = children.get(d.parentId) ?? [];
    list.push(d.id);
    children.set(d.parentId, list);
  }
  const out = new Set<number>();
  const stack = [...(children.get(rootId) ?? [])];
  while (stack.length) {
    const id = stack.pop()!;
    if (out.has(id) || id === rootId) continue;
    out.add(id);
    stack.push(...(children.get(id) ?? []));
  }
  return out;
}

/** `rootId` and every department below it. */
export function subtreeIds(depts: readonly DeptNode[], rootId: number): Set<number> {
  const ids = descendantIds(depts, rootId);
  ids.add(rootId);
  return ids;
}
