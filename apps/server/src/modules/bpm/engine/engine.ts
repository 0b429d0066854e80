import { Context, Definition, Environment } from 'bpmn-elements';
import { JOB_IMPLEMENTATION, type CompiledProcess } from './compile';
import { resolveTemplate } from './juel';
import { nextTimerFire, timerOccurrence, timerSpecProblem, type TimerSpec } from './timer-values';

/**
 * The one boundary between the workflow services and bpmn-engine:
 * (compiled definition, stored engine state, command) → (new state, history events, user tasks to create, timers).
 * Nothing survives the call: every command builds an engine, recovers the stored state, applies the command and
 * hands back the new state to be written with the instance row. Only the compiled definition is shared (cached).
 */

export type EngineCommand =
  /**
   * start a new instance; `trigger`: by a message or signal start event, `timer`: by this timer start event (the other
   * event start events are dropped; without either, by the plain start event, and every event start event is dropped)
   */
  | { type: 'start'; trigger?: EventTrigger; timer?: string }
  /** the timer of a timer event sub-process (its start event's id) is due at `now`: the sub-process runs */
  | { type: 'event-sub-timer'; elementId: string; now: number }
  /** deliver a message or a signal to the instance's catch events that wait for it (by the message's / signal's name) */
  | { type: 'event'; trigger: EventTrigger }
  /** a service / send task's job ran: the task completes (its output is already in the variables) */
  | { type: 'job-done'; executionId: string }
  /** the child instance of a call activity ended: the call activity completes */
  | { type: 'call-done'; executionId: string }
  /** complete the waiting user task with this engine execution id */
  | { type: 'complete'; executionId: string }
  /** resume only: timers whose time has come fire while resuming */
  | { type: 'fire-timers' }
  /**
   * 退回 / 撤回: start the activity `targetId` again and drop the waiting user tasks `executionIds` (their waits end as
   * closed 'jumped'; what lies between is discarded by the engine). The caller checks the target is an earlier task
   * of the same sequence (no parallel branch is left behind).
   */
  | {
      type: 'jump';
      targetId: string;
      executionIds: string[];
      /**
       * Top-level activities to end as well, by element id (a whole multi-instance), or every other running activity
       * of the process (`'all'`: 退回 out of a parallel gateway ends the sibling branches and a half-joined gateway).
       */
      discard?: string[] | 'all';
      /** how the tasks ended by the jump are closed (default jumped: 撤回) */
      closedAs?: 'jumped' | 'returned';
    };

export interface EventTrigger {
  kind: 'message' | 'signal';
  name: string;
}

/** A catch event waiting for a message or signal (intermediate catch, boundary, start, event sub-process start). */
export interface EventSubscription extends EventTrigger {
  elementId: string;
  executionId: string;
}

/** A service or send task waiting for its delegate to run (the runtime runs it as a job, with retries). */
export interface EngineJob {
  elementId: string;
  executionId: string;
  /** the registry name of the delegate (checked at deploy) */
  delegate: string;
}

/** A call activity waiting for its child instance. */
export interface EngineCall {
  elementId: string;
  executionId: string;
  /** the process key of the called definition */
  calledElement: string;
}

export interface HistoryEvent {
  kind: 'start' | 'end' | 'flow';
  /** BPMN element id (activity or sequence flow) */
  elementId: string;
  type: string;
  /** engine execution id of the activity run; for flows a unique id of the take */
  executionId: string;
  at: number;
}

export interface WaitingUserTask {
  elementId: string;
  name: string;
  executionId: string;
  /** index of a multi-instance iteration */
  loopIndex: number | null;
  /** the iteration's collection item (its element variable's value), when the loop has a collection */
  loopItem?: unknown;
}

/** A user task that was waiting and ended without being completed by the command. */
export interface ClosedUserTask {
  executionId: string;
  /**
   * loop: the rest of a multi-instance ended when its completion condition held; interrupted: a boundary event;
   * jumped: 撤回; returned: 退回 (the task was in the way of the token going back)
   */
  why: 'loop' | 'interrupted' | 'jumped' | 'returned';
}

export interface EngineTimer {
  elementId: string;
  executionId: string;
  expireAt: number;
}

