import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Alert, Card, Spin, Timeline, Typography } from 'antd';
import { Suspense } from 'react';
import type { BpmActivityResp, BpmProcessInstanceResp, BpmTaskResp } from '@gprs/contract';
import { DictTag } from '../../../shared/dict';
import { formatDate } from '../../../shared/utils/date';
import { LazyProcessViewer } from '../model/components/lazy-process';
import { instanceApi, taskApi } from '../api/bpm-api';
import { formatDuration } from '../shared/bpm-rules';
import { timelineItems, viewerData } from './detail-rules';

/** The instance, its tasks (timeline, taskData) and its activities (activityData); nothing is fetched without an id. */
export function useInstanceQueries(id: string | null | undefined) {
  const instance = useQuery({ queryKey: ['bpm', 'process-instance', 'detail', id], queryFn: () => instanceApi.get(id!), enabled: !!id });
  const tasks = useQuery({ queryKey: ['bpm', 'task', 'by-instance', id], queryFn: () => taskApi.listByInstance(id!), enabled: !!id });
  const activities = useQuery({ queryKey: ['bpm', 'activity', id], queryFn: () => instanceApi.activities(id!), enabled: !!id });
  return { instance, tasks, activities };
}

export interface InstanceProgressProps {
  instance: BpmProcessInstanceResp;
  tasks: UseQueryResult<BpmTaskResp[]>;
  activities: UseQueryResult<BpmActivityResp[]>;
}

/** 审批记录 (timeline) and 流程图 (the viewer highlighted by the instance's activities and tasks) of one instance. */
export function InstanceProgress({ instance: inst, tasks, activities }: InstanceProgressProps) {
  const taskList = tasks.data ?? [];
  const viewer = viewerData(inst, taskList, activities.data ?? []);
  return (
    <>
      <Card title="审批记录" style={{ marginBottom: 12 }} data-testid="bpm-approval-timeline">
        {tasks.isLoading ? (
          <Spin />
        ) : tasks.isError ? (
          <Alert type="error" showIcon title="审批记录加载失败" />
        ) : (
          <Timeline
            items={timelineItems(inst, taskList).map((item) => ({
              key: item.key,
              color: item.color,
              content: (
                <div>
                  <Typography.Text strong>{item.title}</Typography.Text>
                  {item.result !== undefined && (
                    <span style={{ marginLeft: 8 }}>
                      <DictTag type="bpm_process_instance_result" value={item.result} />
                    </span>
                  )}
                  <div style={{ color: 'rgba(0,0,0,0.65)', marginTop: 4 }}>
                    {item.user && <div>{item.userLabel}：{item.user}</div>}
                    {item.createTime && <div>创建时间：{formatDate(item.createTime)}</div>}
                    {item.endTime && <div>审批时间：{formatDate(item.endTime)}</div>}
                    {item.duration != null && <div>耗时：{formatDuration(item.duration)}</div>}
                    {item.reason && <div>{item.reasonLabel}：{item.reason}</div>}
                  </div>
                </div>
              ),
            }))}
          />
        )}
      </Card>
      <Card title="流程图" data-testid="bpm-process-viewer">
        <div style={{ height: 480 }}>
          {activities.isLoading || tasks.isLoading ? (
            <Spin style={{ display: 'block', marginTop: 120 }} />
          ) : (
            <Suspense fallback={<Spin style={{ display: 'block', marginTop: 120 }} />}>
              <LazyProcessViewer
                xml={inst.processDefinition.bpmnXml}
                activityData={viewer.activityData}
                taskData={viewer.taskData}
                processInstanceData={viewer.processInstanceData}
                height="100%"
              />
            </Suspense>
          )}
        </div>
      </Card>
    </>
  );
}
