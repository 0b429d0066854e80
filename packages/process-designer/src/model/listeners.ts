import type { DiagramElement, ModdleElement } from './bpmn-types';
import { bpmnFactory, is, isType, moddle, modeling, orUndefined, q, randomAlphanumeric, runBatch, type ModelContext } from './context';
import { getExtensionValues, setExtensionValuesOfType } from './extension-elements';
import { syncChildren, updateChanged } from './moddle-update';

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

function fieldAttrs(field: ListenerField): Record<string, unknown> {
  return field.fieldType === 'expression'
    ? { name: field.name, expression: field.expression ?? '' }
    : { name: field.name, string: field.string ?? '' };
}

export function createFieldElement(ctx: ModelContext, field: ListenerField): ModdleElement {
  return moddle(ctx).create(q(ctx, 'Field'), fieldAttrs(field));
}

/**
 * An injected field edited in place: the value kind not chosen is removed; a string kept unchanged stays where it
 * was (stringValue attribute or string element).
 */
function updateFieldElement(ctx: ModelContext, element: DiagramElement, field: ModdleElement, input: ListenerField): void {
  if (input.fieldType === 'expression') {
    updateChanged(ctx, element, field, { name: input.name, expression: input.expression ?? '', string: undefined, stringValue: undefined });
    return;
  }
  const value = input.string ?? '';
  const keepAttribute = field.string === undefined && field.stringValue === value;
  updateChanged(ctx, element, field, {
    name: input.name,
    expression: undefined,
    string: keepAttribute ? undefined : value,
    stringValue: keepAttribute ? value : undefined,
  });
}

/** `TimerEventDefinition_` + 8 random alphanumerics. */
export function timerDefinitionId(): string {
  return `TimerEventDefinition_${randomAlphanumeric(8)}`;
}

const TIMER_KEYS = { date: 'timeDate', duration: 'timeDuration', cycle: 'timeCycle' } as const;

const wantsTimer = (input: ListenerInput, kind: ListenerKind) =>
  kind === 'task' && input.event === 'timeout' && !!input.eventDefinitionType && input.eventDefinitionType !== 'null';

function createTimer(ctx: ModelContext, input: ListenerInput): ModdleElement {
  const key = TIMER_KEYS[input.eventDefinitionType as keyof typeof TIMER_KEYS];
  const body = bpmnFactory(ctx).create('bpmn:FormalExpression', { body: input.eventTimeDefinitions ?? '' });
  const timer = bpmnFactory(ctx).create('bpmn:TimerEventDefinition', { id: timerDefinitionId(), [key]: body });
  body.$parent = timer;
  return timer;
}

function createScript(ctx: ModelContext, input: ListenerInput): ModdleElement {
  const scriptAttrs: Record<string, unknown> = { scriptFormat: input.scriptFormat };
  if (input.scriptType === 'externalScript') scriptAttrs.resource = input.resource ?? '';
  else scriptAttrs.value = input.value ?? '';
  return moddle(ctx).create(q(ctx, 'Script'), scriptAttrs);
}

/** The listener attributes chosen by the listener type; the other kinds' attributes as undefined. */
function implementationAttrs(input: ListenerInput): Record<string, string | undefined> {
  return {
    class: input.listenerType === 'classListener' || !input.listenerType ? (input.class ?? '') : undefined,
    expression: input.listenerType === 'expressionListener' ? (input.expression ?? '') : undefined,
    delegateExpression: input.listenerType === 'delegateExpressionListener' ? (input.delegateExpression ?? '') : undefined,
  };
}

/** A moddle listener element from the form values. */
export function createListenerElement(ctx: ModelContext, input: ListenerInput, kind: ListenerKind): ModdleElement {
  const attrs: Record<string, unknown> = { event: input.event };
  if (kind === 'task' && input.id) attrs.id = input.id;
  if (input.listenerType === 'scriptListener') attrs.script = createScript(ctx, input);
  else {
    for (const [key, value] of Object.entries(implementationAttrs(input))) if (value !== undefined) attrs[key] = value;
  }
  const listener = moddle(ctx).create(q(ctx, listenerTypeName(kind)), attrs);
  if (attrs.script) (attrs.script as ModdleElement).$parent = listener;
  const fields = input.fields.map((f) => createFieldElement(ctx, f));
  for (const f of fields) f.$parent = listener;
  if (fields.length) listener.fields = fields;
  if (wantsTimer(input, kind)) {
    const timer = createTimer(ctx, input);
    timer.$parent = listener;
    listener.eventDefinitions = [timer];
  }
  return listener;
}

/**
 * Writes the form values into an existing listener in place: only what differs changes, so attributes the panel does
 * not read, an unchanged script element and a timer's id stay as they were.
 */
function updateListenerElement(
  ctx: ModelContext,
  element: DiagramElement,
  listener: ModdleElement,
  input: ListenerInput,
  kind: ListenerKind,
): void {
  const attrs: Record<string, unknown> = { event: input.event };
  if (kind === 'task') attrs.id = orUndefined(input.id);
  if (input.listenerType === 'scriptListener') {
    Object.assign(attrs, { class: undefined, expression: undefined, delegateExpression: undefined });
    const script = listener.script as ModdleElement | undefined;
    if (script) {
      const external = input.scriptType === 'externalScript';
      updateChanged(ctx, element, script, {
        scriptFormat: input.scriptFormat,
        resource: external ? (input.resource ?? '') : undefined,
        value: external ? undefined : (input.value ?? ''),
      });
    } else {
      const created = createScript(ctx, input);
      created.$parent = listener;
      attrs.script = created;
    }
  } else {
    Object.assign(attrs, implementationAttrs(input), { script: undefined });
  }
  updateChanged(ctx, element, listener, attrs);
  syncChildren(ctx, element, listener, 'fields', input.fields, (f) => createFieldElement(ctx, f), (field, f) =>
    updateFieldElement(ctx, element, field, f),
  );
  const timer = ((listener.eventDefinitions ?? []) as ModdleElement[])[0];
  if (!wantsTimer(input, kind)) {
    if (listener.eventDefinitions?.length) modeling(ctx).updateModdleProperties(element, listener, { eventDefinitions: undefined });
    return;
  }
  if (!timer || !isType(timer, 'bpmn:TimerEventDefinition')) {
    const created = createTimer(ctx, input);
    created.$parent = listener;
    modeling(ctx).updateModdleProperties(element, listener, { eventDefinitions: [created] });
    return;
  }
  // the timer keeps its id; its expression is edited in place, or moves to the chosen time key
  const key = TIMER_KEYS[input.eventDefinitionType as keyof typeof TIMER_KEYS];
  const body = input.eventTimeDefinitions ?? '';
  const others = Object.values(TIMER_KEYS).filter((k) => k !== key && timer[k] !== undefined);
  let expression = (timer[key] ?? (others.length ? timer[others[0]] : undefined)) as ModdleElement | undefined;
  const props: Record<string, unknown> = Object.fromEntries(others.map((k) => [k, undefined]));
  if (expression) updateChanged(ctx, element, expression, { body });
  else {
    expression = bpmnFactory(ctx).create('bpmn:FormalExpression', { body });
    expression.$parent = timer;
  }
  if (timer[key] !== expression) props[key] = expression;
  if (Object.keys(props).length) modeling(ctx).updateModdleProperties(element, timer, props);
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
  const listener = listenerElements(ctx, element, kind)[index];
  if (!listener) return;
  runBatch(ctx, () => updateListenerElement(ctx, element, listener, input, kind));
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
