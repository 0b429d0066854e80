import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';

export interface BulkColumn {
  name: string;
  /** PostgreSQL element type used in the unnest cast, e.g. 'varchar', 'numeric', 'date', 'int8' */
  type: string;
  values: ArrayLike<unknown>;
}

/**
 * Fast bulk insert: `insert … select * from unnest($1::type[], $2::type[] …)` in batches, one array parameter per
 * column (a handful of parameters per statement however many rows). `suffix` may add an `on conflict` clause.
 */
export async function bulkInsert(db: Db, table: string, columns: BulkColumn[], length: number, options: { batch?: number; suffix?: string } = {}): Promise<void> {
  const batch = options.batch ?? 20_000;
  const names = columns.map((c) => `"${c.name}"`).join(', ');
  for (let from = 0; from < length; from += batch) {
    const to = Math.min(length, from + batch);
    const parts: SQL[] = columns.map((c) => {
      const slice = Array.prototype.slice.call(c.values, from, to) as unknown[];
      return sql`${sql.param(slice)}::${sql.raw(c.type)}[]`;
    });
    await db.execute(sql`insert into ${sql.raw(`"${table}"`)} (${sql.raw(names)}) select * from unnest(${sql.join(parts, sql`, `)}) ${sql.raw(options.suffix ?? '')}`);
  }
}

/** Column arrays of a list of objects: `pick(rows, 'a', 'b')`. */
export function column<T, K extends keyof T>(rows: T[], key: K): T[K][] {
  return rows.map((r) => r[key]);
}
