import { useState } from 'react';
import { App, Badge, Button, Switch, Tabs } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined, RollbackOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ProductSpuStatus, ProductSpuTab, type ProductSpuCountResp, type ProductSpuDeleteResp, type ProductSpuResp } from '@gprs/contract';
import { Access, useAccess } from '../../../../shared/access';
import { CrudPage, type CrudConfig } from '../../../../shared/crud-kit';
import { request } from '../../../../shared/request';
import { formatFen } from '../../../../features/mall/lib/money';
import { TablePicture } from '../../../../features/mall/components/picture-input';
import { categoryListQuery } from '../../../../features/mall/api/product';
import { categoryOptions } from '../../../../features/mall/lib/category-options';

const KEY = ['product', 'spu'] as const;
const TABS = [
  { key: ProductSpuTab.FOR_SALE, label: '出售中' },
  { key: ProductSpuTab.IN_WAREHOUSE, label: '仓库中' },
  { key: ProductSpuTab.SOLD_OUT, label: '已售罄' },
  { key: ProductSpuTab.ALERT_STOCK, label: '警戒库存' },
  { key: ProductSpuTab.RECYCLE_BIN, label: '回收站' },
];

/** 商品列表 (menu component mall/product/spu/index): tabs by state with counts, filters, 上架/下架, recycle bin, export. */
export default function ProductSpuPage() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const access = useAccess();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<number>(ProductSpuTab.FOR_SALE);
  const categories = useQuery(categoryListQuery);
  const counts = useQuery({ queryKey: [...KEY, 'count'], queryFn: () => request.get<ProductSpuCountResp>('/product/spu/get-count') });
  const canUpdate = access.check({ permission: 'product:spu:update' });

  const setStatus = async (row: ProductSpuResp, status: number, text: string, confirm: (t: string) => Promise<boolean>) => {
    if (!(await confirm(`确认要${text}商品"${row.name}"吗？`))) return;
    await request.put('/product/spu/update-status', { id: row.id, status });
    void message.success(`${text}成功`);
    void queryClient.invalidateQueries({ queryKey: KEY });
  };

  const config: CrudConfig<ProductSpuResp> = {
    entity: '商品',
    queryKey: KEY,
    api: { page: '/product/spu/page', export: '/product/spu/export' },
    permissions: { export: 'product:spu:export' },
    fixedParams: { tabType: tab },
    search: [
      { name: 'name', label: '商品名称', placeholder: '请输入商品名称' },
      {
        name: 'categoryId',
        label: '商品分类',
        type: 'select',
        width: 200,
        showSearch: true,
        placeholder: '请选择商品分类',
        options: () => categoryOptions(categories.data ?? []),
      },
      { name: 'createTime', label: '创建时间', type: 'dateRange' },
    ],
    columns: [
      { dataIndex: 'id', title: '商品编号', width: 90 },
      { dataIndex: 'picUrl', title: '商品图', width: 80, render: (v) => <TablePicture src={v} /> },
      { dataIndex: 'name', title: '商品名称', ellipsis: true, align: 'left' },
      { dataIndex: 'price', title: '价格', width: 110, render: (v) => formatFen(v) },
      { dataIndex: 'salesCount', title: '销量', width: 80 },
      { dataIndex: 'stock', title: '库存', width: 80 },
      { dataIndex: 'sort', title: '排序', width: 70 },
      { dataIndex: 'benefitType', title: '商品类型', type: 'dict', dict: 'product_benefit_type', width: 110 },
      {
        dataIndex: 'status',
        title: '销售状态',
        width: 110,
        render: (v: number, row, ctx) =>
          v === ProductSpuStatus.RECYCLE ? (
            <Badge status="default" text="回收站" />
          ) : (
            <Switch
              checked={v === ProductSpuStatus.ENABLE}
              checkedChildren="上架"
              unCheckedChildren="下架"
              disabled={!canUpdate}
              onChange={(on) => void setStatus(row, on ? ProductSpuStatus.ENABLE : ProductSpuStatus.DISABLE, on ? '上架' : '下架', ctx.confirm).catch(() => undefined)}
            />
          ),
      },
      { dataIndex: 'createTime', title: '创建时间', type: 'datetime', width: 170 },
    ],
    rowActions: [
      { key: 'edit', label: '修改', icon: <EditOutlined />, permission: 'product:spu:update', show: (r) => r.status !== ProductSpuStatus.RECYCLE, onClick: (r) => void navigate(`/spu/edit/${r.id}`) },
      {
        key: 'recycle',
        label: '加入回收站',
        danger: true,
        icon: <DeleteOutlined />,
        permission: 'product:spu:update',
        show: (r) => r.status !== ProductSpuStatus.RECYCLE,
        onClick: (r, ctx) => setStatus(r, ProductSpuStatus.RECYCLE, '加入回收站', ctx.confirm),
      },
      {
        key: 'restore',
        label: '恢复到仓库',
        icon: <RollbackOutlined />,
        permission: 'product:spu:update',
        show: (r) => r.status === ProductSpuStatus.RECYCLE,
        onClick: (r, ctx) => setStatus(r, ProductSpuStatus.DISABLE, '恢复到仓库', ctx.confirm),
      },
      {
        key: 'delete',
        label: '删除',
        danger: true,
        icon: <DeleteOutlined />,
        permission: 'product:spu:delete',
        show: (r) => r.status === ProductSpuStatus.RECYCLE,
        onClick: async (r, ctx) => {
          if (!(await ctx.confirm(`是否确认删除商品"${r.name}"？删除后不可恢复；有订单的商品会留在回收站。`))) return;
          const result = await request.delete<ProductSpuDeleteResp>('/product/spu/delete', { id: r.id });
          void message.success(result === 'recycled' ? '该商品已有订单，不能删除，已保留在回收站' : '删除成功');
          void queryClient.invalidateQueries({ queryKey: KEY });
        },
      },
    ],
    toolbar: () => (
      <Access permission="product:spu:create">
        <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate('/spu/add')}>
          新增
        </Button>
      </Access>
    ),
    exportText: '是否确认导出商品数据？',
    exportFileName: '商品列表.xlsx',
    actionWidth: 220,
    scrollX: 1300,
  };
  const header = (
    <Tabs
      activeKey={String(tab)}
      onChange={(k) => setTab(Number(k))}
      items={TABS.map((t) => ({ key: String(t.key), label: `${t.label} (${counts.data?.[String(t.key)] ?? 0})` }))}
    />
  );
  return <CrudPage config={config} header={header} />;
}
