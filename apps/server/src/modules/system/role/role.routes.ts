import type { FastifyInstance } from 'fastify';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import {
  CommonStatus,
  RoleCreateReq,
  RoleFilter,
  RoleType,
  RoleUpdateReq,
  SystemError,
  UpdateStatusReq,
  type RoleResp,
  type RoleSimpleResp,
} from '@gprs/contract';
import { SUPER_ADMIN_ROLE } from '../../../core/auth';
import { crudRoutes } from '../../../core/crud';
import { fail } from '../../../core/errors';
import { dictFormat, formatDateTime } from '../../../core/excel';
import { likeContains, timeBetween } from '../../../core/filters';
import { route } from '../../../core/route';
import { dictLabels } from '../dict/dict.service';
import { systemRole, type RoleRow } from '../permission/permission.schema';

export function toRoleResp(row: RoleRow): RoleResp {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    sort: row.sort,
    status: row.status,
    type: row.type,
    remark: row.remark,
    dataScope: row.dataScope,
    dataScopeDeptIds: row.dataScopeDeptIds,
    createTime: row.createTime.getTime(),
  };
}

function roleWhere(f: RoleFilter): SQL | undefined {
  return and(
    f.name ? likeContains(systemRole.name, f.name) : undefined,
    f.code ? likeContains(systemRole.code, f.code) : undefined,
    f.status !== undefined ? eq(systemRole.status, f.status) : undefined,
    timeBetween(systemRole.createTime, f.createTime),
  );
}

/** Built-in roles (type 1: 超级管理员, 普通角色) cannot be changed, switched off or deleted. */
export function assertCustomRole(role: RoleRow): void {
  if (role.type === RoleType.SYSTEM) fail(SystemError.ROLE_CAN_NOT_UPDATE_SYSTEM_TYPE_ROLE);
}

/** 角色管理: /system/role/{page,get,create,update,delete,export,list-all-simple,update-status}. */
export function roleRoutes(app: FastifyInstance): void {
  const roles = crudRoutes(app, {
    path: '/system/role',
    table: systemRole,
    permission: 'system:role',
    create: RoleCreateReq,
    update: RoleUpdateReq,
    filter: RoleFilter,
    where: roleWhere,
    orderBy: [asc(systemRole.sort), asc(systemRole.id)],
    notFound: SystemError.ROLE_NOT_EXISTS,
    unique: [
      { field: 'name', column: systemRole.name, error: SystemError.ROLE_NAME_DUPLICATE },
      { field: 'code', column: systemRole.code, error: SystemError.ROLE_CODE_DUPLICATE, constraint: 'system_role_code_unique' },
    ],
    toVO: toRoleResp,
    values: (input, _ctx, existing) => {
      const { id: _id, ...rest } = input as typeof input & { id?: number };
      // new roles are custom and start with data scope "all"; an update leaves type and data scope alone
      return existing ? rest : { ...rest, type: RoleType.CUSTOM, dataScope: 1, dataScopeDeptIds: [] };
    },
    beforeCreate: (_ctx, input) => {
      if (input.code === SUPER_ADMIN_ROLE) fail(SystemError.ROLE_ADMIN_CODE_ERROR, input.code);
    },
    beforeUpdate: (_ctx, input, existing) => {
      assertCustomRole(existing);
      if (input.code === SUPER_ADMIN_ROLE) fail(SystemError.ROLE_ADMIN_CODE_ERROR, input.code);
    },
    beforeDelete: (_ctx, existing) => assertCustomRole(existing),
    export: {
      filename: '角色数据.xlsx',
      columns: async (db) => {
        const labels = await dictLabels(db, ['common_status', 'system_data_scope', 'system_role_type']);
        return [
          { header: '角色序号', key: 'id', width: 10 },
          { header: '角色名称', key: 'name', width: 16 },
          { header: '角色标志', key: 'code', width: 16 },
          { header: '角色排序', key: 'sort', width: 10 },
          { header: '角色类型', key: 'type', width: 10, format: dictFormat(labels.get('system_role_type')!) },
          { header: '数据范围', key: 'dataScope', width: 20, format: dictFormat(labels.get('system_data_scope')!) },
          { header: '数据范围(指定部门数组)', key: 'dataScopeDeptIds', width: 24, format: (v: number[]) => v.join(',') },
          { header: '角色状态', key: 'status', width: 10, format: dictFormat(labels.get('common_status')!) },
          { header: '备注', key: 'remark', width: 30 },
          { header: '创建时间', key: 'createTime', width: 20, format: formatDateTime },
        ];
      },
    },
    listAllSimple: {
      alsoSimpleList: true,
      // 角色管理, and the 分配角色 dialog of 用户管理
      permission: ['system:role:query', 'system:permission:assign-user-role', 'bpm:task-assign-rule:query'],
      where: eq(systemRole.status, CommonStatus.ENABLE),
      map: (row): RoleSimpleResp => ({ id: row.id, name: row.name, code: row.code }),
    },
  });

  route(app, {
    method: 'PUT',
    url: '/system/role/update-status',
    permission: 'system:role:update',
    body: UpdateStatusReq,
    handler: async ({ db, body, user }) => {
      assertCustomRole(await roles.require(db, body.id));
      await db.update(systemRole).set({ status: body.status, updater: String(user.id) }).where(eq(systemRole.id, body.id));
      return true;
    },
  });
}
