import { BpmnModdle } from 'bpmn-moddle';
import * as Elements from 'bpmn-elements';
import serializer, { TypeResolver } from 'moddle-context-serializer';
import { candidateOfElement } from '../assign-rule/bpmn-candidates';
import { bpmDelegate } from '@gprs/contract';
import { checkTemplate, JuelSyntaxError } from './juel';
import { timerSpecProblem, type TimerKind, type TimerSpec } from './timer-values';

/** What a deploy check found wrong; the caller turns each kind into its error code. */
export type DeployProblem =
  | { kind: 'xml'; detail: string }
  | { kind: 'no-process' }
  | { kind: 'start-events'; count: number }
  | { kind: 'no-end' }
  | { kind: 'unsupported'; elements: string[] }
  | { kind: 'expression'; elementId: string; expression: string; detail: string }
  | { kind: 'timer'; elementId: string; value: string }
  | { kind: 'loop'; element: string }
  | { kind: 'delegate'; element: string; detail: string }
  | { kind: 'too-large'; detail: string };

export class DeployError extends Error {
  constructor(readonly problem: DeployProblem) {
    super(problem.kind);
    this.name = 'DeployError';
  }
}

export interface UserTaskInfo {
  id: string;
  name: string;
}

/** What the model itself says about a user task's assignee (camunda: / flowable: / activiti: attributes). */
export interface TaskAssignment {
  /** `assignee`: a user id or an expression giving one */
  assignee?: string;
  /** `candidateUsers`: comma-separated user ids or expressions */
  candidateUsers?: string;
  /** `candidateGroups`: comma-separated 用户组 ids or expressions */
  candidateGroups?: string;
}

/** The `implementation` deploy gives every service / send task: the engine resolves it to the run's job function. */
export const JOB_IMPLEMENTATION = '${__gprs_job}';

/** A variable mapping of a call activity (`camunda:in` / `camunda:out`, flowable: and activiti: alike). */
export interface CallMapping {
  /** a variable name, or null when `sourceExpression` gives the value */
  source: string | null;
  sourceExpression: string | null;
  target: string;
}

/** A call activity: the process key it starts and what goes in and out (`all`: every variable). */
export interface CallInfo {
  calledElement: string;
  inAll: boolean;
  outAll: boolean;
  in: CallMapping[];
  out: CallMapping[];
}

/** A service / send task's delegate and its field injections (values may hold `${…}`). */
export interface DelegateInfo {
  delegate: string;
  fields: Record<string, string>;
}

/** A multi-instance activity as the engine runs it (after the deploy normalisation of its attributes). */
export interface LoopInfo {
  sequential: boolean;
  /** the variable each iteration sees its collection item under (null: no collection) */
  elementVariable: string | null;
  /**
   * The hidden variable holding the candidates of the node's assignment rule: set when the model gives neither a
   * cardinality nor a collection (as yudao does, one task per candidate), null otherwise.
   */
  candidatesVariable: string | null;
}

/** A process definition ready to run: the engine's serialized context (parsed once) and what the services read. */
export interface CompiledProcess {
  key: string;
  /** bpmn-engine source context, shared by every run of this definition */
  sourceContext: unknown;
  userTasks: UserTaskInfo[];
  /** sequence flow id → id of its source element (the viewer's `outgoing`) */
  flowSource: Map<string, string>;
  /** element id → BPMN type (bpmn:UserTask …) */
  types: Map<string, string>;
  names: Map<string, string>;
  /** multi-instance activities by element id */
  loops: Map<string, LoopInfo>;
  /** assignee attributes of user tasks that have any */
  assignments: Map<string, TaskAssignment>;
  /** top-level elements (not inside a sub-process) → the ids of the elements whose sequence flows lead into them */
  sources: Map<string, string[]>;
  /**
   * Error end events nothing catches (top level, or in a sub-process without an error boundary event): reaching one
   * ends the instance as 异常, never 通过. Id → its label for the reason.
   */
  uncaughtErrorEnds: Map<string, string>;
  /** user task → the fields its own form lets the approver write (camunda:formField, writable flowable:formProperty) */
  editableFields: Map<string, Set<string>>;
  /** service / send task → its built-in delegate (the engine reads the name, the runtime runs it) */
  delegates: Map<string, string>;
  delegateInfo: Map<string, DelegateInfo>;
  /** call activity → what it calls */
  calls: Map<string, CallInfo>;
  /** bpmn:Message id → its name (the name the message API correlates by; the id when it has none), and back */
  messageNames: Map<string, string>;
  messageIds: Map<string, string[]>;
  /** bpmn:Signal id → its name, and back */
  signalNames: Map<string, string>;
  signalIds: Map<string, string[]>;
  /** top-level start events started by a message or signal → what starts them */
  eventStarts: Map<string, { kind: 'message' | 'signal'; name: string }>;
  /** start events of top-level message / signal event sub-processes → what triggers them */
  eventSubStarts: Map<string, { kind: 'message' | 'signal'; name: string; subProcessId: string; interrupting: boolean }>;
  /** top-level timer start events → their timer (the runtime schedules them as jobs at deploy) */
  timerStarts: Map<string, TimerSpec>;
  /** start events of top-level timer event sub-processes → their timer (may hold `${…}`, resolved at the scope's start) */
  timerSubStarts: Map<string, { subProcessId: string; interrupting: boolean; timer: TimerSpec }>;
  /** whether the process has a start event without an event definition (发起 needs one) */
  noneStart: boolean;
}

