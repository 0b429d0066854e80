import { useMemo } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeptResp, DeptSimpleResp } from '@gprs/contract';
import { request } from '../../../shared/request';
import { handleTree, type TreeNode } from '../../../shared/utils/tree';

export const DEPT_KEY = ['system', 'dept'] as const;

/** GET /system/dept/list: every department (flat, with parentId). */
export const deptListQuery = queryOptions({
  queryKey: [...DEPT_KEY, 'list'],
  queryFn: () => request.get<DeptResp[]>('/system/dept/list'),
});

/** GET /system/dept/list-all-simple: enabled departments for pickers. */
export const deptSimpleQuery = queryOptions({
  queryKey: [...DEPT_KEY, 'simple'],
  queryFn: () => request.get<DeptSimpleResp[]>('/system/dept/list-all-simple'),
  staleTime: 30_000,
});

/** The enabled departments as a tree (for tree selects and the user page's department tree). */
export function useDeptSimpleTree(): { tree: TreeNode<DeptSimpleResp>[]; list: DeptSimpleResp[]; loading: boolean } {
  const q = useQuery(deptSimpleQuery);
  const tree = useMemo(() => handleTree(q.data ?? []), [q.data]);
  return { tree, list: q.data ?? [], loading: q.isLoading };
}
