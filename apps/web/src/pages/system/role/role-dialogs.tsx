import { useMemo, useState } from 'react';
import { App, Form, Modal, Select, Spin, Tag } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DataScope, type RoleResp } from '@gprs/contract';
import { useOptions } from '../../../shared/crud-kit';
import { handleTree } from '../../../shared/utils/tree';
import { useDeptSimpleTree } from '../dept/dept-api';
import { CheckTree } from './check-tree';
import { menuSimpleQuery, permissionApi } from './role-api';

function RoleHeader({ role }: { role: RoleResp }) {
  return (
    <>
      <Form.Item label="角色名称">
        <Tag>{role.name}</Tag>
      </Form.Item>
      <Form.Item label="角色标识">
        <Tag>{role.code}</Tag>
      </Form.Item>
    </>
  );
}

/** 菜单权限: the menu tree with the role's menus checked; 确定 saves through assign-role-menu. */
export function RoleMenuDialog({ role, onClose }: { role: RoleResp; onClose(): void }) {
  const { message } = App.useApp();
  const menus = useQuery(menuSimpleQuery);
  const current = useQuery({ queryKey: ['system', 'permission', 'role-menus', role.id], queryFn: () => permissionApi.listRoleMenus(role.id), gcTime: 0 });
  const tree = useMemo(() => handleTree(menus.data ?? []), [menus.data]);
  const [picked, setPicked] = useState<number[] | null>(null);
  const value = picked ?? current.data ?? [];
  const save = useMutation({
    mutationFn: () => permissionApi.assignRoleMenu(role.id, value),
    onSuccess: () => {
      void message.success('分配成功');
      onClose();
    },
  });
  const loading = menus.isLoading || current.isLoading;
  return (
    <Modal
      title="菜单权限"
      open
      width={600}
      onCancel={onClose}
      onOk={() => save.mutate()}
      okButtonProps={{ disabled: loading }}
      confirmLoading={save.isPending}
      okText="确定"
      cancelText="取消"
      destroyOnHidden
    >
      <Form labelCol={{ flex: '80px' }}>
        <RoleHeader role={role} />
        <Form.Item label="菜单权限">
          <CheckTree tree={tree} value={value} onChange={setPicked} loading={loading} testId="role-menu-tree" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** 数据权限: the data scope; 指定部门 (custom) adds a department check tree. Saved through assign-role-data-scope. */
export function RoleDataScopeDialog({ role, onClose }: { role: RoleResp; onClose(saved: boolean): void }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const scopes = useOptions({ dict: 'system_data_scope' });
  const depts = useDeptSimpleTree();
  const [dataScope, setDataScope] = useState<number>(role.dataScope);
  const [deptIds, setDeptIds] = useState<number[]>(role.dataScopeDeptIds ?? []);
  const save = useMutation({
    mutationFn: () => permissionApi.assignRoleDataScope(role.id, dataScope, dataScope === DataScope.DEPT_CUSTOM ? deptIds : []),
    onSuccess: () => {
      void message.success('修改成功');
      void queryClient.invalidateQueries({ queryKey: ['system', 'role'] });
      onClose(true);
    },
  });
  return (
    <Modal
      title="数据权限"
      open
      width={600}
      onCancel={() => onClose(false)}
      onOk={() => save.mutate()}
      confirmLoading={save.isPending}
      okText="确定"
      cancelText="取消"
      destroyOnHidden
    >
      <Form labelCol={{ flex: '80px' }}>
        <RoleHeader role={role} />
        <Form.Item label="权限范围">
          <Select
            aria-label="权限范围"
            value={dataScope}
            onChange={setDataScope}
            options={scopes as { label: string; value: number }[]}
            placeholder="请选择权限范围"
          />
        </Form.Item>
        {dataScope === DataScope.DEPT_CUSTOM ? (
          <Form.Item label="部门范围">
            {depts.loading ? <Spin /> : <CheckTree tree={depts.tree} value={deptIds} onChange={setDeptIds} testId="role-dept-tree" height={300} />}
          </Form.Item>
        ) : null}
      </Form>
    </Modal>
  );
}
