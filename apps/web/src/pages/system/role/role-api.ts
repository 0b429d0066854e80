import { queryOptions } from '@tanstack/react-query';
import type { MenuSimpleResp, RoleSimpleResp } from '@gprs/contract';
import { request } from '../../../shared/request';

/** GET /system/role/list-all-simple: enabled roles for pickers (分配角色). */
export const roleSimpleQuery = queryOptions({
  queryKey: ['system', 'role', 'simple'],
  queryFn: () => request.get<RoleSimpleResp[]>('/system/role/list-all-simple'),
  staleTime: 30_000,
});

/** GET /system/menu/list-all-simple: the enabled menus (the tree of 菜单权限). */
export const menuSimpleQuery = queryOptions({
  queryKey: ['system', 'menu', 'simple'],
  queryFn: () => request.get<MenuSimpleResp[]>('/system/menu/list-all-simple'),
});

export const permissionApi = {
  listRoleMenus: (roleId: number) => request.get<number[]>('/system/permission/list-role-menus', { roleId }),
  assignRoleMenu: (roleId: number, menuIds: number[]) => request.post<boolean>('/system/permission/assign-role-menu', { roleId, menuIds }),
  assignRoleDataScope: (roleId: number, dataScope: number, dataScopeDeptIds: number[]) =>
    request.post<boolean>('/system/permission/assign-role-data-scope', { roleId, dataScope, dataScopeDeptIds }),
  listUserRoles: (userId: number) => request.get<number[]>('/system/permission/list-user-roles', { userId }),
  assignUserRole: (userId: number, roleIds: number[]) => request.post<boolean>('/system/permission/assign-user-role', { userId, roleIds }),
};
