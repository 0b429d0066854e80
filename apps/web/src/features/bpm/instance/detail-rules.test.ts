import { describe, expect, it } from 'vitest';
import type { BpmProcessInstanceResp, BpmTaskResp } from '@gprs/contract';
import { timelineItems, viewerData, withdrawCandidate } from './detail-rules';

const user = (id: number, nickname: string, deptName: string | null = null) => ({ id, nickname, deptId: null, deptName });
const instance = (over: Partial<BpmProcessInstanceResp> = {}): BpmProcessInstanceResp =>
  ({ id: 'i', name: '请假', result: 1, status: 1, createTime: 1000, endTime: null, reason: null, startUser: user(1, '芋道', '研发部'), ...over }) as BpmProcessInstanceResp;
const task = (over: Partial<BpmTaskResp>): BpmTaskResp =>
  ({ id: 't', name: '审批', definitionKey: 'approve', createTime: 2000, endTime: null, durationInMillis: null, result: 1, reason: null, assigneeUser: user(2, '运营'), ownerUser: null, delegationState: null, parentTaskId: null, signType: null, ...over }) as BpmTaskResp;

describe('viewerData', () => {
  it('maps the server data to the viewer input, nulls left out of users', () => {
    const v = viewerData(
      instance({ result: 3, endTime: 5000 }),
      [task({ id: 't1', result: 3, endTime: 4000, reason: '不同意' })],
      [{ key: 'approve', type: 'bpmn:UserTask', startTime: 2000, endTime: 4000, taskId: 't1', outgoing: ['f2'] }],
    );
    expect(v.activityData).toEqual([{ key: 'approve', taskId: 't1', startTime: 2000, endTime: 4000, outgoing: ['f2'] }]);
    expect(v.taskData).toEqual([{ id: 't1', result: 3, assigneeUser: { nickname: '运营' }, createTime: 2000, endTime: 4000, reason: '不同意' }]);
    expect(v.processInstanceData).toEqual({ result: 3, startUser: { nickname: '芋道', deptName: '研发部' }, createTime: 1000, endTime: 5000 });
  });
});

describe('timelineItems', () => {
  it('lists the start, the tasks by creation time and the end', () => {
    const items = timelineItems(instance({ result: 4, endTime: 9000, reason: '不请了' }), [
      task({ id: 'b', name: '二审', createTime: 3000, result: 4 }),
      task({ id: 'a', name: '一审', createTime: 2000, result: 2, endTime: 2500, durationInMillis: 500, reason: '同意', ownerUser: user(3, '主管'), delegationState: 'resolved' }),
    ]);
    expect(items.map((i) => [i.key, i.title, i.color])).toEqual([
      ['start', '发起流程', 'green'],
      ['a', '一审', 'green'],
      ['b', '二审', 'gray'],
      ['end', '结束流程', 'gray'],
    ]);
    expect(items[0]!.user).toBe('芋道（研发部）');
    expect(items[1]).toMatchObject({ user: '运营（由 主管 委派）', reason: '同意', duration: 500 });
    expect(items[3]).toMatchObject({ reason: '不请了', reasonLabel: '取消原因' });
  });

  it('has no end item while running', () => {
    expect(timelineItems(instance(), []).map((i) => i.key)).toEqual(['start']);
  });
});

describe('withdrawCandidate (when 撤回 shows)', () => {
  const approved = task({ id: 'a', result: 2, endTime: 3000, assigneeUser: user(2, '运营') });
  const next = task({ id: 'b', createTime: 3000, assigneeUser: user(3, '财务') });
  it('the approver of the task right before the running one', () => {
    expect(withdrawCandidate(instance(), [approved, next], 2)?.id).toBe('a');
    expect(withdrawCandidate(instance(), [approved, next], 3)).toBeUndefined();
    expect(withdrawCandidate(instance({ status: 2 }), [approved, next], 2)).toBeUndefined();
    // a task created before my approval is not one I could take back
    expect(withdrawCandidate(instance(), [approved, task({ id: 'c', createTime: 1000 })], 2)).toBeUndefined();
  });
  it('the starter while nobody has approved', () => {
    expect(withdrawCandidate(instance(), [next], 1)?.id).toBe('b');
    expect(withdrawCandidate(instance(), [approved, next], 1)).toBeUndefined();
  });
  it('a returned task reads 已退回 in the timeline with its 退回意见; a 加签 task is named so', () => {
    const items = timelineItems(instance(), [task({ id: 'r', result: 5, reason: '补发票', endTime: 3000 }), task({ id: 's', parentTaskId: 'r', signType: 'before', createTime: 2500 })]);
    expect(items.find((i) => i.key === 'r')).toMatchObject({ color: 'orange', reasonLabel: '退回意见', reason: '补发票' });
    expect(items.find((i) => i.key === 's')?.title).toBe('审批（向前加签）');
  });
});
