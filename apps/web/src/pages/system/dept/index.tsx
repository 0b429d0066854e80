import { useMemo, useState } from 'react';
import { App, Card, Select, Table, TreeSelect, type TableColumnsType } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DeptCreateReq, type DeptResp, type UserSimpleResp } from '@gprs/contract';
import { useAccess } from '../../../shared/access';
import { CrudFormDialog, TreeListHeader, TreeRowActions, type CrudConfig, type FormTarget } from '../../../shared/crud-kit';
import { DictTag } from '../../../shared/dict';
import { request, runReported } from '../../../shared/request';
import { useConfirm } from '../../../shared/table-kit';
import { formatDate } from '../../../shared/utils/date';
import { filterTree, handleTree, parentIds, type TreeNode } from '../../../shared/utils/tree';
import { DEPT_KEY, deptListQuery, useDeptSimpleTree } from './dept-api';
import { userSimpleQuery } from '../user/user-api';

const PERM = { create: 'system:dept:create', update: 'system:dept:update', delete: 'system:dept:delete' };

/** 上级部门: the enabled departments under a 顶级部门 root (id 0). */
function ParentDeptSelect({ value, onChange, id }: { value?: number; onChange?(v: number): void; id?: string }) {
  const { tree } = useDeptSimpleTree();
  const data = useMemo(() => [{ id: 0, name: '顶级部门', parentId: -1, children: tree }], [tree]);
  return (
    <TreeSelect
      id={id}
      value={value}
      onChange={onChange}
      treeData={data}
      fieldNames={{ label: 'name', value: 'id', children: 'children' }}
      treeDefaultExpandAll
      showSearch={{ treeNodeFilterProp: 'name' }}
      placeholder="请选择上级部门"
      style={{ width: '100%' }}
    />
  );
}

function LeaderSelect({ value, onChange, id }: { value?: number; onChange?(v: number | undefined): void; id?: string }) {
  const users = useQuery(userSimpleQuery);
  return (
    <Select
      id={id}
      value={value}
      onChange={onChange}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      loading={users.isLoading}
      placeholder="请选择负责人"
      options={(users.data ?? []).map((u) => ({ label: u.nickname, value: u.id }))}
    />
  );
}

const formConfig: CrudConfig<DeptResp> = {
  entity: '部门',
  queryKey: [...DEPT_KEY],
  api: {
    page: async () => ({ list: [], total: 0 }),
    get: '/system/dept/get',
    create: '/system/dept/create',
    update: '/system/dept/update',
  },
  columns: [],
  form: {
    schema: DeptCreateReq,
    width: 600,
    fields: [
      { name: 'parentId', label: '上级部门', type: 'custom', required: true, requiredMessage: '上级部门不能为空', initialValue: 0, zod: false, render: () => <ParentDeptSelect /> },
      { name: 'name', label: '部门名称', required: true },
      { name: 'sort', label: '显示排序', type: 'number', required: true, min: 0, initialValue: 0 },
      { name: 'leaderUserId', label: '负责人', type: 'custom', zod: false, render: () => <LeaderSelect />, toVo: (v) => v ?? null },
      { name: 'phone', label: '联系电话', rules: [{ pattern: /^1[3-9]\d{9}$/, message: '请输入正确的手机号码' }] },
      { name: 'email', label: '邮箱' },
      { name: 'status', label: '状态', type: 'radio', dict: 'common_status', required: true, initialValue: 0 },
    ],
  },
};

