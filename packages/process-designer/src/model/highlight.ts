import type { ModdleElement } from './bpmn-types';

/** Result codes of tasks and process instances (spec section 4). */
/** 5: a task 退回 to an earlier one (drawn like a rejection); a withdrawn task ends 4 (drawn cancelled); 6: an instance 异常. */
export type ResultCode = 1 | 2 | 3 | 4 | 5 | 6;

export type HighlightClass = 'highlight-todo' | 'highlight' | 'highlight-reject' | 'highlight-cancel';

export interface ViewerUser {
  nickname?: string;
  deptName?: string;
}

export interface ActivityData {
  /** the BPMN element id */
  key: string;
  taskId?: string;
  startTime?: number | null;
  endTime?: number | null;
  /** ids or flow objects leaving the activity, when the host has them */
  outgoing?: (string | { id: string })[];
}

export interface TaskData {
  id: string;
  result?: ResultCode | number;
  assigneeUser?: ViewerUser;
  createTime?: number | null;
  endTime?: number | null;
  reason?: string;
}

export interface ProcessInstanceData {
  result?: ResultCode | number;
  startUser?: ViewerUser;
  createTime?: number | null;
  endTime?: number | null;
}

export const RESULT_CLASSES: Record<ResultCode, HighlightClass> = {
  1: 'highlight-todo',
  2: 'highlight',
  3: 'highlight-reject',
  4: 'highlight-cancel',
  5: 'highlight-reject',
  6: 'highlight-reject',
};

export const RESULT_LABELS: Record<ResultCode, string> = {
  1: '处理中',
  2: '通过',
  3: '不通过',
  4: '已取消',
  5: '已退回',
  6: '异常',
};

export function resultClass(result: number | undefined): HighlightClass | undefined {
  return result !== undefined ? RESULT_CLASSES[result as ResultCode] : undefined;
}

/** Ended → highlight, started but not ended → highlight-todo. */
function activityClass(activity: ActivityData): HighlightClass {
  return activity.endTime ? 'highlight' : 'highlight-todo';
}

const is = (el: ModdleElement | undefined, type: string) =>
  !!el && (typeof el.$instanceOf === 'function' ? el.$instanceOf(type) : el.$type === type);

/** Every flow element of the definitions: processes, pools of collaborations and nested sub-processes. */
export function collectFlowElements(definitions: ModdleElement): ModdleElement[] {
  const out: ModdleElement[] = [];
  const seen = new Set<ModdleElement>();
  const walk = (container: ModdleElement | undefined) => {
    if (!container || seen.has(container)) return;
    seen.add(container);
    for (const el of (container.flowElements ?? []) as ModdleElement[]) {
      out.push(el);
      if (el.flowElements) walk(el);
    }
  };
  for (const root of (definitions.rootElements ?? []) as ModdleElement[]) {
    if (is(root, 'bpmn:Process')) walk(root);
    if (is(root, 'bpmn:Collaboration')) {
      for (const participant of (root.participants ?? []) as ModdleElement[]) walk(participant.processRef);
    }
  }
  return out;
}

/**
 * Outgoing sequence flows of an element: the activity's own `outgoing` list when the host sends one, else the
 * model's `outgoing`, else every flow whose source it is.
 */
function outgoingFlows(node: ModdleElement, all: ModdleElement[], activity?: ActivityData): ModdleElement[] {
  if (activity?.outgoing?.length) {
    const ids = new Set(activity.outgoing.map((o) => (typeof o === 'string' ? o : o.id)));
    return all.filter((el) => is(el, 'bpmn:SequenceFlow') && ids.has(el.id!));
  }
  const own = (node.outgoing ?? []) as ModdleElement[];
  if (own.length > 0) return own;
  return all.filter((el) => is(el, 'bpmn:SequenceFlow') && el.sourceRef === node);
}

/**
 * The viewer's highlighting as one pure function: element id → marker class (spec section 4).
 *
 * - User task with an activity and its task: class of the task result (1–4). With result 2 its outgoing flows are
 *   marked: a flow into a reached activity gets highlight (target ended) or highlight-todo; a flow into an exclusive
 *   gateway that has no activity record takes the task's own state, and so does that gateway; a flow into an end
 *   event takes highlight when the instance is finished (result ≠ 1), else highlight-todo.
 * - Exclusive and parallel gateways with an activity: highlight / highlight-todo by their end time. The exclusive
 *   gateway marks the one outgoing flow that was taken (first reached target, preferring a non-end-event); the
 *   parallel gateway marks every outgoing flow whose target was reached.
 * - Start event: marked highlight when it or one of its targets has an activity; the flows to reached targets too.
 * - End event: only when the instance result is not 1 — class of the instance result.
 * - Service task: started and not ended → highlight-todo, ended → highlight.
 * - A flow into a parallel or inclusive join that has not run yet (it waits for its other branches) is highlight once
 *   its branch got there — a passed user task (its taken flows when sent, else its only flow) or an ended fork — and
 *   the waiting join is highlight-todo.
 * Later rules never downgrade a node already marked by its own rule. `activity.outgoing`, when sent, limits which
 * flows of a user task are considered.
 */
