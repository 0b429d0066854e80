import fs from 'node:fs';
import { isMainThread } from 'node:worker_threads';
import { loadConfig } from './config';
import { connectDatabase, withDatabase } from './db/client';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded';
import { runMigrations } from './db/migrate';
import { seedDatabase } from './db/seed';
import { DEMO_ACCOUNTS } from './db/seed/system';
import { buildApp } from './app';
import { startMarketFeed } from './modules/stock';
import { completeMarketHistory, deferMarketHistory, prepareMarket } from './modules/stock/seed-market';
import pg from 'pg';

const DB_NAME = 'gprs';

/** Creates the application database on a fresh embedded server. */
async function ensureDatabase(maintenanceUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: maintenanceUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [DB_NAME]);
    if (found.rowCount === 0) await client.query(`create database ${DB_NAME} encoding 'UTF8'`);
  } finally {
    await client.end();
  }
}

/** CPU time of this process so far (all its threads): steadier than wall time on a busy machine. */
function cpuSeconds(): string {
  const { user, system } = process.cpuUsage();
  return ((user + system) / 1e6).toFixed(1);
}

async function main(): Promise<void> {
  // counted from the start of the process (performance's time origin): loading the bundle and its packages is part of it
  const started = 0;
  const timings: string[] = [];
  let mark = started;
  const lap = (what: string) => {
    const now = performance.now();
    timings.push(`${what} ${((now - mark) / 1000).toFixed(1)} s`);
    mark = now;
  };
  lap('loading');
  const config = loadConfig();
  let embedded: EmbeddedDatabase | undefined;
  let url = config.databaseUrl;
  if (!url) {
    // a new data folder will be seeded: the market is generated in a worker thread meanwhile
    if (!fs.existsSync(`${config.dataDir}/postgres`)) prepareMarket(config.seedMarketScale, (message) => console.info(message));
    console.info(`starting embedded PostgreSQL (data in ${config.dataDir}/postgres, port ${config.embeddedPgPort}) …`);
    embedded = await startEmbeddedPostgres({ dataDir: `${config.dataDir}/postgres`, port: config.embeddedPgPort, log: console.info });
    await ensureDatabase(embedded.url);
    url = withDatabase(embedded.url, DB_NAME);
    lap('PostgreSQL');
  }
  const database = connectDatabase(url);
  await runMigrations(database.db);
  lap('migrations');
  // npm start: a first start writes the last weeks of daily bars and serves; the older history follows below
  deferMarketHistory(process.env.SEED_MARKET_HISTORY === 'background');
  if (await seedDatabase(database.db, { marketScale: config.seedMarketScale })) {
    console.info('demo data seeded');
    if (!process.env.STOCK_FEED_SECRET) console.info('the push client stock-feed got a secret of its own: sign in as admin, 股票数据 → 数据源 shows it once');
    lap('demo data');
  }
  const app = await buildApp({ config, db: database.db });
  await startMarketFeed(app); // stopped by app.close() on shutdown

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received, shutting down`);
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    try {
      await app.close();
      await database.close();
      await embedded?.stop();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  await app.jobScheduler.start();
  lap('server');
  const shown = config.host === '0.0.0.0' ? 'localhost' : config.host;
  console.info(`\n股票热搜 is running: http://${shown}:${config.port} (started in ${((performance.now() - started) / 1000).toFixed(1)} s: ${timings.join(', ')}; ${cpuSeconds()} s of CPU in this process)`);
  console.info(`demo accounts: ${DEMO_ACCOUNTS.map((a) => `${a.username} / ${a.password}`).join(', ')}\n`);
  // (also resumes a history left unfinished by an interrupted first start)
  completeMarketHistory(database.db, (message) => console.info(message), () => stopping).catch((err) =>
    console.error('market history stopped; it resumes at the next start', err),
  );
}

// (the bundle is also loaded by the market generator's worker thread: modules/stock/seed-market.ts)
if (isMainThread) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