export interface EngineResult {
  state: EngineState;
  /**
   * running: waiting for tasks or timers; completed: reached its end; failed: reached an error end event nothing
   * catches (the instance ends 异常, `error` names it); error: the engine failed (the command is refused)
   */
  status: 'running' | 'completed' | 'failed' | 'error';
  error: string | null;
  events: HistoryEvent[];
  /** every user task waiting after the command (also those waiting before: the caller keeps what it already has) */
  waiting: WaitingUserTask[];
  /** every timer armed after the command */
  timers: EngineTimer[];
  /** user tasks that stopped waiting in this command without being completed (their tasks are cancelled) */
  closed: ClosedUserTask[];
  /** every message / signal catch waiting after the command */
  subscriptions: EventSubscription[];
  /** every service / send task waiting for its job after the command */
  jobs: EngineJob[];
  /** every call activity waiting for its child after the command */
  calls: EngineCall[];
  /** signals and messages thrown in this command (the runtime broadcasts the signals and correlates the messages) */
  thrown: EventTrigger[];
}

/** The engine's getState() with the definition source left out (it is rebuilt from the compiled definition). */
export type EngineState = Record<string, unknown> & { definitions?: Record<string, unknown>[] };

interface TimerRef {
  owner: { id?: string; executionId?: string };
  expireAt: Date;
  callback?: () => void;
}

/** bpmn-elements timers that never call setTimeout: armed timers are read after the run and become scheduler rows. */
class CapturedTimers {
  private readonly armed = new Set<TimerRef>();
  get executing(): TimerRef[] {
    return [...this.armed];
  }
  register(owner: TimerRef['owner']) {
    return { setTimeout: (cb: () => void, delay: number) => this.add(owner, delay, cb), clearTimeout: (ref: TimerRef) => this.clearTimeout(ref) };
  }
  /** Fires the armed timers of an element now (a timer start the runtime scheduled itself); false when none is armed. */
  fire(elementId: string): boolean {
    const refs = [...this.armed].filter((t) => t.owner.id === elementId);
    for (const ref of refs) {
      this.armed.delete(ref);
      ref.callback?.();
    }
    return refs.length > 0;
  }
  setTimeout(_cb: unknown, delay: number) {
    return this.add({}, delay);
  }
  clearTimeout(ref: TimerRef | undefined) {
    if (ref) this.armed.delete(ref);
  }
  private add(owner: TimerRef['owner'], delay: number, callback?: () => void): TimerRef {
    const ref = { owner, expireAt: new Date(Date.now() + delay), callback };
    this.armed.add(ref);
    return ref;
  }
}

/** No script language is registered: script conditions are refused at deploy, nothing reaches node:vm. */
const NO_SCRIPTS = {
  register() {},
  getScript() {
    return undefined;
  },
};

const silentLogger = () => ({ debug() {}, error() {}, warn() {} });

interface Api {
  id: string;
  type: string;
  executionId: string;
  name?: string;
  content: Record<string, any>;
  signal(message?: unknown): void;
}

/** What bpmn-engine's getState() writes beside the definitions; kept so the stored state stays its format. */
const ENGINE_VERSION = '25.0.1';

/** The definition events a command listens to (the engine's own queue took every process, activity and flow event). */
const LISTEN = ['activity.start', 'activity.end', 'activity.discard', 'activity.leave', 'activity.wait', 'activity.call', 'activity.signal', 'activity.message', 'flow.take', 'definition.#'];

interface EventMessage {
  content: {
    id: string;
    type: string;
    executionId: string;
    sequenceId?: string;
    isMultiInstance?: boolean;
    isSequential?: boolean;
    index?: number;
    loopCardinality?: number;
    error?: unknown;
    [k: string]: unknown;
  };
}

/** Where the completed-iteration counts of running multi-instances are kept (environment variables: in the state). */
const LOOP_COUNTS = '__loopCompleted';

/**
 * Where the timers of timer event sub-processes are kept (environment variables: in the state), by start event id:
 * the resolved timer, the scope's start (the anchor), the occurrence due next and when.
 */
const EVENT_SUB_TIMERS = '__eventSubTimers';
interface EventSubTimer {
  spec: TimerSpec;
  anchor: number;
  index: number;
  due: number;
}

/** A multi-instance iteration's execution id is `<the activity's execution id>_<index>`. */
export function loopParentOf(executionId: string): string {
  const cut = executionId.lastIndexOf('_');
  return cut > 0 ? executionId.slice(0, cut) : executionId;
}

