import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import {
  CommonStatus,
  IdQuery,
  UpdateStatusReq,
  UserCreateReq,
  UserFilter,
  UserImportQuery,
  UserPageReq,
  UserUpdatePasswordReq,
  UserUpdateReq,
} from '@gprs/contract';
import { route } from '../../../core/route';
import { dictFormat, formatDateTime, sendExcel } from '../../../core/excel';
import { dictLabels } from '../dict/dict.service';
import { systemDept } from '../dept/dept.schema';
import { removeOtherSignIns, removeTokensOfUsers } from '../oauth2/oauth2-token.service';
import { maxUploadBytes } from '../../infra/file/file.service';
import {
  createAdminUser,
  deleteAdminUser,
  getUserPage,
  getUserResp,
  listSimpleUsers,
  listUsersForExport,
  resetAdminUserPassword,
  updateAdminUser,
  updateAdminUserStatus,
} from './user-admin.service';
import { IMPORT_COLUMNS, importUsers, readImportRows } from './user-import';
import { readSingleUpload } from '../../../core/upload';
import { batchDeleteRoutes } from '../../../core/crud';

const PERM = {
  query: 'system:user:query',
  create: 'system:user:create',
  update: 'system:user:update',
  delete: 'system:user:delete',
  export: 'system:user:export',
  import: 'system:user:import',
  password: 'system:user:update-password',
};

/** 用户管理: /system/user/* (back-office users; site members are not listed). */
export function userRoutes(app: FastifyInstance): void {
  route(app, {
    method: 'GET',
    url: '/system/user/page',
    permission: PERM.query,
    query: UserPageReq,
    handler: ({ db, query, user }) => getUserPage(db, query, user),
  });

  route(app, {
    method: 'GET',
    url: '/system/user/get',
    permission: PERM.query,
    query: IdQuery,
    handler: ({ db, query }) => getUserResp(db, query.id),
  });

  route(app, {
    method: 'POST',
    url: '/system/user/create',
    permission: PERM.create,
    body: UserCreateReq,
    handler: ({ db, body, user }) => createAdminUser(db, body, String(user.id)),
  });

  route(app, {
    method: 'PUT',
    url: '/system/user/update',
    permission: PERM.update,
    body: UserUpdateReq,
    handler: async ({ db, body, user }) => {
      await updateAdminUser(db, body.id, body, String(user.id));
      return true;
    },
  });

  route(app, {
    method: 'DELETE',
    url: '/system/user/delete',
    permission: PERM.delete,
    query: IdQuery,
    handler: async ({ db, query, user }) => {
      await deleteAdminUser(db, query.id, user);
      await removeTokensOfUsers(db, [query.id]);
      return true;
    },
  });
  batchDeleteRoutes(app, { path: '/system/user', permission: PERM.delete }, async ({ db, user }, id) => {
    await deleteAdminUser(db, id, user);
    await removeTokensOfUsers(db, [id]);
  });

  route(app, {
    method: 'PUT',
    url: '/system/user/update-status',
    permission: PERM.update,
    body: UpdateStatusReq,
    handler: async ({ db, body, user }) => {
      await updateAdminUserStatus(db, body.id, body.status, String(user.id));
      // a disabled account is signed out everywhere at once
      if (body.status !== CommonStatus.ENABLE) await removeTokensOfUsers(db, [body.id]);
      return true;
    },
  });

  route(app, {
    method: 'PUT',
    url: '/system/user/update-password',
    permission: PERM.password,
    body: UserUpdatePasswordReq,
    handler: async ({ db, body, user }) => {
      await resetAdminUserPassword(db, body.id, body.password, String(user.id));
      // a reset password signs the user out everywhere; an admin resetting his own keeps only this session
      await removeOtherSignIns(db, body.id, body.id === user.id ? user.accessTokenId : null);
      return true;
    },
  });

  // yudao 2.x answers the same list at simple-list (the Vue 3 admin's name)
  for (const url of ['/system/user/list-all-simple', '/system/user/simple-list']) route(app, {
    method: 'GET',
    url,
    // 用户管理, the leader picker of 部门管理, and the user pickers of 分配规则, 用户分组 and 转办/委派
    permission: ['system:user:query', 'system:dept:query', 'bpm:task-assign-rule:query', 'bpm:user-group:query', 'bpm:task:update'],
    handler: ({ db }) => listSimpleUsers(db),
  });

  route(app, {
    method: 'GET',
    url: '/system/user/export',
    permission: PERM.export,
    query: UserFilter,
    raw: true,
    handler: async ({ db, query, user, reply }) => {
      const [rows, labels] = await Promise.all([listUsersForExport(db, query, user), dictLabels(db, ['common_status', 'system_user_sex'])]);
      await sendExcel(reply, {
        filename: '用户数据.xlsx',
        columns: [
          { header: '用户编号', key: 'id', width: 10 },
          { header: '用户名称', key: 'username', width: 16 },
          { header: '用户昵称', key: 'nickname', width: 16 },
          { header: '部门名称', key: 'deptName', width: 16 },
          { header: '用户邮箱', key: 'email', width: 24 },
          { header: '手机号码', key: 'mobile', width: 14 },
          { header: '用户性别', key: 'sex', width: 10, format: dictFormat(labels.get('system_user_sex')!) },
          { header: '帐号状态', key: 'status', width: 10, format: dictFormat(labels.get('common_status')!) },
          { header: '最后登录IP', key: 'loginIp', width: 16 },
          { header: '最后登录时间', key: 'loginDate', width: 20, format: formatDateTime },
          { header: '创建时间', key: 'createTime', width: 20, format: formatDateTime },
        ],
        rows,
      });
    },
  });

  route(app, {
    method: 'GET',
    url: '/system/user/get-import-template',
    permission: PERM.import,
    raw: true,
    handler: async ({ db, reply }) => {
      const [dept] = await db.select({ id: systemDept.id }).from(systemDept).where(eq(systemDept.status, CommonStatus.ENABLE)).orderBy(asc(systemDept.id)).limit(1);
      const deptId = dept ? String(dept.id) : '';
      await sendExcel(reply, {
        filename: '用户导入模板.xlsx',
        columns: IMPORT_COLUMNS.map((c) => ({ ...c })),
        rows: [
          { username: 'gprs', nickname: '股票热搜', deptId, email: 'gprs@gupiaoresou.cn', mobile: '15601691300', sex: '男', status: '开启' },
          { username: 'stock', nickname: '热搜股民', deptId, email: 'stock@gupiaoresou.cn', mobile: '15601701300', sex: '女', status: '关闭' },
        ],
      });
    },
  });

  route(app, {
    method: 'POST',
    url: '/system/user/import',
    permission: PERM.import,
    query: UserImportQuery,
    handler: async ({ db, query, req, user }) => {
      const { content } = await readSingleUpload(req, { limitBytes: await maxUploadBytes(db), what: '导入文件' });
      const rows = await readImportRows(content);
      const labels = await dictLabels(db, ['common_status', 'system_user_sex']);
      return importUsers(db, rows, {
        updateSupport: query.updateSupport,
        operator: String(user.id),
        sexLabels: labels.get('system_user_sex')!,
        statusLabels: labels.get('common_status')!,
      });
    },
  });
}
