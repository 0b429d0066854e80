import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Spin } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { DictTag } from '../../../shared/dict';
import { formatDate } from '../../../shared/utils/date';
import { leaveApi } from '../api/bpm-api';
import { InstanceProgress, useInstanceQueries } from '../instance/instance-progress';
import { instanceDetailPath, parseIntParam } from '../shared/bpm-rules';

/** /bpm/oa/leave/detail?id= — 查看 OA 请假: the leave and its process (timeline and highlighted diagram). */
export default function LeaveDetailPage() {
  const [params] = useSearchParams();
  const id = parseIntParam(params);
  const leave = useQuery({ queryKey: ['bpm', 'oa-leave', 'get', id], queryFn: () => leaveApi.get(id!), enabled: id !== undefined });
  const { instance, tasks, activities } = useInstanceQueries(leave.data?.processInstanceId);

  if (id === undefined) return <Alert type="error" showIcon title="请假编号不正确" />;
  if (leave.isLoading) return <Spin style={{ display: 'block', padding: 80 }} />;
  if (leave.isError || !leave.data) {
    return <Alert type="error" showIcon title="请假申请加载失败" description={(leave.error as Error | null)?.message} action={<Button onClick={() => void leave.refetch()}>重试</Button>} />;
  }
  const l = leave.data;
  return (
    <div data-testid="bpm-leave-detail">
      <Card
        title="请假信息"
        style={{ marginBottom: 12 }}
        extra={l.processInstanceId ? <Link to={instanceDetailPath(l.processInstanceId)}>查看流程详情</Link> : null}
      >
        <Descriptions
          bordered
          size="small"
          column={{ xs: 1, md: 2 }}
          items={[
            { key: 'type', label: '请假类型', children: <DictTag type="bpm_oa_leave_type" value={l.type} /> },
            { key: 'result', label: '审批结果', children: <DictTag type="bpm_process_instance_result" value={l.result} /> },
            { key: 'start', label: '开始时间', children: formatDate(l.startTime) },
            { key: 'end', label: '结束时间', children: formatDate(l.endTime) },
            { key: 'day', label: '请假天数', children: `${l.day} 天` },
            { key: 'create', label: '申请时间', children: formatDate(l.createTime) },
            { key: 'reason', label: '原因', children: l.reason, span: 2 },
          ]}
        />
      </Card>
      {instance.isLoading ? (
        <Spin style={{ display: 'block', padding: 40 }} />
      ) : instance.data ? (
        <InstanceProgress instance={instance.data} tasks={tasks} activities={activities} />
      ) : instance.isError ? (
        <Alert type="error" showIcon title="流程加载失败" description={(instance.error as Error | null)?.message} />
      ) : null}
    </div>
  );
}
