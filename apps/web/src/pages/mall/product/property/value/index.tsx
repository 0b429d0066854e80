import { Alert, Button, Card, Spin } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { ProductPropertyValueCreateReq, type ProductPropertyResp, type ProductPropertyValueResp } from '@gprs/contract';
import { CrudPage, type CrudConfig } from '../../../../../shared/crud-kit';
import { request } from '../../../../../shared/request';
import { RecordNotFound } from '../../../../../features/errors/components/record-not-found';

/** /property/value/:propertyId — the values of one product property, on the CRUD kit. */
export default function ProductPropertyValuePage() {
  const { propertyId } = useParams();
  const navigate = useNavigate();
  const id = Number(propertyId);
  const property = useQuery({ queryKey: ['product', 'property', 'get', id], queryFn: () => request.get<ProductPropertyResp>('/product/property/get', { id }) });
  if (property.isPending) return <Spin style={{ display: 'block', padding: 80 }} />;
  if (property.isError) return <Alert type="error" showIcon title="商品属性加载失败" description={property.error.message} />;
  if (!property.data) return <RecordNotFound what="商品属性" id={propertyId} backTo="/mall/property" backText="返回属性列表" />;
  const config: CrudConfig<ProductPropertyValueResp> = {
    entity: '属性值',
    queryKey: ['product', 'property-value'],
    api: {
      page: '/product/property/value/page',
      get: '/product/property/value/get',
      create: '/product/property/value/create',
      update: '/product/property/value/update',
      delete: '/product/property/value/delete',
    },
    permissions: { create: 'product:property:create', update: 'product:property:update', delete: 'product:property:delete' },
    fixedParams: { propertyId: id },
    search: [{ name: 'name', label: '名称', placeholder: '请输入名称' }],
    columns: [
      { dataIndex: 'id', title: '编号', width: 100 },
      { dataIndex: 'name', title: '名称', ellipsis: true },
      { dataIndex: 'remark', title: '备注', ellipsis: true },
      { dataIndex: 'createTime', title: '创建时间', type: 'datetime', width: 180 },
    ],
    deleteText: (r) => `是否确认删除属性值"${r.name}"？`,
    form: {
      schema: ProductPropertyValueCreateReq,
      width: 500,
      defaults: { propertyId: id },
      fields: [
        { name: 'propertyId', label: '属性编号', type: 'number', disabled: true, zod: false },
        { name: 'name', label: '名称', required: true, placeholder: '请输入名称，如：月卡' },
        { name: 'remark', label: '备注', type: 'textarea' },
      ],
    },
    scrollX: 800,
  };
  return (
    <>
      <Card size="small" style={{ marginBottom: 12 }}>
        <Button type="link" icon={<ArrowLeftOutlined />} onClick={() => void navigate('/mall/property')}>
          返回属性列表
        </Button>
        <span>
          属性：<b>{property.data.name}</b>
        </span>
      </Card>
      <CrudPage config={config} />
    </>
  );
}
