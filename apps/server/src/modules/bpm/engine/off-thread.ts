import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import * as Elements from 'bpmn-elements';
import { deserialize, TypeResolver } from 'moddle-context-serializer';
import { compileProcess, DeployError, setCacheCompiler, type CompiledProcess, type DeployProblem } from './compile';

/**
 * Deploy checks off the request path (issue 24: no model may hold other requests up for more than 100 ms). Parsing
 * the XML is most of a deploy's CPU (≈ 80 % for a 1,000-element model): in the built server it runs in a worker thread
 * (this same bundle, as the market generator does), which answers the compiled process with its engine context
 * serialized; this thread only rebuilds the context from that JSON. From TypeScript sources (tests, tsx) a worker would
 * lack the loader, so the compile runs here.
 */
const COMPILE_WORKER = 'gprs-bpm-compile';

type Answer = { id: number; compiled: Omit<CompiledProcess, 'sourceContext'>; source: string } | { id: number; problem: DeployProblem } | { id: number; error: string };

let worker: Worker | null = null;
let nextId = 0;
const pending = new Map<number, { resolve(a: Answer): void; reject(e: Error): void }>();

function compileWorker(): Worker {
  if (worker) return worker;
  const w = new Worker(new URL(import.meta.url), { workerData: { [COMPILE_WORKER]: true } });
  w.unref(); // an idle compile thread never keeps the server alive
  w.on('message', (answer: Answer) => {
    pending.get(answer.id)?.resolve(answer);
    pending.delete(answer.id);
  });
  const failAll = (err: Error) => {
    worker = null;
    for (const p of pending.values()) p.reject(err);
    pending.clear();
  };
  w.on('error', failAll);
  w.on('exit', (code) => failAll(new Error(`流程编译线程退出（${code}）`)));
  worker = w;
  return w;
}

/** compileProcess, with the parsing and checks in the compile thread when the server runs from its bundle. */
export async function compileProcessOffThread(xml: string, key: string): Promise<CompiledProcess> {
  if (import.meta.url.endsWith('.ts')) return compileProcess(xml, key);
  const id = nextId++;
  const answer = await new Promise<Answer>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    compileWorker().postMessage({ id, xml, key });
  });
  if ('problem' in answer) throw new DeployError(answer.problem);
  if ('error' in answer) throw new Error(answer.error);
  return fromTransfer(answer);
}

/** What the compile thread sends: the metadata (Maps and Sets survive structured cloning) and the context as JSON. */
export function toTransfer(compiled: CompiledProcess): { compiled: Omit<CompiledProcess, 'sourceContext'>; source: string } {
  const { sourceContext, ...rest } = compiled;
  return { compiled: rest, source: (sourceContext as { serialize(): string }).serialize() };
}

/** The compiled process again, its engine context rebuilt from the JSON (cheap next to parsing the XML). */
export function fromTransfer(transfer: { compiled: Omit<CompiledProcess, 'sourceContext'>; source: string }): CompiledProcess {
  const sourceContext = deserialize(JSON.parse(transfer.source), TypeResolver({ ...Elements }));
  // the stored state leaves the source out; the engine asks for it on getState(): serialized once, as compile does
  sourceContext.serialize = () => transfer.source;
  return { ...transfer.compiled, sourceContext };
}

setCacheCompiler(compileProcessOffThread);

// the compile thread: compile, answer the metadata (Maps and Sets clone) and the engine context as JSON
if (!isMainThread && parentPort && (workerData as Record<string, unknown> | null)?.[COMPILE_WORKER]) {
  const port = parentPort;
  port.on('message', async ({ id, xml, key }: { id: number; xml: string; key: string }) => {
    try {
      port.postMessage({ id, ...toTransfer(await compileProcess(xml, key)) } satisfies Answer);
    } catch (err) {
      port.postMessage(err instanceof DeployError ? { id, problem: err.problem } : { id, error: err instanceof Error ? err.message : String(err) });
    }
  });
}
