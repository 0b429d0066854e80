import type { NotifyMessageResp } from '@gprs/contract';
import { CrudPage, type CrudConfig } from '../../../../shared/crud-kit';

const config: CrudConfig<NotifyMessageResp> = {
  entity: '站内信',
  queryKey: ['system', 'notify-message', 'all'],
  api: { page: '/system/notify-message/page' },
  search: [
    { name: 'userId', label: '用户编号', type: 'number' },
    { name: 'userType', label: '用户类型', type: 'select', dict: 'user_type' },
    { name: 'templateCode', label: '模板编码' },
    { name: 'templateType', label: '模版类型', type: 'select', dict: 'system_notify_template_type' },
    { name: 'createTime', label: '创建时间', type: 'dateRange' },
  ],
  columns: [
    { dataIndex: 'id', title: '编号', width: 80 },
    { dataIndex: 'userType', title: '用户类型', type: 'dict', dict: 'user_type', width: 90 },
    { dataIndex: 'userId', title: '用户编号', width: 90 },
    { dataIndex: 'templateCode', title: '模板编码', width: 140, ellipsis: true },
    { dataIndex: 'templateNickname', title: '发送人名称', width: 110 },
    { dataIndex: 'templateContent', title: '模版内容', width: 240, ellipsis: true },
    { dataIndex: 'templateParams', title: '模版参数', width: 180, ellipsis: true, render: (v: unknown) => JSON.stringify(v ?? {}) },
    { dataIndex: 'templateType', title: '模版类型', type: 'dict', dict: 'system_notify_template_type', width: 100 },
    { dataIndex: 'readStatus', title: '是否已读', type: 'dict', dict: 'infra_boolean_string', width: 90 },
    { dataIndex: 'readTime', title: '阅读时间', type: 'datetime', width: 180 },
    { dataIndex: 'createTime', title: '创建时间', type: 'datetime', width: 180 },
  ],
  detail: {
    title: '站内信详细',
    width: 700,
    items: [
      { label: '编号', dataIndex: 'id' },
      { label: '用户类型', dataIndex: 'userType', type: 'dict', dict: 'user_type' },
      { label: '用户编号', dataIndex: 'userId' },
      { label: '模版编号', dataIndex: 'templateId' },
      { label: '模板编码', dataIndex: 'templateCode' },
      { label: '发送人名称', dataIndex: 'templateNickname' },
      { label: '模版内容', dataIndex: 'templateContent', type: 'pre' },
      { label: '模版参数', dataIndex: 'templateParams', render: (v) => JSON.stringify(v ?? {}) },
      { label: '模版类型', dataIndex: 'templateType', type: 'dict', dict: 'system_notify_template_type' },
      { label: '是否已读', dataIndex: 'readStatus', type: 'dict', dict: 'infra_boolean_string' },
      { label: '阅读时间', dataIndex: 'readTime', type: 'datetime' },
      { label: '创建时间', dataIndex: 'createTime', type: 'datetime' },
    ],
  },
  actionWidth: 100,
  scrollX: 1700,
};

/** 站内信消息记录 (menu component system/notify/message/index): every user's messages, read-only. */
export default function NotifyMessagePage() {
  return <CrudPage config={config} />;
}
