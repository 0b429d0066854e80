import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from '../scripts/server-flags.mjs';
import { freePort } from '../apps/server/test/free-port';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface RunningServer {
  baseURL: string;
  /** the server process, for memory readings */
  pid: number;
  /** its embedded PostgreSQL's application database */
  databaseUrl: string;
  /** process.memoryUsage() of the server after a full GC (only when started with `memoryProbe`) */
  memory(): Promise<NodeJS.MemoryUsage>;
  stop(): Promise<void>;
}

export interface StartOptions {
  /** preload bench/memory-probe.mjs with --expose-gc so that memory() can ask the server over IPC */
  memoryProbe?: boolean;
}

/** The push client's secret of every bench server (a fresh install generates one; benches give their own). */
export const FEED_SECRET = `bench-${crypto.randomBytes(12).toString('hex')}`;

/** Starts the built server (apps/server/dist) on free ports with its own embedded PostgreSQL in a temp folder. */
export async function startBuiltServer(env: Record<string, string> = {}, options: StartOptions = {}): Promise<RunningServer> {
  const mainJs = path.join(root, 'apps/server/dist/main.js');
  if (!fs.existsSync(mainJs)) throw new Error('run `npm run build` first');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gprs-bench-'));
  fs.chmodSync(dataDir, 0o755);
  const port = await freePort();
  const pgPort = await freePort();
  const probe = options.memoryProbe ? ['--expose-gc', '--import', path.join(root, 'bench/memory-probe.mjs')] : [];
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...probe, mainJs], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', EMBEDDED_PG_PORT: String(pgPort), DATA_DIR: dataDir, LOG_LEVEL: 'warn', STOCK_FEED_SECRET: FEED_SECRET, ...env },
    stdio: options.memoryProbe ? ['ignore', 'inherit', 'inherit', 'ipc'] : ['ignore', 'inherit', 'inherit'],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('server did not start');
    const ok = await fetch(`${baseURL}/admin-api/health`).then((r) => r.ok).catch(() => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    baseURL,
    pid: child.pid!,
    databaseUrl: `postgres://postgres:postgres@127.0.0.1:${pgPort}/gprs`,
    memory() {
      if (!child.send) return Promise.reject(new Error('started without memoryProbe'));
      return new Promise((resolve) => {
        child.once('message', (msg: { memory: NodeJS.MemoryUsage }) => resolve(msg.memory));
        child.send('memory');
      });
    },
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGINT');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000).unref())]);
      if (child.exitCode === null) child.kill('SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function loginToken(baseURL: string, username: string, password: string): Promise<string> {
  const res = await fetch(`${baseURL}/admin-api/system/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const body = (await res.json()) as { code: number; data: { accessToken: string } };
  if (body.code !== 0) throw new Error(`login failed: ${JSON.stringify(body)}`);
  return body.data.accessToken;
}
