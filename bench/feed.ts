// Push-feed benchmark: full-market quote batches (every stock, ~5,000) posted to POST /admin-api/stock-feed/quotes
// every 3 s against the built server (MARKET_FEED=push, full market on embedded PostgreSQL), with one SSE client on
// /stock/live/stream. Prints per batch the server's apply time (feed log), the HTTP round trip and the delay until the
// SSE client has seen every quote of the batch. Target: apply ≤ 300 ms, client ≤ 1 s. Prints figures; asserts nothing.
// Usage: npm run build && npm run bench:feed [-- --batches 12 --interval 3000]
import fs from 'node:fs';
import os from 'node:os';
import pg from 'pg';
import { FEED_SECRET, startBuiltServer } from './server';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const batches = arg('batches', 12);
const interval = arg('interval', 3000);

/**
 * CPU time (user + system, in clock ticks) of a process and each of its descendants (the server, its embedded
 * PostgreSQL and its backends), from /proc: unlike wall time it does not grow when other work shares the machine's cores.
 */
function treeTicks(rootPid: number): Map<number, number> {
  const stats = new Map<number, { ppid: number; ticks: number }>();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const text = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
      // after the command: state(0) ppid(1) … utime(11) stime(12)
      stats.set(Number(name), { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // the process ended meanwhile
    }
  }
  const inTree = (pid: number): boolean => pid === rootPid || (pid > 1 && stats.has(pid) && inTree(stats.get(pid)!.ppid));
  return new Map([...stats].filter(([pid]) => inTree(pid)).map(([pid, s]) => [pid, s.ticks]));
}

/** CPU ms between two readings, server and PostgreSQL apart (a process that ended in between is left out). */
function cpuBetween(rootPid: number, before: Map<number, number>, after: Map<number, number>): { server: number; postgres: number } {
  let server = 0;
  let postgres = 0;
  for (const [pid, ticks] of after) {
    const used = (ticks - (before.get(pid) ?? 0)) * 10; // USER_HZ is 100 on Linux
    if (pid === rootPid) server += used;
    else postgres += used;
  }
  return { server, postgres };
}

