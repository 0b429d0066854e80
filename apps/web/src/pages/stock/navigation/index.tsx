import { NavAdminCreateReq, type NavAdminVO } from '@gprs/contract';
import { CrudPage, type CrudConfig } from '../../../shared/crud-kit';

const config: CrudConfig<NavAdminVO> = {
  entity: '导航',
  queryKey: ['stock-admin', 'navigation'],
  api: {
    page: '/stock-admin/navigation/page',
    get: '/stock-admin/navigation/get',
    create: '/stock-admin/navigation/create',
    update: '/stock-admin/navigation/update',
    delete: '/stock-admin/navigation/delete',
  },
  permissions: { create: 'stock:navigation:create', update: 'stock:navigation:update', delete: 'stock:navigation:delete' },
  search: [
    { name: 'name', label: '名称' },
    { name: 'navType', label: '分类', type: 'select', dict: 'nav_type', dictValue: 'str', width: 160 },
  ],
  columns: [
    { dataIndex: 'id', title: '编号', width: 80 },
    { dataIndex: 'name', title: '名称', width: 160 },
    { dataIndex: 'navType', title: '分类', type: 'dict', dict: 'nav_type', width: 110 },
    {
      dataIndex: 'url',
      title: '链接',
      ellipsis: true,
      align: 'left',
      render: (v: string) => (
        <a href={v} target="_blank" rel="noreferrer">
          {v}
        </a>
      ),
    },
    { dataIndex: 'description', title: '描述', width: 200, ellipsis: true },
    { dataIndex: 'sort', title: '排序', width: 80 },
    { dataIndex: 'createTime', title: '创建时间', type: 'datetime', width: 170 },
  ],
  form: {
    schema: NavAdminCreateReq,
    fields: [
      { name: 'navType', label: '分类', type: 'select', dict: 'nav_type', dictValue: 'str', required: true },
      { name: 'name', label: '名称', required: true, placeholder: '请输入名称' },
      { name: 'url', label: '链接', required: true, placeholder: 'http:// 或 https:// 开头' },
      { name: 'icon', label: '图标', placeholder: '图标链接，可留空' },
      { name: 'description', label: '描述', type: 'textarea', rows: 2, placeholder: '请输入描述' },
      { name: 'sort', label: '排序', type: 'number', min: 0, max: 999999, required: true, initialValue: 0 },
    ],
  },
  deleteText: (r) => `是否确认删除导航"${r.name}"？`,
  actionWidth: 180,
  scrollX: 1000,
};

/** 导航 (menu component stock/navigation/index): the public site's link directory, grouped by dict nav_type. */
export default function StockNavigationPage() {
  return <CrudPage config={config} />;
}
