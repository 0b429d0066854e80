import { Button } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router';
import { CrudPage, type CrudConfig, type Row } from '../../../../shared/crud-kit';
import { formatDate } from '../../../../shared/utils/date';

/** 调度日志 (hidden route /job/log, ?id= narrows to one job). */
export default function InfraJobLogPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const jobId = Number(params.get('id')) || undefined;
  const config: CrudConfig<Row> = {
    entity: '调度日志',
    queryKey: ['infra', 'job-log'],
    api: { page: '/infra/job-log/page', export: '/infra/job-log/export' },
    permissions: { export: 'infra:job:export' },
    fixedParams: jobId ? { jobId } : undefined,
    search: [
      { name: 'handlerName', label: '处理器的名字' },
      { name: 'status', label: '任务状态', type: 'select', dict: 'infra_job_log_status' },
    ],
    columns: [
      { dataIndex: 'id', title: '日志编号', width: 90 },
      { dataIndex: 'jobId', title: '任务编号', width: 90 },
      { dataIndex: 'handlerName', title: '处理器的名字', width: 180 },
      { dataIndex: 'handlerParam', title: '处理器的参数', width: 110 },
      { dataIndex: 'executeIndex', title: '第几次执行', width: 100 },
      { dataIndex: 'beginTime', title: '执行时间', width: 320, render: (v, r) => `${formatDate(v)} ~ ${formatDate(r.endTime)}` },
      { dataIndex: 'duration', title: '执行时长', width: 110, render: (v) => (v == null ? '' : `${v} 毫秒`) },
      { dataIndex: 'status', title: '任务状态', type: 'dict', dict: 'infra_job_log_status', width: 100 },
      { dataIndex: 'result', title: '结果数据', ellipsis: true, width: 200 },
    ],
    detail: {
      title: '调度日志详细',
      items: [
        { label: '日志编号', dataIndex: 'id' },
        { label: '任务编号', dataIndex: 'jobId' },
        { label: '处理器的名字', dataIndex: 'handlerName' },
        { label: '处理器的参数', dataIndex: 'handlerParam' },
        { label: '第几次执行', dataIndex: 'executeIndex' },
        { label: '执行时间', dataIndex: 'beginTime', render: (v, r) => `${formatDate(v)} ~ ${formatDate(r.endTime)}` },
        { label: '执行时长', dataIndex: 'duration', render: (v) => (v == null ? '' : `${v} 毫秒`) },
        { label: '任务状态', dataIndex: 'status', type: 'dict', dict: 'infra_job_log_status' },
        { label: '执行结果', dataIndex: 'result', type: 'pre' },
      ],
    },
    actionWidth: 100,
    scrollX: 1400,
    toolbar: () => (
      <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate('/infra/job')}>
        返回定时任务
      </Button>
    ),
  };
  return <CrudPage config={config} />;
}
