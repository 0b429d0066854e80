import type { BpmActivityResp } from '@gprs/contract';

export interface ActivityHistoryRow {
  elementId: string;
  type: string;
  sourceElementId: string | null;
  taskId: string | null;
  startTime: Date;
  endTime: Date | null;
}

/**
 * History rows → the viewer's activityData: one entry per activity run (sub-process children included) in start
 * order, each with the ids of the sequence flows taken out of its element. Flow rows only feed `outgoing`.
 */
export function buildActivityData(rows: readonly ActivityHistoryRow[]): BpmActivityResp[] {
  const outgoing = new Map<string, string[]>();
  for (const r of rows) {
    if (r.type !== 'bpmn:SequenceFlow' || !r.sourceElementId) continue;
    const list = outgoing.get(r.sourceElementId) ?? [];
    if (!list.includes(r.elementId)) list.push(r.elementId);
    outgoing.set(r.sourceElementId, list);
  }
  return rows
    .filter((r) => r.type !== 'bpmn:SequenceFlow')
    .slice()
    .sort((a, b) => a.startTime.getTime() - b.startTime.getTime())
    .map((r) => ({
      key: r.elementId,
      type: r.type,
      startTime: r.startTime.getTime(),
      endTime: r.endTime ? r.endTime.getTime() : null,
      ...(r.taskId ? { taskId: r.taskId } : {}),
      outgoing: outgoing.get(r.elementId) ?? [],
    }));
}
