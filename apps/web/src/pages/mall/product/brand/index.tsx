import { ProductBrandCreateReq, type ProductBrandResp } from '@gprs/contract';
import { CrudPage, type CrudConfig } from '../../../../shared/crud-kit';
import { PictureInput, TablePicture } from '../../../../features/mall/components/picture-input';

const config: CrudConfig<ProductBrandResp> = {
  entity: '品牌',
  queryKey: ['product', 'brand'],
  api: { page: '/product/brand/page', get: '/product/brand/get', create: '/product/brand/create', update: '/product/brand/update', delete: '/product/brand/delete' },
  permissions: { create: 'product:brand:create', update: 'product:brand:update', delete: 'product:brand:delete' },
  search: [
    { name: 'name', label: '品牌名称' },
    { name: 'status', label: '状态', type: 'select', dict: 'common_status', placeholder: '请选择状态', width: 160 },
    { name: 'createTime', label: '创建时间', type: 'dateRange' },
  ],
  columns: [
    { dataIndex: 'id', title: '品牌编号', width: 100 },
    { dataIndex: 'name', title: '品牌名称', ellipsis: true },
    { dataIndex: 'picUrl', title: '品牌图片', width: 100, align: 'center', render: (v) => <TablePicture src={v} /> },
    { dataIndex: 'sort', title: '品牌排序', width: 100, align: 'center' },
    { dataIndex: 'status', title: '开启状态', type: 'dict', dict: 'common_status', width: 100 },
    { dataIndex: 'createTime', title: '创建时间', type: 'datetime', width: 180 },
  ],
  form: {
    schema: ProductBrandCreateReq,
    width: 600,
    fields: [
      { name: 'name', label: '品牌名称', required: true, placeholder: '请输入品牌名称' },
      { name: 'picUrl', label: '品牌图片', type: 'custom', required: true, requiredMessage: '品牌图片不能为空', render: () => <PictureInput /> },
      { name: 'sort', label: '品牌排序', type: 'number', required: true, min: 0, initialValue: 0 },
      { name: 'status', label: '品牌状态', type: 'radio', dict: 'common_status', required: true, initialValue: 0 },
      { name: 'description', label: '品牌描述', type: 'textarea', rows: 3 },
    ],
  },
  actionWidth: 160,
  scrollX: 900,
};

/** 商品品牌 (menu component mall/product/brand/index). */
export default function ProductBrandPage() {
  return <CrudPage config={config} />;
}
