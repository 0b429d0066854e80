// Streamed log export: N login-log rows written to an .xlsx download, with the server's memory while it runs.
// `npm run build`, then `npx tsx bench/export.ts [--rows 100000]`. Prints figures, asserts nothing.
import fs from 'node:fs';
import pg from 'pg';
import { loginToken, startBuiltServer } from './server';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const rows = arg('rows', 100_000);

/** Resident memory of a process in MB (Linux /proc). */
const rssMb = (pid: number) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
};

const server = await startBuiltServer({ SEED_MARKET_SCALE: 'test', MARKET_SIMULATOR: 'false' });
try {
  const db = new pg.Client({ connectionString: server.databaseUrl });
  await db.connect();
  await db.query(
    `insert into system_login_log (log_type, trace_id, user_id, user_type, username, result, user_ip, user_agent)
     select 100, md5(g::text), 1, 2, 'bench' || (g % 500), case when g % 7 = 0 then 10 else 0 end, '10.0.' || (g % 250) || '.' || (g % 200),
            'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36'
     from generate_series(1, $1) g`,
    [rows],
  );
  const total = (await db.query('select count(*)::int as n from system_login_log')).rows[0].n as number;
  await db.end();
  const token = await loginToken(server.baseURL, 'admin', 'admin123');
  const before = rssMb(server.pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid))), 50);
  const t0 = performance.now();
  const res = await fetch(`${server.baseURL}/admin-api/system/login-log/export`, { headers: { authorization: `Bearer ${token}` } });
  let firstByte = 0;
  let bytes = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    if (!firstByte) firstByte = performance.now() - t0;
    bytes += chunk.length;
  }
  const seconds = (performance.now() - t0) / 1000;
  clearInterval(sampler);
  console.info(`login-log export: ${total} rows, ${(bytes / 1024 / 1024).toFixed(1)} MB xlsx`);
  console.info(`first byte ${firstByte.toFixed(0)} ms, whole file ${seconds.toFixed(2)} s (${Math.round(total / seconds)} rows/s)`);
  console.info(`server RSS ${before.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB during (+${(peak - before).toFixed(0)} MB)`);
} finally {
  await server.stop();
}
