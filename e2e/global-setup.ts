import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from '../scripts/server-flags.mjs';
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { freePort } from '../apps/server/test/free-port';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    wsEndpoint: string;
  }
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

async function waitForHealth(url: string, server: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 170_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}:\n${log()}`);
    try {
      const res = await fetch(`${url}/admin-api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`server did not become healthy:\n${log()}`);
}

export default async function setup(project: TestProject) {
  const mainJs = path.join(root, 'apps/server/dist/main.js');
  if (!fs.existsSync(mainJs) || !fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    throw new Error('run `npm run build` before the browser tests');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gprs-e2e-'));
  fs.chmodSync(dataDir, 0o755);
  const port = await freePort();
  let output = '';
  const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, mainJs], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      EMBEDDED_PG_PORT: String(await freePort()),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_MARKET_SCALE: 'test',
      MARKET_SIMULATOR_ALWAYS: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (d) => (output += d));
  server.stderr?.on('data', (d) => (output += d));
  const baseURL = `http://127.0.0.1:${port}`;
  let browser: BrowserServer | undefined;
  try {
    await waitForHealth(baseURL, server, () => output.slice(-4000));
    browser = await chromium.launchServer({
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      headless: true,
      args: CHROMIUM_ARGS,
    });
  } catch (err) {
    server.kill('SIGKILL');
    throw err;
  }
  project.provide('baseURL', baseURL);
  project.provide('wsEndpoint', browser.wsEndpoint());
  return async () => {
    await browser?.close();
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGINT');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000).unref())]);
    if (server.exitCode === null) server.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
