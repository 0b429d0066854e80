import { useQuery } from '@tanstack/react-query';
import { Modal, Table, Tag, Typography } from 'antd';
import type { BpmTimerStartResp } from '@gprs/contract';
import { formatDate } from '../../../shared/utils/date';
import { definitionApi } from '../api/bpm-api';

const TIMER_TYPE: Record<BpmTimerStartResp['timerType'], string> = { timeDate: '指定时间', timeDuration: '持续时长', timeCycle: '循环' };
const STATUS: Record<BpmTimerStartResp['status'], { text: string; color: string }> = {
  0: { text: '等待触发', color: 'processing' },
  1: { text: '启动失败', color: 'error' },
  2: { text: '已结束', color: 'default' },
};

/** 定时启动: a definition's timer start events — their timer, the next firing, how often they fired, a failure. */
export function TimerStartsDialog({ definitionId, title, onClose }: { definitionId: string | undefined; title?: string; onClose(): void }) {
  const q = useQuery({ queryKey: ['bpm', 'process-definition', 'timer-list', definitionId], queryFn: () => definitionApi.timerList(definitionId!), enabled: !!definitionId });
  return (
    <Modal open={!!definitionId} title={`定时启动${title ? `：${title}` : ''}`} width={1040} footer={null} destroyOnHidden onCancel={onClose}>
      <Table<BpmTimerStartResp>
        size="small"
        rowKey="elementId"
        loading={q.isLoading}
        pagination={false}
        dataSource={q.data ?? []}
        columns={[
          { dataIndex: 'name', title: '开始事件', width: 140 },
          { key: 'timer', title: '定时', width: 300, render: (_v, row) => `${TIMER_TYPE[row.timerType]} ${row.timerValue}` },
          { dataIndex: 'nextFireTime', title: '下次触发', width: 170, render: (v: number | null) => (v === null ? '—' : formatDate(v)) },
          { dataIndex: 'fired', title: '已触发次数', width: 100 },
          { dataIndex: 'status', title: '状态', width: 100, render: (v: BpmTimerStartResp['status']) => <Tag color={STATUS[v].color}>{STATUS[v].text}</Tag> },
          {
            dataIndex: 'lastError',
            title: '最近错误',
            ellipsis: true,
            render: (v: string | null) => (v ? <Typography.Text type="danger" title={v}>{v}</Typography.Text> : '—'),
          },
        ]}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
        由「流程定时器」定时任务触发；挂起的版本不触发，激活后补触发。发布新版本后，旧版本的定时启动不再触发。
      </Typography.Paragraph>
    </Modal>
  );
}
