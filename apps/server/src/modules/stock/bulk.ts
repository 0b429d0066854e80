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
      return sql`${pgArrayLiteral(c.values, from, to)}::${sql.raw(c.type)}[]`;
    });
    await db.execute(sql`insert into ${sql.raw(`"${table}"`)} (${sql.raw(names)}) select * from unnest(${sql.join(parts, sql`, `)}) ${sql.raw(options.suffix ?? '')}`);
  }
}

/**
 * A PostgreSQL array literal (`{1,2,NULL,"a\"b"}`) for values[from, to): far faster than node-postgres' generic array
 * serialisation for hundred-thousand-element columns.
 */
export function pgArrayLiteral(values: ArrayLike<unknown>, from = 0, to = values.length): string {
  const parts = new Array<string>(to - from);
  for (let i = from; i < to; i++) {
    const v = values[i];
    let s: string;
    if (v === null || v === undefined) s = 'NULL';
    else if (typeof v === 'number') s = Number.isFinite(v) ? String(v) : 'NULL';
    else if (typeof v === 'boolean') s = v ? 't' : 'f';
    else if (v instanceof Date) s = `"${v.toISOString()}"`;
    else s = `"${String(v).replace(/[\\"]/g, '\\$&')}"`;
    parts[i - from] = s;
  }
  return `{${parts.join(',')}}`;
}

/** Column arrays of a list of objects: `pick(rows, 'a', 'b')`. */
export function column<T, K extends keyof T>(rows: T[], key: K): T[K][] {
  return rows.map((r) => r[key]);
}

/**
 * Runs a bulk load into an EMPTY table with its primary key dropped and rebuilt afterwards (one sorted index build
 * instead of a million B-tree insertions). Same constraint name and definition; inside the caller's transaction.
 */
export async function withPrimaryKeyRebuilt(db: Db, table: string, load: () => Promise<void>): Promise<void> {
  const found = await db.execute<{ name: string; def: string }>(
    sql`select conname as name, pg_get_constraintdef(oid) as def from pg_constraint where conrelid = ${table}::regclass and contype = 'p'`,
  );
  const pk = found.rows[0];
  if (pk) await db.execute(sql.raw(`alter table "${table}" drop constraint "${pk.name}"`));
  await load();
  if (pk) await db.execute(sql.raw(`alter table "${table}" add constraint "${pk.name}" ${pk.def}`));
}
