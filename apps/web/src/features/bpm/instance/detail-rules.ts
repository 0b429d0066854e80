import type { ActivityData, ProcessInstanceData, TaskData } from '@gprs/process-designer';
import type { BpmActivityResp, BpmProcessInstanceResp, BpmTaskResp, BpmUserSimple } from '@gprs/contract';
import { RESULT } from '../shared/bpm-rules';

/** A user for the viewer's hover details: nickname and department, nulls left out. */
function viewerUser(user: BpmUserSimple | null | undefined) {
  if (!user) return undefined;
  return { nickname: user.nickname, ...(user.deptName ? { deptName: user.deptName } : {}) };
}

export interface ViewerInput {
  activityData: ActivityData[];
  taskData: TaskData[];
  processInstanceData: ProcessInstanceData;
}

/** The server's instance, tasks and activities → the process viewer's activityData / taskData / processInstanceData. */
export function viewerData(instance: BpmProcessInstanceResp, tasks: readonly BpmTaskResp[], activities: readonly BpmActivityResp[]): ViewerInput {
  return {
    activityData: activities.map((a) => ({
      key: a.key,
      ...(a.taskId ? { taskId: a.taskId } : {}),
      startTime: a.startTime,
      endTime: a.endTime,
      outgoing: [...a.outgoing],
    })),
    taskData: tasks.map((t) => ({
      id: t.id,
      result: t.result,
      assigneeUser: viewerUser(t.assigneeUser),
      createTime: t.createTime,
      endTime: t.endTime,
      reason: t.reason ?? undefined,
    })),
    processInstanceData: {
      result: instance.result,
      startUser: viewerUser(instance.startUser),
      createTime: instance.createTime,
      endTime: instance.endTime,
    },
  };
}

export interface TimelineItem {
  key: string;
  title: string;
  color: string;
  result?: number;
  userLabel?: string;
  user?: string;
  createTime?: number;
  endTime?: number | null;
  duration?: number | null;
  reason?: string | null;
  reasonLabel?: string;
}

const RESULT_COLORS: Record<number, string> = { [RESULT.PROCESS]: 'blue', [RESULT.APPROVE]: 'green', [RESULT.REJECT]: 'red', [RESULT.CANCEL]: 'gray', [RESULT.RETURN]: 'orange', [RESULT.FAILED]: 'red' };

const userText = (u: BpmUserSimple | null | undefined) => (u ? `${u.nickname}${u.deptName ? `（${u.deptName}）` : ''}` : undefined);

/** 审批记录: 发起流程, then every task by creation time (who, when, result, reason), then 结束 when the instance ended. */
export function timelineItems(instance: BpmProcessInstanceResp, tasks: readonly BpmTaskResp[]): TimelineItem[] {
  const items: TimelineItem[] = [
    { key: 'start', title: '发起流程', color: 'green', userLabel: '发起人', user: userText(instance.startUser), createTime: instance.createTime },
  ];
  const sorted = [...tasks].sort((a, b) => a.createTime - b.createTime);
  for (const t of sorted) {
    const owner = t.delegationState && t.ownerUser ? `（由 ${t.ownerUser.nickname} 委派）` : '';
    items.push({
      key: t.id,
      title: t.parentTaskId ? `${t.name}（${t.signType === 'after' ? '向后' : '向前'}加签）` : t.name,
      color: RESULT_COLORS[t.result] ?? 'blue',
      result: t.result,
      userLabel: '审批人',
      user: t.assigneeUser
        ? `${userText(t.assigneeUser)}${owner}`
        : t.candidateUsers?.length
          ? `候选人：${t.candidateUsers.map((c) => c.nickname).join('、')}（待认领）`
          : '未分配',
      createTime: t.createTime,
      endTime: t.endTime,
      duration: t.endTime ? t.durationInMillis : null,
      reason: t.reason,
      reasonLabel: t.result === RESULT.RETURN ? '退回意见' : '审批建议',
    });
  }
  if (instance.endTime) {
    items.push({ key: 'end', title: '结束流程', color: RESULT_COLORS[instance.result] ?? 'gray', result: instance.result, endTime: instance.endTime, reason: instance.reason, reasonLabel: instance.result === RESULT.CANCEL ? '取消原因' : '说明' });
  }
  return items;
}

/**
 * The task 撤回 would act on for this user, if the button should show: my latest approved engine task while the
 * instance runs and the tasks now running were created after it; or, for the starter, a running task while nobody has
 * approved anything. The server checks the rest (the next task untouched, adjacency) and names what stops it.
 */
export function withdrawCandidate(instance: Pick<BpmProcessInstanceResp, 'status' | 'startUser'>, tasks: readonly BpmTaskResp[], userId: number | undefined): BpmTaskResp | undefined {
  if (userId === undefined || instance.status !== 1) return undefined;
  const running = tasks.filter((t) => t.result === RESULT.PROCESS && !t.parentTaskId);
  if (!running.length) return undefined;
  const approved = tasks.filter((t) => t.result === RESULT.APPROVE && !t.parentTaskId);
  const mine = approved.filter((t) => t.assigneeUser?.id === userId).sort((a, b) => (b.endTime ?? 0) - (a.endTime ?? 0))[0];
  if (mine && running.every((r) => r.createTime >= (mine.endTime ?? mine.createTime))) return mine;
  if (instance.startUser.id === userId && approved.length === 0) return running[0];
  return undefined;
}