/**
 * The variables an expression of a multi-instance iteration sees, as Flowable gives them: the process variables, the
 * iteration's element variable, `loopCounter`, `nrOfInstances`, `nrOfCompletedInstances` and `nrOfActiveInstances`
 * (parallel: those not yet completed; sequential: 1).
 */
export function loopScope(
  variables: Record<string, unknown>,
  content: EventMessage['content'],
  completed: number,
  elementVariable: string | null,
): Record<string, unknown> {
  const instances = Number(content.loopCardinality ?? 0);
  const scope: Record<string, unknown> = {
    ...variables,
    loopCounter: content.index ?? 0,
    nrOfInstances: instances,
    nrOfCompletedInstances: completed,
    nrOfActiveInstances: content.isSequential ? 1 : Math.max(instances - completed, 0),
  };
  if (elementVariable && elementVariable in content) scope[elementVariable] = content[elementVariable];
  return scope;
}

/**
 * Runs one command. `variables` are the instance's process variables (read by every `${…}`; the caller merges a
 * task's output into them before completing it).
 *
 * bpmn-engine's Engine is a thin shell around bpmn-elements' Definition: per call it builds a type resolver, an
 * environment, its own message broker, and copies every process, activity and flow event of the definition into that
 * broker (a clone and an API object each). We do what it does with one definition — context, Definition, recover,
 * run / resume — and listen to the definition's broker for the few events we record. The state we store keeps the
 * shape of Engine#getState() (`definitions[0]` is the definition's own getState()), so Engine#recover() reads it and
 * states written by the Engine before still resume here.
 */