type El = { $type: string; id?: string; name?: string; [k: string]: any };

/** Elements the engine runs here. Everything else is refused at deploy with its id. */
const SUPPORTED = new Set([
  'bpmn:StartEvent',
  'bpmn:EndEvent',
  'bpmn:UserTask',
  'bpmn:ManualTask',
  'bpmn:Task',
  'bpmn:ExclusiveGateway',
  'bpmn:ParallelGateway',
  'bpmn:InclusiveGateway',
  'bpmn:SubProcess',
  'bpmn:ServiceTask',
  'bpmn:SendTask',
  'bpmn:ReceiveTask',
  'bpmn:CallActivity',
  'bpmn:EventBasedGateway',
  'bpmn:IntermediateCatchEvent',
  'bpmn:IntermediateThrowEvent',
  'bpmn:BoundaryEvent',
  'bpmn:SequenceFlow',
  'bpmn:TextAnnotation',
  'bpmn:Association',
  'bpmn:Group',
  'bpmn:DataObject',
  'bpmn:DataObjectReference',
  'bpmn:DataStoreReference',
]);

const TYPE_LABEL: Record<string, string> = {
  'bpmn:ScriptTask': '脚本任务',
  'bpmn:ServiceTask': '服务任务',
  'bpmn:BusinessRuleTask': '业务规则任务',
  'bpmn:SendTask': '发送任务',
  'bpmn:ReceiveTask': '接收任务',
  'bpmn:CallActivity': '调用活动',
  'bpmn:EventBasedGateway': '事件网关',
  'bpmn:ComplexGateway': '复杂网关',
  'bpmn:Transaction': '事务子流程',
  'bpmn:AdHocSubProcess': '自由子流程',
};

const DURATION = /^P(?!$)(\d+(\.\d+)?Y)?(\d+(\.\d+)?M)?(\d+(\.\d+)?W)?(\d+(\.\d+)?D)?(T(?=\d)(\d+(\.\d+)?H)?(\d+(\.\d+)?M)?(\d+(\.\d+)?S)?)?$/;

/** A timer value the engine can schedule: ISO 8601 duration, date-time, or cycle R[n]/duration. */
export function isValidTimerValue(kind: 'timeDuration' | 'timeDate' | 'timeCycle', raw: string): boolean {
  const value = raw.trim();
  if (value.includes('${')) return true; // checked as an expression; resolved when the timer starts
  if (kind === 'timeDuration') return DURATION.test(value);
  if (kind === 'timeDate') return /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value));
  const m = /^R(\d*)\/(.+)$/.exec(value);
  if (!m) return false;
  const parts = m[2].split('/');
  if (parts.length === 1) return DURATION.test(parts[0]);
  if (parts.length === 2) return DURATION.test(parts[1]) && !Number.isNaN(Date.parse(parts[0]));
  return false;
}

/** The designer's default collection of a new parallel multi-instance: a placeholder, read as "no collection". */
export const DESIGNER_DEFAULT_COLLECTION = '${coll_userList}';

/**
 * An engine extension attribute (camunda:, flowable:, activiti: … — bpmn-moddle keeps them in `$attrs` under the
 * document's prefix): the value of the first attribute whose local name is `name`.
 */
export function extensionAttr(el: El, name: string): string | undefined {
  const attrs = (el.$attrs ?? {}) as Record<string, unknown>;
  for (const [key, value] of Object.entries(attrs)) {
    const colon = key.indexOf(':');
    if (colon > 0 && key.slice(colon + 1) === name && key.slice(0, colon) !== 'xmlns' && typeof value === 'string' && value.trim()) return value.trim();
  }
  return undefined;
}

function describe(el: El): string {
  const label = TYPE_LABEL[el.$type] ?? el.$type.replace('bpmn:', '');
  return `${label}「${el.name ? `${el.name}（${el.id}）` : el.id}」`;
}

function eventKinds(el: El): string[] {
  return ((el.eventDefinitions ?? []) as El[]).map((d) => d.$type);
}

/**
 * Parses and checks a model's XML for deploy: one executable process whose id is the key, exactly one start event,
 * an end event reachable from it, only elements the engine runs safely, every `${…}` parses, every timer value is
 * one the engine can schedule. Throws DeployError; returns the compiled process otherwise.
 */
