import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { registeredRoutes, type RegisteredRoute } from '../../src/core/route';
import { createTestApp, type TestApp } from '../test-app';
import { sampleOf } from './schema-sample';
import { LOG_TABLES } from './snapshot';

/**
 * Property-based fuzz over every route's zod schema (decision 0015). Each input starts from a value the schema accepts
 * and breaks one thing — a wrong type, a NUL byte, a huge or non-finite number, deep nesting, a long string, odd
 * unicode, a missing field, a prototype key — in the query, the body or a path parameter. Every call is made as the
 * super admin, so no permission check stops it early. Properties: no HTTP 5xx and no envelope 500, and a refused call
 * (code ≠ 0) commits no transaction that writes outside the log tables.
 *
 * Deterministic: FUZZ_SEED (default 15) fixes the inputs; FUZZ_RUNS (default 10) is the number of inputs per route —
 * `FUZZ_RUNS=500 npx vitest run --project server test/security/fuzz.test.ts` for a long local run.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 15);
const RUNS = Number(process.env.FUZZ_RUNS ?? 10);

// built while the file is collected: the tests below are generated from the routes it registers
const t: TestApp = await createTestApp();
let admin = '';
beforeAll(async () => {
  admin = await t.login('admin', 'admin123');
});
afterAll(() => t.close());

// ---------------------------------------------------------------- inputs

let deep: unknown = 1;
for (let i = 0; i < 40; i++) deep = [deep];

const nastyString = fc.oneof(
  fc.constantFrom('', ' ', '\u0000', 'a\u0000b', '%00', '\uD800', '\uFFFF', '\u202E\u0645', '🀄️👨‍👩‍👧', 'null', 'undefined', 'NaN', 'Infinity', '-0', '1e400', '0x1F', '99999999999999999999', '-1', '1.5', ' 1 ', '<script>alert(1)</script>', "' or 1=1 --", '../../etc/passwd', '${jndi:x}', '__proto__', 'constructor', '2025-13-45', '9999-12-31 99:99:99'),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme-composite', maxLength: 20 }),
  fc.integer({ min: 1_000, max: 70_000 }).map((n) => 'x'.repeat(n)),
);
const nastyNumber = fc.oneof(
  fc.constantFrom(0, -1, -0, 0.5, 2 ** 31, 2 ** 31 - 1, -(2 ** 31) - 1, 2 ** 53, 2 ** 53 + 2, 2 ** 63, 1e308, -1e308, Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER, 32768, 65536),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyString },
  { weight: 3, arbitrary: nastyNumber },
  { weight: 2, arbitrary: fc.constantFrom(null, true, false, [], {}, [1, 2], ['a'], [null], { a: 1 }, deep, JSON.parse('{"__proto__":{"x":1}}'), { constructor: { prototype: 1 } }) },
  { weight: 1, arbitrary: fc.array(nastyString, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.anything({ maxDepth: 3, maxKeys: 4, withNullPrototype: false }) },
);

type Mutation = { kind: 'set'; key: string | null; value: unknown } | { kind: 'delete'; key: string } | { kind: 'root'; value: unknown };

const mutation = (keys: string[]): fc.Arbitrary<Mutation> =>
  fc.oneof(
    { weight: 6, arbitrary: fc.record({ kind: fc.constant('set' as const), key: keys.length ? fc.constantFrom(...keys) : fc.constant(null), value: nastyValue }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('set' as const), key: fc.constantFrom('__proto__', 'x\u0000', 'extra', ''), value: nastyValue }) },
    { weight: keys.length ? 2 : 0, arbitrary: fc.record({ kind: fc.constant('delete' as const), key: keys.length ? fc.constantFrom(...keys) : fc.constant('x') }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('root' as const), value: nastyValue }) },
  );

function apply(base: unknown, m: Mutation): unknown {
  if (m.kind === 'root') return m.value;
  const out = base && typeof base === 'object' && !Array.isArray(base) ? { ...(base as object) } : {};
  if (m.kind === 'delete') delete (out as Record<string, unknown>)[m.key];
  else if (m.key !== null) Object.defineProperty(out, m.key, { value: m.value, enumerable: true, writable: true, configurable: true });
  return out;
}

/** A valid-looking request with ids far above anything seeded, so an input that passes validation touches no seed row. */
function safeSample(schema: z.ZodType | undefined): unknown {
  if (!schema) return undefined;
  const v = sampleOf(schema);
  if (!v || typeof v !== 'object' || Array.isArray(v)) return v;
  const out: Record<string, unknown> = { ...v };
  for (const k of Object.keys(out)) if (/id$/i.test(k) && typeof out[k] === 'number') out[k] = 987_654;
  return out;
}

