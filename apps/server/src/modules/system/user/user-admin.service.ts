import { and, asc, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { CommonStatus, SystemError, type PageParam, type PageResult, type UserFilter, type UserResp, type UserSimpleResp } from '@gprs/contract';
import type { Db } from '../../../db/client';
import { SUPER_ADMIN_ROLE, UserType, type LoginUser } from '../../../core/auth';
import { fail } from '../../../core/errors';
import { EXPORT_MAX_ROWS } from '../../../core/excel';
import { likeContains, timeBetween } from '../../../core/filters';
import { pageQuery } from '../../../core/paging';
import { guardUnique } from '../../../core/unique';
import { hashPassword } from '../auth/auth.service';
import { subtreeIds } from '../dept/dept-tree';
import { systemDept } from '../dept/dept.schema';
import { getConfigValue } from '../../infra/config/config.service';
import { getUserRoles } from '../permission/permission.service';
import { systemPost } from '../post/post.schema';
import { deptDataPermission } from '../role/data-scope';
import { systemUsers, type UserRow } from './user.schema';

/** The super administrator account (seeded first): it can be neither deleted nor switched off. */
export const SUPER_ADMIN_USER_ID = 1;

/** What the create / update / import forms write (password and status apart). */
export interface UserInput {
  username: string;
  nickname: string;
  remark?: string | null;
  deptId: number | null;
  postIds: number[];
  email: string;
  mobile: string;
  sex: number;
  avatar?: string;
}

const isAdmin = eq(systemUsers.userType, UserType.ADMIN);

async function deptNodes(db: Db) {
  return db.select({ id: systemDept.id, parentId: systemDept.parentId }).from(systemDept);
}

/**
 * The data-scope condition on system_users for the caller (yudao DeptDataPermissionRule): undefined when he may see
 * everything, else users of his permitted departments, or himself, or nobody.
 */
export async function userDataScope(db: Db, caller: LoginUser): Promise<SQL | undefined> {
  if (caller.roles.includes(SUPER_ADMIN_ROLE)) return undefined;
  const [roles, [me], depts] = await Promise.all([
    getUserRoles(db, caller.id),
    db.select({ deptId: systemUsers.deptId }).from(systemUsers).where(eq(systemUsers.id, caller.id)),
    deptNodes(db),
  ]);
  const scope = deptDataPermission(roles, me?.deptId ?? null, depts);
  if (scope.all) return undefined;
  const parts = [scope.deptIds.size ? inArray(systemUsers.deptId, [...scope.deptIds]) : undefined, scope.self ? eq(systemUsers.id, caller.id) : undefined].filter(
    (p): p is SQL => p !== undefined,
  );
  return parts.length ? or(...parts) : sql`false`;
}

async function userWhere(db: Db, f: UserFilter, caller: LoginUser): Promise<SQL | undefined> {
  const deptIds = f.deptId !== undefined ? [...subtreeIds(await deptNodes(db), f.deptId)] : undefined;
  return and(
    isAdmin,
    f.username ? likeContains(systemUsers.username, f.username) : undefined,
    f.mobile ? likeContains(systemUsers.mobile, f.mobile) : undefined,
    f.status !== undefined ? eq(systemUsers.status, f.status) : undefined,
    timeBetween(systemUsers.createTime, f.createTime),
    deptIds ? inArray(systemUsers.deptId, deptIds) : undefined,
    await userDataScope(db, caller),
  );
}

async function deptNameMap(db: Db, rows: { deptId: number | null }[]): Promise<Map<number, string>> {
  const ids = [...new Set(rows.map((r) => r.deptId).filter((id): id is number => id !== null))];
  if (!ids.length) return new Map();
  const depts = await db.select({ id: systemDept.id, name: systemDept.name }).from(systemDept).where(inArray(systemDept.id, ids));
  return new Map(depts.map((d) => [d.id, d.name]));
}

export function toUserResp(row: UserRow, deptName: string | null): UserResp {
  return {
    id: row.id,
    username: row.username,
    nickname: row.nickname,
    remark: row.remark,
    deptId: row.deptId,
    deptName,
    dept: row.deptId !== null && deptName !== null ? { id: row.deptId, name: deptName } : null,
    postIds: row.postIds,
    email: row.email ?? '',
    mobile: row.mobile ?? '',
    sex: row.sex,
    avatar: row.avatar ?? '',
    status: row.status,
    loginIp: row.loginIp ?? '',
    loginDate: row.loginDate?.getTime() ?? null,
    createTime: row.createTime.getTime(),
  };
}

async function toUserResps(db: Db, rows: UserRow[]): Promise<UserResp[]> {
  const names = await deptNameMap(db, rows);
  return rows.map((r) => toUserResp(r, r.deptId === null ? null : (names.get(r.deptId) ?? null)));
}

const userOrder = [desc(systemUsers.id)];

export async function getUserPage(db: Db, req: PageParam & UserFilter, caller: LoginUser): Promise<PageResult<UserResp>> {
  const page = await pageQuery(db, systemUsers, req, { where: await userWhere(db, req, caller), orderBy: userOrder });
  return { list: await toUserResps(db, page.list), total: page.total };
}

export async function listUsersForExport(db: Db, filter: UserFilter, caller: LoginUser): Promise<UserResp[]> {
  const rows = await db
    .select()
    .from(systemUsers)
    .where(await userWhere(db, filter, caller))
    .orderBy(...userOrder)
    .limit(EXPORT_MAX_ROWS + 1);
  return toUserResps(db, rows);
}

/** A back-office user (members are not managed here). */
export async function findAdminUser(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(systemUsers).where(and(eq(systemUsers.id, id), isAdmin));
  return row;
}

export async function getUserResp(db: Db, id: number): Promise<UserResp | null> {
  const row = await findAdminUser(db, id);
  return row ? (await toUserResps(db, [row]))[0] : null;
}

async function requireAdminUser(db: Db, id: number): Promise<UserRow> {
  const row = await findAdminUser(db, id);
  if (!row) fail(SystemError.USER_NOT_EXISTS);
  return row;
}

export async function listSimpleUsers(db: Db): Promise<UserSimpleResp[]> {
  const rows = await db
    .select({ id: systemUsers.id, nickname: systemUsers.nickname, deptId: systemUsers.deptId })
    .from(systemUsers)
    .where(and(isAdmin, eq(systemUsers.status, CommonStatus.ENABLE)))
    .orderBy(asc(systemUsers.id));
  const names = await deptNameMap(db, rows);
  return rows.map((r) => ({ ...r, deptName: r.deptId === null ? null : (names.get(r.deptId) ?? null) }));
}

/** Username, mobile and email are unique over all users (members included); the department and posts must be on. */
export async function validateUserInput(db: Db, input: UserInput, id?: number): Promise<void> {
  const notSelf = id === undefined ? undefined : ne(systemUsers.id, id);
  const taken = async (cond: SQL) => (await db.select({ id: systemUsers.id }).from(systemUsers).where(and(cond, notSelf)).limit(1)).length > 0;
  if (await taken(eq(systemUsers.username, input.username))) fail(SystemError.USER_USERNAME_EXISTS);
  if (input.mobile && (await taken(eq(systemUsers.mobile, input.mobile)))) fail(SystemError.USER_MOBILE_EXISTS);
  if (input.email && (await taken(eq(systemUsers.email, input.email)))) fail(SystemError.USER_EMAIL_EXISTS);
  if (input.deptId !== null) {
    const [dept] = await db.select().from(systemDept).where(eq(systemDept.id, input.deptId));
    if (!dept) fail(SystemError.DEPT_NOT_FOUND);
    if (dept.status !== CommonStatus.ENABLE) fail(SystemError.DEPT_NOT_ENABLE, dept.name);
  }
  if (input.postIds.length) {
    const posts = await db.select().from(systemPost).where(inArray(systemPost.id, input.postIds));
    if (posts.length !== input.postIds.length) fail(SystemError.POST_NOT_FOUND);
    const off = posts.find((p) => p.status !== CommonStatus.ENABLE);
    if (off) fail(SystemError.POST_NOT_ENABLE, off.name);
  }
}

const USER_UNIQUE = { system_users_username_unique: SystemError.USER_USERNAME_EXISTS };

function userValues(input: UserInput) {
  return {
    username: input.username,
    nickname: input.nickname,
    remark: input.remark ?? null,
    deptId: input.deptId,
    postIds: input.postIds,
    email: input.email,
    mobile: input.mobile,
    sex: input.sex,
    ...(input.avatar !== undefined ? { avatar: input.avatar } : {}),
  };
}

/** The password of a new user: the one given, else the config system.user.init-password. */
export async function initialPassword(db: Db, given: string | undefined): Promise<string> {
  if (given) return given;
  const configured = (await getConfigValue(db, 'system.user.init-password'))?.trim();
  if (!configured) fail(SystemError.USER_IMPORT_INIT_PASSWORD);
  return configured;
}

/** Creates a back-office user; `passwordHash` (an import's hashed initial password) spares a bcrypt round per row. */
export async function createAdminUser(
  db: Db,
  input: UserInput & { password?: string; status: number },
  operator: string,
  passwordHash?: string,
): Promise<number> {
  await validateUserInput(db, input);
  const password = passwordHash ?? (await hashPassword(await initialPassword(db, input.password)));
  const [row] = await guardUnique(
    db
      .insert(systemUsers)
      .values({ ...userValues(input), password, status: input.status, userType: UserType.ADMIN, creator: operator, updater: operator })
      .returning({ id: systemUsers.id }),
    USER_UNIQUE,
  );
  return row.id;
}

export async function updateAdminUser(db: Db, id: number, input: UserInput, operator: string): Promise<void> {
  await requireAdminUser(db, id);
  await validateUserInput(db, input, id);
  await guardUnique(db.update(systemUsers).set({ ...userValues(input), updater: operator }).where(eq(systemUsers.id, id)), USER_UNIQUE);
}

export async function deleteAdminUser(db: Db, id: number, caller: LoginUser): Promise<void> {
  await requireAdminUser(db, id);
  if (id === caller.id) fail(SystemError.USER_DELETE_SELF);
  if (id === SUPER_ADMIN_USER_ID) fail(SystemError.USER_SUPER_ADMIN_PROTECTED);
  // roles, social bindings and tokens go with the user (foreign keys ON DELETE CASCADE / token service)
  await db.delete(systemUsers).where(eq(systemUsers.id, id));
}

export async function updateAdminUserStatus(db: Db, id: number, status: number, operator: string): Promise<void> {
  await requireAdminUser(db, id);
  if (id === SUPER_ADMIN_USER_ID && status !== CommonStatus.ENABLE) fail(SystemError.USER_SUPER_ADMIN_PROTECTED);
  await db.update(systemUsers).set({ status, updater: operator }).where(eq(systemUsers.id, id));
}

export async function resetAdminUserPassword(db: Db, id: number, password: string, operator: string): Promise<void> {
  await requireAdminUser(db, id);
  await db.update(systemUsers).set({ password: await hashPassword(password), updater: operator }).where(eq(systemUsers.id, id));
}
