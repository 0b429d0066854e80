import { App } from 'antd';
import { CheckOutlined, StopOutlined } from '@ant-design/icons';
import { CrudPage, type CrudConfig, type CrudContext, type Row } from '../../../shared/crud-kit';
import { request } from '../../../shared/request';

const PROCESS = { INIT: 0, DONE: 1, IGNORE: 2 } as const;
const PERM = 'infra:api-error-log:update-status';

/** API 错误日志 (menu component infra/apiErrorLog/index): read-only list, detail, 已处理 / 已忽略. */
export default function ApiErrorLogPage() {
  const { message } = App.useApp();
  const process = async (row: Row, status: 1 | 2, ctx: CrudContext<Row>) => {
    if (!(await ctx.confirm(`确认标记为${status === PROCESS.DONE ? '已处理' : '已忽略'}？`))) return;
    await request.put('/infra/api-error-log/update-status', undefined, { params: { id: row.id, processStatus: status } });
    void message.success('操作成功');
    ctx.refresh();
  };
  const config: CrudConfig<Row> = {
    entity: 'API 错误日志',
    queryKey: ['infra', 'api-error-log'],
    api: { page: '/infra/api-error-log/page', export: '/infra/api-error-log/export' },
    permissions: { export: 'infra:api-error-log:export' },
    search: [
      { name: 'userId', label: '用户编号', type: 'number' },
      { name: 'userType', label: '用户类型', type: 'select', dict: 'user_type' },
      { name: 'requestUrl', label: '请求地址' },
      { name: 'exceptionTime', label: '异常时间', type: 'dateRange' },
      { name: 'processStatus', label: '处理状态', type: 'select', dict: 'infra_api_error_log_process_status' },
    ],
    columns: [
      { dataIndex: 'id', title: '日志编号', width: 90 },
      { dataIndex: 'userId', title: '用户编号', width: 90 },
      { dataIndex: 'userType', title: '用户类型', type: 'dict', dict: 'user_type', width: 90 },
      { dataIndex: 'applicationName', title: '应用名', width: 120 },
      { dataIndex: 'requestMethod', title: '请求方法', width: 90 },
      { dataIndex: 'requestUrl', title: '请求地址', width: 220, ellipsis: true },
      { dataIndex: 'exceptionTime', title: '异常发生时间', type: 'datetime', width: 180 },
      { dataIndex: 'exceptionName', title: '异常名', width: 200, ellipsis: true },
      { dataIndex: 'processStatus', title: '处理状态', type: 'dict', dict: 'infra_api_error_log_process_status', width: 100 },
    ],
    detail: {
      title: 'API 错误日志详细',
      width: 1000,
      items: [
        { label: '日志编号', dataIndex: 'id' },
        { label: '链路追踪', dataIndex: 'traceId' },
        { label: '应用名', dataIndex: 'applicationName' },
        { label: '用户编号', dataIndex: 'userId' },
        { label: '用户类型', dataIndex: 'userType', type: 'dict', dict: 'user_type' },
        { label: '用户 IP', dataIndex: 'userIp' },
        { label: '用户 UA', dataIndex: 'userAgent' },
        { label: '请求信息', dataIndex: 'requestUrl', render: (v, row) => `${row.requestMethod} ${v}` },
        { label: '请求参数', dataIndex: 'requestParams', type: 'pre' },
        { label: '异常时间', dataIndex: 'exceptionTime', type: 'datetime' },
        { label: '异常名', dataIndex: 'exceptionName' },
        { label: '异常信息', dataIndex: 'exceptionMessage', type: 'pre' },
        { label: '异常堆栈', dataIndex: 'exceptionStackTrace', type: 'pre' },
        { label: '处理状态', dataIndex: 'processStatus', type: 'dict', dict: 'infra_api_error_log_process_status' },
        { label: '处理人', dataIndex: 'processUserId' },
        { label: '处理时间', dataIndex: 'processTime', type: 'datetime' },
      ],
    },
    rowActions: [
      { key: 'done', label: '已处理', icon: <CheckOutlined />, permission: PERM, show: (r) => r.processStatus === PROCESS.INIT, onClick: (r, ctx) => process(r, PROCESS.DONE, ctx) },
      { key: 'ignore', label: '已忽略', icon: <StopOutlined />, danger: true, permission: PERM, show: (r) => r.processStatus === PROCESS.INIT, onClick: (r, ctx) => process(r, PROCESS.IGNORE, ctx) },
    ],
    actionWidth: 240,
    scrollX: 1400,
  };
  return <CrudPage config={config} />;
}
