import { z } from 'zod';
import { DataScopeSchema } from './role';

const ids = z.array(z.number().int().positive()).max(10_000).default([]);

/** PUT-like POST /system/permission/assign-user-role: the user's roles become exactly roleIds. */
export const AssignUserRoleReq = z.object({ userId: z.number().int().positive(), roleIds: ids });
export type AssignUserRoleReq = z.input<typeof AssignUserRoleReq>;

/** POST /system/permission/assign-role-menu: the role's menus become exactly menuIds. */
export const AssignRoleMenuReq = z.object({ roleId: z.number().int().positive(), menuIds: ids });
export type AssignRoleMenuReq = z.input<typeof AssignRoleMenuReq>;

/** POST /system/permission/assign-role-data-scope: dataScopeDeptIds count only for data scope 2 (custom). */
export const AssignRoleDataScopeReq = z.object({
  roleId: z.number().int().positive(),
  dataScope: DataScopeSchema,
  dataScopeDeptIds: ids,
});
export type AssignRoleDataScopeReq = z.input<typeof AssignRoleDataScopeReq>;

export const UserIdQuery = z.object({ userId: z.coerce.number().int().positive() });
export const RoleIdQuery = z.object({ roleId: z.coerce.number().int().positive() });