export function computeHighlights(
  definitions: ModdleElement | undefined,
  activityData: ActivityData[] = [],
  taskData: TaskData[] = [],
  processInstanceData?: ProcessInstanceData | null,
): Record<string, HighlightClass> {
  const marks: Record<string, HighlightClass> = {};
  if (!definitions) return marks;
  const all = collectFlowElements(definitions);
  const activityOf = (id: string | undefined) => (id ? activityData.find((a) => a.key === id) : undefined);
  const instanceResult = processInstanceData?.result;
  const ownMarks = new Set<string>();
  const markOwn = (id: string, cls: HighlightClass | undefined) => {
    if (!cls) return;
    marks[id] = cls;
    ownMarks.add(id);
  };
  const markFlow = (id: string, cls: HighlightClass) => {
    if (!ownMarks.has(id)) marks[id] = cls;
  };

  /** A parallel / inclusive join that has no activity yet: it waits for its other branches. */
  const isWaitingJoin = (target: ModdleElement | undefined) =>
    (is(target, 'bpmn:ParallelGateway') || is(target, 'bpmn:InclusiveGateway')) && ((target!.incoming ?? []) as ModdleElement[]).length > 1 && !activityOf(target!.id);

  for (const node of all) {
    const activity = activityOf(node.id);

    if (is(node, 'bpmn:UserTask')) {
      if (!activity) continue;
      const task = taskData.find((t) => t.id === activity.taskId);
      if (!task) continue;
      markOwn(node.id!, resultClass(task.result));
      if (task.result !== 2) continue;
      for (const flow of outgoingFlows(node, all, activity)) {
        const target = flow.targetRef as ModdleElement | undefined;
        const targetActivity = activityOf(target?.id);
        if (targetActivity) {
          markFlow(flow.id!, activityClass(targetActivity));
        } else if (is(target, 'bpmn:ExclusiveGateway')) {
          markFlow(flow.id!, activityClass(activity));
          markFlow(target!.id!, activityClass(activity));
        } else if (is(target, 'bpmn:EndEvent')) {
          markFlow(flow.id!, instanceResult !== undefined && instanceResult !== 1 ? 'highlight' : 'highlight-todo');
        } else if (isWaitingJoin(target) && (activity.outgoing?.length || outgoingFlows(node, all).length === 1)) {
          // the branch reached a join that waits for the others: the flow was taken (sent as taken, or the only one)
          markFlow(flow.id!, 'highlight');
          markFlow(target!.id!, 'highlight-todo');
        }
      }
    } else if (is(node, 'bpmn:ExclusiveGateway')) {
      if (!activity) continue;
      markOwn(node.id!, activityClass(activity));
      let chosen: { flow: ModdleElement; activity: ActivityData; endEvent: boolean } | undefined;
      for (const flow of outgoingFlows(node, all)) {
        const target = flow.targetRef as ModdleElement | undefined;
        const targetActivity = activityOf(target?.id);
        if (!targetActivity) continue;
        const endEvent = is(target, 'bpmn:EndEvent');
        if (!chosen || (chosen.endEvent && !endEvent)) chosen = { flow, activity: targetActivity, endEvent };
      }
      if (chosen) markFlow(chosen.flow.id!, activityClass(chosen.activity));
    } else if (is(node, 'bpmn:ParallelGateway')) {
      if (!activity) continue;
      markOwn(node.id!, activityClass(activity));
      for (const flow of outgoingFlows(node, all)) {
        const target = flow.targetRef as ModdleElement | undefined;
        const targetActivity = activityOf(target?.id);
        if (targetActivity) markFlow(flow.id!, activityClass(targetActivity));
        else if (activity.endTime && isWaitingJoin(target)) {
          markFlow(flow.id!, 'highlight');
          markFlow(target!.id!, 'highlight-todo');
        }
      }
    } else if (is(node, 'bpmn:StartEvent')) {
      const reached = outgoingFlows(node, all).filter((flow) => activityOf((flow.targetRef as ModdleElement)?.id));
      if (!activity && reached.length === 0) continue;
      markOwn(node.id!, 'highlight');
      for (const flow of reached) markFlow(flow.id!, 'highlight');
    } else if (is(node, 'bpmn:EndEvent')) {
      if (!processInstanceData || instanceResult === undefined || instanceResult === 1) continue;
      markOwn(node.id!, resultClass(instanceResult));
    } else if (is(node, 'bpmn:ServiceTask')) {
      if (!activity) continue;
      if (activity.endTime) markOwn(node.id!, 'highlight');
      else if (activity.startTime) markOwn(node.id!, 'highlight-todo');
    }
  }
  return marks;
}
