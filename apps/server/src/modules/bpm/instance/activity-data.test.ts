import { describe, expect, it } from 'vitest';
import { buildActivityData, type ActivityHistoryRow } from './activity-data';

const at = (s: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, s));
const row = (elementId: string, type: string, start: number, end: number | null, extra: Partial<ActivityHistoryRow> = {}): ActivityHistoryRow => ({
  elementId,
  type,
  sourceElementId: null,
  taskId: null,
  startTime: at(start),
  endTime: end === null ? null : at(end),
  ...extra,
});

describe('buildActivityData', () => {
  const rows = [
    row('t1', 'bpmn:UserTask', 2, 5, { taskId: 'task-1' }),
    row('start', 'bpmn:StartEvent', 1, 1),
    row('f1', 'bpmn:SequenceFlow', 1, 1, { sourceElementId: 'start' }),
    row('f2', 'bpmn:SequenceFlow', 5, 5, { sourceElementId: 't1' }),
    row('gw', 'bpmn:ExclusiveGateway', 5, 5),
    row('f3', 'bpmn:SequenceFlow', 5, 5, { sourceElementId: 'gw' }),
    row('t2', 'bpmn:UserTask', 6, null, { taskId: 'task-2' }),
    row('f3', 'bpmn:SequenceFlow', 7, 7, { sourceElementId: 'gw' }),
  ];
  it('one entry per activity in start order, flows as outgoing, task ids kept', () => {
    expect(buildActivityData(rows)).toEqual([
      { key: 'start', type: 'bpmn:StartEvent', startTime: at(1).getTime(), endTime: at(1).getTime(), outgoing: ['f1'] },
      { key: 't1', type: 'bpmn:UserTask', startTime: at(2).getTime(), endTime: at(5).getTime(), taskId: 'task-1', outgoing: ['f2'] },
      { key: 'gw', type: 'bpmn:ExclusiveGateway', startTime: at(5).getTime(), endTime: at(5).getTime(), outgoing: ['f3'] },
      { key: 't2', type: 'bpmn:UserTask', startTime: at(6).getTime(), endTime: null, taskId: 'task-2', outgoing: [] },
    ]);
  });
});