export async function runEngine(
  compiled: CompiledProcess,
  state: EngineState | null,
  variables: Record<string, unknown>,
  command: EngineCommand,
  hidden?: Record<string, unknown>,
): Promise<EngineResult> {
  const timers = new CapturedTimers();
  // hidden: values only the engine sees (the candidate lists of rule-driven multi-instances), never stored
  const scope = hidden ? { ...variables, ...hidden } : variables;
  let loopCounts: Record<string, number> = {};
  const jobs = new Map<string, EngineJob>();
  const doneJob = command.type === 'job-done' ? command.executionId : null;
  // a service task's implementation: the task waits for its job, unless this command says the job ran
  const jobFunction = (scope: { id: string; content: { executionId: string } }, callback: (err: Error | null) => void) => {
    const executionId = scope.content.executionId;
    if (executionId === doneJob) return callback(null);
    jobs.set(executionId, { elementId: scope.id, executionId, delegate: compiled.delegates.get(scope.id) ?? '' });
  };
  const expressions = {
    resolveExpression: (text: string, message?: EventMessage) => {
      if (text === JOB_IMPLEMENTATION) return jobFunction;
      const content = message?.content;
      if (!content?.isMultiInstance || !compiled.loops.size) return resolveTemplate(text, scope);
      const loop = compiled.loops.get(content.id);
      const parent = content.index === undefined ? content.executionId : ((content.parent as { executionId?: string } | undefined)?.executionId ?? loopParentOf(content.executionId));
      return resolveTemplate(text, loopScope(scope, content, loopCounts[parent] ?? 0, loop?.elementVariable ?? null));
    },
    isExpression: (text: string) => typeof text === 'string' && /^\$\{.+\}$/.test(text),
    hasExpression: (text: string) => typeof text === 'string' && text.includes('${'),
  };
  const environment = new Environment({ timers, scripts: NO_SCRIPTS, expressions, Logger: silentLogger } as any);
  if (state?.environment) environment.recover(state.environment as any);
  const envVars = environment.variables as Record<string, unknown>;
  if (compiled.loops.size) loopCounts = (envVars[LOOP_COUNTS] as Record<string, number> | undefined) ?? (envVars[LOOP_COUNTS] = {});
  const definition = new Definition(Context(compiled.sourceContext as any, environment));

  const events: HistoryEvent[] = [];
  const waits = new Map<string, EventMessage>();
  const closed = new Map<string, ClosedUserTask['why']>();
  const manual: EventMessage[] = [];
  const subscriptions = new Map<string, EventSubscription>();
  const calls = new Map<string, EngineCall & { message: EventMessage }>();
  const thrown: EventTrigger[] = [];
  let error: string | null = null;
  let ended = false;
  let flowSeq = 0;
  const now = () => Date.now();
  const onEvent = (routingKey: string, received: { content?: unknown }) => {
    const message = received as EventMessage;
    const c = message.content;
    switch (routingKey) {
      case 'activity.start':
        if (c.type !== 'bpmn:BoundaryEvent') events.push({ kind: 'start', elementId: c.id, type: c.type, executionId: c.executionId, at: now() }); // a boundary event is recorded only when it fires
        break;
      case 'activity.end':
        if (c.type === 'bpmn:BoundaryEvent') events.push({ kind: 'start', elementId: c.id, type: c.type, executionId: c.executionId, at: now() });
        events.push({ kind: 'end', elementId: c.id, type: c.type, executionId: c.executionId, at: now() });
        break;
      case 'activity.discard':
      case 'activity.leave': {
        subscriptions.delete(c.executionId);
        jobs.delete(c.executionId);
        calls.delete(c.executionId);
        // a user task only completes through the command's own signal (its wait is dropped before): any other wait
        // that ends was interrupted (a boundary event, a terminate end)
        if (waits.delete(c.executionId)) closed.set(c.executionId, 'interrupted');
        if (compiled.loops.has(c.id)) {
          // a multi-instance activity left: iterations still waiting ended with it (completion condition, boundary)
          const prefix = `${c.executionId}_`;
          for (const id of waits.keys()) {
            if (id.startsWith(prefix)) {
              waits.delete(id);
              closed.set(id, routingKey === 'activity.leave' ? 'loop' : 'interrupted');
            }
          }
          delete loopCounts[c.executionId];
        }
        break;
      }
      case 'activity.wait': {
        if (c.type === 'bpmn:UserTask') waits.set(c.executionId, message);
        else if (c.type === 'bpmn:ManualTask') manual.push(message); // done outside the system: passes through
        const ref = (c.message ?? c.signal) as { id?: string; messageType?: string } | undefined;
        if (ref?.id && (ref.messageType === 'message' || ref.messageType === 'signal')) {
          const name = (ref.messageType === 'message' ? compiled.messageNames : compiled.signalNames).get(ref.id) ?? ref.id;
          subscriptions.set(c.executionId, { kind: ref.messageType, name, elementId: c.id, executionId: c.executionId });
        }
        break;
      }
      case 'activity.call':
        calls.set(c.executionId, { elementId: c.id, executionId: c.executionId, calledElement: String(c.calledElement ?? ''), message });
        break;
      case 'activity.signal':
      case 'activity.message': {
        const ref = c.message as { id?: string } | undefined;
        const kind = routingKey === 'activity.signal' ? 'signal' : 'message';
        if (ref?.id) thrown.push({ kind, name: (kind === 'signal' ? compiled.signalNames : compiled.messageNames).get(ref.id) ?? ref.id });
        break;
      }
      case 'flow.take': {
        const seq = c.sequenceId ?? `${c.id}_${now()}_${flowSeq++}`;
        events.push({ kind: 'flow', elementId: c.id, type: 'bpmn:SequenceFlow', executionId: String(seq), at: now() });
        break;
      }
      case 'definition.leave':
        ended = true;
        break;
      case 'definition.error':
        error ??= c.error instanceof Error ? c.error.message : String((c.error as { message?: string })?.message ?? c.error);
        break;
    }
  };
  const { queueName } = definition.broker.subscribeTmp('event', LISTEN[0], onEvent, { noAck: true, consumerTag: '_gprs_listener' });
  for (const pattern of LISTEN.slice(1)) definition.broker.bindQueue(queueName, 'event', pattern);

  try {
    if (command.type === 'start') {
      const trigger = command.trigger;
      const eventStartIds = [...compiled.eventStarts.keys(), ...compiled.timerStarts.keys()];
      const chosen = trigger
        ? [...compiled.eventStarts].filter(([, t]) => t.kind === trigger.kind && t.name === trigger.name).map(([id]) => id)
        : command.timer
          ? [command.timer].filter((id) => compiled.timerStarts.has(id))
          : null;
      if (trigger && !chosen!.length) throw new Error(`没有等待${trigger.kind === 'message' ? '消息' : '信号'}「${trigger.name}」的开始事件`);
      if (command.timer && !chosen!.length) throw new Error(`没有定时开始事件 ${command.timer}`);
      // bpmn-elements runs every start event: only the chosen one(s) may run — the plain one for 发起 (event start
      // events belong to the definition: the runtime starts instances by them), the event's for an event start
      for (const id of eventStartIds) if (!chosen?.includes(id)) notAStart(definition, id);
      if (chosen) for (const id of startIdsOf(definition)) if (!chosen.includes(id)) notAStart(definition, id);
      definition.run();
      if (trigger) deliver(definition, compiled, trigger);
      if (command.timer && !timers.fire(command.timer)) throw new Error(`定时开始事件 ${command.timer} 没有等待`);
      armEventSubTimers(compiled, envVars, scope, Date.now());
    } else {
      const stored = state?.definitions?.[0];
      if (!stored) throw new Error('no engine state to resume');
      definition.recover(stored as any);
      definition.resume();
      if (command.type === 'complete') {
        const message = waits.get(command.executionId);
        if (!message) throw new Error(`task execution ${command.executionId} is not waiting`);
        waits.delete(command.executionId);
        if (message.content.isMultiInstance) {
          const parent = loopParentOf(command.executionId);
          loopCounts[parent] = (loopCounts[parent] ?? 0) + 1;
        }
        (definition.getApi(message as any) as unknown as Api).signal({});
      } else if (command.type === 'event') {
        const sameTrigger = (t: EventTrigger) => t.kind === command.trigger.kind && t.name === command.trigger.name;
        const eventSub = [...compiled.eventSubStarts.values()].find(sameTrigger);
        const waiting = eventSub || [...subscriptions.values()].some(sameTrigger);
        if (!waiting) throw new Error(`流程没有等待${command.trigger.kind === 'message' ? '消息' : '信号'}「${command.trigger.name}」的事件`);
        // bpmn-elements starts an event sub-process only for an event thrown inside the process: from outside, the
        // sub-process is run here (as its process does it) and then gets the message
        if (eventSub) (definition.getProcesses()[0] as unknown as { getActivityById(id: string): { run(m?: unknown): void } | null })?.getActivityById(eventSub.subProcessId)?.run();
        deliver(definition, compiled, command.trigger);
        if (eventSub?.interrupting) interruptFor(definition, eventSub.subProcessId);
      } else if (command.type === 'event-sub-timer') {
        const armed = (envVars[EVENT_SUB_TIMERS] ?? {}) as Record<string, EventSubTimer>;
        const entry = armed[command.elementId];
        const info = compiled.timerSubStarts.get(command.elementId);
        if (!entry || !info || !eventSubsListening(compiled, definition)) throw new Error(`事件子流程的定时器 ${command.elementId} 没有等待`);
        if (entry.due > command.now) throw new Error(`事件子流程的定时器 ${command.elementId} 还没到时间`);
        const sub = (definition.getProcesses()[0] as unknown as { getActivityById(id: string): { run(m?: unknown): void; isRunning: boolean } | null })?.getActivityById(info.subProcessId);
        if (!sub) throw new Error(`activity ${info.subProcessId} not found`);
        // bpmn-elements runs one run of an activity at a time: a cycle's occurrence that comes while the previous run
        // of its (non-interrupting) sub-process is still open is skipped
        if (!sub.isRunning) {
          sub.run();
          if (!timers.fire(command.elementId)) throw new Error(`事件子流程的定时器 ${command.elementId} 没有启动`);
        }
        // a non-interrupting cycle fires again; anything else is done
        const next = info.interrupting ? null : nextTimerFire(entry.spec, new Date(entry.anchor), entry.index + 1, new Date(command.now));
        if (next) armed[command.elementId] = { ...entry, index: next.index, due: next.at.getTime() };
        else delete armed[command.elementId];
        if (info.interrupting) interruptFor(definition, info.subProcessId);
      } else if (command.type === 'job-done') {
        // the job function completed the task while resuming; if it did not, the task was not waiting for its job
        if (jobs.has(command.executionId) || !events.some((e) => e.kind === 'end' && e.executionId === command.executionId)) throw new Error(`job ${command.executionId} is not waiting`);
      } else if (command.type === 'call-done') {
        const call = calls.get(command.executionId);
        if (!call) throw new Error(`call activity ${command.executionId} is not waiting`);
        calls.delete(command.executionId);
        (definition.getApi(call.message as any) as unknown as Api).signal({});
      } else if (command.type === 'jump') {
        const messages = command.executionIds.map((id) => {
          const message = waits.get(id);
          if (!message) throw new Error(`task execution ${id} is not waiting`);
          return message;
        });
        const process = definition.getProcesses()[0] as unknown as { getActivityById(id: string): { run(): void } | null } | undefined;
        const target = process?.getActivityById(command.targetId);
        if (!target) throw new Error(`activity ${command.targetId} not found`);
        const closedAs = command.closedAs ?? 'jumped';
        const before = new Set(closed.keys());
        target.run();
        for (const message of messages) {
          waits.delete(message.content.executionId);
          closed.set(message.content.executionId, closedAs);
          (definition.getApi(message as any) as unknown as { discard(): void }).discard();
        }
        if (command.discard) discardRunning(definition, command.targetId, command.discard === 'all' ? null : new Set(command.discard));
        // what the jump ended counts as the jump's, not as an interruption
        for (const id of closed.keys()) if (!before.has(id)) closed.set(id, closedAs);
      }
    }
    // manual tasks pass through (each may lead to more)
    for (let guard = 0; manual.length && guard < 10_000; guard++) (definition.getApi(manual.shift() as any) as unknown as Api).signal({});
  } catch (err) {
    error = error ?? (err instanceof Error ? err.message : String(err));
  }

  const errorEnd = ended && !error && compiled.uncaughtErrorEnds.size ? events.find((e) => e.kind === 'end' && compiled.uncaughtErrorEnds.has(e.elementId)) : undefined;
  if (errorEnd) error = `流程在错误结束事件「${compiled.uncaughtErrorEnds.get(errorEnd.elementId)}」结束，没有被捕获`;
  const status: EngineResult['status'] = errorEnd ? 'failed' : error ? 'error' : ended ? 'completed' : 'running';
  const raw: EngineState = {
    name: compiled.key,
    state: error && !errorEnd ? 'error' : ended ? 'idle' : 'running',
    stopped: false,
    engineVersion: ENGINE_VERSION,
    environment: environment.getState() as unknown as Record<string, unknown>,
    definitions: [definition.getState() as unknown as Record<string, unknown>],
  };
  return {
    state: raw,
    status,
    error,
    events,
    waiting: [...waits.values()].map(({ content }) => {
      const wait: WaitingUserTask = {
        elementId: content.id,
        name: compiled.names.get(content.id) ?? content.id,
        executionId: content.executionId,
        loopIndex: content.isMultiInstance ? Number(content.index ?? 0) : null,
      };
      const elementVariable = content.isMultiInstance ? compiled.loops.get(content.id)?.elementVariable : null;
      if (elementVariable) wait.loopItem = content[elementVariable];
      return wait;
    }),
    closed: [...closed].map(([executionId, why]) => ({ executionId, why })),
    subscriptions: ended || error ? [...subscriptions.values()] : [...subscriptions.values(), ...eventSubSubscriptions(compiled, definition)],
    jobs: [...jobs.values()],
    calls: [...calls.values()].map(({ elementId, executionId, calledElement }) => ({ elementId, executionId, calledElement })),
    thrown,
    timers: [
      ...timers.executing
        .filter((t) => t.owner.executionId)
        .map((t) => ({ elementId: String(t.owner.id), executionId: String(t.owner.executionId), expireAt: t.expireAt.getTime() })),
      ...(ended || error ? [] : eventSubTimers(compiled, definition, envVars)),
    ],
  };
}

