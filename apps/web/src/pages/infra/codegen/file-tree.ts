/** A node of the preview's file tree: folders carry children, files their path as key. */
export interface FileTreeNode {
  key: string;
  title: string;
  isLeaf: boolean;
  children?: FileTreeNode[];
}

/**
 * Generated file paths → a folder tree (folders first, then files, each by name). A chain of single-child folders is
 * collapsed into one node (`apps/server/src/modules`), as IDEs show it.
 */
export function buildFileTree(paths: readonly string[]): FileTreeNode[] {
  interface Dir {
    dirs: Map<string, Dir>;
    files: string[];
  }
  const root: Dir = { dirs: new Map(), files: [] };
  for (const p of paths) {
    const parts = p.split('/').filter(Boolean);
    let dir = root;
    for (const part of parts.slice(0, -1)) {
      let next = dir.dirs.get(part);
      if (!next) dir.dirs.set(part, (next = { dirs: new Map(), files: [] }));
      dir = next;
    }
    dir.files.push(p);
  }
  const toNodes = (dir: Dir, prefix: string): FileTreeNode[] => {
    const folders = [...dir.dirs.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, sub]) => {
        let title = name;
        let path = prefix ? `${prefix}/${name}` : name;
        let node = sub;
        while (node.files.length === 0 && node.dirs.size === 1) {
          const [childName, child] = [...node.dirs.entries()][0];
          title = `${title}/${childName}`;
          path = `${path}/${childName}`;
          node = child;
        }
        return { key: `dir:${path}`, title, isLeaf: false, children: toNodes(node, path) };
      });
    const files = [...dir.files].sort().map((p) => ({ key: p, title: p.slice(p.lastIndexOf('/') + 1), isLeaf: true }));
    return [...folders, ...files];
  };
  return toNodes(root, '');
}
