import { and, eq, inArray, sql } from 'drizzle-orm';
import { SystemError, type PermissionInfo } from '@gprs/contract';
import type { Db } from '../../../db/client';
import { SUPER_ADMIN_ROLE } from '../../../core/auth';
import { fail } from '../../../core/errors';
import { systemUsers } from '../user/user.schema';
import { buildMenuTree, effectiveMenuIds } from './menu-tree';
import { systemMenu, systemRole, systemRoleMenu, systemUserRole } from './permission.schema';

/** Enabled roles of a user. */
export async function getUserRoles(db: Db, userId: number) {
  return db
    .select({ id: systemRole.id, code: systemRole.code, dataScope: systemRole.dataScope, dataScopeDeptIds: systemRole.dataScopeDeptIds })
    .from(systemUserRole)
    .innerJoin(systemRole, eq(systemRole.id, systemUserRole.roleId))
    .where(and(eq(systemUserRole.userId, userId), eq(systemRole.status, 0)));
}

/** Menus (all types) reachable through the given roles; super_admin reaches every menu. */
export async function getMenusOfRoles(db: Db, roles: { id: number; code: string }[]) {
  if (!roles.length) return [];
  if (roles.some((r) => r.code === SUPER_ADMIN_ROLE)) return db.select().from(systemMenu);
  const ids = roles.map((r) => r.id);
  return db
    .selectDistinct({ menu: systemMenu })
    .from(systemRoleMenu)
    .innerJoin(systemMenu, eq(systemMenu.id, systemRoleMenu.menuId))
    .where(inArray(systemRoleMenu.roleId, ids))
    .then((rows) => rows.map((r) => r.menu));
}

/** Menus of the roles that are on: a disabled menu takes its whole subtree (and their permissions) with it. */
async function getEffectiveMenusOfRoles(db: Db, roles: { id: number; code: string }[]) {
  const menus = await getMenusOfRoles(db, roles);
  if (!menus.length) return menus;
  // super_admin already has every row; other roles need the whole tree to see disabled ancestors
  const all = roles.some((r) => r.code === SUPER_ADMIN_ROLE)
    ? menus
    : await db.select({ id: systemMenu.id, parentId: systemMenu.parentId, status: systemMenu.status }).from(systemMenu);
  const on = effectiveMenuIds(all);
  return menus.filter((m) => on.has(m.id));
}

/**
 * Permission strings granted through the given roles, computed in one query: a menu counts only when it and every
 * ancestor are enabled (a disabled menu takes its whole subtree with it).
 */
export async function permissionsOfRoles(db: Db, roleIds: number[]): Promise<Set<string>> {
  if (!roleIds.length) return new Set();
  const rows = await db.execute<{ permission: string }>(sql`
    with recursive enabled as (
      select id from system_menu where parent_id = 0 and status = 0
      union all
      select m.id from system_menu m join enabled e on m.parent_id = e.id where m.status = 0
    )
    select distinct m.permission from system_role_menu rm
    join enabled e on e.id = rm.menu_id
    join system_menu m on m.id = rm.menu_id
    where rm.role_id in (${sql.join(roleIds.map((id) => sql`${id}`), sql`, `)}) and m.permission <> ''`);
  return new Set(rows.rows.map((r) => r.permission));
}

/**
 * Roles and permission strings of a user, as the auth guard needs them on every request. super_admin passes every
 * permission check, so its permission set is not loaded.
 */
export async function loadGrants(db: Db, userId: number): Promise<{ roles: string[]; permissions: Set<string> }> {
  const roles = await getUserRoles(db, userId);
  const codes = roles.map((r) => r.code);
  if (codes.includes(SUPER_ADMIN_ROLE)) return { roles: codes, permissions: new Set() };
  return { roles: codes, permissions: await permissionsOfRoles(db, roles.map((r) => r.id)) };
}

