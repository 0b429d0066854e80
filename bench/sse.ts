// Live-quote fan-out benchmark: two instances of the built server on one PostgreSQL, thousands of concurrent SSE
// clients spread over both (held by child processes of this script so the client side is not the bottleneck), quote
// changes pushed through the feed API of one instance. Prints the delay until 50 / 99 / 100 % of the clients have a
// change, the clients dropped, the servers' memory per connection, and whether clients that reconnect with
// Last-Event-ID (to the other instance) get what they missed. Asserts nothing.
// Usage: npm run build && npm run bench:sse [-- --clients 5000 --rounds 5 --procs 2 --sample 200 --batch 1]
// --batch N: each change is a feed batch of N stocks (the simulator moves ≈ 500 every 3 s), one of them the marked one.
import { fork, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { FEED_SECRET, startBuiltServer } from './server';

const STREAM_PATH = '/admin-api/stock/live/stream';

/** Messages from the bench to a client process. */
type Command =
  | { cmd: 'open'; ports: number[]; count: number; offset: number }
  | { cmd: 'watch'; marker: string }
  | { cmd: 'report'; marker: string }
  | { cmd: 'disconnect'; count: number }
  | { cmd: 'reconnect'; markers: string[]; stale: string; waitMs: number }
  | { cmd: 'status' };

/** Answers of a client process. */
type Reply =
  | { type: 'opened'; ok: number; failed: number }
  | { type: 'report'; times: number[]; missing: number }
  | { type: 'disconnected'; withId: number }
  | { type: 'reconnected'; complete: number; partial: number; none: number; stale: number; reset: number; total: number }
  | { type: 'status'; open: number; dropped: number };

if (process.env.SSE_BENCH_CLIENT === '1') clientProcess();
else await main();

// ───────────────────────────── client process ─────────────────────────────

interface Client {
  port: number;
  socket: net.Socket | null;
  /** the end of what was received, so a marker split across TCP segments is still found */
  tail: Buffer;
  lastId: string;
  open: boolean;
  /** closed by the bench (sample disconnect), not dropped */
  intentional: boolean;
  reset: boolean;
}

function clientProcess(): void {
  const clients: Client[] = [];
  /** marker → arrival time (ms since epoch) per client index, NaN while not seen */
  const watched = new Map<string, Float64Array>();
  let ports: number[] = [];
  let dropped = 0;
  /** the clients disconnected by 'disconnect' (the first ones), reconnected by 'reconnect' */
  let sample: Client[] = [];
  const send = (reply: Reply) => process.send!(reply);

  // bytes, not strings: a batch of 500 quotes is ≈ 75 kB for each of thousands of clients, decoding it would make the
  // bench client the bottleneck. The tail of the previous segment is searched together with the head of this one.
  const ID = Buffer.from('\nid: ');
  const RESET = Buffer.from('event: reset');
  const found = (c: Client, data: Buffer, needle: Buffer) =>
    data.includes(needle) || (c.tail.length > 0 && Buffer.concat([c.tail, data.subarray(0, needle.length)]).includes(needle));
  const scan = (i: number, data: Buffer) => {
    const c = clients[i];
    const now = Date.now();
    for (const [marker, times] of watched) if (Number.isNaN(times[i]) && found(c, data, markerBytes(marker))) times[i] = now;
    // the id of the newest complete frame header seen (`id: …` at a line start): in this segment, else across the seam
    if (!takeId(c, data) && c.tail.length) takeId(c, Buffer.concat([c.tail, data.subarray(0, 300)]));
    if (!c.reset && found(c, data, RESET)) c.reset = true;
    c.tail = data.length >= 256 ? Buffer.from(data.subarray(data.length - 256)) : Buffer.concat([c.tail, data]).subarray(-256);
  };
  const takeId = (c: Client, hay: Buffer): boolean => {
    for (let at = hay.lastIndexOf(ID); at >= 0; at = at > 0 ? hay.lastIndexOf(ID, at - 1) : -1) {
      const end = hay.indexOf(10, at + ID.length);
      if (end > 0) {
        c.lastId = hay.toString('latin1', at + ID.length, end).trim();
        return true;
      }
    }
    return false;
  };
  const markerCache = new Map<string, Buffer>();
  const markerBytes = (m: string) => markerCache.get(m) ?? markerCache.set(m, Buffer.from(m)).get(m)!;

  const connect = (i: number, lastEventId?: string): Promise<boolean> =>
    new Promise((resolve) => {
      const c = clients[i];
      const socket = net.connect({ host: '127.0.0.1', port: c.port });
      c.socket = socket;
      c.tail = Buffer.alloc(0);
      c.intentional = false;
      let settled = false;
      const settle = (ok: boolean) => {
        if (!settled) {
          settled = true;
          resolve(ok);
        }
      };
      socket.on('connect', () => {
        const idHeader = lastEventId ? `Last-Event-ID: ${lastEventId}\r\n` : '';
        socket.write(`GET ${STREAM_PATH} HTTP/1.1\r\nHost: 127.0.0.1:${c.port}\r\nAccept: text/event-stream\r\n${idHeader}\r\n`);
      });
      socket.on('data', (text: Buffer) => {
        if (!c.open) {
          if (!text.toString('latin1', 0, 12).startsWith('HTTP/1.1 200')) {
            socket.destroy();
            return settle(false);
          }
          c.open = true;
          settle(true);
        }
        scan(i, text);
      });
      const closed = () => {
        if (c.socket !== socket) return;
        if (c.open && !c.intentional) dropped++;
        c.open = false;
        settle(false);
      };
      socket.on('error', closed);
      socket.on('close', closed);
    });

  process.on('message', async (msg: Command) => {
    if (msg.cmd === 'open') {
      ports = msg.ports;
      const first = clients.length;
      for (let k = 0; k < msg.count; k++) {
        clients.push({ port: ports[(msg.offset + k) % ports.length], socket: null, tail: Buffer.alloc(0), lastId: '', open: false, intentional: false, reset: false });
      }
      let ok = 0;
      let failed = 0;
      // a few hundred connects at a time: the servers' listen backlog is finite
      for (let k = first; k < clients.length; k += 200) {
        const batch = [];
        for (let j = k; j < Math.min(k + 200, clients.length); j++) batch.push(connect(j));
        const results = await Promise.all(batch);
        ok += results.filter(Boolean).length;
        failed += results.filter((r) => !r).length;
      }
      send({ type: 'opened', ok, failed });
    } else if (msg.cmd === 'watch') {
      watched.set(msg.marker, new Float64Array(clients.length).fill(Number.NaN));
      send({ type: 'status', open: clients.filter((c) => c.open).length, dropped });
    } else if (msg.cmd === 'report') {
      const times = watched.get(msg.marker)!;
      watched.delete(msg.marker);
      const seen: number[] = [];
      let missing = 0;
      times.forEach((t, i) => {
        if (!clients[i].open) return;
        if (Number.isNaN(t)) missing++;
        else seen.push(t);
      });
      send({ type: 'report', times: seen, missing });
    } else if (msg.cmd === 'disconnect') {
      let withId = 0;
      sample = clients.slice(0, msg.count);
      for (const c of sample) {
        c.intentional = true;
        c.open = false;
        c.socket?.destroy();
        if (c.lastId) withId++;
      }
      send({ type: 'disconnected', withId });
    } else if (msg.cmd === 'reconnect') {
      // the sample comes back on the other instance, with the id of the last event it saw
      for (const m of [...msg.markers, msg.stale]) watched.set(m, new Float64Array(clients.length).fill(Number.NaN));
      await Promise.all(
        sample.map((c, i) => {
          c.port = ports[(ports.indexOf(c.port) + 1) % ports.length];
          c.reset = false;
          return connect(i, c.lastId || undefined);
        }),
      );
      await new Promise((r) => setTimeout(r, msg.waitMs));
      let complete = 0;
      let partial = 0;
      let none = 0;
      let stale = 0;
      let reset = 0;
      sample.forEach((c, i) => {
        const got = msg.markers.filter((m) => !Number.isNaN(watched.get(m)![i])).length;
        if (got === msg.markers.length) complete++;
        else if (got > 0) partial++;
        else none++;
        if (!Number.isNaN(watched.get(msg.stale)![i])) stale++;
        if (c.reset) reset++;
      });
      for (const m of [...msg.markers, msg.stale]) watched.delete(m);
      send({ type: 'reconnected', complete, partial, none, stale, reset, total: sample.length });
    } else if (msg.cmd === 'status') {
      send({ type: 'status', open: clients.filter((c) => c.open).length, dropped });
    }
  });
}

// ───────────────────────────── the bench ─────────────────────────────

async function main(): Promise<void> {
  const arg = (name: string, fallback: number) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? Number(process.argv[i + 1]) : fallback;
  };
  const totalClients = arg('clients', 5000);
  const rounds = arg('rounds', 5);
  const procs = arg('procs', 2);
  const sampleSize = arg('sample', 200);
  const batch = arg('batch', 1);
  const CODE = '600519';

  const env = { SEED_MARKET_SCALE: process.env.SEED_MARKET_SCALE ?? 'full', MARKET_FEED: 'push' };
  // a third instance owns the embedded PostgreSQL and seeds it, so that the two measured instances start alike
  // (seeding leaves memory behind that would blur the per-connection figures); it takes no clients
  const db = await startBuiltServer(env);
  const a = await startBuiltServer({ ...env, DATABASE_URL: db.databaseUrl }, { memoryProbe: true });
  const b = await startBuiltServer({ ...env, DATABASE_URL: db.databaseUrl }, { memoryProbe: true });
  const servers = [a, b];
  const children: ChildProcess[] = [];
  try {
    const tokenRes = await fetch(`${a.baseURL}/admin-api/system/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'client_credentials', client_id: 'stock-feed', client_secret: FEED_SECRET, scope: 'stock.feed' }),
    });
    const token = ((await tokenRes.json()) as { data: { access_token: string } }).data.access_token;
    const quote = (await fetch(`${a.baseURL}/admin-api/stock/stock/get?code=${CODE}`).then((r) => r.json())) as {
      data: { price: number; prevClose?: number | null; volume?: number };
    };
    const base = quote.data.prevClose ?? quote.data.price;
    // the other stocks of a batch
    type Row = { code: string; price: number; prevClose: number | null; volume: number | null };
    const others: Row[] = [];
    for (let page = 1; others.length < batch - 1; page++) {
      const res = (await fetch(`${a.baseURL}/admin-api/stock/stock/page?pageNo=${page}&pageSize=200`).then((r) => r.json())) as { data: { list: Row[] } };
      if (!res.data.list.length) break;
      others.push(...res.data.list.filter((r) => r.code !== CODE && r.price).slice(0, batch - 1 - others.length));
    }
    let volume = Math.max(Number(quote.data.volume ?? 0), 1) + 1_000_000;
    /** Pushes one quote of CODE through instance A's feed; the volume is unique, so `"volume":N,` marks the change. */
    const push = async (step: number) => {
      volume += 1000 + step;
      const price = Math.round(base * (1 + ((step % 7) - 3) / 100) * 100) / 100;
      const t0 = Date.now();
      const res = await fetch(`${a.baseURL}/admin-api/stock-feed/quotes`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          items: [
            { code: CODE, time: t0, price, volume, amount: volume * price },
            ...others.map((o, k) => {
              const p = Math.round((o.prevClose ?? o.price) * (1 + (((step + k) % 5) - 2) / 100) * 100) / 100;
              const v = (o.volume ?? 0) + 1000 * (step + 1);
              return { code: o.code, time: t0, price: p, volume: v, amount: v * p };
            }),
          ],
        }),
      });
      const body = (await res.json()) as { code: number; msg: string; data: { changed: number } };
      if (body.code !== 0 || body.data.changed < 1) throw new Error(`feed answered ${JSON.stringify(body)}`);
      return { t0, postMs: Date.now() - t0, marker: `"volume":${volume},` };
    };
    // the first push may roll the trade day; keep it out of the figures
    await push(0);

    const ports = servers.map((s) => Number(new URL(s.baseURL).port));
    for (let p = 0; p < procs; p++) {
      children.push(fork(fileURLToPath(import.meta.url), [], { execArgv: process.execArgv, env: { ...process.env, SSE_BENCH_CLIENT: '1' } }));
    }
    const ask = <T extends Reply['type']>(child: ChildProcess, command: Command, type: T): Promise<Extract<Reply, { type: T }>> =>
      new Promise((resolve) => {
        const on = (msg: Reply) => {
          if (msg.type !== type) return;
          child.off('message', on);
          resolve(msg as Extract<Reply, { type: T }>);
        };
        child.on('message', on);
        child.send(command);
      });
    const askAll = <T extends Reply['type']>(command: (i: number) => Command, type: T) => Promise.all(children.map((c, i) => ask(c, command(i), type)));

    const memBefore = await Promise.all(servers.map((s) => s.memory()));
    const tOpen = Date.now();
    const perProc = Math.ceil(totalClients / procs);
    const opened = await askAll((i) => ({ cmd: 'open', ports, count: Math.min(perProc, totalClients - i * perProc), offset: i * perProc }), 'opened');
    const openSec = (Date.now() - tOpen) / 1000;
    const ok = opened.reduce((n, o) => n + o.ok, 0);
    const failed = opened.reduce((n, o) => n + o.failed, 0);
    await new Promise((r) => setTimeout(r, 1000));
    const memOpen = await Promise.all(servers.map((s) => s.memory()));

    /** from the push request to each client having the change (includes the feed's write transaction) */
    const delays: number[] = [];
    /** from the first client having the change to each client having it (the fan-out alone) */
    const spreads: number[] = [];
    let missing = 0;
    const postTimes: number[] = [];
    for (let round = 1; round <= rounds; round++) {
      // the marker is known before the push: the clients watch for it from the start
      const nextMarker = `"volume":${volume + 1000 + round},`;
      await askAll(() => ({ cmd: 'watch', marker: nextMarker }), 'status');
      const { t0, postMs, marker } = await push(round);
      if (marker !== nextMarker) throw new Error('marker mismatch');
      postTimes.push(postMs);
      await new Promise((r) => setTimeout(r, 3000));
      const reports = await askAll(() => ({ cmd: 'report', marker }), 'report');
      const first = Math.min(...reports.flatMap((rep) => rep.times));
      for (const rep of reports) {
        missing += rep.missing;
        for (const t of rep.times) {
          delays.push(t - t0);
          spreads.push(t - first);
        }
      }
    }
    const memAfter = await Promise.all(servers.map((s) => s.memory()));
    const status = await askAll(() => ({ cmd: 'status' }), 'status');
    const dropped = status.reduce((n, s) => n + s.dropped, 0);
    const stillOpen = status.reduce((n, s) => n + s.open, 0);

    // Last-Event-ID: a sample disconnects, misses three changes, and comes back on the other instance
    const samplePer = Math.ceil(sampleSize / procs);
    const disc = await askAll(() => ({ cmd: 'disconnect', count: samplePer }), 'disconnected');
    const staleMarker = `"volume":${volume},`; // the change before the disconnect: must not come again
    const missed: string[] = [];
    for (let k = 1; k <= 3; k++) missed.push((await push(rounds + k)).marker);
    const rec = await askAll(() => ({ cmd: 'reconnect', markers: missed, stale: staleMarker, waitMs: 3000 }), 'reconnected');
    const sum = (f: (r: (typeof rec)[number]) => number) => rec.reduce((n, r) => n + f(r), 0);

    delays.sort((x, y) => x - y);
    spreads.sort((x, y) => x - y);
    const pct = (p: number, list = delays) => (list.length ? list[Math.min(list.length - 1, Math.ceil((list.length * p) / 100) - 1)] : NaN);
    const perConn = (i: number, key: 'rss' | 'heapUsed' | 'external') => {
      const n = Math.round(ok / servers.length);
      return ((memOpen[i][key] - memBefore[i][key]) / n / 1024).toFixed(1);
    };
    postTimes.sort((x, y) => x - y);
    console.info(`\nSSE fan-out, ${new Date().toISOString()}, load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')} (2 cores shared: absolute figures are noisy)`);
    console.info(`${ok} clients open on 2 instances (${failed} failed to open, ${openSec.toFixed(1)} s to open all), ${procs} client processes`);
    console.info(`\n| figure | value |\n|---|---:|`);
    console.info(`| changes pushed (feed batches of ${batch} quote${batch > 1 ? 's' : ''}, instance A's feed API) | ${rounds} |`);
    console.info(`| feed POST answered (median) | ${postTimes[Math.floor(postTimes.length / 2)]} ms |`);
    console.info(`| delay until 50 % of clients have a change | ${pct(50)} ms |`);
    console.info(`| delay until 99 % | ${pct(99)} ms |`);
    console.info(`| delay until 100 % | ${missing ? `never (${missing} deliveries missing)` : `${delays[delays.length - 1]} ms`} |`);
    console.info(`| fan-out alone (from the first client having it): 50 / 99 / 100 % | ${pct(50, spreads)} / ${pct(99, spreads)} / ${spreads[spreads.length - 1]} ms |`);
    console.info(`| clients dropped | ${dropped} (${stillOpen} open at the end) |`);
    servers.forEach((_, i) => {
      const name = i === 0 ? 'A' : 'B';
      console.info(`| server ${name}: RSS / heap / external per connection | ${perConn(i, 'rss')} / ${perConn(i, 'heapUsed')} / ${perConn(i, 'external')} kB |`);
      console.info(`| server ${name}: RSS after the rounds − with clients open | ${((memAfter[i].rss - memOpen[i].rss) / 1048576).toFixed(1)} MB |`);
    });
    console.info(
      `| Last-Event-ID: ${sum((r) => r.total)} clients reconnected to the other instance after missing 3 changes | ${sum((r) => r.complete)} got all 3, ${sum((r) => r.partial)} some, ${sum((r) => r.none)} none; ${sum((r) => r.stale)} got an old change again; ${sum((r) => r.reset)} told to reset; ${disc.reduce((n, d) => n + d.withId, 0)} had an id |`,
    );
  } finally {
    for (const c of children) c.kill();
    await b.stop();
    await a.stop();
    await db.stop();
  }
}
