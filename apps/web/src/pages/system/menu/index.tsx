import { useMemo, useState } from 'react';
import { App, Button, Card, Table, TreeSelect, type TableColumnsType } from 'antd';
import { SyncOutlined } from '@ant-design/icons';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { MenuCreateReq, MenuTypeCode, type MenuResp } from '@gprs/contract';
import { useAccess } from '../../../shared/access';
import { CrudFormDialog, TreeListHeader, TreeRowActions, type CrudConfig, type FormTarget, type Row } from '../../../shared/crud-kit';
import { DictTag } from '../../../shared/dict';
import { IconPicker, MenuIcon } from '../../../shared/icons';
import { request, runReported } from '../../../shared/request';
import { refreshPermissionInfo } from '../../../shared/stores/permission-store';
import { useConfirm } from '../../../shared/table-kit';
import { filterTree, handleTree, parentIds, type TreeNode } from '../../../shared/utils/tree';

const PERM = { create: 'system:menu:create', update: 'system:menu:update', delete: 'system:menu:delete' };
const MENU_KEY = ['system', 'menu'] as const;

const menuListQuery = queryOptions({
  queryKey: [...MENU_KEY, 'list'],
  queryFn: () => request.get<MenuResp[]>('/system/menu/list'),
});

/** 上级菜单: directories and menus (a button has no children) under 主类目 (id 0). */
function ParentMenuSelect({ value, onChange, id }: { value?: number; onChange?(v: number): void; id?: string }) {
  const list = useQuery(menuListQuery);
  const data = useMemo(() => [{ id: 0, name: '主类目', parentId: -1, children: handleTree((list.data ?? []).filter((m) => m.type !== MenuTypeCode.BUTTON)) }], [list.data]);
  return (
    <TreeSelect
      id={id}
      value={value}
      onChange={onChange}
      treeData={data}
      fieldNames={{ label: 'name', value: 'id', children: 'children' }}
      showSearch={{ treeNodeFilterProp: 'name' }}
      treeDefaultExpandedKeys={[0]}
      placeholder="请选择上级菜单"
      listHeight={360}
      style={{ width: '100%' }}
    />
  );
}

const isDir = (v: Row) => v.type === MenuTypeCode.DIR;
const isMenu = (v: Row) => v.type === MenuTypeCode.MENU;
const notButton = (v: Row) => v.type !== MenuTypeCode.BUTTON;

const formConfig: CrudConfig<MenuResp> = {
  entity: '菜单',
  queryKey: [...MENU_KEY],
  api: {
    page: async () => ({ list: [], total: 0 }),
    get: '/system/menu/get',
    create: '/system/menu/create',
    update: '/system/menu/update',
  },
  columns: [],
  form: {
    schema: MenuCreateReq,
    width: 680,
    fields: [
      { name: 'parentId', label: '上级菜单', type: 'custom', required: true, requiredMessage: '上级菜单不能为空', initialValue: 0, zod: false, render: () => <ParentMenuSelect /> },
      { name: 'type', label: '菜单类型', type: 'radio', dict: 'system_menu_type', required: true, initialValue: MenuTypeCode.DIR, zod: false },
      { name: 'name', label: '菜单名称', required: true },
      { name: 'icon', label: '菜单图标', type: 'custom', visibleWhen: notButton, render: () => <IconPicker /> },
      {
        name: 'path',
        label: '路由地址',
        required: true,
        tooltip: '访问的路由地址，如：`user`。如需外网地址时，则以 `http(s)://` 开头',
        visibleWhen: notButton,
      },
      { name: 'component', label: '组件地址', required: true, placeholder: '例如说：system/user/index', visibleWhen: isMenu },
      { name: 'componentName', label: '组件名字', placeholder: '例如说：SystemUser', visibleWhen: isMenu },
      {
        name: 'permission',
        label: '权限标识',
        tooltip: 'Controller 方法上的权限字符，如：system:user:query',
        visibleWhen: (v) => !isDir(v),
        rules: [
          ({ getFieldValue }) => ({
            validator: (_: unknown, value: unknown) =>
              getFieldValue('type') === MenuTypeCode.BUTTON && !(typeof value === 'string' && value.trim()) ? Promise.reject(new Error('权限标识不能为空')) : Promise.resolve(),
          }),
        ],
      },
      { name: 'sort', label: '显示排序', type: 'number', required: true, min: 0, initialValue: 0 },
      { name: 'status', label: '菜单状态', type: 'radio', dict: 'common_status', required: true, initialValue: 0, zod: false },
      {
        name: 'visible',
        label: '显示状态',
        type: 'radio',
        tooltip: '选择隐藏时，路由将不会出现在侧边栏，但仍然可以访问',
        options: [
          { label: '显示', value: true },
          { label: '隐藏', value: false },
        ],
        initialValue: true,
        visibleWhen: notButton,
        zod: false,
      },
      {
        name: 'alwaysShow',
        label: '总是显示',
        type: 'radio',
        tooltip: '选择不是时，当该菜单只有一个子菜单时，不展示自己，直接展示子菜单',
        options: [
          { label: '总是', value: true },
          { label: '不是', value: false },
        ],
        initialValue: true,
        visibleWhen: isDir,
        zod: false,
      },
      {
        name: 'keepAlive',
        label: '缓存状态',
        type: 'radio',
        tooltip: '选择缓存时，则会被 `keep-alive` 缓存，必须填写「组件名称」字段',
        options: [
          { label: '缓存', value: true },
          { label: '不缓存', value: false },
        ],
        initialValue: true,
        visibleWhen: isMenu,
        zod: false,
      },
    ],
  },
};

