import { useQuery } from '@tanstack/react-query';
import { Card, Table, Typography } from 'antd';
import { Link } from 'react-router';
import type { BpmCallInstance } from '@gprs/contract';
import { DictTag } from '../../../shared/dict';
import { formatDate } from '../../../shared/utils/date';
import { instanceApi } from '../api/bpm-api';
import { instanceDetailPath } from '../shared/bpm-rules';

/** 子流程: the instance that called this one (call activity), and the children its call activities started. Hidden when there are none. */
export function CallInstances({ instanceId }: { instanceId: string }) {
  const calls = useQuery({ queryKey: ['bpm', 'process-instance', 'calls', instanceId], queryFn: () => instanceApi.calls(instanceId) });
  const data = calls.data;
  if (!data || (!data.parent && !data.children.length)) return null;
  return (
    <Card title="子流程" size="small" style={{ marginBottom: 12 }} data-testid="bpm-call-instances">
      {data.parent && (
        <Typography.Paragraph>
          由父流程 <Link to={instanceDetailPath(data.parent.id)}>{data.parent.name}</Link> 的调用活动「{data.parent.callActivityName}」发起
        </Typography.Paragraph>
      )}
      {data.children.length > 0 && (
        <Table<BpmCallInstance>
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={data.children}
          columns={[
            { dataIndex: 'callActivityName', title: '调用活动' },
            { dataIndex: 'name', title: '子流程', render: (name: string, row) => <Link to={instanceDetailPath(row.id)}>{name}</Link> },
            { dataIndex: 'status', title: '状态', render: (v: number) => <DictTag type="bpm_process_instance_status" value={v} /> },
            { dataIndex: 'result', title: '结果', render: (v: number) => <DictTag type="bpm_process_instance_result" value={v} /> },
            { dataIndex: 'createTime', title: '发起时间', render: (v: number) => formatDate(v) },
            { dataIndex: 'endTime', title: '结束时间', render: (v: number | null) => (v ? formatDate(v) : '-') },
          ]}
        />
      )}
    </Card>
  );
}
