import { Link } from 'react-router';
import { DictTypeCreateReq, type DictTypeResp } from '@gprs/contract';
import { CrudPage, type CrudConfig } from '../../../shared/crud-kit';

const config: CrudConfig<DictTypeResp> = {
  entity: '字典类型',
  queryKey: ['system', 'dict-type'],
  api: {
    page: '/system/dict-type/page',
    create: '/system/dict-type/create',
    update: '/system/dict-type/update',
    delete: '/system/dict-type/delete',
    export: '/system/dict-type/export',
  },
  permissions: { create: 'system:dict:create', update: 'system:dict:update', delete: 'system:dict:delete', export: 'system:dict:export' },
  search: [
    { name: 'name', label: '字典名称' },
    { name: 'type', label: '字典类型' },
    { name: 'status', label: '状态', type: 'select', dict: 'common_status', placeholder: '字典状态', width: 160 },
    { name: 'createTime', label: '创建时间', type: 'dateRange' },
  ],
  columns: [
    { dataIndex: 'id', title: '字典编号', width: 100 },
    { dataIndex: 'name', title: '字典名称', ellipsis: true },
    { dataIndex: 'type', title: '字典类型', ellipsis: true, render: (v: string, r) => <Link to={`/dict/type/data/${r.id}`}>{v}</Link> },
    { dataIndex: 'status', title: '状态', type: 'dict', dict: 'common_status', width: 90 },
    { dataIndex: 'remark', title: '备注', ellipsis: true },
    { dataIndex: 'createTime', title: '创建时间', type: 'datetime', width: 180 },
  ],
  deleteText: (r) => `是否确认删除字典编号为"${r.id}"的数据项？`,
  form: {
    schema: DictTypeCreateReq,
    width: 500,
    fields: [
      { name: 'name', label: '字典名称', required: true },
      { name: 'type', label: '字典类型', required: true, disabledOnEdit: true },
      { name: 'status', label: '状态', type: 'radio', dict: 'common_status', initialValue: 0 },
      { name: 'remark', label: '备注', type: 'textarea' },
    ],
  },
  scrollX: 900,
};

/** 字典管理 (menu component system/dict/index): dictionary types on the CRUD kit. */
export default function DictTypePage() {
  return <CrudPage config={config} />;
}
