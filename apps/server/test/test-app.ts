import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig, type AppConfig } from '../src/config';
import { connectDatabase, withDatabase, type Database } from '../src/db/client';

const TEMPLATE_DB = 'gprs_template';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** Calls the API and returns the parsed envelope. `token` adds the Bearer header. */
  call<T = any>(options: InjectOptions & { token?: string }): Promise<{ code: number; msg: string; data: T }>;
  /** Signs in and returns the access token. */
  login(username: string, password: string): Promise<string>;
  /** Row count of a table, to prove a rejected request wrote nothing. */
  count(table: string): Promise<number>;
  close(): Promise<void>;
}

/** A fresh copy of the seeded template database with an app on it; call close() in afterAll. */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  options: { extend?: (app: FastifyInstance) => void } = {},
): Promise<TestApp> {
  const url = inject('pgUrl');
  const name = `t_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name} template ${TEMPLATE_DB}`);
  await admin.end();
  const database = connectDatabase(withDatabase(url, name), 8);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gprs-test-data-'));
  // no server rendering in API tests: the browser tests run it against the built server
  const config = { ...loadConfig({}), webDist: '/nonexistent', webSsrDist: '/nonexistent', dataDir, ...overrides };
  const app = await buildApp({ config, db: database.db, logger: false });
  options.extend?.(app);
  await app.ready();
  const call: TestApp['call'] = async ({ token, headers, ...rest }) => {
    const res = await app.inject({
      ...rest,
      headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    } as InjectOptions);
    if (res.statusCode !== 200) throw new Error(`HTTP ${res.statusCode}: ${res.body}`);
    return res.json();
  };
  // Tests write rows directly with `database.pool.query`; that query resolves when its commit is done, but the
  // commit's cache notification (decision 0023) reaches the app a moment later. The tests' pool waits for it, so the
  // next request already sees the change (the app itself keeps the real pool behind `database.db`).
  const pool = new Proxy(database.pool, {
    get(target, prop, receiver) {
      if (prop !== 'query') return Reflect.get(target, prop, receiver);
      return async (...args: unknown[]) => {
        const result = await (target.query as (...a: unknown[]) => Promise<unknown>)(...args);
        await app.cacheBus.sync();
        return result;
      };
    },
  });
  return {
    app,
    database: { ...database, pool },
    call,
    async login(username, password) {
      const res = await call({ method: 'POST', url: '/admin-api/system/auth/login', payload: { username, password } });
      if (res.code !== 0) throw new Error(`login ${username} failed: ${res.msg}`);
      return res.data.accessToken as string;
    },
    async count(table) {
      const r = await database.pool.query(`select count(*)::int as n from ${table}`);
      return r.rows[0].n;
    },
    async close() {
      await app.close();
      await database.close();
      const drop = new pg.Client({ connectionString: url });
      await drop.connect();
      await drop.query(`drop database if exists ${name} with (force)`);
      await drop.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The set-up most API test files share: one app on a fresh database for the file, the admin signed in, closed after
 * the file. `ready` receives both once they exist.
 */
export function useAdminApp(ready: (t: TestApp, admin: string) => void): void {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await createTestApp();
    ready(t, await t.login('admin', 'admin123'));
  });
  afterAll(() => t?.close());
}

/** A multipart/form-data body with one file and optional text fields, for app.inject. */
export function multipart(file: { field?: string; name: string; content: Buffer; type?: string }, fields: Record<string, string> = {}) {
  const boundary = `----gprs${crypto.randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
    ),
    file.content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