const server = await startBuiltServer({ SEED_MARKET_SCALE: process.env.SEED_MARKET_SCALE ?? 'full', MARKET_FEED: 'push' });
const db = new pg.Client({ connectionString: server.databaseUrl });
const controller = new AbortController();
try {
  await db.connect();
  const tokenRes = await fetch(`${server.baseURL}/admin-api/system/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'client_credentials', client_id: 'stock-feed', client_secret: FEED_SECRET, scope: 'stock.feed' }).toString(),
  }).then((r) => r.json() as Promise<{ code: number; data: { access_token: string } }>);
  if (tokenRes.code !== 0) throw new Error(`no feed token: ${JSON.stringify(tokenRes)}`);
  const token = tokenRes.data.access_token;

  // the SSE client: counts the quote items that arrive
  let seen = 0;
  const stream = await fetch(`${server.baseURL}/admin-api/stock/live/stream`, { signal: controller.signal });
  const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
  const onSeen: (() => void)[] = [];
  void (async () => {
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffer += value;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (!`\n${frame}`.includes('\nevent: quote\n')) continue;
        seen += (JSON.parse(frame.slice(frame.indexOf('data: ') + 6)) as { items: unknown[] }).items.length;
        for (const f of onSeen.splice(0)) f();
      }
    }
  })();

  // the day's limit prices too: the feed refuses a price outside them (decision 0035), so the walk stays inside
  const { rows: stocks } = await db.query<{ code: string; price: string; volume: string; amount: string; up: string | null; down: string | null }>(
    'select code, price, volume, amount, limit_up_price up, limit_down_price down from stock_info where price is not null order by code',
  );
  const { rows: latest } = await db.query<{ d: string | null }>('select max(trade_date)::text d from stock_market_turnover');
  const state = stocks.map((s) => ({
    code: s.code,
    price: Number(s.price),
    volume: Number(s.volume),
    amount: Number(s.amount),
    up: s.up === null ? Infinity : Number(s.up) + 0.01,
    down: s.down === null ? 0 : Number(s.down) - 0.01,
  }));
  console.info(`\nfull market: ${state.length} stocks, ${batches} batches every ${interval} ms, ${os.cpus().length} cores, load ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}\n`);
  console.info('| batch | rows | changed | apply ms (server) | HTTP ms | SSE all seen ms | CPU ms server + PostgreSQL |');
  console.info('|---:|---:|---:|---:|---:|---:|---:|');
  const applied: number[] = [];
  const cpus: number[] = [];
  const delays: number[] = [];
  for (let b = 1; b <= batches; b++) {
    const started = Date.now();
    const time = Date.now();
    const items = state.map((s) => {
      // a small random walk inside the day's limits; cumulative volume grows
      const step = Math.round(s.price * (Math.random() - 0.5) * 0.004 * 100) / 100;
      s.price = Math.min(s.up - 0.01, Math.max(s.down + 0.01, Math.round((s.price + step) * 100) / 100));
      s.volume += 100 + Math.floor(Math.random() * 10_000);
      s.amount = Math.round((s.amount + s.price * 5_000) * 100) / 100;
      return { code: s.code, time, price: s.price, volume: s.volume, amount: s.amount };
    });
    const cpu0 = treeTicks(server.pid);
    const target = seen + items.length;
    const allSeen = new Promise<number>((resolve) => {
      const check = () => (seen >= target ? resolve(Date.now() - started) : onSeen.push(check));
      check();
    });
    const res = await fetch(`${server.baseURL}/admin-api/stock-feed/quotes`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ items }),
    }).then((r) => r.json() as Promise<{ code: number; msg: string; data: { changed: number; tradeDate: string } }>);
    const http = Date.now() - started;
    if (res.code !== 0) throw new Error(`batch ${b} refused: ${res.msg}`);
    const sse = await Promise.race([allSeen, new Promise<number>((r) => setTimeout(() => r(Number.NaN), 15_000))]);
    const { rows } = await db.query<{ apply_ms: number }>("select apply_ms from stock_feed_batch where kind = 'quotes' and accepted order by id desc limit 1");
    const apply = rows[0].apply_ms;
    const used = cpuBetween(server.pid, cpu0, treeTicks(server.pid));
    const cpu = used.server + used.postgres;
    console.info(
      `| ${b}${b === 1 ? (res.data.tradeDate !== latest[0].d ? ' (day roll)' : ' (first)') : ''} | ${items.length} | ${res.data.changed} | ${apply} | ${http} | ${Number.isNaN(sse) ? 'not all seen in 15 s' : sse} | ${used.server} + ${used.postgres} |`,
    );
    if (b === 1) {
      // the first batch of the day set the limits from the previous close: keep the walk inside them
      const { rows: limits } = await db.query<{ code: string; up: string | null; down: string | null }>('select code, limit_up_price up, limit_down_price down from stock_info');
      const of = new Map(limits.map((l) => [l.code, l]));
      for (const s of state) {
        const l = of.get(s.code);
        s.up = l?.up ? Number(l.up) : Infinity;
        s.down = l?.down ? Number(l.down) : 0;
      }
    } else {
      applied.push(apply);
      cpus.push(cpu);
      if (!Number.isNaN(sse)) delays.push(sse);
    }
    const wait = interval - (Date.now() - started);
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  }
  const stat = (xs: number[]) => {
    const s = [...xs].sort((a, b) => a - b);
    return s.length ? `median ${s[Math.floor(s.length / 2)]} ms, max ${s[s.length - 1]} ms` : 'none';
  };
  console.info(`\nbatches 2–${batches}: apply ${stat(applied)} (target ≤ 300 ms); SSE client saw the whole batch ${stat(delays)} after the POST (target ≤ 1,000 ms)`);
  console.info(`CPU per batch, server + PostgreSQL (parse, apply, commit, fan-out to one client): ${stat(cpus)} — what the batch costs whatever else runs`);
  console.info(`load average after: ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
} finally {
  controller.abort();
  await db.end().catch(() => undefined);
  await server.stop();
}
