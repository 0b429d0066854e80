import { useState } from 'react';
import { KeyOutlined, SafetyOutlined } from '@ant-design/icons';
import { RoleCreateReq, type RoleResp } from '@gprs/contract';
import { CrudPage, type CrudConfig } from '../../../shared/crud-kit';
import { RoleDataScopeDialog, RoleMenuDialog } from './role-dialogs';

/** 角色管理 (menu component system/role/index): roles on the CRUD kit with 菜单权限 and 数据权限 dialogs. */
export default function RolePage() {
  const [menuRole, setMenuRole] = useState<RoleResp | null>(null);
  const [scopeRole, setScopeRole] = useState<RoleResp | null>(null);
  const config: CrudConfig<RoleResp> = {
    entity: '角色',
    queryKey: ['system', 'role'],
    api: {
      page: '/system/role/page',
      get: '/system/role/get',
      create: '/system/role/create',
      update: '/system/role/update',
      delete: '/system/role/delete',
      export: '/system/role/export',
    },
    permissions: { create: 'system:role:create', update: 'system:role:update', delete: 'system:role:delete', export: 'system:role:export' },
    search: [
      { name: 'name', label: '角色名称' },
      { name: 'code', label: '角色标识' },
      { name: 'status', label: '状态', type: 'select', dict: 'common_status', placeholder: '请选择状态', width: 160 },
      { name: 'createTime', label: '创建时间', type: 'dateRange' },
    ],
    columns: [
      { dataIndex: 'id', title: '角色编号', width: 90 },
      { dataIndex: 'name', title: '角色名称', ellipsis: true },
      { dataIndex: 'type', title: '角色类型', type: 'dict', dict: 'system_role_type', width: 100 },
      { dataIndex: 'code', title: '角色标识', ellipsis: true },
      { dataIndex: 'sort', title: '显示顺序', width: 90 },
      { dataIndex: 'remark', title: '备注', ellipsis: true },
      { dataIndex: 'status', title: '状态', type: 'dict', dict: 'common_status', width: 90 },
      { dataIndex: 'createTime', title: '创建时间', type: 'datetime', width: 180 },
    ],
    deleteText: (r) => `是否确认删除角色编号为"${r.id}"的数据项？`,
    form: {
      schema: RoleCreateReq,
      width: 500,
      fields: [
        { name: 'name', label: '角色名称', required: true },
        { name: 'code', label: '角色标识', required: true },
        { name: 'sort', label: '显示顺序', type: 'number', required: true, min: 0, initialValue: 0 },
        { name: 'status', label: '状态', type: 'radio', dict: 'common_status', required: true, initialValue: 0 },
        { name: 'remark', label: '备注', type: 'textarea' },
      ],
    },
    rowActions: [
      { key: 'menu', label: '菜单权限', icon: <KeyOutlined />, permission: 'system:permission:assign-role-menu', onClick: (row) => setMenuRole(row) },
      {
        key: 'data-scope',
        label: '数据权限',
        icon: <SafetyOutlined />,
        permission: 'system:permission:assign-role-data-scope',
        onClick: (row) => setScopeRole(row),
      },
    ],
    actionWidth: 390,
    scrollX: 1300,
  };
  return (
    <>
      <CrudPage config={config} />
      {menuRole ? <RoleMenuDialog role={menuRole} onClose={() => setMenuRole(null)} /> : null}
      {scopeRole ? (
        <RoleDataScopeDialog role={scopeRole} onClose={() => setScopeRole(null)} />
      ) : null}
    </>
  );
}
