import type { DiagramElement, ModdleElement } from './bpmn-types';
import { is, modeling, orUndefined, q, type ModelContext } from './context';
import { findRootElement } from './messages-signals';

export const USER_TASK_FIELDS = ['assignee', 'candidateUsers', 'candidateGroups', 'dueDate', 'followUpDate', 'priority'] as const;
export type UserTaskField = (typeof USER_TASK_FIELDS)[number];
export type UserTaskConfig = Record<UserTaskField, string>;

export function hasTaskConfigSection(element: DiagramElement): boolean {
  return is(element, 'bpmn:UserTask') || is(element, 'bpmn:ScriptTask') || is(element, 'bpmn:ReceiveTask') || is(element, 'bpmn:ServiceTask') || is(element, 'bpmn:SendTask');
}

export function readUserTask(ctx: ModelContext, element: DiagramElement): UserTaskConfig {
  const bo = element.businessObject;
  const out = {} as UserTaskConfig;
  for (const field of USER_TASK_FIELDS) out[field] = bo.get(q(ctx, field)) ?? '';
  return out;
}

/** candidateUsers / candidateGroups are lists joined with commas. */
export function joinList(values: string[]): string {
  return values.map((v) => v.trim()).filter(Boolean).join(',');
}
export function splitList(value: string | undefined): string[] {
  return (value ?? '').split(',').map((v) => v.trim()).filter(Boolean);
}

export function updateUserTask(ctx: ModelContext, element: DiagramElement, field: UserTaskField, value: string): void {
  modeling(ctx).updateProperties(element, { [q(ctx, field)]: orUndefined(value) });
}

/** ISO 8601 date/time/duration, or an expression `${…}` / `#{…}`. */
export function isDueDateValue(value: string): boolean {
  if (!value) return true;
  if (/^[$#]\{.+\}$/.test(value.trim())) return true;
  return /^(\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?|R\d*\/.+|P(?!$)(\d+Y)?(\d+M)?(\d+W)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+(\.\d+)?S)?)?)$/.test(
    value.trim(),
  );
}

export type ScriptType = 'inline' | 'external';
export interface ScriptTaskConfig {
  scriptFormat: string;
  scriptType: ScriptType;
  script: string;
  resource: string;
  resultVariable: string;
}

export function readScriptTask(ctx: ModelContext, element: DiagramElement): ScriptTaskConfig {
  const bo = element.businessObject;
  const resource = bo.get(q(ctx, 'resource'));
  return {
    scriptFormat: bo.scriptFormat ?? '',
    scriptType: resource !== undefined ? 'external' : 'inline',
    script: bo.script ?? '',
    resource: resource ?? '',
    resultVariable: bo.get(q(ctx, 'resultVariable')) ?? '',
  };
}

/** Inline clears the resource; external clears the script (and keeps an empty resource as the marker). */
export function setScriptType(ctx: ModelContext, element: DiagramElement, type: ScriptType): void {
  if (type === 'inline') {
    modeling(ctx).updateProperties(element, { [q(ctx, 'resource')]: undefined, script: '' });
  } else {
    modeling(ctx).updateProperties(element, { script: undefined, [q(ctx, 'resource')]: '' });
  }
}

export function updateScriptTask(
  ctx: ModelContext,
  element: DiagramElement,
  field: 'scriptFormat' | 'script' | 'resource' | 'resultVariable',
  value: string,
): void {
  if (field === 'scriptFormat') modeling(ctx).updateProperties(element, { scriptFormat: orUndefined(value) });
  else if (field === 'script') modeling(ctx).updateProperties(element, { script: value });
  else if (field === 'resource') modeling(ctx).updateProperties(element, { [q(ctx, 'resource')]: value });
  else modeling(ctx).updateProperties(element, { [q(ctx, 'resultVariable')]: orUndefined(value) });
}

export function readMessageRef(element: DiagramElement): string {
  return (element.businessObject.messageRef as ModdleElement | undefined)?.id ?? '';
}

/** Binds a receive task to a message of the definitions, or to none (''). */
export function updateMessageRef(ctx: ModelContext, element: DiagramElement, messageId: string): void {
  const message = messageId ? findRootElement(ctx, 'message', messageId) : undefined;
  modeling(ctx).updateProperties(element, { messageRef: message });
}

export interface AsyncConfig {
  asyncBefore: boolean;
  asyncAfter: boolean;
  exclusive: boolean;
}

export function readAsync(ctx: ModelContext, target: ModdleElement): AsyncConfig {
  const asyncBefore = !!target.get(q(ctx, 'asyncBefore'));
  const asyncAfter = !!target.get(q(ctx, 'asyncAfter'));
  return {
    asyncBefore,
    asyncAfter,
    // engines treat a missing exclusive as true
    exclusive: asyncBefore || asyncAfter ? target.get(q(ctx, 'exclusive')) !== false : false,
  };
}

/**
 * Async flags on an element (or on its multi-instance loop characteristics, `target`).
 * Exclusive only counts with asyncBefore or asyncAfter, and is reset to false when both are off.
 */
export function updateAsync(
  ctx: ModelContext,
  element: DiagramElement,
  patch: Partial<AsyncConfig>,
  target: ModdleElement = element.businessObject,
): void {
  const current = readAsync(ctx, target);
  const wasAsync = current.asyncBefore || current.asyncAfter;
  const next = { ...current, ...patch };
  const anyAsync = next.asyncBefore || next.asyncAfter;
  // switching async on starts from the engine default (exclusive), written as "no attribute"
  const exclusive = patch.exclusive ?? (wasAsync ? current.exclusive : true);
  const props: Record<string, unknown> = {
    [q(ctx, 'asyncBefore')]: next.asyncBefore || undefined,
    [q(ctx, 'asyncAfter')]: next.asyncAfter || undefined,
    [q(ctx, 'exclusive')]: anyAsync ? (exclusive ? undefined : false) : false,
  };
  modeling(ctx).updateModdleProperties(element, target, props);
}
