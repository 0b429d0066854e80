import { useMemo, useState } from 'react';
import { App, Button, Col, Row as GridRow, Select, Switch, TreeSelect } from 'antd';
import { KeyOutlined, TeamOutlined, UploadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { UserCreateReq, UserPassword, type UserResp } from '@gprs/contract';
import { Access, useAccess } from '../../../shared/access';
import { CrudPage, zodRule, type CrudConfig, type CrudContext } from '../../../shared/crud-kit';
import { request, runReported } from '../../../shared/request';
import { useDeptSimpleTree } from '../dept/dept-api';
import { postSimpleQuery } from '../post/post-api';
import { DeptTreePanel } from './dept-tree-panel';
import { AssignRoleDialog, ImportDialog, ResetPasswordDialog } from './user-dialogs';
import { statusConfirmText } from './user-rules';

const PERM = {
  create: 'system:user:create',
  update: 'system:user:update',
  delete: 'system:user:delete',
  export: 'system:user:export',
  import: 'system:user:import',
  password: 'system:user:update-password',
  assignRole: 'system:permission:assign-user-role',
};

function DeptSelect({ value, onChange, id }: { value?: number; onChange?(v: number | undefined): void; id?: string }) {
  const { tree } = useDeptSimpleTree();
  return (
    <TreeSelect
      id={id}
      value={value}
      onChange={onChange}
      treeData={tree}
      fieldNames={{ label: 'name', value: 'id', children: 'children' }}
      treeDefaultExpandAll
      allowClear
      showSearch={{ treeNodeFilterProp: 'name' }}
      placeholder="请选择归属部门"
      style={{ width: '100%' }}
    />
  );
}

function PostSelect({ value, onChange, id }: { value?: number[]; onChange?(v: number[]): void; id?: string }) {
  const posts = useQuery(postSimpleQuery);
  return (
    <Select
      id={id}
      mode="multiple"
      value={value}
      onChange={onChange}
      loading={posts.isLoading}
      placeholder="请选择岗位"
      optionFilterProp="label"
      options={(posts.data ?? []).map((p) => ({ label: p.name, value: p.id }))}
    />
  );
}

/** 状态 as a switch: asks '确认要"停用""x"用户吗?' and saves through update-status. */
function StatusSwitch({ row, ctx }: { row: UserResp; ctx: CrudContext<UserResp> }) {
  const { message } = App.useApp();
  const access = useAccess();
  const [saving, setSaving] = useState(false);
  const toggle = async (on: boolean) => {
    const status = on ? 0 : 1;
    if (!(await ctx.confirm(statusConfirmText(row.username, status)))) return;
    setSaving(true);
    try {
      await request.put('/system/user/update-status', { id: row.id, status });
      void message.success(status === 0 ? '启用成功' : '停用成功');
      ctx.refresh();
    } finally {
      setSaving(false);
    }
  };
  return (
    <Switch
      aria-label={`${row.username}状态`}
      checked={row.status === 0}
      loading={saving}
      disabled={!access.check({ permission: PERM.update })}
      onChange={(on) => runReported(() => toggle(on))}
    />
  );
}

/**
 * 用户管理 (menu component system/user/index): the department tree filters the list; search, status switch, create /
 * edit, delete, 重置密码, 分配角色, 导入 and 导出.
 */
export default function UserPage() {
  const [deptId, setDeptId] = useState<number | undefined>();
  const [passwordUser, setPasswordUser] = useState<UserResp | null>(null);
  const [roleUser, setRoleUser] = useState<UserResp | null>(null);
  const [importing, setImporting] = useState<CrudContext<UserResp> | null>(null);
  const fixedParams = useMemo(() => (deptId !== undefined ? { deptId } : undefined), [deptId]);

  const config: CrudConfig<UserResp> = {
    entity: '用户',
    queryKey: ['system', 'user'],
    api: {
      page: '/system/user/page',
      get: '/system/user/get',
      create: '/system/user/create',
      update: '/system/user/update',
      delete: '/system/user/delete',
      export: '/system/user/export',
    },
    fixedParams,
    permissions: { create: PERM.create, update: PERM.update, delete: PERM.delete, export: PERM.export },
    search: [
      { name: 'username', label: '用户名称' },
      { name: 'mobile', label: '手机号码' },
      { name: 'status', label: '状态', type: 'select', dict: 'common_status', placeholder: '用户状态', width: 160 },
      { name: 'createTime', label: '创建时间', type: 'dateRange' },
    ],
    columns: [
      { dataIndex: 'id', title: '用户编号', width: 90 },
      { dataIndex: 'username', title: '用户名称', width: 130, ellipsis: true },
      { dataIndex: 'nickname', title: '用户昵称', width: 130, ellipsis: true },
      { dataIndex: 'deptName', title: '部门', width: 120, ellipsis: true },
      { dataIndex: 'mobile', title: '手机号码', width: 120 },
      { dataIndex: 'status', title: '状态', width: 80, render: (_: number, row, ctx) => <StatusSwitch row={row} ctx={ctx} /> },
      { dataIndex: 'createTime', title: '创建时间', type: 'datetime', width: 180 },
    ],
    deleteText: (r) => `是否确认删除用户编号为"${r.id}"的数据项？`,
    form: {
      schema: UserCreateReq,
      width: 600,
      defaults: (query) => (query.deptId ? { deptId: query.deptId } : {}),
      fields: [
        { name: 'nickname', label: '用户昵称', required: true },
        { name: 'deptId', label: '归属部门', type: 'custom', zod: false, render: () => <DeptSelect />, toVo: (v) => v ?? null },
        { name: 'mobile', label: '手机号码', placeholder: '请输入手机号码', toVo: (v) => v ?? '' },
        { name: 'email', label: '邮箱', toVo: (v) => v ?? '' },
        { name: 'username', label: '用户名称', required: true },
        {
          name: 'password',
          label: '用户密码',
          type: 'password',
          required: true,
          zod: false,
          rules: [zodRule({ shape: { password: UserPassword } }, 'password')],
          visibleWhen: (_v, editing) => editing === null,
        },
        { name: 'sex', label: '用户性别', type: 'select', dict: 'system_user_sex', zod: false },
        { name: 'postIds', label: '岗位', type: 'custom', zod: false, render: () => <PostSelect />, toVo: (v) => v ?? [] },
        { name: 'remark', label: '备注', type: 'textarea' },
      ],
      toBody: (body, editing) => {
        if (editing) delete body.password;
        return body;
      },
    },
    rowActions: [
      { key: 'password', label: '重置密码', icon: <KeyOutlined />, permission: PERM.password, more: true, onClick: (row) => setPasswordUser(row) },
      { key: 'role', label: '分配角色', icon: <TeamOutlined />, permission: PERM.assignRole, more: true, onClick: (row) => setRoleUser(row) },
    ],
    toolbar: (ctx) => (
      <Access permission={PERM.import}>
        <Button icon={<UploadOutlined />} onClick={() => setImporting(ctx)}>
          导入
        </Button>
      </Access>
    ),
    exportFileName: '用户数据.xlsx',
    actionWidth: 250,
    scrollX: 980,
  };

  return (
    <GridRow gutter={12}>
      <Col xs={24} sm={24} md={6} lg={5} xl={4}>
        <DeptTreePanel value={deptId} onChange={setDeptId} />
      </Col>
      <Col xs={24} sm={24} md={18} lg={19} xl={20}>
        <CrudPage config={config} />
      </Col>
      {passwordUser ? <ResetPasswordDialog user={passwordUser} onClose={() => setPasswordUser(null)} /> : null}
      {roleUser ? <AssignRoleDialog user={roleUser} onClose={() => setRoleUser(null)} /> : null}
      {importing ? (
        <ImportDialog onImported={() => importing.refresh()} onClose={() => setImporting(null)} />
      ) : null}
    </GridRow>
  );
}
