import { useState } from 'react';
import { App, Button, Descriptions, Modal, Spin, Timeline } from 'antd';
import { CaretRightOutlined, EyeOutlined, PauseCircleOutlined, PlayCircleOutlined, ScheduleOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { JobCreateReq, JobStatus } from '@gprs/contract';
import { Access } from '../../../shared/access';
import { CrudPage, type CrudConfig } from '../../../shared/crud-kit';
import { DictTag } from '../../../shared/dict';
import { formatDate } from '../../../shared/utils/date';
import { jobApi, type JobRow } from './job-api';

/** 任务详细: the job's fields and its next five run times (GET /infra/job/get_next_times). */
function JobDetail({ job, onClose }: { job: JobRow; onClose(): void }) {
  const next = useQuery({ queryKey: ['infra', 'job', 'next-times', job.id], queryFn: () => jobApi.nextTimes(job.id, 5), gcTime: 0 });
  return (
    <Modal title="任务详细" open width={700} footer={null} onCancel={onClose} destroyOnHidden>
      <Descriptions
        bordered
        column={1}
        size="small"
        styles={{ label: { width: 140 } }}
        items={[
          { key: 'id', label: '任务编号', children: job.id },
          { key: 'name', label: '任务名称', children: job.name },
          { key: 'status', label: '任务状态', children: <DictTag type="infra_job_status" value={job.status} /> },
          { key: 'handlerName', label: '处理器的名字', children: job.handlerName },
          { key: 'handlerParam', label: '处理器的参数', children: job.handlerParam },
          { key: 'cron', label: 'CRON 表达式', children: job.cronExpression },
          { key: 'retry', label: '重试次数', children: job.retryCount },
          { key: 'interval', label: '重试间隔', children: job.retryInterval > 0 ? `${job.retryInterval} 毫秒` : '无间隔' },
          { key: 'timeout', label: '监控超时时间', children: job.monitorTimeout > 0 ? `${job.monitorTimeout} 毫秒` : '未开启' },
          {
            key: 'next',
            label: '后续执行时间',
            children: next.isLoading ? (
              <Spin size="small" />
            ) : (
              <Timeline items={(next.data ?? []).map((t, i) => ({ key: i, content: formatDate(t) }))} style={{ marginTop: 8, marginBottom: -24 }} />
            ),
          },
        ]}
      />
    </Modal>
  );
}

/** 定时任务 (menu component infra/job/index). */
export default function InfraJobPage() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [detail, setDetail] = useState<JobRow | null>(null);
  const handlers = useQuery({ queryKey: ['infra', 'job', 'handler-names'], queryFn: jobApi.handlerNames, staleTime: 60_000 });

  const config: CrudConfig<JobRow> = {
    entity: '定时任务',
    queryKey: ['infra', 'job'],
    api: {
      page: '/infra/job/page',
      get: '/infra/job/get',
      create: '/infra/job/create',
      update: '/infra/job/update',
      delete: '/infra/job/delete',
      export: '/infra/job/export',
    },
    permissions: { create: 'infra:job:create', update: 'infra:job:update', delete: 'infra:job:delete', export: 'infra:job:export' },
    search: [
      { name: 'name', label: '任务名称' },
      { name: 'status', label: '任务状态', type: 'select', dict: 'infra_job_status' },
      { name: 'handlerName', label: '处理器的名字' },
    ],
    columns: [
      { dataIndex: 'id', title: '任务编号', width: 90 },
      { dataIndex: 'name', title: '任务名称', width: 160, ellipsis: true },
      { dataIndex: 'status', title: '任务状态', type: 'dict', dict: 'infra_job_status', width: 100 },
      { dataIndex: 'handlerName', title: '处理器的名字', width: 180 },
      { dataIndex: 'handlerParam', title: '处理器的参数', width: 120 },
      { dataIndex: 'cronExpression', title: 'CRON 表达式', width: 150 },
    ],
    toolbar: () => (
      <Access permission="infra:job:query">
        <Button icon={<UnorderedListOutlined />} onClick={() => void navigate('/job/log')}>
          执行日志
        </Button>
      </Access>
    ),
    rowActions: [
      {
        key: 'stop',
        label: '暂停',
        icon: <PauseCircleOutlined />,
        permission: 'infra:job:update',
        show: (r) => r.status === JobStatus.NORMAL,
        onClick: async (r, ctx) => {
          if (!(await ctx.confirm(`确认要"暂停"定时任务"${r.name}"吗？`))) return;
          await jobApi.updateStatus(r.id, JobStatus.STOP);
          void message.success('暂停成功');
          ctx.refresh();
        },
      },
      {
        key: 'start',
        label: '开启',
        icon: <PlayCircleOutlined />,
        permission: 'infra:job:update',
        show: (r) => r.status === JobStatus.STOP,
        onClick: async (r, ctx) => {
          if (!(await ctx.confirm(`确认要"开启"定时任务"${r.name}"吗？`))) return;
          await jobApi.updateStatus(r.id, JobStatus.NORMAL);
          void message.success('开启成功');
          ctx.refresh();
        },
      },
      {
        key: 'trigger',
        label: '执行一次',
        icon: <CaretRightOutlined />,
        permission: 'infra:job:trigger',
        more: true,
        onClick: async (r, ctx) => {
          if (!(await ctx.confirm(`确认要立即执行一次"${r.name}"?`))) return;
          await jobApi.trigger(r.id);
          void message.success('执行成功');
        },
      },
      { key: 'detail', label: '任务详细', icon: <EyeOutlined />, permission: 'infra:job:query', more: true, onClick: (r) => setDetail(r) },
      {
        key: 'log',
        label: '调度日志',
        icon: <ScheduleOutlined />,
        permission: 'infra:job:query',
        more: true,
        onClick: (r) => void navigate(`/job/log?id=${r.id}`),
      },
    ],
    actionWidth: 300,
    form: {
      schema: JobCreateReq,
      width: 700,
      labelWidth: 120,
      defaults: { retryCount: 0, retryInterval: 0, monitorTimeout: 0, handlerParam: '' },
      fields: [
        { name: 'name', label: '任务名称', required: true },
        {
          name: 'handlerName',
          label: '处理器的名字',
          type: 'select',
          required: true,
          requiredMessage: '处理器的名字不能为空',
          options: () => (handlers.data ?? []).map((h) => ({ label: h, value: h })),
        },
        { name: 'handlerParam', label: '处理器的参数', placeholder: '请输入处理器的参数' },
        { name: 'cronExpression', label: 'CRON 表达式', required: true, requiredMessage: 'CRON 表达式不能为空', placeholder: '如 0 0/5 * * * ?（秒 分 时 日 月 周）' },
        { name: 'retryCount', label: '重试次数', type: 'number', min: 0, max: 10, required: true, placeholder: '请输入重试次数。设置为 0 时，不进行重试' },
        { name: 'retryInterval', label: '重试间隔', type: 'number', min: 0, max: 3_600_000, required: true, placeholder: '请输入重试间隔，单位：毫秒。设置为 0 时，无需间隔' },
        { name: 'monitorTimeout', label: '监控超时时间', type: 'number', min: 0, max: 86_400_000, placeholder: '请输入监控超时时间，单位：毫秒' },
      ],
      toBody: (body) => ({ ...body, handlerParam: body.handlerParam ?? '', monitorTimeout: body.monitorTimeout ?? 0 }),
    },
  };
  return (
    <>
      <CrudPage config={config} />
      {detail ? <JobDetail job={detail} onClose={() => setDetail(null)} /> : null}
    </>
  );
}
