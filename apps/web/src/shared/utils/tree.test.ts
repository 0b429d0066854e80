import { describe, expect, it } from 'vitest';
import { filterTree, handleTree, leafCheckedIds, parentIds, treeIds } from './tree';

const rows = [
  { id: 1, parentId: 0, name: '系统管理' },
  { id: 2, parentId: 1, name: '用户管理' },
  { id: 3, parentId: 2, name: '用户查询' },
  { id: 4, parentId: 1, name: '角色管理' },
  { id: 5, parentId: 0, name: '基础设施' },
  { id: 6, parentId: 5, name: '文件管理' },
];

describe('handleTree', () => {
  it('nests rows by parentId in list order; leaves have no children', () => {
    const tree = handleTree(rows);
    expect(tree.map((n) => n.id)).toEqual([1, 5]);
    expect(tree[0].children!.map((n) => n.id)).toEqual([2, 4]);
    expect(tree[0].children![0].children!.map((n) => n.id)).toEqual([3]);
    expect(tree[0].children![1].children).toBeUndefined();
    expect(tree[1].children!.map((n) => n.name)).toEqual(['文件管理']);
  });

  it('makes rows whose parent is missing roots (a filtered list)', () => {
    const tree = handleTree(rows.filter((r) => r.id !== 1));
    expect(tree.map((n) => n.id)).toEqual([2, 4, 5]);
  });

  it('does not change the input and survives a self-parent', () => {
    const input = [{ id: 1, parentId: 1 }];
    expect(handleTree(input)).toEqual([{ id: 1, parentId: 1 }]);
    expect(input).toEqual([{ id: 1, parentId: 1 }]);
    expect(handleTree([])).toEqual([]);
  });
});

describe('filterTree', () => {
  const tree = handleTree(rows);
  it('keeps the matches and their ancestors only', () => {
    const out = filterTree(tree, (n) => n.name.includes('查询'));
    expect(out).toHaveLength(1);
    expect(out[0].id).toBe(1);
    expect(out[0].children!.map((n) => n.id)).toEqual([2]);
    expect(out[0].children![0].children!.map((n) => n.id)).toEqual([3]);
  });

  it('drops the non-matching children of a matching node', () => {
    const out = filterTree(tree, (n) => n.name === '系统管理');
    expect(out).toEqual([{ id: 1, parentId: 0, name: '系统管理' }]);
  });

  it('returns several branches, nothing for no match, and leaves the input alone', () => {
    expect(treeIds(filterTree(tree, (n) => n.name.endsWith('管理')))).toEqual([1, 2, 4, 5, 6]);
    expect(filterTree(tree, () => false)).toEqual([]);
    expect(treeIds(tree)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

describe('tree ids', () => {
  const tree = handleTree(rows);
  it('lists all ids and the ids of nodes with children', () => {
    expect(treeIds(tree)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(parentIds(tree)).toEqual([1, 2, 5]);
  });

  it('shows only selected leaves as checked in a cascading tree', () => {
    expect(leafCheckedIds(tree, [1, 2, 3, 4, 5])).toEqual([3, 4]);
    expect(leafCheckedIds(tree, [])).toEqual([]);
    expect(leafCheckedIds(tree, [99, 6])).toEqual([6]);
  });
});
