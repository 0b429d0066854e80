import { describe, expect, it } from 'vitest';
import type { HistoryEvent } from '../engine';
import { activityRuns } from './activity-runs';

const ev = (kind: HistoryEvent['kind'], elementId: string, executionId: string, at: number): HistoryEvent => ({
  kind,
  elementId,
  type: kind === 'flow' ? 'bpmn:SequenceFlow' : 'bpmn:UserTask',
  executionId,
  at,
});

describe('activityRuns', () => {
  it('one row per execution: started, ended, flows ended when taken with the element they leave', () => {
    const runs = activityRuns(
      [ev('start', 'start', 's1', 1), ev('end', 'start', 's1', 2), ev('flow', 'f1', 'f1_take', 3), ev('start', 'approve', 'a1', 4)],
      new Map([['f1', 'start']]),
    );
    expect(runs).toEqual([
      { executionId: 's1', elementId: 'start', type: 'bpmn:UserTask', start: 1, end: 2, source: null },
      { executionId: 'f1_take', elementId: 'f1', type: 'bpmn:SequenceFlow', start: 3, end: 3, source: 'start' },
      { executionId: 'a1', elementId: 'approve', type: 'bpmn:UserTask', start: 4, end: null, source: null },
    ]);
  });
  it('a repeated wait on resume keeps the first start; an ended instance closes every run', () => {
    const runs = activityRuns([ev('start', 'approve', 'a1', 5), ev('start', 'approve', 'a1', 6), ev('start', 'other', 'o1', 7)], new Map(), 9);
    expect(runs.map((r) => [r.executionId, r.start, r.end])).toEqual([
      ['a1', 5, 9],
      ['o1', 7, 9],
    ]);
  });
  it('nothing happened, nothing to write', () => {
    expect(activityRuns([], new Map())).toEqual([]);
  });
});
