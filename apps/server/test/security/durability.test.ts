import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../free-port';

/**
 * Durability (decision 0015): the real server process (`node --import tsx src/main.ts`) on its own embedded PostgreSQL
 * data folder takes a burst of concurrent creates; mid-burst both the server and every PostgreSQL process get
 * SIGKILL. After a restart on the same folder every create the API acknowledged (code 0 with an id) is there.
 */
const serverDir = path.resolve(import.meta.dirname, '../..');
const BURST = 600;
const KILL_AFTER = 150;
const WIDTH = 40;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gprs-durability-'));
fs.chmodSync(dataDir, 0o755);
let server: ChildProcess | undefined;
let output = '';

function start(port: number, pgPort: number): ChildProcess {
  output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      EMBEDDED_PG_PORT: String(pgPort),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_MARKET_SCALE: 'test',
      MARKET_SIMULATOR: 'false',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  return child;
}

async function waitHealthy(base: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 170_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output.slice(-3000)}`);
    const ok = await fetch(`${base}/admin-api/health`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not become healthy:\n${output.slice(-3000)}`);
}

const t0 = Date.now();
const step = (what: string) => process.env.DURABILITY_VERBOSE && console.info(`durability: ${what} at ${Date.now() - t0} ms`);

const alive = (pid: number) => fs.existsSync(`/proc/${pid}`) && !/\) Z /.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));

/** The postmaster of our data folder and its children (backends, WAL writer, checkpointer …). */
function postgresPids(): number[] {
  const pidFile = [path.join(dataDir, 'postgres', 'postmaster.pid')].find((f) => fs.existsSync(f));
  if (!pidFile) return [];
  const master = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  const children = fs
    .readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .filter((d) => {
      try {
        return Number(fs.readFileSync(`/proc/${d}/stat`, 'utf8').replace(/^.*\) /, '').split(' ')[1]) === master;
      } catch {
        return false;
      }
    })
    .map(Number);
  return [master, ...children];
}

async function killHard(pids: number[]): Promise<void> {
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  const deadline = Date.now() + 30_000;
  while (pids.some(alive) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
}

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server!.once('exit', r));
    server.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 20_000))]);
  }
  await killHard(postgresPids());
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('durability', () => {
  it('every acknowledged create survives kill -9 of the server and PostgreSQL mid-burst', { timeout: 400_000 }, async () => {
    const port = await freePort();
    const pgPort = await freePort();
    const base = `http://127.0.0.1:${port}`;
    server = start(port, pgPort);
    await waitHealthy(base, server);
    step('first start');
    const login = await fetch(`${base}/admin-api/system/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'admin123' }),
    }).then((r) => r.json() as Promise<{ data: { accessToken: string } }>);
    const token = login.data.accessToken;

    const acked = new Map<number, string>();
    let killed: Promise<void> | undefined;
    let next = 0;
    const killAll = () => killHard([server!.pid!, ...postgresPids()]);
    const worker = async () => {
      while (next < BURST && !killed) {
        const code = `dur_${next++}`;
        try {
          const res = await fetch(`${base}/admin-api/system/post/create`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({ name: `持久化${code}`, code, sort: 1, status: 0 }),
          });
          const json = (await res.json()) as { code: number; data: number };
          if (json.code === 0) acked.set(json.data, code);
        } catch {
          // the server died under us: this write was never acknowledged
        }
        if (acked.size >= KILL_AFTER && !killed) killed = killAll();
      }
    };
    await Promise.all(Array.from({ length: WIDTH }, worker));
    await killed;
    const dead = server;
    await new Promise((r) => (dead.exitCode !== null || dead.signalCode ? r(null) : dead.once('exit', r)));
    expect(acked.size).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(dead.signalCode).toBe('SIGKILL');
    expect(postgresPids().filter(alive)).toEqual([]);

    // restart on the same folder: PostgreSQL replays its WAL
    step(`killed after ${acked.size} acknowledged creates; restarting`);
    server = start(port, pgPort);
    await waitHealthy(base, server);
    step('restarted');
    const client = new pg.Client({ connectionString: `postgres://postgres:postgres@127.0.0.1:${pgPort}/gprs` });
    await client.connect();
    try {
      const rows = await client.query<{ id: string; code: string }>('select id::text, code from system_post where id = any($1::bigint[])', [[...acked.keys()]]);
      const found = new Map(rows.rows.map((r) => [Number(r.id), r.code]));
      const lost = [...acked].filter(([id, code]) => found.get(id) !== code).map(([id, code]) => `${id}:${code}`);
      expect(lost).toEqual([]);
    } finally {
      await client.end();
    }
  });
});
