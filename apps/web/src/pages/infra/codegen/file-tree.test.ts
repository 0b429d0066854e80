import { describe, expect, it } from 'vitest';
import { buildFileTree } from './file-tree';

describe('buildFileTree', () => {
  it('nests files under collapsed folder chains, folders before files', () => {
    const tree = buildFileTree([
      'apps/server/src/modules/stock/essay-comment/essay-comment.schema.ts',
      'apps/server/src/modules/stock/essay-comment/essay-comment.routes.ts',
      'apps/web/src/pages/stock/essay-comment/index.tsx',
      'packages/contract/src/stock/essay-comment.ts',
      'sql/menu/stock-essay-comment.sql',
    ]);
    expect(tree.map((n) => n.title)).toEqual(['apps', 'packages/contract/src/stock', 'sql/menu']);
    const apps = tree[0];
    expect(apps.children!.map((n) => n.title)).toEqual(['server/src/modules/stock/essay-comment', 'web/src/pages/stock/essay-comment']);
    expect(apps.children![0].children!.map((n) => [n.title, n.key, n.isLeaf])).toEqual([
      ['essay-comment.routes.ts', 'apps/server/src/modules/stock/essay-comment/essay-comment.routes.ts', true],
      ['essay-comment.schema.ts', 'apps/server/src/modules/stock/essay-comment/essay-comment.schema.ts', true],
    ]);
    expect(tree[2]).toEqual({ key: 'dir:sql/menu', title: 'sql/menu', isLeaf: false, children: [{ key: 'sql/menu/stock-essay-comment.sql', title: 'stock-essay-comment.sql', isLeaf: true }] });
  });
  it('keeps top-level files and handles an empty list', () => {
    expect(buildFileTree(['README.md'])).toEqual([{ key: 'README.md', title: 'README.md', isLeaf: true }]);
    expect(buildFileTree([])).toEqual([]);
  });
});
