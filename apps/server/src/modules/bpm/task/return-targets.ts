import type { CompiledProcess } from '../engine';

type Graph = Pick<CompiledProcess, 'sources' | 'types'>;

const BRANCHING = new Set(['bpmn:ParallelGateway', 'bpmn:InclusiveGateway']);

/**
 * 退回 targets of a task: the user tasks before it in the same sequence of the top level — walking its incoming flows
 * backwards, never across a parallel or inclusive gateway (a jump there would leave a branch behind) — that the
 * instance has passed (`passed`: element ids of its approved tasks). Nearest first.
 */
export function returnTargets(graph: Graph, elementId: string, passed: ReadonlySet<string>): string[] {
  if (!graph.sources.has(elementId) && !graph.types.has(elementId)) return [];
  const out: string[] = [];
  const seen = new Set<string>([elementId]);
  let frontier = [elementId];
  while (frontier.length) {
    const next: string[] = [];
    for (const id of frontier) {
      for (const source of graph.sources.get(id) ?? []) {
        if (seen.has(source)) continue;
        seen.add(source);
        const type = graph.types.get(source);
        if (!type || BRANCHING.has(type)) continue;
        if (type === 'bpmn:UserTask' && passed.has(source)) out.push(source);
        next.push(source);
      }
    }
    frontier = next;
  }
  return out;
}

/**
 * Whether `later` follows `earlier` directly: reachable from it walking forwards with no other user task and no
 * parallel / inclusive gateway in between (撤回: the approver takes a task back only from the very next step).
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
