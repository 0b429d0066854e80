import { describe, expect, test } from 'vitest';
import { formatTime, overlayLines, renderOverlay } from './overlay-content';

describe('viewer overlays', () => {
  const activity = [{ key: 'approve', taskId: 't1' }];
  const evil = '<img src=x onerror=alert(1)>';

  test('user task: assignee, department, result, times and reason', () => {
    const created = new Date(2024, 0, 2, 3, 4, 5).getTime();
    const lines = overlayLines('bpmn:UserTask', 'approve', activity, [
      { id: 't1', result: 3, assigneeUser: { nickname: '张三', deptName: '研发部' }, createTime: created, reason: '不同意' },
    ]);
    expect(lines).toEqual([
      { label: '审批人', value: '张三' },
      { label: '部门', value: '研发部' },
      { label: '结果', value: '不通过' },
      { label: '创建时间', value: '2024-01-02 03:04:05' },
      { label: '审批建议', value: '不同意' },
    ]);
  });

  test('start event shows the start user; end event the instance result', () => {
    const instance = { result: 2, startUser: { nickname: '李四', deptName: '财务部' }, createTime: 0, endTime: null };
    expect(overlayLines('bpmn:StartEvent', 's', [], [], instance)).toEqual([
      { label: '发起人', value: '李四' },
      { label: '部门', value: '财务部' },
    ]);
    expect(overlayLines('bpmn:EndEvent', 'e', [], [], instance)).toEqual([{ label: '结果', value: '通过' }]);
    expect(overlayLines('bpmn:EndEvent', 'e', [], [], undefined)).toEqual([]);
  });

  test('user text is escaped: a reason with markup shows as text', () => {
    const lines = overlayLines('bpmn:UserTask', 'approve', activity, [
      { id: 't1', result: 2, reason: evil, assigneeUser: { nickname: evil } },
    ]);
    const box = renderOverlay(lines);
    document.body.appendChild(box);
    expect(box.querySelector('img')).toBeNull();
    expect(box.textContent).toContain(`审批建议：${evil}`);
    expect(box.textContent).toContain(`审批人：${evil}`);
    box.remove();
  });

  test('formatTime treats 10-digit numbers as seconds', () => {
    const d = new Date(2024, 4, 6, 7, 8, 9);
    expect(formatTime(d.getTime() / 1000)).toBe('2024-05-06 07:08:09');
    expect(formatTime(null)).toBe('');
  });
});
