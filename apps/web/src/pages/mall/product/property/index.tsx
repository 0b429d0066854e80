import { useNavigate } from 'react-router';
import { UnorderedListOutlined } from '@ant-design/icons';
import { ProductPropertyCreateReq, type ProductPropertyResp } from '@gprs/contract';
import { CrudPage, type CrudConfig } from '../../../../shared/crud-kit';

/** 商品属性 (menu component mall/product/property/index); 属性值 opens /property/value/{id}. */
export default function ProductPropertyPage() {
  const navigate = useNavigate();
  const config: CrudConfig<ProductPropertyResp> = {
    entity: '商品属性',
    queryKey: ['product', 'property'],
    api: { page: '/product/property/page', get: '/product/property/get', create: '/product/property/create', update: '/product/property/update', delete: '/product/property/delete' },
    permissions: { create: 'product:property:create', update: 'product:property:update', delete: 'product:property:delete' },
    search: [
      { name: 'name', label: '名称', placeholder: '请输入名称' },
      { name: 'createTime', label: '创建时间', type: 'dateRange' },
    ],
    columns: [
      { dataIndex: 'id', title: '编号', width: 100 },
      { dataIndex: 'name', title: '名称', ellipsis: true, render: (v, row) => <a onClick={() => void navigate(`/property/value/${row.id}`)}>{v}</a> },
      { dataIndex: 'remark', title: '备注', ellipsis: true },
      { dataIndex: 'createTime', title: '创建时间', type: 'datetime', width: 180 },
    ],
    rowActions: [{ key: 'values', label: '属性值', icon: <UnorderedListOutlined />, permission: 'product:property:query', onClick: (row) => void navigate(`/property/value/${row.id}`) }],
    deleteText: (r) => `是否确认删除商品属性"${r.name}"？它的属性值会一并删除。`,
    form: {
      schema: ProductPropertyCreateReq,
      width: 500,
      fields: [
        { name: 'name', label: '名称', required: true, placeholder: '请输入名称，如：时长' },
        { name: 'remark', label: '备注', type: 'textarea' },
      ],
    },
    actionWidth: 240,
    scrollX: 900,
  };
  return <CrudPage config={config} />;
}
