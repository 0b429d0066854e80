import type { FastifyInstance } from 'fastify';
import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import { CommonStatus, DeptCreateReq, DeptFilter, DeptUpdateReq, SystemError, type DeptResp, type DeptSimpleResp } from '@gprs/contract';
import type { Db } from '../../../db/client';
import { crudRoutes } from '../../../core/crud';
import { fail } from '../../../core/errors';
import { likeContains } from '../../../core/filters';
import { route } from '../../../core/route';
import { systemUsers } from '../user/user.schema';
import { descendantIds } from './dept-tree';
import { systemDept, type DeptRow } from './dept.schema';

export function toDeptResp(row: DeptRow): DeptResp {
  return {
    id: row.id,
    name: row.name,
    parentId: row.parentId,
    sort: row.sort,
    leaderUserId: row.leaderUserId,
    phone: row.phone,
    email: row.email,
    status: row.status,
    createTime: row.createTime.getTime(),
  };
}

function deptWhere(f: DeptFilter): SQL | undefined {
  return and(f.name ? likeContains(systemDept.name, f.name) : undefined, f.status !== undefined ? eq(systemDept.status, f.status) : undefined);
}

const deptOrder = [asc(systemDept.parentId), asc(systemDept.sort), asc(systemDept.id)];

/** Every department as id + parentId (for tree walks). */
export function deptNodes(db: Db) {
  return db.select({ id: systemDept.id, parentId: systemDept.parentId }).from(systemDept);
}

/** The parent must exist and must not be the department itself or one of its descendants. */
async function checkParent(db: Db, parentId: number, id?: number): Promise<void> {
  if (parentId === 0) return;
  if (id !== undefined && parentId === id) fail(SystemError.DEPT_PARENT_ERROR);
  const [parent] = await db.select({ id: systemDept.id }).from(systemDept).where(eq(systemDept.id, parentId));
  if (!parent) fail(SystemError.DEPT_PARENT_NOT_EXITS);
  if (id !== undefined && descendantIds(await deptNodes(db), id).has(parentId)) fail(SystemError.DEPT_PARENT_IS_CHILD);
}

async function checkLeader(db: Db, leaderUserId: number | null): Promise<void> {
  if (leaderUserId === null) return;
  const [user] = await db.select({ id: systemUsers.id }).from(systemUsers).where(eq(systemUsers.id, leaderUserId));
  if (!user) fail(SystemError.USER_NOT_EXISTS);
}

/** 部门管理: /system/dept/{list,list-all-simple,get,create,update,delete}. */
export function deptRoutes(app: FastifyInstance): void {
  crudRoutes(app, {
    path: '/system/dept',
    table: systemDept,
    permission: 'system:dept',
    create: DeptCreateReq,
    update: DeptUpdateReq,
    filter: DeptFilter,
    where: deptWhere,
    orderBy: deptOrder,
    notFound: SystemError.DEPT_NOT_FOUND,
    routes: ['get', 'create', 'update', 'delete', 'list-all-simple'],
    unique: [{ field: 'name', column: systemDept.name, error: SystemError.DEPT_NAME_DUPLICATE, scope: (input) => eq(systemDept.parentId, input.parentId) }],
    toVO: toDeptResp,
    beforeCreate: async ({ db }, input) => {
      await checkParent(db, input.parentId);
      await checkLeader(db, input.leaderUserId);
    },
    beforeUpdate: async ({ db }, input) => {
      await checkParent(db, input.parentId, input.id);
      await checkLeader(db, input.leaderUserId);
    },
    beforeDelete: async ({ db }, dept) => {
      const [{ children }] = await db.select({ children: count() }).from(systemDept).where(eq(systemDept.parentId, dept.id));
      if (children > 0) fail(SystemError.DEPT_EXITS_CHILDREN);
      const [{ users }] = await db.select({ users: count() }).from(systemUsers).where(eq(systemUsers.deptId, dept.id));
      if (users > 0) fail(SystemError.DEPT_EXISTS_USER);
    },
    listAllSimple: {
      alsoSimpleList: true,
      // 部门管理, the department tree of 用户管理 and the 数据权限 dialog of 角色管理
      permission: ['system:dept:query', 'system:user:query', 'system:permission:assign-role-data-scope', 'bpm:task-assign-rule:query'],
      where: eq(systemDept.status, CommonStatus.ENABLE),
      map: (row): DeptSimpleResp => ({ id: row.id, name: row.name, parentId: row.parentId }),
    },
  });

  route(app, {
    method: 'GET',
    url: '/system/dept/list',
    permission: 'system:dept:query',
    query: DeptFilter,
    handler: async ({ db, query }) => (await db.select().from(systemDept).where(deptWhere(query)).orderBy(...deptOrder)).map(toDeptResp),
  });
}

/** Name of each department, for user lists. */
export async function deptNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db.select({ id: systemDept.id, name: systemDept.name }).from(systemDept).where(inArray(systemDept.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}