/** encodeURIComponent, except that a lone surrogate becomes the invalid UTF-8 a raw client could send (%ED%A0%80). */
function encodeLoosely(s: string): string {
  try {
    return encodeURIComponent(s);
  } catch {
    return `${encodeURIComponent(s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, ''))}%ED%A0%80`;
  }
}

/** Query string the way the web client writes it: nested objects as a[b]=v, arrays as repeated keys. */
function toQueryString(value: unknown): string {
  const parts: string[] = [];
  const enc = (v: unknown) => encodeLoosely(v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v));
  const walk = (prefix: string, v: unknown, depth: number) => {
    if (depth > 4) return parts.push(`${encodeLoosely(prefix)}=${enc(v)}`);
    if (Array.isArray(v)) for (const x of v) walk(prefix, x, depth + 1);
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(prefix ? `${prefix}[${k}]` : k, x, depth + 1);
    else if (prefix) parts.push(`${encodeLoosely(prefix)}=${enc(v)}`);
  };
  walk('', value, 0);
  return parts.join('&');
}

// ---------------------------------------------------------------- calls

const pool = () => t.database.pool;
const nextXid = async () => BigInt((await pool().query('select pg_snapshot_xmax(pg_current_snapshot())::text as x')).rows[0].x);

/** Tables (outside the log tables) holding a row written by one of the transactions committed in [from, to). */
async function writesBetween(from: bigint, to: bigint): Promise<string[]> {
  const committed: string[] = [];
  for (let x = from; x < to; x++) {
    const s = (await pool().query('select pg_xact_status($1::text::xid8) as s', [x.toString()])).rows[0].s;
    if (s === 'committed') committed.push(x.toString());
  }
  if (!committed.length) return [];
  const tables = (
    await pool().query<{ name: string; relname: string }>(
      "select quote_ident(schemaname) || '.' || quote_ident(relname) as name, relname from pg_stat_user_tables order by 1",
    )
  ).rows;
  const xminsIn = async (table: string) =>
    (await pool().query<{ x: string }>(`select distinct xmin::text as x from ${table} where xmin::text = any($1)`, [committed])).rows.map((r) => r.x);
  // the request log's batches commit all the time: look at the log tables first, the rest only for what is left
  const logRows = new Set<string>();
  for (const table of tables.filter((n) => LOG_TABLES.has(n.relname))) for (const x of await xminsIn(table.name)) logRows.add(x);
  if (committed.every((x) => logRows.has(x))) return [];
  const written: string[] = [];
  for (const table of tables.filter((n) => !LOG_TABLES.has(n.relname))) for (const x of await xminsIn(table.name)) written.push(`${table.relname} (xid ${x})`);
  // (a committed transaction that left no visible row may have deleted one — or only locked rows (SELECT … FOR UPDATE
  // takes an xid too), so deletes are not told apart here; the access matrix's checksums cover refused deletes)
  return written;
}

const fillPath = (url: string, value: string) => url.replace(/:[A-Za-z]+/g, value).replace(/\*$/, value);

interface Outcome {
  status: number;
  code: number | null;
  msg: string;
}

async function call(r: RegisteredRoute, input: { query?: unknown; body?: unknown; path?: string }, rawBody?: string): Promise<Outcome> {
  const qs = input.query === undefined ? '' : toQueryString(input.query);
  const writes = r.method === 'POST' || r.method === 'PUT';
  const res = await t.app.inject({
    method: r.method,
    url: `${input.path ?? fillPath(r.url, '987654')}${qs ? `?${qs}` : ''}`,
    headers: { authorization: `Bearer ${admin}`, ...(writes ? { 'content-type': 'application/json' } : {}) },
    payload: writes ? (rawBody ?? JSON.stringify(input.body === undefined ? {} : input.body)) : undefined,
  });
  try {
    const json = res.json() as { code: number; msg: string };
    return { status: res.statusCode, code: json.code, msg: json.msg };
  } catch {
    return { status: res.statusCode, code: res.statusCode === 200 ? 0 : null, msg: res.body.slice(0, 120) };
  }
}

