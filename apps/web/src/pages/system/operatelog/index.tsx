import { Tag } from 'antd';
import { CrudPage, type CrudConfig, type Row } from '../../../shared/crud-kit';

const result = (code: unknown) => (code === 0 ? <Tag color="success">成功</Tag> : <Tag color="error">失败({String(code)})</Tag>);

const config: CrudConfig<Row> = {
  entity: '操作日志',
  queryKey: ['system', 'operate-log'],
  api: { page: '/system/operate-log/page', export: '/system/operate-log/export' },
  permissions: { export: 'system:operate-log:export' },
  search: [
    { name: 'module', label: '系统模块' },
    { name: 'userId', label: '操作人员编号', type: 'number' },
    { name: 'type', label: '类型', type: 'select', dict: 'system_operate_type' },
    {
      name: 'success',
      label: '操作状态',
      type: 'select',
      options: [
        { label: '成功', value: 'true' },
        { label: '失败', value: 'false' },
      ],
    },
    { name: 'createTime', label: '操作时间', type: 'dateRange' },
  ],
  columns: [
    { dataIndex: 'id', title: '日志编号', width: 90 },
    { dataIndex: 'module', title: '操作模块', width: 120 },
    { dataIndex: 'name', title: '操作名', width: 160, ellipsis: true },
    { dataIndex: 'type', title: '操作类型', type: 'dict', dict: 'system_operate_type', width: 100 },
    { dataIndex: 'userId', title: '操作人', width: 90 },
    { dataIndex: 'requestUrl', title: '请求地址', ellipsis: true, render: (v, row) => `${row.requestMethod} ${v}` },
    { dataIndex: 'resultCode', title: '操作结果', width: 110, render: result },
    { dataIndex: 'createTime', title: '操作日期', type: 'datetime', width: 180 },
    { dataIndex: 'duration', title: '执行时长', width: 100, render: (v) => `${v} ms` },
  ],
  detail: {
    title: '操作日志详细',
    items: [
      { label: '日志编号', dataIndex: 'id' },
      { label: '链路追踪', dataIndex: 'traceId' },
      { label: '操作人编号', dataIndex: 'userId' },
      { label: '用户类型', dataIndex: 'userType', type: 'dict', dict: 'user_type' },
      { label: '操作人 IP', dataIndex: 'userIp' },
      { label: '操作人 UA', dataIndex: 'userAgent' },
      { label: '操作模块', dataIndex: 'module' },
      { label: '操作名', dataIndex: 'name' },
      { label: '操作类型', dataIndex: 'type', type: 'dict', dict: 'system_operate_type' },
      { label: '请求信息', dataIndex: 'requestUrl', render: (v, row) => `${row.requestMethod} ${v}` },
      { label: '请求参数', dataIndex: 'requestParams', type: 'pre' },
      { label: '操作结果', dataIndex: 'resultCode', render: result },
      { label: '结果提示', dataIndex: 'resultMsg' },
      { label: '操作时间', dataIndex: 'createTime', type: 'datetime' },
      { label: '执行时长', dataIndex: 'duration', render: (v) => `${v} ms` },
    ],
  },
  actionWidth: 100,
  scrollX: 1200,
};

/** 操作日志 (menu component system/operatelog/index). */
export default function OperateLogPage() {
  return <CrudPage config={config} />;
}
