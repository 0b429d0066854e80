import type { FastifyInstance } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import { AssignRoleDataScopeReq, AssignRoleMenuReq, AssignUserRoleReq, DataScope, RoleIdQuery, SystemError, UserIdQuery } from '@gprs/contract';
import type { Db } from '../../../db/client';
import { UserType } from '../../../core/auth';
import { fail } from '../../../core/errors';
import { route } from '../../../core/route';
import { systemDept } from '../dept/dept.schema';
import { removeOtherSignIns } from '../oauth2/oauth2-token.service';
import { assertCustomRole } from '../role/role.routes';
import { systemUsers } from '../user/user.schema';
import { systemRole } from './permission.schema';
import { assignRoleMenus, assignUserRoles, listRoleMenuIds, listUserRoleIds } from './permission.service';

async function requireAdminUser(db: Db, userId: number): Promise<void> {
  const [user] = await db.select({ id: systemUsers.id }).from(systemUsers).where(and(eq(systemUsers.id, userId), eq(systemUsers.userType, UserType.ADMIN)));
  if (!user) fail(SystemError.USER_NOT_EXISTS);
}

async function requireRole(db: Db, roleId: number) {
  const [role] = await db.select().from(systemRole).where(eq(systemRole.id, roleId));
  if (!role) fail(SystemError.ROLE_NOT_EXISTS);
  return role;
}

/** 权限分配: /system/permission/{assign-user-role,list-user-roles,assign-role-menu,list-role-menus,assign-role-data-scope}. */
export function permissionRoutes(app: FastifyInstance): void {
  route(app, {
    method: 'GET',
    url: '/system/permission/list-user-roles',
    permission: 'system:permission:assign-user-role',
    query: UserIdQuery,
    handler: ({ db, query }) => listUserRoleIds(db, query.userId),
  });

  route(app, {
    method: 'POST',
    url: '/system/permission/assign-user-role',
    permission: 'system:permission:assign-user-role',
    body: AssignUserRoleReq,
    handler: async ({ db, body, user }) => {
      await requireAdminUser(db, body.userId);
      const before = await listUserRoleIds(db, body.userId);
      await assignUserRoles(db, body.userId, body.roleIds, String(user.id));
      // a role taken away ends the user's sessions (the caller's own stays when he edits himself): a sign-in made
      // under the old roles must not outlive them; a role added changes nothing a session relied on
      if (before.some((id) => !body.roleIds.includes(id))) await removeOtherSignIns(db, body.userId, body.userId === user.id ? user.accessTokenId : null);
      return true;
    },
  });

  route(app, {
    method: 'GET',
    url: '/system/permission/list-role-menus',
    permission: 'system:permission:assign-role-menu',
    query: RoleIdQuery,
    handler: ({ db, query }) => listRoleMenuIds(db, query.roleId),
  });

  route(app, {
    method: 'POST',
    url: '/system/permission/assign-role-menu',
    permission: 'system:permission:assign-role-menu',
    body: AssignRoleMenuReq,
    handler: async ({ db, body, user }) => {
      await requireRole(db, body.roleId);
      await assignRoleMenus(db, body.roleId, body.menuIds, String(user.id));
      return true;
    },
  });

  route(app, {
    method: 'POST',
    url: '/system/permission/assign-role-data-scope',
    permission: 'system:permission:assign-role-data-scope',
    body: AssignRoleDataScopeReq,
    handler: async ({ db, body, user }) => {
      assertCustomRole(await requireRole(db, body.roleId));
      const deptIds = body.dataScope === DataScope.DEPT_CUSTOM ? [...new Set(body.dataScopeDeptIds)] : [];
      if (deptIds.length) {
        const found = await db.select({ id: systemDept.id }).from(systemDept).where(inArray(systemDept.id, deptIds));
        if (found.length !== deptIds.length) fail(SystemError.DEPT_NOT_FOUND);
      }
      await db.update(systemRole).set({ dataScope: body.dataScope, dataScopeDeptIds: deptIds, updater: String(user.id) }).where(eq(systemRole.id, body.roleId));
      return true;
    },
  });
}