export async function compileProcess(xml: string, key: string): Promise<CompiledProcess> {
  assertModelBounded(xml);
  let definitions: El;
  let moddleContext: any;
  try {
    moddleContext = await new BpmnModdle().fromXML(xml);
    definitions = moddleContext.rootElement as El;
  } catch (err) {
    throw new DeployError({ kind: 'xml', detail: (err instanceof Error ? err.message : String(err)).split('\n')[0].slice(0, 200) });
  }
  const globals = ((definitions.rootElements ?? []) as El[]).filter((e) => /^bpmn:Global\w*Task$/.test(e.$type));
  if (globals.length) throw new DeployError({ kind: 'unsupported', elements: globals.map((g) => `全局任务「${g.name ? `${g.name}（${g.id}）` : g.id}」`) });
  const processes = ((definitions.rootElements ?? []) as El[]).filter((e) => e.$type === 'bpmn:Process');
  const process = processes.find((p) => p.id === key);
  if (!process) throw new DeployError({ kind: 'no-process' });
  // bpmn-engine runs every executable process: only the model's own may be executable
  for (const other of processes) if (other !== process) other.isExecutable = false;
  process.isExecutable = true;

  const userTasks: UserTaskInfo[] = [];
  const flowSource = new Map<string, string>();
  const types = new Map<string, string>();
  const names = new Map<string, string>();
  const loops = new Map<string, LoopInfo>();
  const uncaughtErrorEnds = new Map<string, string>();
  const editableFields = new Map<string, Set<string>>();
  const assignments = new Map<string, TaskAssignment>();
  const unsupported: string[] = [];

  const checkExpression = (elementId: string, text: string | undefined) => {
    if (!text) return;
    try {
      checkTemplate(text);
    } catch (err) {
      if (err instanceof JuelSyntaxError) throw new DeployError({ kind: 'expression', elementId, expression: text, detail: err.message });
      throw err;
    }
  };

  await yieldToEventLoop();
  const delegates = new Map<string, string>();
  const delegateInfo = new Map<string, DelegateInfo>();
  const calls = new Map<string, CallInfo>();
  const walk = (container: El, outerCaught = false, eventSub = false) => {
    const siblings = (container.flowElements ?? []) as El[];
    // an error event sub-process catches the errors of its scope
    const caught = outerCaught || siblings.some((s) => s.triggeredByEvent && ((s.flowElements ?? []) as El[]).some((e) => e.$type === 'bpmn:StartEvent' && eventKinds(e).includes('bpmn:ErrorEventDefinition')));
    for (const el of siblings) {
      types.set(el.id!, el.$type);
      if (el.name) names.set(el.id!, el.name);
      if (!SUPPORTED.has(el.$type)) {
        unsupported.push(describe(el));
        continue;
      }
      const kinds = eventKinds(el);
      const kindText = () => `${describe(el)}（${kinds.join('、').replaceAll('bpmn:', '')}）`;
      if (kinds.length > 1) unsupported.push(`${kindText()}（多个事件定义）`);
      const kind = kinds[0];
      const startKinds = eventSub ? CATCH_KINDS_EVENT_SUB : CATCH_KINDS_START;
      if (el.$type === 'bpmn:StartEvent' && kind && !startKinds.has(kind)) unsupported.push(kindText());
      if (el.$type === 'bpmn:SubProcess' && el.triggeredByEvent && container !== process) unsupported.push(`${describe(el)}（事件子流程只能放在流程的最外层）`);
      if (el.$type === 'bpmn:StartEvent' && eventSub && !kind) unsupported.push(`${describe(el)}（事件子流程的开始事件需要消息、信号、定时器或错误事件定义）`);
      if ((el.$type === 'bpmn:IntermediateCatchEvent' || el.$type === 'bpmn:BoundaryEvent') && kind && !CATCH_KINDS.has(kind)) unsupported.push(kindText());
      if (el.$type === 'bpmn:IntermediateCatchEvent' && !kinds.length) unsupported.push(describe(el));
      if (el.$type === 'bpmn:IntermediateThrowEvent' && kind && !THROW_KINDS.has(kind)) unsupported.push(kindText());
      if (el.$type === 'bpmn:EndEvent' && kind && !END_KINDS.has(kind)) unsupported.push(kindText());
      if (el.$type === 'bpmn:ReceiveTask' && !el.messageRef) unsupported.push(`${describe(el)}（没有引用消息）`);
      for (const def of (el.eventDefinitions ?? []) as El[]) {
        if (def.$type === 'bpmn:MessageEventDefinition' && !def.messageRef) unsupported.push(`${describe(el)}（消息事件没有引用消息）`);
        if (def.$type === 'bpmn:SignalEventDefinition' && !def.signalRef) unsupported.push(`${describe(el)}（信号事件没有引用信号）`);
      }
      if (el.$type === 'bpmn:ServiceTask' || el.$type === 'bpmn:SendTask') {
        const info = delegateOf(el);
        delegates.set(el.id!, info.delegate);
        delegateInfo.set(el.id!, info);
        const spec = bpmDelegate(info.delegate)!;
        for (const [name, value] of Object.entries(info.fields)) {
          if (!spec.fields.find((f) => f.name === name)?.json) {
            checkExpression(el.id!, value);
            continue;
          }
          let parsed: unknown;
          try {
            parsed = JSON.parse(value);
          } catch {
            throw new DeployError({ kind: 'delegate', element: describe(el), detail: `字段 ${name} 不是合法的 JSON` });
          }
          for (const text of jsonStrings(parsed)) checkExpression(el.id!, text);
        }
        el.implementation = JOB_IMPLEMENTATION;
      }
      if (el.$type === 'bpmn:CallActivity') {
        const info = callOf(el);
        for (const m of [...info.in, ...info.out]) checkExpression(el.id!, m.sourceExpression ?? undefined);
        checkExpression(el.id!, info.calledElement);
        calls.set(el.id!, info);
      }
      for (const def of (el.eventDefinitions ?? []) as El[]) {
        if (def.$type !== 'bpmn:TimerEventDefinition') continue;
        const entries = (['timeDuration', 'timeDate', 'timeCycle'] as const).filter((k) => def[k]);
        if (!entries.length) throw new DeployError({ kind: 'timer', elementId: el.id!, value: '（空）' });
        for (const k of entries) {
          const body = String(def[k].body ?? '');
          checkExpression(el.id!, body);
          if (!isValidTimerValue(k, body)) throw new DeployError({ kind: 'timer', elementId: el.id!, value: body || '（空）' });
          if (el.$type !== 'bpmn:StartEvent') continue;
          // the runtime schedules start timers itself: one value, read by our own timer arithmetic
          if (entries.length > 1) throw new DeployError({ kind: 'timer', elementId: el.id!, value: `${entries.join('、')}（只能有一种定时方式）` });
          if (body.includes('${')) {
            if (!eventSub) throw new DeployError({ kind: 'timer', elementId: el.id!, value: `${body}（定时开始事件不能使用表达式：启动前没有流程变量）` });
          } else {
            const problem = timerSpecProblem({ kind: k, value: body.trim() });
            if (problem) throw new DeployError({ kind: 'timer', elementId: el.id!, value: `${body}（${problem}）` });
          }
        }
      }
      if (el.$type === 'bpmn:SequenceFlow') {
        flowSource.set(el.id!, el.sourceRef?.id);
        const cond = el.conditionExpression as El | undefined;
        if (cond) {
          const language = String(cond.language ?? '').toLowerCase();
          if (language && language !== 'juel' && language !== 'el') {
            unsupported.push(`顺序流「${el.id}」的 ${cond.language} 脚本条件`);
          } else {
            if (!String(cond.body ?? '').trim()) throw new DeployError({ kind: 'expression', elementId: el.id!, expression: '（空）', detail: '条件表达式为空' });
            checkExpression(el.id!, cond.body);
          }
        }
      }
      const loop = el.loopCharacteristics as El | undefined;
      if (loop) {
        if (loop.$type !== 'bpmn:MultiInstanceLoopCharacteristics') unsupported.push(`${describe(el)}（标准循环）`);
        else loops.set(el.id!, prepareLoop(el, loop, loops.size, checkExpression));
      }
      if (el.$type === 'bpmn:UserTask') {
        userTasks.push({ id: el.id!, name: el.name ?? el.id! });
        const assignment: TaskAssignment = {};
        for (const key of ['assignee', 'candidateUsers', 'candidateGroups'] as const) {
          const value = extensionAttr(el, key);
          if (value) {
            checkExpression(el.id!, value);
            assignment[key] = value;
          }
        }
        // yudao 2.x's 流程表达式 strategy (flowable:candidateStrategy 60) is a candidateUsers expression (decision 0046)
        const strategy = Object.keys(assignment).length ? null : candidateOfElement(el);
        if (strategy?.strategy === 60 && strategy.param.trim()) {
          assignment.candidateUsers = strategy.param.trim();
          checkExpression(el.id!, assignment.candidateUsers);
        }
        if (Object.keys(assignment).length) assignments.set(el.id!, assignment);
        const fields = taskFormFields(el);
        if (fields.size) editableFields.set(el.id!, fields);
      }
      if (el.$type === 'bpmn:EndEvent' && kinds.includes('bpmn:ErrorEventDefinition') && !caught) {
        const code = ((el.eventDefinitions ?? []) as El[]).find((d) => d.$type === 'bpmn:ErrorEventDefinition')?.errorRef?.errorCode;
        uncaughtErrorEnds.set(el.id!, `${el.name ? `${el.name}（${el.id}）` : el.id}${code ? `，错误码 ${code}` : ''}`);
      }
      if (el.$type === 'bpmn:SubProcess') {
        const catches = siblings.some((b) => b.$type === 'bpmn:BoundaryEvent' && b.attachedToRef?.id === el.id && eventKinds(b).includes('bpmn:ErrorEventDefinition'));
        walk(el, caught || catches, !!el.triggeredByEvent);
      }
    }
  };
  walk(process);
  if (unsupported.length) throw new DeployError({ kind: 'unsupported', elements: unsupported });

  const top = (process.flowElements ?? []) as El[];
  const starts = top.filter((e) => e.$type === 'bpmn:StartEvent');
  const noneStarts = starts.filter((e) => !eventKinds(e).length);
  // at most one plain start event (发起), any number of message / signal start events; at least one start
  if (noneStarts.length > 1 || !starts.length) throw new DeployError({ kind: 'start-events', count: noneStarts.length || starts.length });
  for (const start of starts) if (!reachesEnd(top, start)) throw new DeployError({ kind: 'no-end' });
  const messageNames = new Map<string, string>();
  const signalNames = new Map<string, string>();
  for (const root of (definitions.rootElements ?? []) as El[]) {
    if (root.$type === 'bpmn:Message') messageNames.set(root.id!, String(root.name ?? '').trim() || root.id!);
    if (root.$type === 'bpmn:Signal') signalNames.set(root.id!, String(root.name ?? '').trim() || root.id!);
  }
  const eventSubStarts: CompiledProcess['eventSubStarts'] = new Map();
  for (const sub of top) {
    if (sub.$type !== 'bpmn:SubProcess' || !sub.triggeredByEvent) continue;
    for (const start of ((sub.flowElements ?? []) as El[]).filter((e) => e.$type === 'bpmn:StartEvent')) {
      const def = ((start.eventDefinitions ?? []) as El[])[0];
      const interrupting = start.isInterrupting !== false;
      if (def?.$type === 'bpmn:MessageEventDefinition') eventSubStarts.set(start.id!, { kind: 'message', name: messageNames.get(def.messageRef.id) ?? def.messageRef.id, subProcessId: sub.id!, interrupting });
      if (def?.$type === 'bpmn:SignalEventDefinition') eventSubStarts.set(start.id!, { kind: 'signal', name: signalNames.get(def.signalRef.id) ?? def.signalRef.id, subProcessId: sub.id!, interrupting });
    }
  }
  const timerSubStarts: CompiledProcess['timerSubStarts'] = new Map();
  for (const sub of top) {
    if (sub.$type !== 'bpmn:SubProcess' || !sub.triggeredByEvent) continue;
    for (const start of ((sub.flowElements ?? []) as El[]).filter((e) => e.$type === 'bpmn:StartEvent')) {
      const timer = timerOf(start);
      if (timer) timerSubStarts.set(start.id!, { subProcessId: sub.id!, interrupting: start.isInterrupting !== false, timer });
    }
  }
  const timerStarts = new Map<string, TimerSpec>();
  const eventStarts = new Map<string, { kind: 'message' | 'signal'; name: string }>();
  for (const start of starts) {
    const timer = timerOf(start);
    if (timer) timerStarts.set(start.id!, timer);
    const def = ((start.eventDefinitions ?? []) as El[])[0];
    if (def?.$type === 'bpmn:MessageEventDefinition') eventStarts.set(start.id!, { kind: 'message', name: messageNames.get(def.messageRef.id) ?? def.messageRef.id });
    if (def?.$type === 'bpmn:SignalEventDefinition') eventStarts.set(start.id!, { kind: 'signal', name: signalNames.get(def.signalRef.id) ?? def.signalRef.id });
  }

  await yieldToEventLoop();
  const typeResolver = TypeResolver({ ...Elements });
  let sourceContext: ReturnType<typeof serializer>;
  try {
    sourceContext = serializer(moddleContext, typeResolver);
  } catch (err) {
    // an element type the engine has no behaviour for, anywhere in the file: named, never 系统异常
    const type = /Unknown activity type (\S+)/.exec(err instanceof Error ? err.message : String(err))?.[1];
    throw new DeployError({ kind: 'unsupported', elements: [type ? `${type.replace('bpmn:', '')}（引擎不支持的元素类型）` : serializerProblem(err)] });
  }
  // the engine's getState() serializes the source of every definition; ours never changes and is left out of the
  // stored state anyway, so it is serialized once here instead of once per command
  const source = sourceContext.serialize();
  sourceContext.serialize = () => source;
  const sources = new Map<string, string[]>();
  for (const el of top) {
    if (el.$type === 'bpmn:SequenceFlow' && el.targetRef?.id && el.sourceRef?.id) sources.set(el.targetRef.id, [...(sources.get(el.targetRef.id) ?? []), el.sourceRef.id]);
  }
  const byName = (names: Map<string, string>) => {
    const out = new Map<string, string[]>();
    for (const [id, name] of names) out.set(name, [...(out.get(name) ?? []), id]);
    return out;
  };
  return {
    key,
    sourceContext,
    userTasks,
    flowSource,
    types,
    names,
    loops,
    assignments,
    sources,
    uncaughtErrorEnds,
    editableFields,
    delegates,
    delegateInfo,
    calls,
    messageNames,
    messageIds: byName(messageNames),
    signalNames,
    signalIds: byName(signalNames),
    eventStarts,
    eventSubStarts,
    timerStarts,
    timerSubStarts,
    noneStart: noneStarts.length === 1,
  };
}

