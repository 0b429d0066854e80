import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { executePrepared } from './prepared';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('executePrepared', () => {
  it('runs a statement as a named prepared statement on the pool, with its parameters, again and again', async () => {
    const db = t.app.db;
    for (const n of [1, 2, 3, 40, 41]) {
      const { rows } = await executePrepared<{ n: number; s: string; d: string }>(db, sql`select ${n}::int + 1 as n, ${`第${n}`}::text as s, ${new Date(Date.UTC(2026, 0, n))}::timestamptz::text as d`);
      expect(rows).toEqual([{ n: n + 1, s: `第${n}`, d: expect.stringContaining('2026-') }]);
    }
    const named = await t.database.pool.query(`select count(*)::int as n from pg_prepared_statements where statement like 'select $1::int + 1 as n%'`);
    expect(named.rows[0].n).toBeLessThanOrEqual(8); // at most once per pool connection, not once per call
  });
  it('statements of other shapes do not collide; inside a transaction it is a plain execute', async () => {
    const a = await executePrepared<{ v: string }>(t.app.db, sql`select 'a'::text as v where ${1}::int = 1`);
    const b = await executePrepared<{ v: string }>(t.app.db, sql`select 'b'::text as v where ${1}::int = 1`);
    expect([a.rows[0].v, b.rows[0].v]).toEqual(['a', 'b']);
    const inTx = await t.app.db.transaction(async (tx) => executePrepared<{ v: number }>(tx as unknown as Db, sql`select ${7}::int as v`));
    expect(inTx.rows).toEqual([{ v: 7 }]);
  });
});
