import { DataScope } from '@gprs/contract';
import { SUPER_ADMIN_ROLE } from '../../../core/auth';
import { subtreeIds, type DeptNode } from '../dept/dept-tree';

/** What a role contributes to data scope. */
export interface DataScopeRole {
  code: string;
  dataScope: number;
  dataScopeDeptIds: readonly number[];
}

/** Which rows a user may see: everything, or those of `deptIds`, plus his own when `self`. */
export interface DeptDataPermission {
  all: boolean;
  deptIds: Set<number>;
  self: boolean;
}

/**
 * The department data permission of a user from his enabled roles (yudao PermissionServiceImpl#getDeptDataPermission):
 * 1 all; 2 the role's departments plus his own; 3 his own department; 4 his department and every one below it;
 * 5 only himself. Several roles add up (union); super_admin, or any role with scope 1, sees everything; a user
 * without roles sees only himself.
 */
export function deptDataPermission(roles: readonly DataScopeRole[], userDeptId: number | null, depts: readonly DeptNode[]): DeptDataPermission {
  const result: DeptDataPermission = { all: false, deptIds: new Set(), self: false };
  if (!roles.length) {
    result.self = true;
    return result;
  }
  const own = (ids: Iterable<number>) => {
    for (const id of ids) result.deptIds.add(id);
  };
  for (const role of roles) {
    if (role.code === SUPER_ADMIN_ROLE || role.dataScope === DataScope.ALL) {
      return { all: true, deptIds: new Set(), self: false };
    }
    switch (role.dataScope) {
      case DataScope.DEPT_CUSTOM:
        own(role.dataScopeDeptIds);
        if (userDeptId !== null) result.deptIds.add(userDeptId);
        break;
      case DataScope.DEPT_ONLY:
        if (userDeptId !== null) result.deptIds.add(userDeptId);
        break;
      case DataScope.DEPT_AND_CHILD:
        if (userDeptId !== null) own(subtreeIds(depts, userDeptId));
        break;
      case DataScope.SELF:
        result.self = true;
        break;
      default:
        // unknown scope: grants nothing
        break;
    }
  }
  return result;
}
