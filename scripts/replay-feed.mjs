#!/usr/bin/env node
/**
 * Replays recorded quotes through the push feed (docs/market-data-feed.md) — for demos, load tests, and as the
 * example feeder a data team copies.
 *
 *   node scripts/replay-feed.mjs --file day.ndjson [--url http://localhost:48080] [--speed 10] [--shift now]
 *        [--client-id stock-feed] --client-secret <secret> [--batch 6000] [--dry-run]
 *
 * The file holds quote rows of POST /admin-api/stock-feed/quotes, either NDJSON (one JSON object a line) or CSV with the
 * header `code,time,price,open,high,low,volume,amount` (time: epoch ms or ISO 8601 with zone). A row with a `kind`
 * (`indices`, `limit-up-pools`, `hot-ranks`, `flashes`, `announcements`; default `quotes`) goes to that route instead,
 * without the field. Rows with the same `time` form one snapshot; snapshots are pushed in time order, waiting the
 * recorded gap divided by --speed (0: no waiting).
 * --shift now moves every time so the first snapshot is now (the server ignores quotes older than the stored ones, so
 * a recorded day is normally replayed shifted); --shift <ms> adds that offset. Environment: FEED_URL,
 * FEED_CLIENT_ID, FEED_CLIENT_SECRET.
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';

const { values: opt } = parseArgs({
  options: {
    file: { type: 'string' },
    url: { type: 'string', default: process.env.FEED_URL ?? 'http://localhost:48080' },
    'client-id': { type: 'string', default: process.env.FEED_CLIENT_ID ?? 'stock-feed' },
    'client-secret': { type: 'string', default: process.env.FEED_CLIENT_SECRET },
    speed: { type: 'string', default: '1' },
    shift: { type: 'string', default: '0' },
    batch: { type: 'string', default: '6000' },
    'dry-run': { type: 'boolean', default: false },
  },
});
if (!opt['client-secret']) {
  console.error('the push client secret is missing: pass --client-secret or FEED_CLIENT_SECRET (shown once in 股票数据 → 数据源, or rotated there)');
  process.exit(2);
}
if (!opt.file) {
  console.error('usage: node scripts/replay-feed.mjs --file <quotes.ndjson|quotes.csv> [--url] [--speed] [--shift now|<ms>]');
  process.exit(2);
}

/** Quote rows from NDJSON or a CSV with a header row (numbers converted, empty cells left out). */
export function readQuotes(text) {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/).filter((l) => l.trim());
  if (!lines.length) return [];
  if (lines[0].trim().startsWith('{')) return lines.map((l) => JSON.parse(l));
  const header = lines[0].split(',').map((h) => h.trim());
  return lines.slice(1).map((line) => {
    const cells = line.split(',');
    const row = {};
    header.forEach((h, i) => {
      const v = (cells[i] ?? '').trim();
      if (v === '') return;
      row[h] = h === 'code' ? v.padStart(6, '0') : h === 'kind' || (h === 'time' && !/^\d+$/.test(v)) ? v : Number(v);
    });
    return row;
  });
}

const toMs = (t) => (typeof t === 'number' ? t : Date.parse(t));

const rows = readQuotes(fs.readFileSync(opt.file, 'utf8'));
const snapshots = new Map();
for (const r of rows) {
  const t = toMs(r.time);
  if (!Number.isFinite(t)) throw new Error(`bad time in row ${JSON.stringify(r)}`);
  snapshots.set(t, [...(snapshots.get(t) ?? []), { ...r, time: t }]);
}
const times = [...snapshots.keys()].sort((a, b) => a - b);
if (!times.length) {
  console.error('no rows');
  process.exit(1);
}
const shift = opt.shift === 'now' ? Date.now() - times[0] : Number(opt.shift);
const speed = Number(opt.speed);
const batchSize = Math.min(6000, Number(opt.batch));

async function post(path, init) {
  const res = await fetch(`${opt.url}/admin-api${path}`, init);
  const body = await res.json();
  if (body.code !== 0) throw new Error(`${path}: ${body.code} ${body.msg}`);
  return body.data;
}

/** A client-credentials token (renewed before it expires). */
let token = null;
async function accessToken() {
  if (token && token.expiresAt > Date.now() + 60_000) return token.value;
  const data = await post('/system/oauth2/token', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'client_credentials', client_id: opt['client-id'], client_secret: opt['client-secret'], scope: 'stock.feed' }),
  });
  token = { value: data.access_token, expiresAt: Date.now() + data.expires_in * 1000 };
  return token.value;
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const started = Date.now();
let totalChanged = 0;
for (let i = 0; i < times.length; i++) {
  if (i > 0 && speed > 0) {
    const due = started + (times[i] - times[0]) / speed;
    if (due > Date.now()) await sleep(due - Date.now());
  }
  // one batch per kind of the snapshot (quotes unless a row says otherwise)
  const byKind = new Map();
  for (const { kind = 'quotes', ...r } of snapshots.get(times[i])) byKind.set(kind, [...(byKind.get(kind) ?? []), { ...r, time: r.time + shift }]);
  for (const [kind, items] of byKind) {
    for (let from = 0; from < items.length; from += batchSize) {
      const batch = items.slice(from, from + batchSize);
      const label = `${new Date(times[i] + shift).toISOString()}${kind === 'quotes' ? '' : ` ${kind}`}`;
      if (opt['dry-run']) {
        console.info(`${label} ${batch.length} rows (dry run)`);
        continue;
      }
      const t0 = performance.now();
      const data = await post(`/stock-feed/${kind}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${await accessToken()}` },
        body: JSON.stringify({ items: batch }),
      });
      totalChanged += data.changed;
      console.info(`${label} ${data.total} rows, ${data.changed} changed, ${data.ignored} ignored (${data.tradeDate}) in ${Math.round(performance.now() - t0)} ms`);
    }
  }
}
console.info(`done: ${times.length} snapshots, ${rows.length} rows, ${totalChanged} changed`);
