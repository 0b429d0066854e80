import { describe, expect, it } from 'vitest';
import { followsDirectly, returnTargets } from './return-targets';

// s → a → gw(xor) → b → c ; gw → c ; c → fork(parallel) → d
const graph = {
  types: new Map([
    ['s', 'bpmn:StartEvent'],
    ['a', 'bpmn:UserTask'],
    ['gw', 'bpmn:ExclusiveGateway'],
    ['b', 'bpmn:UserTask'],
    ['c', 'bpmn:UserTask'],
    ['fork', 'bpmn:ParallelGateway'],
    ['d', 'bpmn:UserTask'],
  ]),
  sources: new Map([
    ['a', ['s']],
    ['gw', ['a']],
    ['b', ['gw']],
    ['c', ['b', 'gw']],
    ['fork', ['c']],
    ['d', ['fork']],
  ]),
};

describe('退回 targets and 撤回 adjacency', () => {
  it('earlier passed user tasks of the same sequence, nearest first; not across a parallel gateway', () => {
    expect(returnTargets(graph, 'c', new Set(['a', 'b']))).toEqual(['b', 'a']);
    expect(returnTargets(graph, 'c', new Set(['a']))).toEqual(['a']);
    expect(returnTargets(graph, 'd', new Set(['a', 'b', 'c']))).toEqual([]);
    expect(returnTargets(graph, 'nope', new Set(['a']))).toEqual([]);
  });
  it('followsDirectly: no user task in between', () => {
    expect(followsDirectly(graph, 'a', 'b')).toBe(true);
    expect(followsDirectly(graph, 'a', 'c')).toBe(true);
    expect(followsDirectly(graph, 'b', 'c')).toBe(true);
    expect(followsDirectly(graph, 'c', 'd')).toBe(false);
    expect(followsDirectly(graph, 's', 'b')).toBe(false);
  });
});
