import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';

export interface BulkColumn {
  name: string;
  /** PostgreSQL element type used in the unnest cast, e.g. 'varchar', 'numeric', 'date', 'int8'; 'varchar[]' for array
   * columns (each value an array, sent as one array literal per row) */
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
  // array columns travel as text (one array literal per row) and are cast back per row
  const select = columns.map((c, i) => (c.type.endsWith('[]') ? `c${i}::${c.type}` : `c${i}`)).join(', ');
  const aliases = columns.map((_c, i) => `c${i}`).join(', ');
  for (let from = 0; from < length; from += batch) {
    const to = Math.min(length, from + batch);
    const parts: SQL[] = columns.map((c) => {
      if (c.type.endsWith('[]')) {
        const literals: string[] = [];
        for (let i = from; i < to; i++) literals.push(pgArrayLiteral((c.values[i] as unknown[] | null) ?? []));
        return sql`${pgArrayLiteral(literals)}::text[]`;
      }
      return sql`${pgArrayLiteral(c.values, from, to)}::${sql.raw(c.type)}[]`;
    });
    await db.execute(
      sql`insert into ${sql.raw(`"${table}"`)} (${sql.raw(names)}) select ${sql.raw(select)} from unnest(${sql.join(parts, sql`, `)}) as u(${sql.raw(aliases)}) ${sql.raw(options.suffix ?? '')}`,
    );
  }
}

/**
 * A PostgreSQL array literal (`{1,2,NULL,"a\"b"}`) for values[from, to): far faster than node-postgres' generic array
 * serialisation for hundred-thousand-element columns.
 */
export function pgArrayLiteral(values: ArrayLike<unknown>, from = 0, to = values.length): string {
  const parts: string[] = [];
  for (let i = from; i < to; i++) {
    const v = values[i];
    let s: string;
    if (v === null || v === undefined) s = 'NULL';
    else if (typeof v === 'number') s = Number.isFinite(v) ? String(v) : 'NULL';
    else if (typeof v === 'boolean') s = v ? 't' : 'f';
    else if (v instanceof Date) s = `"${v.toISOString()}"`;
    else s = `"${String(v).replace(/[\\"]/g, '\\$&')}"`;
    parts.push(s);
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

/** bulkInsert for a list of objects: `spec` maps each column to its type and the object key holding its value. */
export async function bulkInsertRows<T>(db: Db, table: string, rows: T[], spec: [column: string, type: string, key: keyof T][]): Promise<void> {
  await bulkInsert(
    db,
    table,
    spec.map(([name, type, key]) => ({ name, type, values: rows.map((r) => r[key]) })),
    rows.length,
  );
}
