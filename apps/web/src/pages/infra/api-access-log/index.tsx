import { Tag } from 'antd';
import { CrudPage, type CrudConfig, type Row } from '../../../shared/crud-kit';

const result = (code: unknown, row: Row) => (code === 0 ? <Tag color="success">成功</Tag> : <Tag color="error">失败({String(code)}) {row.resultMsg}</Tag>);

const config: CrudConfig<Row> = {
  entity: 'API 访问日志',
  queryKey: ['infra', 'api-access-log'],
  api: { page: '/infra/api-access-log/page', export: '/infra/api-access-log/export' },
  permissions: { export: 'infra:api-access-log:export' },
  search: [
    { name: 'userId', label: '用户编号', type: 'number' },
    { name: 'userType', label: '用户类型', type: 'select', dict: 'user_type' },
    {
      name: 'requestMethod',
      label: '请求方法',
      type: 'select',
      options: ['GET', 'POST', 'PUT', 'DELETE'].map((m) => ({ label: m, value: m })),
    },
    { name: 'requestUrl', label: '请求地址' },
    { name: 'beginTime', label: '请求时间', type: 'dateRange' },
    { name: 'duration', label: '执行时长', type: 'number', placeholder: '请输入执行时长(ms)' },
    { name: 'resultCode', label: '结果码', type: 'number' },
  ],
  columns: [
    { dataIndex: 'id', title: '日志编号', width: 90 },
    { dataIndex: 'userId', title: '用户编号', width: 90 },
    { dataIndex: 'userType', title: '用户类型', type: 'dict', dict: 'user_type', width: 90 },
    { dataIndex: 'applicationName', title: '应用名', width: 120 },
    { dataIndex: 'requestMethod', title: '请求方法', width: 90 },
    { dataIndex: 'requestUrl', title: '请求地址', width: 240, ellipsis: true },
    { dataIndex: 'beginTime', title: '请求时间', type: 'datetime', width: 180 },
    { dataIndex: 'duration', title: '执行时长', width: 100, render: (v) => `${v} ms` },
    { dataIndex: 'resultCode', title: '操作结果', width: 140, ellipsis: true, render: result },
    { dataIndex: 'operateModule', title: '操作模块', width: 120 },
    { dataIndex: 'operateName', title: '操作名', width: 140, ellipsis: true },
    { dataIndex: 'operateType', title: '操作类型', type: 'dict', dict: 'system_operate_type', width: 100 },
  ],
  detail: {
    title: 'API 访问日志详细',
    items: [
      { label: '日志编号', dataIndex: 'id' },
      { label: '链路追踪', dataIndex: 'traceId' },
      { label: '应用名', dataIndex: 'applicationName' },
      { label: '用户信息', dataIndex: 'userId', render: (v, row) => (v == null ? '' : `${v} (${row.userType === 1 ? '会员' : '管理员'})`) },
      { label: '用户 IP', dataIndex: 'userIp' },
      { label: '用户 UA', dataIndex: 'userAgent' },
      { label: '请求信息', dataIndex: 'requestUrl', render: (v, row) => `${row.requestMethod} ${v}` },
      { label: '请求参数', dataIndex: 'requestParams', type: 'pre' },
      { label: '请求时间', dataIndex: 'beginTime', render: (_, row) => <RequestTime row={row} /> },
      { label: '请求耗时', dataIndex: 'duration', render: (v) => `${v} ms` },
      { label: '操作结果', dataIndex: 'resultCode', render: result },
      { label: '操作模块', dataIndex: 'operateModule' },
      { label: '操作名', dataIndex: 'operateName' },
      { label: '操作类型', dataIndex: 'operateType', type: 'dict', dict: 'system_operate_type' },
    ],
  },
  actionWidth: 100,
  scrollX: 1700,
};

function RequestTime({ row }: { row: Row }) {
  const fmt = (v: number) => new Date(v).toLocaleString('zh-CN', { hour12: false });
  return (
    <>
      {fmt(row.beginTime)} ~ {fmt(row.endTime)}
    </>
  );
}

/** API 访问日志 (menu component infra/apiAccessLog/index). */
export default function ApiAccessLogPage() {
  return <CrudPage config={config} />;
}
