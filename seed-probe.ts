import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from './apps/server/src/db/embedded';
import { connectDatabase, withDatabase } from './apps/server/src/db/client';
import { runMigrations } from './apps/server/src/db/migrate';
import { seedDatabase } from './apps/server/src/db/seed';
import { freePort } from './apps/server/test/free-port';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gprs-probe-pg-'));
fs.chmodSync(dataDir, 0o755);
const embedded = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'data'), port: await freePort() });
const admin = new pg.Client({ connectionString: embedded.url });
await admin.connect();
await admin.query('create database probe');
await admin.end();
const d = connectDatabase(withDatabase(embedded.url, 'probe'), 4);
await runMigrations(d.db);
const scale = (process.argv[2] ?? 'full') as 'full' | 'test';
const t = Date.now();
await seedDatabase(d.db, { marketScale: scale });
console.log('seed', scale, Date.now() - t, 'ms');
for (const tb of ['stock_info', 'stock_daily', 'stock_concept', 'stock_concept_member', 'stock_limit_up', 'stock_news', 'stock_information', 'stock_minute']) {
  const r = await d.pool.query(`select count(*)::int n from ${tb}`);
  console.log(tb, r.rows[0].n);
}
console.log(embedded.url);
const { MarketSimulator } = await import('./apps/server/src/modules/stock/feed/simulator');
const sim = new MarketSimulator(d.db, { always: true, seed: 1 });
for (let i = 0; i < 4; i++) { const t1 = Date.now(); const r = await sim.tick(new Date('2026-11-21T02:00:00Z')); console.log('tick', Date.now() - t1, 'ms', r.moved, r.joinedLimitUp.length); }
const t2 = Date.now();
const { buildApp } = await import('./apps/server/src/app');
const { loadConfig } = await import('./apps/server/src/config');
const app = await buildApp({ config: { ...loadConfig({}), webDist: '/nonexistent' }, db: d.db, logger: false });
for (const url of ['/admin-api/stock/stock/page?pageSize=50&sortField=changePercent', '/admin-api/stock/home/summary', '/admin-api/stock/search?keyword=zg', '/admin-api/stock/stock/kline?code=600519&period=week', '/admin-api/stock/concept/members?code=GN3000&pageSize=50', '/admin-api/stock/limit-up/ladder']) {
  const t3 = Date.now(); const res = await app.inject({ method: 'GET', url }); console.log(url, res.json().code, Date.now() - t3, 'ms');
}
await app.close();
if (process.argv[3] !== 'keep') { await d.close(); await embedded.stop(); fs.rmSync(dataDir, { recursive: true, force: true }); }
else { fs.writeFileSync('/tmp/probe-url', withDatabase(embedded.url, 'probe')); await new Promise(() => {}); }
