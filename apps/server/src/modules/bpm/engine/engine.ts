import { EventEmitter } from 'node:events';
import { Engine } from 'bpmn-engine';
import type { CompiledProcess } from './compile';
import { resolveTemplate } from './juel';

/**
 * The one boundary between the workflow services and bpmn-engine:
 * (compiled definition, stored engine state, command) → (new state, history events, user tasks to create, timers).
 * Nothing survives the call: every command builds an engine, recovers the stored state, applies the command and
 * hands back the new state to be written with the instance row. Only the compiled definition is shared (cached).
 */

export type EngineCommand =
  /** start a new instance */
  | { type: 'start' }
  /** complete the waiting user task with this engine execution id */
  | { type: 'complete'; executionId: string }
  /** resume only: timers whose time has come fire while resuming */
  | { type: 'fire-timers' };

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
}

export interface EngineTimer {
  elementId: string;
  executionId: string;
  expireAt: number;
}

export interface EngineResult {
  state: EngineState;
  /** running: waiting for tasks or timers; completed: reached its end; error: the engine failed */
  status: 'running' | 'completed' | 'error';
  error: string | null;
  events: HistoryEvent[];
  /** every user task waiting after the command (also those waiting before: the caller keeps what it already has) */
  waiting: WaitingUserTask[];
  /** every timer armed after the command */
  timers: EngineTimer[];
}

/** The engine's getState() with the definition source left out (it is rebuilt from the compiled definition). */
export type EngineState = Record<string, unknown> & { definitions?: Record<string, unknown>[] };

interface TimerRef {
  owner: { id?: string; executionId?: string };
  expireAt: Date;
}

/** bpmn-elements timers that never call setTimeout: armed timers are read after the run and become scheduler rows. */
class CapturedTimers {
  private readonly armed = new Set<TimerRef>();
  get executing(): TimerRef[] {
    return [...this.armed];
  }
  register(owner: TimerRef['owner']) {
    return { setTimeout: (_cb: unknown, delay: number) => this.add(owner, delay), clearTimeout: (ref: TimerRef) => this.clearTimeout(ref) };
  }
  setTimeout(_cb: unknown, delay: number) {
    return this.add({}, delay);
  }
  clearTimeout(ref: TimerRef | undefined) {
    if (ref) this.armed.delete(ref);
  }
  private add(owner: TimerRef['owner'], delay: number): TimerRef {
    const ref = { owner, expireAt: new Date(Date.now() + delay) };
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

/**
 * Runs one command. `variables` are the instance's process variables (read by every `${…}`; the caller merges a
 * task's output into them before completing it).
 */
export async function runEngine(
  compiled: CompiledProcess,
  state: EngineState | null,
  variables: Record<string, unknown>,
  command: EngineCommand,
): Promise<EngineResult> {
  const timers = new CapturedTimers();
  const expressions = {
    resolveExpression: (text: string) => resolveTemplate(text, variables),
    isExpression: (text: string) => typeof text === 'string' && /^\$\{.+\}$/.test(text),
    hasExpression: (text: string) => typeof text === 'string' && text.includes('${'),
  };
  const engine = new Engine({
    name: compiled.key,
    sourceContext: compiled.sourceContext,
    timers,
    scripts: NO_SCRIPTS,
    expressions,
    Logger: silentLogger,
  } as any);

  const events: HistoryEvent[] = [];
  const waits = new Map<string, Api>();
  let error: string | null = null;
  let flowSeq = 0;
  const listener = new EventEmitter();
  const now = () => Date.now();
  listener.on('activity.start', (api: Api) => {
    if (api.type === 'bpmn:BoundaryEvent') return; // recorded only when it fires
    events.push({ kind: 'start', elementId: api.id, type: api.type, executionId: api.executionId, at: now() });
  });
  listener.on('activity.end', (api: Api) => {
    if (api.type === 'bpmn:BoundaryEvent') events.push({ kind: 'start', elementId: api.id, type: api.type, executionId: api.executionId, at: now() });
    events.push({ kind: 'end', elementId: api.id, type: api.type, executionId: api.executionId, at: now() });
  });
  listener.on('activity.discard', (api: Api) => waits.delete(api.executionId));
  listener.on('activity.leave', (api: Api) => waits.delete(api.executionId));
  listener.on('activity.wait', (api: Api) => {
    if (api.type === 'bpmn:UserTask') waits.set(api.executionId, api);
  });
  listener.on('flow.take', (api: Api) => {
    const seq = api.content?.sequenceId ?? `${api.id}_${now()}_${flowSeq++}`;
    events.push({ kind: 'flow', elementId: api.id, type: 'bpmn:SequenceFlow', executionId: String(seq), at: now() });
  });
  engine.on('error', (err: unknown) => {
    error = err instanceof Error ? err.message : String(err);
  });

  try {
    if (command.type === 'start') {
      await engine.execute({ listener });
    } else {
      if (!state) throw new Error('no engine state to resume');
      engine.recover(state as any);
      await engine.resume({ listener });
      if (command.type === 'complete') {
        const api = waits.get(command.executionId);
        if (!api) throw new Error(`task execution ${command.executionId} is not waiting`);
        api.signal({});
      }
    }
  } catch (err) {
    error = error ?? (err instanceof Error ? err.message : String(err));
  }

  const raw = (await engine.getState()) as unknown as EngineState;
  for (const d of raw.definitions ?? []) delete d.source;
  const engineState = engine.state as string;
  const status: EngineResult['status'] = error || engineState === 'error' ? 'error' : engineState === 'idle' ? 'completed' : 'running';
  return {
    state: raw,
    status,
    error,
    events,
    waiting: [...waits.values()].map((api) => ({
      elementId: api.id,
      name: compiled.names.get(api.id) ?? api.id,
      executionId: api.executionId,
      loopIndex: api.content?.isMultiInstance ? Number(api.content.index ?? 0) : null,
    })),
    timers: timers.executing
      .filter((t) => t.owner.executionId)
      .map((t) => ({ elementId: String(t.owner.id), executionId: String(t.owner.executionId), expireAt: t.expireAt.getTime() })),
  };
}