/** 部门管理 (menu component system/dept/index): the department tree as a tree table with search, 展开/折叠 and CRUD. */
export default function DeptPage() {
  const { message } = App.useApp();
  const access = useAccess();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const [showSearch, setShowSearch] = useState(true);
  const [filters, setFilters] = useState<{ name?: string; status?: number }>({});
  const [expanded, setExpanded] = useState<readonly React.Key[] | null>(null);
  const [formTarget, setFormTarget] = useState<FormTarget<DeptResp> | null>(null);
  const list = useQuery(deptListQuery);
  const users = useQuery(userSimpleQuery);
  const userName = useMemo(() => new Map((users.data ?? []).map((u: UserSimpleResp) => [u.id, u.nickname])), [users.data]);

  const tree = useMemo(() => {
    const full = handleTree(list.data ?? []);
    const name = filters.name?.trim();
    if (!name && filters.status === undefined) return full;
    return filterTree(full, (d) => (!name || d.name.includes(name)) && (filters.status === undefined || d.status === filters.status));
  }, [list.data, filters]);
  const allKeys = useMemo(() => parentIds(tree), [tree]);
  // expanded by default (yudao); after a search everything that matched is open
  const expandedKeys = expanded ?? allKeys;
  const allOpen = expandedKeys.length >= allKeys.length && allKeys.length > 0;

  const refresh = () => void queryClient.invalidateQueries({ queryKey: DEPT_KEY });
  const remove = async (row: DeptResp) => {
    if (!(await confirm(`是否确认删除名称为"${row.name}"的数据项？`))) return;
    await request.delete('/system/dept/delete', { id: row.id });
    void message.success('删除成功');
    refresh();
  };

  const canUpdate = access.check({ permission: PERM.update });
  const canCreate = access.check({ permission: PERM.create });
  const canDelete = access.check({ permission: PERM.delete });
  const columns: TableColumnsType<TreeNode<DeptResp>> = [
    { key: 'name', dataIndex: 'name', title: '部门名称', width: 260 },
    { key: 'leader', dataIndex: 'leaderUserId', title: '负责人', width: 120, align: 'center', render: (v: number | null) => (v ? (userName.get(v) ?? '') : '') },
    { key: 'sort', dataIndex: 'sort', title: '排序', width: 100, align: 'center' },
    { key: 'status', dataIndex: 'status', title: '状态', width: 100, align: 'center', render: (v: number) => <DictTag type="common_status" value={v} /> },
    { key: 'createTime', dataIndex: 'createTime', title: '创建时间', width: 180, align: 'center', render: (v: number) => formatDate(v) },
  ];
  if (canUpdate || canCreate || canDelete) {
    columns.push({
      key: '__action',
      title: '操作',
      align: 'center',
      width: 220,
      fixed: 'right',
      render: (_: unknown, row) => (
        <TreeRowActions
          onEdit={canUpdate ? () => setFormTarget({ row }) : undefined}
          onAddChild={canCreate ? () => setFormTarget({ row: null, values: { parentId: row.id } }) : undefined}
          onDelete={canDelete ? () => runReported(() => remove(row)) : undefined}
        />
      ),
    });
  }

  return (
    <Card>
      <TreeListHeader
        formName="system-dept-search"
        nameLabel="部门名称"
        statusPlaceholder="部门状态"
        showSearch={showSearch}
        onShowSearchChange={setShowSearch}
        onSearch={(f) => {
          setFilters(f);
          setExpanded(null);
        }}
        onReset={() => {
          setFilters({});
          setExpanded(null);
        }}
        createPermission={PERM.create}
        onCreate={() => setFormTarget({ row: null })}
        onToggleExpand={() => setExpanded(allOpen ? [] : allKeys)}
        onRefresh={() => void list.refetch()}
        error={list.isError ? list.error : undefined}
      />
      <Table<TreeNode<DeptResp>>
        rowKey="id"
        loading={list.isFetching}
        dataSource={tree}
        columns={columns}
        pagination={false}
        scroll={{ x: 1000 }}
        expandable={{ expandedRowKeys: expandedKeys as React.Key[], onExpandedRowsChange: (keys) => setExpanded(keys) }}
      />
      {formTarget ? (
        <CrudFormDialog
          config={formConfig}
          target={formTarget}
          onClose={(saved) => {
            setFormTarget(null);
            if (saved) refresh();
          }}
        />
      ) : null}
    </Card>
  );
}
