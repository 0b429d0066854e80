import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bulkInsert, copyInsert, pgArrayLiteral, type BulkColumn } from './bulk';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const tricky = ['plain', 'tab\there', 'new\nline', 'back\\slash', 'quote"d', '{brace},comma', '', null, '中文，全角'];
const columns = (): BulkColumn[] => [
  { name: 'n', type: 'int4', values: tricky.map((_, i) => i) },
  { name: 's', type: 'varchar', values: tricky },
  { name: 'x', type: 'numeric', values: tricky.map((_, i) => (i === 3 ? null : i + 0.125)) },
  { name: 'a', type: 'varchar[]', values: tricky.map((v) => (v === null ? [] : [v, 'b'])) },
];

describe('bulk loading', () => {
  it('round-trips awkward text, nulls and arrays through COPY and unnest', async () => {
    for (const load of [copyInsert, bulkInsert]) {
      const rows = await t.app.db.transaction(async (trx) => {
        const tx = trx as unknown as Db;
        await tx.execute(sql`create temp table bulk_probe (n int, s varchar, x numeric(10, 3), a varchar[]) on commit drop`);
        await load(tx, 'bulk_probe', columns(), tricky.length);
        return (await tx.execute<{ n: number; s: string | null; x: number | null; a: string[] }>(sql`select n, s, x, a from bulk_probe order by n`)).rows;
      });
      expect(rows.map((r) => r.s)).toEqual(tricky);
      expect(rows[3].x).toBeNull();
      expect(rows[0].x).toBe(0.125);
      expect(rows.map((r) => r.a)).toEqual(tricky.map((v) => (v === null ? [] : [v, 'b'])));
    }
  });

  it('writes PostgreSQL array literals', () => {
    expect(pgArrayLiteral([1, null, 2.5])).toBe('{1,NULL,2.5}');
    expect(pgArrayLiteral(['a"b', 'c\\d'])).toBe('{"a\\"b","c\\\\d"}');
    expect(pgArrayLiteral([true, false])).toBe('{t,f}');
  });
});
