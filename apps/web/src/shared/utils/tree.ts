/** A flat row of a tree kept as a list (menus, departments): `parentId` 0 (or a missing parent) means top level. */
export interface FlatNode {
  id: number;
  parentId: number;
}

export type TreeNode<T> = T & { children?: TreeNode<T>[] };

/**
 * A flat list → a tree by parentId, keeping the list's order among siblings. A row whose parent is not in the list
 * (parentId 0, or a parent filtered out) becomes a root. Leaves have no `children` (so tables draw no expand icon).
 */
export function handleTree<T extends FlatNode>(list: readonly T[]): TreeNode<T>[] {
  const nodes = new Map<number, TreeNode<T>>();
  for (const row of list) nodes.set(row.id, { ...row });
  const roots: TreeNode<T>[] = [];
  for (const row of list) {
    const node = nodes.get(row.id)!;
    const parent = row.parentId !== row.id ? nodes.get(row.parentId) : undefined;
    if (parent) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}

/**
 * The tree reduced to the nodes that match and their ancestors (a search that keeps the path to each hit). A node
 * that matches keeps only those children that match or lead to a match.
 */
export function filterTree<T>(tree: readonly TreeNode<T>[], match: (node: TreeNode<T>) => boolean): TreeNode<T>[] {
  const out: TreeNode<T>[] = [];
  for (const node of tree) {
    const children = node.children ? filterTree(node.children, match) : [];
    if (children.length > 0) out.push({ ...node, children });
    else if (match(node)) {
      const { children: _dropped, ...rest } = node;
      out.push(rest as TreeNode<T>);
    }
  }
  return out;
}

/** Every id of the tree, depth first. */
export function treeIds<T extends { id: number }>(tree: readonly TreeNode<T>[]): number[] {
  const ids: number[] = [];
  const walk = (list: readonly TreeNode<T>[]) =>
    list.forEach((n) => {
      ids.push(n.id);
      if (n.children) walk(n.children);
    });
  walk(tree);
  return ids;
}

/** Ids of the nodes that have children (the keys to expand everything). */
export function parentIds<T extends { id: number }>(tree: readonly TreeNode<T>[]): number[] {
  const ids: number[] = [];
  const walk = (list: readonly TreeNode<T>[]) =>
    list.forEach((n) => {
      if (n.children?.length) {
        ids.push(n.id);
        walk(n.children);
      }
    });
  walk(tree);
  return ids;
}

/**
 * The ids to show as checked in a cascading (父子联动) check tree: only the selected leaves, so that a selected parent
 * is drawn checked or half-checked from its children instead of checking all of them.
 */
export function leafCheckedIds<T extends { id: number }>(tree: readonly TreeNode<T>[], selected: Iterable<number>): number[] {
  const parents = new Set(parentIds(tree));
  const leaves = new Set(treeIds(tree).filter((id) => !parents.has(id)));
  return [...new Set(selected)].filter((id) => leaves.has(id));
}
