import type { DiagramElement, ModdleElement } from './bpmn-types';
import { bpmnFactory, is, moddle, q, randomAlphanumeric, runBatch, type ModelContext } from './context';
import { getExtensionValues, setExtensionValuesOfType } from './extension-elements';

export type ListenerKind = 'execution' | 'task';
export type ListenerType = 'classListener' | 'expressionListener' | 'delegateExpressionListener' | 'scriptListener';
export type ListenerScriptType = 'inlineScript' | 'externalScript';
export type TimerType = 'date' | 'duration' | 'cycle' | 'null';
export type FieldType = 'string' | 'expression';

export const EXECUTION_EVENTS = [
  { value: 'start', label: '开始' },
  { value: 'end', label: '结束' },
] as const;

export const TASK_EVENTS = [
  { value: 'create', label: '创建' },
  { value: 'assignment', label: '指派' },
  { value: 'complete', label: '完成' },
  { value: 'delete', label: '删除' },
  { value: 'update', label: '更新' },
  { value: 'timeout', label: '超时' },
] as const;

export const LISTENER_TYPES: { value: ListenerType; label: string }[] = [
  { value: 'classListener', label: 'Java 类' },
  { value: 'expressionListener', label: '表达式' },
  { value: 'delegateExpressionListener', label: '代理表达式' },
  { value: 'scriptListener', label: '脚本' },
];

export const TIMER_TYPES: { value: TimerType; label: string }[] = [
  { value: 'date', label: '日期' },
  { value: 'duration', label: '持续时长' },
  { value: 'cycle', label: '循环' },
  { value: 'null', label: '无' },
];

export const FIELD_TYPES: { value: FieldType; label: string }[] = [
  { value: 'string', label: '字符串' },
  { value: 'expression', label: '表达式' },
];

export interface ListenerField {
  name: string;
  fieldType: FieldType;
  string?: string;
  expression?: string;
}

export interface ListenerInput {
  event: string;
  id?: string;
  listenerType: ListenerType;
  class?: string;
  expression?: string;
  delegateExpression?: string;
  scriptFormat?: string;
  scriptType?: ListenerScriptType;
  value?: string;
  resource?: string;
  fields: ListenerField[];
  eventDefinitionType?: TimerType;
  eventTimeDefinitions?: string;
}

const listenerTypeName = (kind: ListenerKind) => (kind === 'execution' ? 'ExecutionListener' : 'TaskListener');

export function hasTaskListenerSection(element: DiagramElement): boolean {
  return is(element, 'bpmn:UserTask');
}

function readField(field: ModdleElement): ListenerField {
  if (field.expression !== undefined) return { name: field.name ?? '', fieldType: 'expression', expression: field.expression };
  return { name: field.name ?? '', fieldType: 'string', string: field.string ?? field.stringValue ?? '' };
}

function readTimer(listener: ModdleElement): Pick<ListenerInput, 'eventDefinitionType' | 'eventTimeDefinitions'> {
  const timer = (listener.eventDefinitions ?? [])[0] as ModdleElement | undefined;
  if (!timer) return { eventDefinitionType: 'null', eventTimeDefinitions: '' };
  for (const type of ['date', 'duration', 'cycle'] as const) {
    const key = `time${type[0].toUpperCase()}${type.slice(1)}`;
    if (timer[key]) return { eventDefinitionType: type, eventTimeDefinitions: timer[key].body ?? '' };
  }
  return { eventDefinitionType: 'null', eventTimeDefinitions: '' };
}

function readListener(listener: ModdleElement, kind: ListenerKind): ListenerInput {
  const base: ListenerInput = {
    event: listener.event ?? '',
    listenerType: 'classListener',
    fields: ((listener.fields ?? []) as ModdleElement[]).map(readField),
  };
  if (kind === 'task') {
    base.id = listener.id ?? '';
    Object.assign(base, readTimer(listener));
  }
  if (listener.script) {
    const script = listener.script as ModdleElement;
    return {
      ...base,
      listenerType: 'scriptListener',
      scriptFormat: script.scriptFormat ?? '',
      scriptType: script.resource !== undefined ? 'externalScript' : 'inlineScript',
      value: script.value ?? '',
      resource: script.resource ?? '',
    };
  }
  if (listener.expression !== undefined) return { ...base, listenerType: 'expressionListener', expression: listener.expression };
  if (listener.delegateExpression !== undefined) {
    return { ...base, listenerType: 'delegateExpressionListener', delegateExpression: listener.delegateExpression };
  }
  return { ...base, class: listener.class ?? '' };
}

function listenerElements(ctx: ModelContext, element: DiagramElement, kind: ListenerKind): ModdleElement[] {
  return getExtensionValues(element.businessObject, q(ctx, listenerTypeName(kind)));
}

export function readListeners(ctx: ModelContext, element: DiagramElement, kind: ListenerKind): ListenerInput[] {
  return listenerElements(ctx, element, kind).map((l) => readListener(l, kind));
}

export function createFieldElement(ctx: ModelContext, field: ListenerField): ModdleElement {
  const attrs: Record<string, unknown> = { name: field.name };
  if (field.fieldType === 'expression') attrs.expression = field.expression ?? '';
  else attrs.string = field.string ?? '';
  return moddle(ctx).create(q(ctx, 'Field'), attrs);
}