const CATCH_KINDS = new Set(['bpmn:TimerEventDefinition', 'bpmn:ErrorEventDefinition', 'bpmn:MessageEventDefinition', 'bpmn:SignalEventDefinition']);
/** Timer starts (of the process, of an event sub-process) are scheduled by the runtime (bpmn-elements starts neither). */
const CATCH_KINDS_START = new Set(['bpmn:MessageEventDefinition', 'bpmn:SignalEventDefinition', 'bpmn:TimerEventDefinition']);
const CATCH_KINDS_EVENT_SUB = new Set(['bpmn:ErrorEventDefinition', 'bpmn:MessageEventDefinition', 'bpmn:SignalEventDefinition', 'bpmn:TimerEventDefinition']);

/** A start event's timer (checked by the walk: exactly one of the three values). */
function timerOf(start: El): TimerSpec | null {
  const def = ((start.eventDefinitions ?? []) as El[]).find((d) => d.$type === 'bpmn:TimerEventDefinition');
  if (!def) return null;
  const kind = (['timeDuration', 'timeDate', 'timeCycle'] as TimerKind[]).find((k) => def[k]);
  if (!kind) return null;
  const expression = def[kind];
  const spec = { kind, value: String(expression.body ?? '').trim() };
  // the engine's copy waits "forever": the runtime fires it (a date already passed must not start a token by itself)
  expression.body = 'P100Y';
  def.timeDuration = expression;
  delete def.timeDate;
  delete def.timeCycle;
  return spec;
}
/** A thrown message is correlated by the runtime like the message API's (decision 0045). */
const THROW_KINDS = new Set(['bpmn:SignalEventDefinition', 'bpmn:MessageEventDefinition']);
const END_KINDS = new Set(['bpmn:TerminateEventDefinition', 'bpmn:ErrorEventDefinition', 'bpmn:SignalEventDefinition', 'bpmn:MessageEventDefinition']);

