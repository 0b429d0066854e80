import { describe, expect, it } from 'vitest';
import { followsDirectly, returnTargets } from './return-targets';

// s → a → gw(xor) → b → c ; gw → c ; c → fork(parallel) → d → e → join ; fork → f → join ; join → g
const graph = {
  types: new Map([
    ['s', 'bpmn:StartEvent'],
    ['a', 'bpmn:UserTask'],
    ['gw', 'bpmn:ExclusiveGateway'],
    ['b', 'bpmn:UserTask'],
    ['c', 'bpmn:UserTask'],
    ['fork', 'bpmn:ParallelGateway'],
    ['d', 'bpmn:UserTask'],
    ['e', 'bpmn:UserTask'],
    ['f', 'bpmn:UserTask'],
    ['join', 'bpmn:ParallelGateway'],
    ['g', 'bpmn:UserTask'],
  ]),
  sources: new Map([
    ['a', ['s']],
    ['gw', ['a']],
    ['b', ['gw']],
    ['c', ['b', 'gw']],
    ['fork', ['c']],
    ['d', ['fork']],
    ['e', ['d']],
    ['f', ['fork']],
    ['join', ['e', 'f']],
    ['g', ['join']],
  ]),
};
const keys = (list: { key: string; outOfBranch: boolean }[]) => list.map((t) => `${t.key}${t.outOfBranch ? '*' : ''}`);

describe('退回 targets and 撤回 adjacency', () => {
  it('earlier passed user tasks of the same sequence, nearest first', () => {
    expect(keys(returnTargets(graph, 'c', new Set(['a', 'b'])))).toEqual(['b', 'a']);
    expect(keys(returnTargets(graph, 'c', new Set(['a'])))).toEqual(['a']);
    expect(returnTargets(graph, 'nope', new Set(['a']))).toEqual([]);
  });
  it('in a parallel branch: the same branch, or out of the split (the siblings end, marked *)', () => {
    expect(keys(returnTargets(graph, 'e', new Set(['a', 'b', 'c', 'd'])))).toEqual(['d', 'c*', 'b*', 'a*']);
    expect(keys(returnTargets(graph, 'f', new Set(['a', 'c'])))).toEqual(['c*', 'a*']);
  });
  it('never back into branches across a join', () => {
    expect(returnTargets(graph, 'g', new Set(['a', 'b', 'c', 'd', 'e', 'f']))).toEqual([]);
  });
  it('not between two nested splits', () => {
    // s → a → outer(split) → b → inner(split) → x ; inner → y ; outer → z
    const nested = {
      types: new Map([
        ['s', 'bpmn:StartEvent'],
        ['a', 'bpmn:UserTask'],
        ['outer', 'bpmn:ParallelGateway'],
        ['b', 'bpmn:UserTask'],
        ['inner', 'bpmn:InclusiveGateway'],
        ['x', 'bpmn:UserTask'],
      ]),
      sources: new Map([
        ['a', ['s']],
        ['outer', ['a']],
        ['b', ['outer']],
        ['inner', ['b']],
        ['x', ['inner']],
      ]),
    };
    expect(keys(returnTargets(nested, 'x', new Set(['a', 'b'])))).toEqual(['a*']);
  });
  it('followsDirectly: no user task in between, not across a gateway that splits or joins', () => {
    expect(followsDirectly(graph, 'a', 'b')).toBe(true);
    expect(followsDirectly(graph, 'a', 'c')).toBe(true);
    expect(followsDirectly(graph, 'b', 'c')).toBe(true);
    expect(followsDirectly(graph, 'c', 'd')).toBe(false);
    expect(followsDirectly(graph, 'd', 'e')).toBe(true);
    expect(followsDirectly(graph, 's', 'b')).toBe(false);
  });
});