/**
 * The scope (the process) started: each timer event sub-process's timer is armed from now — its value resolved with the
 * variables, its first occurrence computed by our timer arithmetic. Kept in the state, reported as timers
 * (`eventsub:<start id>`) until it fires or the process ends.
 */
function armEventSubTimers(compiled: CompiledProcess, envVars: Record<string, unknown>, scope: Record<string, unknown>, now: number): void {
  if (!compiled.timerSubStarts.size) return;
  const armed: Record<string, EventSubTimer> = {};
  for (const [startId, { timer }] of compiled.timerSubStarts) {
    const spec: TimerSpec = timer.value.includes('${') ? { kind: timer.kind, value: String(resolveTemplate(timer.value, scope) ?? '').trim() } : timer;
    const problem = timerSpecProblem(spec);
    if (problem) throw new Error(`事件子流程「${compiled.names.get(startId) ?? startId}」的定时器「${spec.value}」${problem}`);
    const due = timerOccurrence(spec, new Date(now), 0);
    if (due) armed[startId] = { spec, anchor: now, index: 0, due: due.getTime() };
  }
  envVars[EVENT_SUB_TIMERS] = armed;
}

/** The armed timers of timer event sub-processes, while the process listens for its event sub-processes. */
function eventSubTimers(compiled: CompiledProcess, definition: Definition, envVars: Record<string, unknown>): EngineTimer[] {
  const armed = envVars[EVENT_SUB_TIMERS] as Record<string, EventSubTimer> | undefined;
  if (!armed || !compiled.timerSubStarts.size || !eventSubsListening(compiled, definition)) return [];
  return Object.entries(armed).map(([elementId, t]) => ({ elementId, executionId: `eventsub:${elementId}`, expireAt: t.due }));
}