/**
 * 菜单管理 (menu component system/menu/index): every menu as a tree table (search keeps the path to each hit),
 * 展开/折叠, create / edit with the fields of the menu type, delete, and 刷新菜单缓存 for the signed-in user's sidebar.
 */
export default function MenuPage() {
  const { message } = App.useApp();
  const access = useAccess();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const [showSearch, setShowSearch] = useState(true);
  const [filters, setFilters] = useState<{ name?: string; status?: number }>({});
  const [expanded, setExpanded] = useState<readonly React.Key[]>([]);
  const [formTarget, setFormTarget] = useState<FormTarget<MenuResp> | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  const list = useQuery(menuListQuery);

  const filtered = !!filters.name || filters.status !== undefined;
  const tree = useMemo(() => {
    const full = handleTree(list.data ?? []);
    if (!filtered) return full;
    return filterTree(full, (m) => (!filters.name || m.name.includes(filters.name)) && (filters.status === undefined || m.status === filters.status));
  }, [list.data, filters, filtered]);
  const allKeys = useMemo(() => parentIds(tree), [tree]);
  const allOpen = allKeys.length > 0 && allKeys.every((k) => expanded.includes(k));

  const refresh = () => void queryClient.invalidateQueries({ queryKey: MENU_KEY });
  const remove = async (row: MenuResp) => {
    if (!(await confirm(`是否确认删除名称为"${row.name}"的数据项？`))) return;
    await request.delete('/system/menu/delete', { id: row.id });
    void message.success('删除成功');
    refresh();
  };
  const refreshCache = async () => {
    setRefreshing(true);
    try {
      await refreshPermissionInfo();
      void message.success('刷新菜单缓存成功');
    } catch (e) {
      void message.error(e instanceof Error && e.message ? e.message : '刷新菜单缓存失败');
    } finally {
      setRefreshing(false);
    }
  };

  const canUpdate = access.check({ permission: PERM.update });
  const canCreate = access.check({ permission: PERM.create });
  const canDelete = access.check({ permission: PERM.delete });
  const columns: TableColumnsType<TreeNode<MenuResp>> = [
    {
      key: 'name',
      dataIndex: 'name',
      title: '菜单名称',
      width: 240,
      ellipsis: true,
      render: (v: string, r) => (
        <span>
          {r.icon ? <MenuIcon name={r.icon} style={{ marginRight: 6 }} /> : null}
          {v}
        </span>
      ),
    },
    { key: 'icon', dataIndex: 'icon', title: '图标', width: 80, align: 'center', render: (v: string) => (v ? <MenuIcon name={v} style={{ fontSize: 16 }} /> : null) },
    { key: 'sort', dataIndex: 'sort', title: '排序', width: 70, align: 'center' },
    { key: 'permission', dataIndex: 'permission', title: '权限标识', width: 200, ellipsis: true },
    { key: 'component', dataIndex: 'component', title: '组件路径', width: 200, ellipsis: true },
    { key: 'componentName', dataIndex: 'componentName', title: '组件名称', width: 160, ellipsis: true },
    { key: 'status', dataIndex: 'status', title: '状态', width: 90, align: 'center', render: (v: number) => <DictTag type="common_status" value={v} /> },
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
          onAddChild={
            canCreate && row.type !== MenuTypeCode.BUTTON
              ? () => setFormTarget({ row: null, values: { parentId: row.id, type: row.type === MenuTypeCode.DIR ? MenuTypeCode.MENU : MenuTypeCode.BUTTON } })
              : undefined
          }
          onDelete={canDelete ? () => runReported(() => remove(row)) : undefined}
        />
      ),
    });
  }

  return (
    <Card>
      <TreeListHeader
        formName="system-menu-search"
        nameLabel="菜单名称"
        statusPlaceholder="请选择菜单状态"
        showSearch={showSearch}
        onShowSearchChange={setShowSearch}
        onSearch={(next) => {
          setFilters(next);
          // a search opens every branch that leads to a hit
          const full = handleTree(list.data ?? []);
          const hits = filterTree(full, (m) => (!next.name || m.name.includes(next.name)) && (next.status === undefined || m.status === next.status));
          setExpanded(next.name || next.status !== undefined ? parentIds(hits) : []);
        }}
        onReset={() => {
          setFilters({});
          setExpanded([]);
        }}
        createPermission={PERM.create}
        onCreate={() => setFormTarget({ row: null })}
        onToggleExpand={() => setExpanded(allOpen ? [] : allKeys)}
        extra={
          <Button danger icon={<SyncOutlined />} loading={refreshing} onClick={() => void refreshCache()}>
            刷新菜单缓存
          </Button>
        }
        onRefresh={() => void list.refetch()}
        error={list.isError ? list.error : undefined}
      />
      <Table<TreeNode<MenuResp>>
        rowKey="id"
        loading={list.isFetching}
        dataSource={tree}
        columns={columns}
        pagination={false}
        scroll={{ x: 1200 }}
        expandable={{ expandedRowKeys: expanded as React.Key[], onExpandedRowsChange: (keys) => setExpanded(keys) }}
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