/** `TimerEventDefinition_` + 8 random alphanumerics. */
export function timerDefinitionId(): string {
  return `TimerEventDefinition_${randomAlphanumeric(8)}`;
}

/** A moddle listener element from the form values. */
export function createListenerElement(ctx: ModelContext, input: ListenerInput, kind: ListenerKind): ModdleElement {
  const attrs: Record<string, unknown> = { event: input.event };
  if (kind === 'task' && input.id) attrs.id = input.id;
  switch (input.listenerType) {
    case 'expressionListener':
      attrs.expression = input.expression ?? '';
      break;
    case 'delegateExpressionListener':
      attrs.delegateExpression = input.delegateExpression ?? '';
      break;
    case 'scriptListener': {
      const scriptAttrs: Record<string, unknown> = { scriptFormat: input.scriptFormat };
      if (input.scriptType === 'externalScript') scriptAttrs.resource = input.resource ?? '';
      else scriptAttrs.value = input.value ?? '';
      attrs.script = moddle(ctx).create(q(ctx, 'Script'), scriptAttrs);
      break;
    }
    default:
      attrs.class = input.class ?? '';
  }
  const listener = moddle(ctx).create(q(ctx, listenerTypeName(kind)), attrs);
  if (attrs.script) (attrs.script as ModdleElement).$parent = listener;
  const fields = input.fields.map((f) => createFieldElement(ctx, f));
  for (const f of fields) f.$parent = listener;
  if (fields.length) listener.fields = fields;
  if (kind === 'task' && input.event === 'timeout' && input.eventDefinitionType && input.eventDefinitionType !== 'null') {
    const type = input.eventDefinitionType;
    const key = `time${type[0].toUpperCase()}${type.slice(1)}`;
    const body = bpmnFactory(ctx).create('bpmn:FormalExpression', { body: input.eventTimeDefinitions ?? '' });
    const timer = bpmnFactory(ctx).create('bpmn:TimerEventDefinition', { id: timerDefinitionId(), [key]: body });
    body.$parent = timer;
    timer.$parent = listener;
    listener.eventDefinitions = [timer];
  }
  return listener;
}

function writeListeners(ctx: ModelContext, element: DiagramElement, kind: ListenerKind, next: ModdleElement[]): void {
  runBatch(ctx, () => {
    setExtensionValuesOfType(ctx, element, element.businessObject, q(ctx, listenerTypeName(kind)), next);
  });
}

export function addListener(ctx: ModelContext, element: DiagramElement, kind: ListenerKind, input: ListenerInput): void {
  writeListeners(ctx, element, kind, [...listenerElements(ctx, element, kind), createListenerElement(ctx, input, kind)]);
}

export function updateListener(
  ctx: ModelContext,
  element: DiagramElement,
  kind: ListenerKind,
  index: number,
  input: ListenerInput,
): void {
  writeListeners(
    ctx,
    element,
    kind,
    listenerElements(ctx, element, kind).map((l, i) => (i === index ? createListenerElement(ctx, input, kind) : l)),
  );
}

export function removeListener(ctx: ModelContext, element: DiagramElement, kind: ListenerKind, index: number): void {
  writeListeners(
    ctx,
    element,
    kind,
    listenerElements(ctx, element, kind).filter((_, i) => i !== index),
  );
}

/** Listener form validation (spec section 5); field name → message. */
export function validateListener(input: ListenerInput, kind: ListenerKind): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!input.event) errors.event = '请选择事件类型';
  if (kind === 'task' && !input.id?.trim()) errors.id = '请填写监听器ID';
  if (!input.listenerType) errors.listenerType = '请选择监听器类型';
  if (input.listenerType === 'classListener' && !input.class?.trim()) errors.class = '请填写Java类';
  if (input.listenerType === 'expressionListener' && !input.expression?.trim()) errors.expression = '请填写表达式';
  if (input.listenerType === 'delegateExpressionListener' && !input.delegateExpression?.trim()) {
    errors.delegateExpression = '请填写代理表达式';
  }
  if (input.listenerType === 'scriptListener') {
    if (!input.scriptFormat?.trim()) errors.scriptFormat = '请填写脚本格式';
    if (!input.scriptType) errors.scriptType = '请选择脚本类型';
    if (input.scriptType === 'inlineScript' && !input.value?.trim()) errors.value = '请填写脚本内容';
    if (input.scriptType === 'externalScript' && !input.resource?.trim()) errors.resource = '请填写资源地址';
  }
  if (
    kind === 'task' &&
    input.event === 'timeout' &&
    input.eventDefinitionType &&
    input.eventDefinitionType !== 'null' &&
    !input.eventTimeDefinitions?.trim()
  ) {
    errors.eventTimeDefinitions = '请填写定时器配置';
  }
  return errors;
}

/** Listener field dialog validation; field name → message. */
export function validateListenerField(field: ListenerField): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!field.name?.trim()) errors.name = '请填写字段名称';
  if (!field.fieldType) errors.fieldType = '请选择字段类型';
  if (field.fieldType === 'string' && !field.string?.trim()) errors.string = '请填写字段值';
  if (field.fieldType === 'expression' && !field.expression?.trim()) errors.expression = '请填写表达式';
  return errors;
}

export function listenerTypeLabel(type: ListenerType): string {
  return LISTENER_TYPES.find((t) => t.value === type)?.label ?? type;
}
