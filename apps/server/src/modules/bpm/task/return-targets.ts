import type { CompiledProcess } from '../engine';

type Graph = Pick<CompiledProcess, 'sources' | 'types'>;

const BRANCHING = new Set(['bpmn:ParallelGateway', 'bpmn:InclusiveGateway']);

/** A 退回 target: `outOfBranch` when it lies before the parallel / inclusive split whose branch the task is in. */
export interface ReturnTarget {
  key: string;
  outOfBranch: boolean;
}

/**
 * 退回 targets of a task (decisions 0031, 0042): the user tasks the instance has passed (`passed`) that lie before it
 * at the top level, walking its incoming flows backwards. Nearest first.
 * - In the task's own sequence (its branch, when it is in a parallel branch): the other branches go on.
 * - Before the split (a parallel or inclusive gateway with one incoming flow) of the task's branch, on the main line
 *   (no further split on the way back to the start): the sibling branches are ended with it (`outOfBranch`).
 * Never into a branch (behind a join, a gateway with several incoming flows: which branches would run again?), and
 * never to a task between two nested splits (ending only part of the outer branch is not defined).
 */
export function returnTargets(graph: Graph, elementId: string, passed: ReadonlySet<string>): ReturnTarget[] {
  if (!graph.sources.has(elementId) && !graph.types.has(elementId)) return [];
  const found: { key: string; splits: number }[] = [];
  const seen = new Set<string>([elementId]);
  let frontier: { id: string; splits: number }[] = [{ id: elementId, splits: 0 }];
  let mostSplits = 0;
  while (frontier.length) {
    const next: typeof frontier = [];
    for (const { id, splits } of frontier) {
      for (const source of graph.sources.get(id) ?? []) {
        if (seen.has(source)) continue;
        seen.add(source);
        const type = graph.types.get(source);
        if (!type) continue;
        let crossed = splits;
        if (BRANCHING.has(type)) {
          // a join (several incoming flows) leads back into branches: stop; a split: step out of the branch
          if ((graph.sources.get(source) ?? []).length !== 1) continue;
          crossed++;
          mostSplits = Math.max(mostSplits, crossed);
        }
        if (type === 'bpmn:UserTask' && passed.has(source)) found.push({ key: source, splits: crossed });
        next.push({ id: source, splits: crossed });
      }
    }
    frontier = next;
  }
  return found.filter((f) => f.splits === 0 || f.splits === mostSplits).map((f) => ({ key: f.key, outOfBranch: f.splits > 0 }));
}

/**
 * Whether `later` follows `earlier` directly: reachable from it walking forwards with no other user task and no
 * parallel / inclusive gateway in between (撤回: the approver takes a task back only from the very next step — in a
 * parallel branch, the next step of that branch).
 */
export function followsDirectly(graph: Graph, earlier: string, later: string): boolean {
  const seen = new Set<string>([later]);
  let frontier = [later];
  while (frontier.length) {
    const next: string[] = [];
    for (const id of frontier) {
      for (const source of graph.sources.get(id) ?? []) {
        if (source === earlier) return true;
        if (seen.has(source)) continue;
        seen.add(source);
        const type = graph.types.get(source);
        if (!type || BRANCHING.has(type) || type === 'bpmn:UserTask') continue;
        next.push(source);
      }
    }
    frontier = next;
  }
  return false;
}

/** Whether `later` comes right after `earlier` through a parallel / inclusive split (no user task in between). */
export function followsAcrossSplit(graph: Graph, earlier: string, later: string): boolean {
  const seen = new Set<string>([later]);
  let frontier = [later];
  while (frontier.length) {
    const next: string[] = [];
    for (const id of frontier) {
      for (const source of graph.sources.get(id) ?? []) {
        if (seen.has(source)) continue;
        seen.add(source);
        const type = graph.types.get(source);
        if (!type || type === 'bpmn:UserTask') continue;
        if (BRANCHING.has(type) && (graph.sources.get(source) ?? []).includes(earlier)) return true;
        next.push(source);
      }
    }
    frontier = next;
  }
  return false;
}