/** Routes the fuzz leaves alone: signing out ends the admin's own session (the access matrix covers them). */
const SKIP = new Set(['POST /admin-api/system/auth/logout']);
/** Live streams (Server-Sent Events) answer a valid request with a stream that never ends. */
const isStream = (r: RegisteredRoute) => r.url.includes('/live/');

/** The routes in groups by area (`/admin-api/<area>/<resource>`), one test each, so a report names its area. */
function groups(): [string, RegisteredRoute[]][] {
  const out = new Map<string, RegisteredRoute[]>();
  for (const r of registeredRoutes()) {
    if (!r.url.startsWith('/admin-api/') || SKIP.has(`${r.method} ${r.url}`) || isStream(r)) continue;
    const area = r.url.split('/').slice(2, 4).join('/');
    out.set(area, [...(out.get(area) ?? []), r]);
  }
  return [...out];
}

let totalCalls = 0;
const started = Date.now();

describe('fuzz: every route, malformed input, as the super admin', () => {
  it.each(groups())(`%s: no 5xx and no write from a refused request (seed ${SEED}, ${RUNS} inputs per route)`, { timeout: 600_000 }, async (_area, routes) => {
    const failures: string[] = [];
    let calls = 0;
    for (const r of routes) {
      const i = registeredRoutes().indexOf(r);
      const query = safeSample(r.def.query);
      const body = safeSample(r.def.body);
      const hasPath = /[:*]/.test(r.url);
      const keysOf = (v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.keys(v) : []);
      const input = fc.oneof(
        { weight: r.def.query || !r.def.body ? 3 : 1, arbitrary: mutation(keysOf(query)).map((m) => ({ query: apply(query, m), body })) },
        { weight: r.def.body ? 3 : 1, arbitrary: mutation(keysOf(body)).map((m) => ({ query, body: apply(body, m) })) },
        { weight: hasPath ? 2 : 0, arbitrary: nastyString.map((s) => ({ query, body, path: fillPath(r.url, encodeLoosely(s.slice(0, 300)) || 'x') })) },
      );
      await fc.assert(
        fc.asyncProperty(input, async (req) => {
          calls++;
          const from = await nextXid();
          const out = await call(r, req);
          const where = `${r.method} ${r.url} ${JSON.stringify(req).slice(0, 300)}`;
          if (out.status >= 500 || out.code === 500 || out.code === null) failures.push(`${where} → HTTP ${out.status} code ${out.code} ${out.msg}`);
          if (out.code !== 0) {
            const written = await writesBetween(from, await nextXid());
            if (written.length) failures.push(`${where} → code ${out.code} but wrote ${written.join(', ')}`);
          }
          if (out.code === 401) admin = await t.login('admin', 'admin123');
        }),
        { seed: SEED + i, numRuns: RUNS, endOnFailure: true },
      );
      // raw bodies the JSON schema cannot express: deep nesting, broken JSON, a bare NUL
      if (i % 7 === 0 && (r.method === 'POST' || r.method === 'PUT')) {
        for (const raw of ['['.repeat(5_000), '{"a":', '"\u0000"', '{"a":"\\u0000"}', `{"x":${'{"y":'.repeat(40)}1${'}'.repeat(40)}}`]) {
          calls++;
          const out = await call(r, { query }, raw);
          if (out.status >= 500 || out.code === 500 || out.code === null) failures.push(`${r.method} ${r.url} raw ${raw.slice(0, 30)} → ${out.status}/${out.code}`);
        }
      }
    }
    totalCalls += calls;
    if (process.env.FUZZ_VERBOSE) console.info(`${_area}: ${routes.length} routes, ${calls} calls, ${Date.now() - started} ms so far`);
    expect(failures).toEqual([]);
  });

  it('made thousands of calls', () => {
    expect(totalCalls).toBeGreaterThan(RUNS * 200);
  });
});
