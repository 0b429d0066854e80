import { describe, expect, it } from 'vitest';
import { descendantIds, subtreeIds } from './dept-tree';

const depts = [
  { id: 1, parentId: 0 },
  { id: 2, parentId: 1 },
  { id: 3, parentId: 1 },
  { id: 4, parentId: 2 },
  { id: 5, parentId: 4 },
  { id: 6, parentId: 0 },
];

describe('dept tree', () => {
  it('finds every descendant, not the root itself', () => {
    expect([...descendantIds(depts, 1)].sort()).toEqual([2, 3, 4, 5]);
    expect([...descendantIds(depts, 4)]).toEqual([5]);
    expect(descendantIds(depts, 5).size).toBe(0);
    expect(descendantIds(depts, 99).size).toBe(0);
    expect([...subtreeIds(depts, 2)].sort()).toEqual([2, 4, 5]);
  });
  it('survives a loop in corrupt data', () => {
    const loop = [
      { id: 1, parentId: 2 },
      { id: 2, parentId: 1 },
    ];
    expect([...descendantIds(loop, 1)]).toEqual([2]);
  });
});
