import { useMemo, useState } from 'react';
import { App, Card, Select, Table, type TableColumnsType } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ProductCategoryCreateReq, type ProductCategoryResp } from '@gprs/contract';
import { useAccess } from '../../../../shared/access';
import { CrudFormDialog, TreeListHeader, TreeRowActions, type CrudConfig, type FormTarget } from '../../../../shared/crud-kit';
import { DictTag } from '../../../../shared/dict';
import { request, runReported } from '../../../../shared/request';
import { useConfirm } from '../../../../shared/table-kit';
import { formatDate } from '../../../../shared/utils/date';
import { filterTree, handleTree, parentIds, type TreeNode } from '../../../../shared/utils/tree';
import { PictureInput, TablePicture } from '../../../../features/mall/components/picture-input';
import { categoryListQuery } from '../../../../features/mall/api/product';

const KEY = ['product', 'category'] as const;
const PERM = { create: 'product:category:create', update: 'product:category:update', delete: 'product:category:delete' };

/** 上级分类: 顶级分类 (0) or one of the top-level categories — the tree has two levels. */
function ParentCategorySelect({ value, onChange, id, excludeId }: { value?: number; onChange?(v: number): void; id?: string; excludeId?: number }) {
  const list = useQuery(categoryListQuery);
  const options = [{ label: '顶级分类', value: 0 }, ...(list.data ?? []).filter((c) => c.parentId === 0 && c.id !== excludeId).map((c) => ({ label: c.name, value: c.id }))];
  return <Select id={id} value={value} onChange={onChange} options={options} loading={list.isLoading} placeholder="请选择上级分类" />;
}

const formConfig: CrudConfig<ProductCategoryResp> = {
  entity: '商品分类',
  queryKey: [...KEY],
  api: { page: async () => ({ list: [], total: 0 }), get: '/product/category/get', create: '/product/category/create', update: '/product/category/update' },
  columns: [],
  form: {
    schema: ProductCategoryCreateReq,
    width: 600,
    fields: [
      { name: 'parentId', label: '上级分类', type: 'custom', required: true, requiredMessage: '请选择上级分类', initialValue: 0, zod: false, render: ({ editing }) => <ParentCategorySelect excludeId={editing?.id} /> },
      { name: 'name', label: '分类名称', required: true, placeholder: '请输入分类名称' },
      { name: 'picUrl', label: '分类图片', type: 'custom', required: true, requiredMessage: '分类图片不能为空', tooltip: '移动端分类图，建议 180×180', render: () => <PictureInput /> },
      { name: 'sort', label: '分类排序', type: 'number', required: true, min: 0, initialValue: 0 },
      { name: 'status', label: '开启状态', type: 'radio', dict: 'common_status', required: true, initialValue: 0 },
      { name: 'description', label: '分类描述', type: 'textarea', rows: 3 },
    ],
  },
};

/** 商品分类 (menu component mall/product/category/index): a two-level tree with picture, sort and status. */
export default function ProductCategoryPage() {
  const { message } = App.useApp();
  const access = useAccess();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const [showSearch, setShowSearch] = useState(true);
  const [filters, setFilters] = useState<{ name?: string; status?: number }>({});
  const [expanded, setExpanded] = useState<readonly React.Key[] | null>(null);
  const [formTarget, setFormTarget] = useState<FormTarget<ProductCategoryResp> | null>(null);
  const list = useQuery(categoryListQuery);

  const tree = useMemo(() => {
    const sorted = [...(list.data ?? [])].sort((a, b) => a.sort - b.sort || a.id - b.id);
    const full = handleTree(sorted);
    const name = filters.name?.trim();
    if (!name && filters.status === undefined) return full;
    return filterTree(full, (c) => (!name || c.name.includes(name)) && (filters.status === undefined || c.status === filters.status));
  }, [list.data, filters]);
  const allKeys = useMemo(() => parentIds(tree), [tree]);
  const expandedKeys = expanded ?? allKeys;
  const allOpen = expandedKeys.length >= allKeys.length && allKeys.length > 0;

  const refresh = () => void queryClient.invalidateQueries({ queryKey: KEY });
  const remove = async (row: ProductCategoryResp) => {
    if (!(await confirm(`是否确认删除商品分类"${row.name}"？`))) return;
    await request.delete('/product/category/delete', { id: row.id });
    void message.success('删除成功');
    refresh();
  };

  const canUpdate = access.check({ permission: PERM.update });
  const canCreate = access.check({ permission: PERM.create });
  const canDelete = access.check({ permission: PERM.delete });
  const columns: TableColumnsType<TreeNode<ProductCategoryResp>> = [
    { key: 'name', dataIndex: 'name', title: '名称', width: 240 },
    { key: 'picUrl', dataIndex: 'picUrl', title: '分类图标', width: 100, align: 'center', render: (v: string) => <TablePicture src={v} /> },
    { key: 'sort', dataIndex: 'sort', title: '排序', width: 90, align: 'center' },
    { key: 'status', dataIndex: 'status', title: '开启状态', width: 100, align: 'center', render: (v: number) => <DictTag type="common_status" value={v} /> },
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
          onAddChild={canCreate && row.parentId === 0 ? () => setFormTarget({ row: null, values: { parentId: row.id } }) : undefined}
          onDelete={canDelete ? () => runReported(() => remove(row)) : undefined}
        />
      ),
    });
  }

  return (
    <Card>
      <TreeListHeader
        formName="product-category-search"
        nameLabel="分类名称"
        statusPlaceholder="开启状态"
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
      <Table<TreeNode<ProductCategoryResp>>
        rowKey="id"
        loading={list.isFetching}
        dataSource={tree}
        columns={columns}
        pagination={false}
        scroll={{ x: 900 }}
        locale={{ emptyText: '暂无商品分类' }}
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
