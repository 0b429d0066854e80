import type { DiagramElement, ModdleElement } from './bpmn-types';
import { bpmnFactory, isType, modeling, type ModelContext } from './context';

/** How a timer event's time is given (one of the three BPMN timer values). */
export type EventTimerKind = 'timeDate' | 'timeDuration' | 'timeCycle';

export interface EventTimer {
  kind: EventTimerKind;
  value: string;
}

const KINDS: EventTimerKind[] = ['timeDate', 'timeDuration', 'timeCycle'];

function timerOf(element: DiagramElement): ModdleElement | undefined {
  return ((element.businessObject?.eventDefinitions ?? []) as ModdleElement[]).find((d) => isType(d, 'bpmn:TimerEventDefinition'));
}

/**
 * The 定时器 section shows for events with a timer: a timer start event (of the process or of an event sub-process),
 * an intermediate timer catch event, a timer boundary event.
 */
export function hasEventTimerSection(element: DiagramElement): boolean {
  return !!timerOf(element);
}

/** The timer's kind and value; a timer without a value reads as a duration with no text. */
export function readEventTimer(element: DiagramElement): EventTimer {
  const timer = timerOf(element);
  const kind = KINDS.find((k) => timer?.[k] !== undefined) ?? 'timeDuration';
  return { kind, value: String((timer?.[kind] as ModdleElement | undefined)?.body ?? '') };
}

/**
 * Writes the timer: the chosen kind gets a fresh expression with the value, the other two kinds are removed (the
 * engine reads one). One undoable command; the timer definition keeps its id.
 */
export function setEventTimer(ctx: ModelContext, element: DiagramElement, timer: EventTimer): void {
  const definition = timerOf(element);
  if (!definition) return;
  const expression = bpmnFactory(ctx).create('bpmn:FormalExpression', { body: timer.value.trim() });
  expression.$parent = definition;
  const props: Record<string, unknown> = Object.fromEntries(KINDS.map((k) => [k, undefined]));
  props[timer.kind] = expression;
  modeling(ctx).updateModdleProperties(element, definition, props);
}