/** The top-level activities running now. */
function runningActivities(definition: Definition): { id: string; discard(): void }[] {
  return (definition.getProcesses()[0] as unknown as { getPostponed(): { id: string; discard(): void }[] } | undefined)?.getPostponed() ?? [];
}

/** False once an interrupting event sub-process runs: it replaced the process's flow (Flowable drops the others). */
function eventSubsListening(compiled: CompiledProcess, definition: Definition): boolean {
  const running = new Set(runningActivities(definition).map((a) => a.id));
  for (const t of compiled.eventSubStarts.values()) if (t.interrupting && running.has(t.subProcessId)) return false;
  for (const t of compiled.timerSubStarts.values()) if (t.interrupting && running.has(t.subProcessId)) return false;
  return true;
}

/** Sends a message / signal by name to the definition: every catch event referring to an element of that name gets it. */
function deliver(definition: Definition, compiled: CompiledProcess, trigger: EventTrigger): void {
  const ids = (trigger.kind === 'message' ? compiled.messageIds : compiled.signalIds).get(trigger.name) ?? [];
  for (const id of ids) (definition as unknown as { sendMessage(m: { id: string }): void }).sendMessage({ id });
}

/** The ids of the process's top-level start activities as bpmn-elements sees them (no inbound flow). */
function startIdsOf(definition: Definition): string[] {
  const process = definition.getProcesses()[0] as unknown as { id: string; context: { getActivities(scope?: string): { id: string; isStart: boolean }[] } } | undefined;
  return (process?.context.getActivities(process.id) ?? []).filter((a) => a.isStart).map((a) => a.id);
}

