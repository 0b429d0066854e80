import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { connectDatabase, withDatabase } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { seedDatabase } from '../src/db/seed';
import { freePort } from './free-port';

export const TEMPLATE_DB = 'gprs_template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** maintenance connection string of the test run's PostgreSQL */
    pgUrl: string;
  }
}

/**
 * One PostgreSQL for the whole run: embedded (in a temp folder) unless TEST_DATABASE_URL names a server.
 * A template database is migrated and seeded once; each test file copies it (CREATE DATABASE … TEMPLATE).
 */
export default async function setup(project: TestProject) {
  let url = process.env.TEST_DATABASE_URL;
  let stop = async () => undefined as void;
  let dataDir: string | undefined;
  if (!url) {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gprs-test-pg-'));
    fs.chmodSync(dataDir, 0o755);
    const embedded = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'data'), port: await freePort() });
    url = embedded.url;
    stop = embedded.stop;
  }
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${TEMPLATE_DB}`);
  await admin.query(`create database ${TEMPLATE_DB} encoding 'UTF8'`);
  const template = connectDatabase(withDatabase(url, TEMPLATE_DB), 4);
  await runMigrations(template.db);
  await seedDatabase(template.db, { marketScale: 'test' });
  await template.close();
  await admin.end();
  project.provide('pgUrl', url);
  return async () => {
    await stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
