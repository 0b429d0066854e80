import { ConfigCreateReq, type ConfigResp } from '@gprs/contract';
import { CrudPage, type CrudConfig } from '../../../shared/crud-kit';

const config: CrudConfig<ConfigResp> = {
  entity: '参数配置',
  queryKey: ['infra', 'config'],
  api: {
    page: '/infra/config/page',
    get: '/infra/config/get',
    create: '/infra/config/create',
    update: '/infra/config/update',
    delete: '/infra/config/delete',
    export: '/infra/config/export',
  },
  permissions: { create: 'infra:config:create', update: 'infra:config:update', delete: 'infra:config:delete', export: 'infra:config:export' },
  search: [
    { name: 'name', label: '参数名称' },
    { name: 'key', label: '参数键名' },
    { name: 'type', label: '系统内置', type: 'select', dict: 'infra_config_type' },
    { name: 'createTime', label: '创建时间', type: 'dateRange' },
  ],
  columns: [
    { dataIndex: 'id', title: '参数主键', width: 90 },
    { dataIndex: 'category', title: '参数分类', width: 110 },
    { dataIndex: 'name', title: '参数名称', ellipsis: true },
    { dataIndex: 'key', title: '参数键名', ellipsis: true },
    { dataIndex: 'value', title: '参数键值', ellipsis: true },
    { dataIndex: 'visible', title: '是否可见', type: 'dict', dict: 'infra_boolean_string', width: 90 },
    { dataIndex: 'type', title: '系统内置', type: 'dict', dict: 'infra_config_type', width: 100 },
    { dataIndex: 'remark', title: '备注', ellipsis: true },
    { dataIndex: 'createTime', title: '创建时间', type: 'datetime', width: 180 },
  ],
  form: {
    schema: ConfigCreateReq,
    width: 600,
    fields: [
      { name: 'category', label: '参数分类', required: true, placeholder: '请输入参数分类' },
      { name: 'name', label: '参数名称', required: true, placeholder: '请输入参数名称' },
      { name: 'key', label: '参数键名', required: true, placeholder: '请输入参数键名' },
      { name: 'value', label: '参数键值', required: true, placeholder: '请输入参数键值' },
      { name: 'visible', label: '是否可见', type: 'radio', dict: 'infra_boolean_string', dictValue: 'bool', initialValue: true },
      { name: 'remark', label: '备注', type: 'textarea', placeholder: '请输入内容' },
    ],
  },
  scrollX: 1200,
};

/** 参数配置 (menu component infra/config/index). */
export default function InfraConfigPage() {
  return <CrudPage config={config} />;
}