/** Keeps a start event from running when the process runs (bpmn-elements reads the activity's isStart flag). */
function notAStart(definition: Definition, elementId: string): void {
  const activity = definition.getActivityById(elementId) as unknown as Record<symbol, { isStart: boolean }> | null;
  const flags = activity?.[Symbol.for('flags')];
  if (flags) flags.isStart = false;
}

/**
 * A running instance listens for the start events of its (top-level) message / signal event sub-processes — until an
 * interrupting one runs: it has replaced the process's flow, so none starts again (Flowable drops the subscriptions).
 */
function eventSubSubscriptions(compiled: CompiledProcess, definition: Definition): EventSubscription[] {
  if (!compiled.eventSubStarts.size || !eventSubsListening(compiled, definition)) return [];
  return [...compiled.eventSubStarts].map(([elementId, t]) => ({ kind: t.kind, name: t.name, elementId, executionId: `eventsub:${elementId}` }));
}

/** An interrupting event sub-process started: every other running activity of the process is discarded. */
function interruptFor(definition: Definition, subProcessId: string): void {
  discardRunning(definition, subProcessId, null);
}

/** Discards the running top-level activities (`only` those element ids, or all when null) except `keep`. */
function discardRunning(definition: Definition, keep: string, only: Set<string> | null): void {
  const process = definition.getProcesses()[0] as unknown as { getPostponed(): { id: string; discard(): void }[] } | undefined;
  for (const api of process?.getPostponed() ?? []) {
    if (api.id === keep || (only && !only.has(api.id))) continue;
    api.discard();
  }
}
