import { describe, expect, it } from 'vitest';
import { deptDataPermission } from './data-scope';

// 1 公司 → 2 研发部 → (4 前端组, 5 后端组); 1 → 3 运营部 → 6 内容运营组
const depts = [
  { id: 1, parentId: 0 },
  { id: 2, parentId: 1 },
  { id: 3, parentId: 1 },
  { id: 4, parentId: 2 },
  { id: 5, parentId: 2 },
  { id: 6, parentId: 3 },
];
const role = (dataScope: number, dataScopeDeptIds: number[] = [], code = 'r') => ({ code, dataScope, dataScopeDeptIds });
const ids = (p: { deptIds: Set<number> }) => [...p.deptIds].sort((a, b) => a - b);

describe('deptDataPermission', () => {
  it('1 all', () => {
    expect(deptDataPermission([role(1)], 3, depts)).toEqual({ all: true, deptIds: new Set(), self: false });
  });
  it('2 custom departments, plus his own', () => {
    const p = deptDataPermission([role(2, [4, 5])], 3, depts);
    expect(p.all).toBe(false);
    expect(ids(p)).toEqual([3, 4, 5]);
    expect(ids(deptDataPermission([role(2, [4])], null, depts))).toEqual([4]);
  });
  it('3 own department only', () => {
    expect(ids(deptDataPermission([role(3)], 2, depts))).toEqual([2]);
    expect(deptDataPermission([role(3)], null, depts)).toEqual({ all: false, deptIds: new Set(), self: false });
  });
  it('4 own department and below', () => {
    expect(ids(deptDataPermission([role(4)], 2, depts))).toEqual([2, 4, 5]);
    expect(ids(deptDataPermission([role(4)], 1, depts))).toEqual([1, 2, 3, 4, 5, 6]);
    expect(ids(deptDataPermission([role(4)], 6, depts))).toEqual([6]);
  });
  it('5 self only', () => {
    expect(deptDataPermission([role(5)], 2, depts)).toEqual({ all: false, deptIds: new Set(), self: true });
  });
  it('several roles add up; one "all" wins', () => {
    const p = deptDataPermission([role(3), role(5), role(2, [6])], 4, depts);
    expect(ids(p)).toEqual([4, 6]);
    expect(p.self).toBe(true);
    expect(deptDataPermission([role(5), role(1)], 4, depts).all).toBe(true);
  });
  it('super_admin sees everything whatever its scope; no roles means self only', () => {
    expect(deptDataPermission([role(5, [], 'super_admin')], null, depts).all).toBe(true);
    expect(deptDataPermission([], 2, depts)).toEqual({ all: false, deptIds: new Set(), self: true });
  });
  it('an unknown scope grants nothing', () => {
    expect(deptDataPermission([role(9)], 2, depts)).toEqual({ all: false, deptIds: new Set(), self: false });
  });
});