export async function getPermissionInfo(db: Db, userId: number): Promise<PermissionInfo | null> {
  const [user] = await db.select().from(systemUsers).where(eq(systemUsers.id, userId));
  if (!user) return null;
  const roles = await getUserRoles(db, userId);
  const menus = await getEffectiveMenusOfRoles(db, roles);
  return {
    user: {
      id: user.id,
      username: user.username,
      nickname: user.nickname,
      // the spec's user-info response spells them userName / nickName; yudao's clients read username / nickname
      userName: user.username,
      nickName: user.nickname,
      avatar: user.avatar ?? '',
      deptId: user.deptId ?? null,
      userType: user.userType,
    },
    roles: roles.map((r) => r.code),
    permissions: [...new Set(menus.filter((m) => m.status === 0 && m.permission).map((m) => m.permission))],
    menus: buildMenuTree(menus),
  };
}

// ---------------------------------------------------------------- assignments (角色分配、菜单权限)

/** Makes `ids` exactly the set of `column` values of the owner's rows: deletes the extra, inserts the missing. */
async function replaceLinks(
  db: Db,
  current: number[],
  wanted: number[],
  remove: (ids: number[]) => Promise<unknown>,
  add: (ids: number[]) => Promise<unknown>,
): Promise<void> {
  const want = new Set(wanted);
  const have = new Set(current);
  const gone = current.filter((id) => !want.has(id));
  const fresh = [...want].filter((id) => !have.has(id));
  if (gone.length) await remove(gone);
  if (fresh.length) await add(fresh);
}

/** Role ids assigned to a user (enabled or not). */
export async function listUserRoleIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db.select({ roleId: systemUserRole.roleId }).from(systemUserRole).where(eq(systemUserRole.userId, userId)).orderBy(systemUserRole.roleId);
  return rows.map((r) => r.roleId);
}

/** The user's roles become exactly `roleIds` (each must exist). */
export async function assignUserRoles(db: Db, userId: number, roleIds: number[], operator: string): Promise<void> {
  const wanted = [...new Set(roleIds)];
  if (wanted.length) {
    const found = await db.select({ id: systemRole.id }).from(systemRole).where(inArray(systemRole.id, wanted));
    if (found.length !== wanted.length) fail(SystemError.ROLE_NOT_EXISTS);
  }
  await replaceLinks(
    db,
    await listUserRoleIds(db, userId),
    wanted,
    (ids) => db.delete(systemUserRole).where(and(eq(systemUserRole.userId, userId), inArray(systemUserRole.roleId, ids))),
    (ids) => db.insert(systemUserRole).values(ids.map((roleId) => ({ userId, roleId, creator: operator, updater: operator }))),
  );
}

/** Menu ids granted to a role. */
export async function listRoleMenuIds(db: Db, roleId: number): Promise<number[]> {
  const rows = await db.select({ menuId: systemRoleMenu.menuId }).from(systemRoleMenu).where(eq(systemRoleMenu.roleId, roleId)).orderBy(systemRoleMenu.menuId);
  return rows.map((r) => r.menuId);
}

/** The role's menus become exactly `menuIds` (each must exist). */
export async function assignRoleMenus(db: Db, roleId: number, menuIds: number[], operator: string): Promise<void> {
  const wanted = [...new Set(menuIds)];
  if (wanted.length) {
    const found = await db.select({ id: systemMenu.id }).from(systemMenu).where(inArray(systemMenu.id, wanted));
    if (found.length !== wanted.length) fail(SystemError.MENU_NOT_EXISTS);
  }
  await replaceLinks(
    db,
    await listRoleMenuIds(db, roleId),
    wanted,
    (ids) => db.delete(systemRoleMenu).where(and(eq(systemRoleMenu.roleId, roleId), inArray(systemRoleMenu.menuId, ids))),
    (ids) => db.insert(systemRoleMenu).values(ids.map((menuId) => ({ roleId, menuId, creator: operator, updater: operator }))),
  );
}
