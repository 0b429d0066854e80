import {
  RESULT_LABELS,
  type ActivityData,
  type ProcessInstanceData,
  type ResultCode,
  type TaskData,
} from './highlight';

export interface OverlayLine {
  label: string;
  value: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Epoch milliseconds (or seconds, for 10-digit numbers) → `YYYY-MM-DD HH:mm:ss`. */
export function formatTime(time: number | null | undefined): string {
  if (!time) return '';
  const ms = String(Math.trunc(time)).length === 10 ? time * 1000 : time;
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

const resultLabel = (result: number | undefined) =>
  result !== undefined ? (RESULT_LABELS[result as ResultCode] ?? String(result)) : '';

function push(lines: OverlayLine[], label: string, value: string | undefined) {
  if (value) lines.push({ label, value });
}

/** What the hover overlay of an element says; empty when there is nothing to show. Plain text only. */
export function overlayLines(
  elementType: string,
  elementId: string,
  activityData: ActivityData[] = [],
  taskData: TaskData[] = [],
  processInstanceData?: ProcessInstanceData | null,
): OverlayLine[] {
  const lines: OverlayLine[] = [];
  if (elementType === 'bpmn:StartEvent' && processInstanceData) {
    push(lines, '发起人', processInstanceData.startUser?.nickname);
    push(lines, '部门', processInstanceData.startUser?.deptName);
    push(lines, '创建时间', formatTime(processInstanceData.createTime));
  } else if (elementType === 'bpmn:UserTask') {
    const activity = activityData.find((a) => a.key === elementId);
    const task = activity ? taskData.find((t) => t.id === activity.taskId) : undefined;
    if (!task) return lines;
    push(lines, '审批人', task.assigneeUser?.nickname);
    push(lines, '部门', task.assigneeUser?.deptName);
    push(lines, '结果', resultLabel(task.result));
    push(lines, '创建时间', formatTime(task.createTime));
    push(lines, '审批时间', formatTime(task.endTime));
    push(lines, '审批建议', task.reason);
  } else if (elementType === 'bpmn:EndEvent' && processInstanceData) {
    push(lines, '结果', resultLabel(processInstanceData.result));
    push(lines, '结束时间', formatTime(processInstanceData.endTime));
  }
  return lines;
}

/** The overlay as DOM built with textContent, so user text can never become markup. */
export function renderOverlay(lines: OverlayLine[], doc: Document = document): HTMLElement {
  const box = doc.createElement('div');
  box.className = 'gprs-process-viewer__overlay';
  for (const line of lines) {
    const p = doc.createElement('p');
    p.textContent = `${line.label}：${line.value}`;
    box.appendChild(p);
  }
  return box;
}