const localName = (type: string) => type.slice(type.indexOf(':') + 1);

/** The child elements of an element's extensionElements with this local name (camunda:field, flowable:in …). */
function extensionChildren(el: El, name: string): El[] {
  return ((el.extensionElements?.values ?? []) as El[]).filter((v) => localName(v.$type) === name);
}

/** An attribute of a generic (unknown-namespace) element: bpmn-moddle keeps it as a property or in `$attrs`. */
function attrOf(el: El, name: string): string | undefined {
  const value = el[name] ?? el.$attrs?.[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * The built-in delegate a service / send task runs: `delegateExpression="${name}"` naming one of ours, with its fields
 * from `<x:field name stringValue|expression>` (or a `<x:string>` / `<x:expression>` child). A class, an expression, an
 * external topic or an unknown name is refused with the element and the reason.
 */
function delegateOf(el: El): DelegateInfo {
  const fail = (detail: string): never => {
    throw new DeployError({ kind: 'delegate', element: describe(el), detail });
  };
  for (const attr of ['class', 'expression', 'type', 'topic']) {
    const value = extensionAttr(el, attr);
    if (value) fail(`不支持 ${attr}="${value}"，只能选择内置委托（delegateExpression）`);
  }
  const expr = extensionAttr(el, 'delegateExpression');
  if (!expr) fail('没有选择内置委托（delegateExpression）');
  const name = /^\$\{\s*([A-Za-z_]\w*)\s*\}$/.exec(expr!)?.[1];
  const info = name ? bpmDelegate(name) : undefined;
  if (!info) fail(`委托 ${expr} 不是内置委托`);
  const fields: Record<string, string> = {};
  for (const field of extensionChildren(el, 'field')) {
    const fieldName = attrOf(field, 'name');
    if (!fieldName) continue;
    const child = ((field.$children ?? []) as El[]).find((c) => ['string', 'expression'].includes(localName(c.$type)));
    const value = attrOf(field, 'stringValue') ?? attrOf(field, 'expression') ?? (child ? String(child.$body ?? '') : undefined);
    if (value !== undefined) fields[fieldName] = value.trim();
  }
  for (const f of info!.fields) if (f.required && !fields[f.name]) fail(`内置委托「${info!.label}」需要字段 ${f.name}（${f.label}）`);
  const unknown = Object.keys(fields).filter((k) => !info!.fields.some((f) => f.name === k));
  if (unknown.length) fail(`内置委托「${info!.label}」没有字段 ${unknown.join('、')}`);
  return { delegate: info!.name, fields };
}

/** Every string inside a JSON value. */
function jsonStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(jsonStrings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(jsonStrings);
  return [];
}

/** A call activity's called process key and its in / out mappings. */
function callOf(el: El): CallInfo {
  const calledElement = String(el.calledElement ?? '').trim();
  if (!calledElement) throw new DeployError({ kind: 'delegate', element: describe(el), detail: '没有填写被调用流程的标识（calledElement）' });
  const info: CallInfo = { calledElement, inAll: false, outAll: false, in: [], out: [] };
  for (const dir of ['in', 'out'] as const) {
    for (const m of extensionChildren(el, dir)) {
      if (attrOf(m, 'variables') === 'all') {
        info[dir === 'in' ? 'inAll' : 'outAll'] = true;
        continue;
      }
      const target = attrOf(m, 'target');
      const source = attrOf(m, 'source') ?? null;
      const sourceExpression = attrOf(m, 'sourceExpression') ?? null;
      if (!target || (!source && !sourceExpression)) throw new DeployError({ kind: 'delegate', element: describe(el), detail: `变量映射 ${dir} 需要 source（或 sourceExpression）和 target` });
      info[dir].push({ source, sourceExpression, target });
    }
  }
  return info;
}

/** The fields a user task's own form declares writable: `<x:formData><x:formField id>` and `<x:formProperty id writable≠false>`. */
function taskFormFields(el: El): Set<string> {
  const out = new Set<string>();
  const local = (type: string) => type.slice(type.indexOf(':') + 1);
  for (const value of ((el.extensionElements?.values ?? []) as El[])) {
    if (local(value.$type) === 'formData') {
      for (const field of (value.$children ?? []) as El[]) if (local(field.$type) === 'formField' && field.id) out.add(field.id);
    } else if (local(value.$type) === 'formProperty' && value.id && String(value.writable ?? value.$attrs?.writable ?? 'true') !== 'false') {
      out.add(value.id);
    }
  }
  return out;
}

/**
 * Reads a multi-instance's collection / element variable from the engine attributes (camunda:collection …) into the
 * properties bpmn-elements reads, a bare variable name becoming `${name}`. Neither a cardinality nor a collection (or
 * the designer's placeholder `${coll_userList}`): on a user task, one iteration per candidate of its assignment rule,
 * read from a hidden variable the runtime fills; elsewhere refused.
 */
function prepareLoop(el: El, loop: El, n: number, checkExpression: (id: string, text: string | undefined) => void): LoopInfo {
  const cardinality = String(loop.loopCardinality?.body ?? '').trim();
  checkExpression(el.id!, cardinality);
  checkExpression(el.id!, loop.completionCondition?.body);
  let collection = extensionAttr(loop, 'collection') ?? '';
  if (collection === DESIGNER_DEFAULT_COLLECTION) collection = '';
  if (collection && !collection.includes('${')) collection = `\${${collection}}`;
  checkExpression(el.id!, collection);
  const info: LoopInfo = { sequential: !!loop.isSequential, elementVariable: null, candidatesVariable: null };
  if (collection) {
    info.elementVariable = extensionAttr(loop, 'elementVariable') ?? 'item';
    if (!/^[A-Za-z_]\w*$/.test(info.elementVariable)) throw new DeployError({ kind: 'expression', elementId: el.id!, expression: info.elementVariable, detail: '元素变量名不合法' });
    loop.collection = collection;
    loop.elementVariable = info.elementVariable;
  } else if (!cardinality) {
    if (el.$type !== 'bpmn:UserTask') throw new DeployError({ kind: 'loop', element: describe(el) });
    info.candidatesVariable = `__candidates_${n}`;
    info.elementVariable = '__candidate';
    loop.collection = `\${${info.candidatesVariable}}`;
    loop.elementVariable = info.elementVariable;
  }
  return info;
}

/** What the engine's reader could not read, in words (its own errors are a TypeError deep in a walk). */
function serializerProblem(err: unknown): string {
  const stack = err instanceof Error ? (err.stack ?? err.message) : String(err);
  if (stack.includes('MessageFlowSourceAndTarget')) return '消息流（bpmn:MessageFlow）的一端不在任何流程中（例如没有流程的参与者）';
  if (stack.includes("reading 'expression'")) return '任务的资源分配（performer / potentialOwner）缺少表达式';
  return `引擎无法读取的模型结构：${(err instanceof Error ? err.message : String(err)).slice(0, 200)}`;
}

/** Lets other requests run between the slices of a deploy (parse, checks, serialization). */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Limits that keep one deploy's CPU bounded: 1,000 flow elements parse, check and serialize in ≈ 65 ms on a quiet core
 * of this machine (≈ 130–170 ms while other work loads it), in three slices with the event loop free in between.
 */
export const MODEL_LIMITS = { elements: 1_000, nesting: 30, xmlChars: 1_000_000 } as const;

const FLOW_TAG = /<(?:[\w.-]+:)?(startEvent|endEvent|intermediateCatchEvent|intermediateThrowEvent|boundaryEvent|userTask|task|manualTask|serviceTask|scriptTask|sendTask|receiveTask|businessRuleTask|callActivity|exclusiveGateway|parallelGateway|inclusiveGateway|eventBasedGateway|complexGateway|sequenceFlow|subProcess|transaction|adHocSubProcess)[\s/>]/g;
const SCOPE_TAG = /<(\/?)(?:[\w.-]+:)?(subProcess|transaction|adHocSubProcess)\b[^>]*?(\/?)>/g;

/**
 * A linear scan of the XML text before anything parses it: too many flow elements, sub-processes nested too deep, or
 * a file too large are refused with a clear error (the parser and the engine's serializer recurse per level, and a
 * 4,000-task model held the event loop for seconds).
 */
export function assertModelBounded(xml: string): void {
  if (xml.length > MODEL_LIMITS.xmlChars) throw new DeployError({ kind: 'too-large', detail: `文件超过 ${MODEL_LIMITS.xmlChars / 1_000_000} MB 字符` });
  let count = 0;
  for (const _ of xml.matchAll(FLOW_TAG)) {
    if (++count > MODEL_LIMITS.elements) throw new DeployError({ kind: 'too-large', detail: `流程元素超过 ${MODEL_LIMITS.elements} 个` });
  }
  let depth = 0;
  for (const m of xml.matchAll(SCOPE_TAG)) {
    if (m[1]) depth--;
    else if (!m[3]) depth++;
    if (depth > MODEL_LIMITS.nesting) throw new DeployError({ kind: 'too-large', detail: `子流程嵌套超过 ${MODEL_LIMITS.nesting} 层` });
  }
}

/** Breadth-first walk over the top-level graph (boundary events go with the activity they are attached to). Linear. */
function reachesEnd(elements: El[], start: El): boolean {
  const next = new Map<string, El[]>();
  const add = (from: string | undefined, to: El | undefined) => {
    if (!from || !to) return;
    const list = next.get(from);
    if (list) list.push(to);
    else next.set(from, [to]);
  };
  const byId = new Map(elements.map((e) => [e.id!, e]));
  for (const el of elements) {
    if (el.$type === 'bpmn:SequenceFlow') add(el.sourceRef?.id, byId.get(el.targetRef?.id));
    else if (el.$type === 'bpmn:BoundaryEvent') add(el.attachedToRef?.id, el);
  }
  const seen = new Set<string>([start.id!]);
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    const node = queue[i];
    if (node.$type === 'bpmn:EndEvent') return true;
    for (const n of next.get(node.id!) ?? []) {
      if (!seen.has(n.id!)) {
        seen.add(n.id!);
        queue.push(n);
      }
    }
  }
  return false;
}

const compiledCache = new Map<string, Promise<CompiledProcess>>();

/**
 * The compiled process of a deployed definition, parsed once per server process (definitions never change after
 * deploy, so the id is the cache key). Keeps the 200 most recently used.
 */
export function compiledDefinition(definitionId: string, xml: () => Promise<{ xml: string; key: string }>): Promise<CompiledProcess> {
  let hit = compiledCache.get(definitionId);
  if (hit) {
    compiledCache.delete(definitionId);
    compiledCache.set(definitionId, hit);
    return hit;
  }
  hit = xml().then(({ xml: text, key }) => compileOffThread(text, key));
  hit.catch(() => compiledCache.delete(definitionId));
  compiledCache.set(definitionId, hit);
  if (compiledCache.size > 200) compiledCache.delete(compiledCache.keys().next().value!);
  return hit;
}

/** Set by off-thread.ts (which imports this file): how the cache compiles a definition it does not hold. */
let compileOffThread: (xml: string, key: string) => Promise<CompiledProcess> = (xml, key) => compileProcess(xml, key);
export function setCacheCompiler(compile: typeof compileOffThread): void {
  compileOffThread = compile;
}

/** Puts a just-compiled definition into the cache (deploy compiled it already). */
export function primeCompiled(definitionId: string, compiled: CompiledProcess): void {
  compiledCache.set(definitionId, Promise.resolve(compiled));
  if (compiledCache.size > 200) compiledCache.delete(compiledCache.keys().next().value!);
}

/** Forgets every compiled definition (tests that simulate a server restart). */
export function clearCompiledCache(): void {
  compiledCache.clear();
}
