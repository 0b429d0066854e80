import type { HistoryEvent } from '../engine';

/** One activity run's history row, from the events of one command (pure: see activityRuns). */
export interface ActivityRun {
  executionId: string;
  elementId: string;
  type: string;
  start: number;
  end: number | null;
  source: string | null;
}

/**
 * The activity history rows of one command: one per engine execution (activity run or flow take), with its end time
 * when the command saw it end (flows end when taken). When the instance `endedAt` a time, every run is closed then.
 */
export function activityRuns(events: HistoryEvent[], flowSource: Map<string, string>, endedAt: number | null = null): ActivityRun[] {
  const runs = new Map<string, ActivityRun>();
  for (const e of events) {
    let run = runs.get(e.executionId);
    if (!run) {
      run = { executionId: e.executionId, elementId: e.elementId, type: e.type, start: e.at, end: null, source: null };
      runs.set(e.executionId, run);
    }
    if (e.kind === 'end' || e.kind === 'flow') run.end = e.at;
    if (e.kind === 'flow') run.source = flowSource.get(e.elementId) ?? null;
  }
  const list = [...runs.values()];
  if (endedAt !== null) for (const r of list) r.end ??= endedAt;
  return list;
}
