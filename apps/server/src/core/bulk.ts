import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';

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

/** COPY text-format field: \N for null, backslash escapes for the separators. */
function copyField(v: unknown): string {
  if (v === null || v === undefined) return '\\N';
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : '\\N';
  if (typeof v === 'boolean') return v ? 't' : 'f';
  if (v instanceof Date) return v.toISOString();
  return String(v).replace(/[\\\t\n\r]/g, (m) => (m === '\\' ? '\\\\' : m === '\t' ? '\\t' : m === '\n' ? '\\n' : '\\r'));
}

interface PgConnection {
  query(text: string): void;
  sendCopyFromChunk(chunk: Buffer): void;
  endCopyFrom(): void;
}

/** A node-postgres custom query running `COPY … FROM STDIN` with the given text chunks. */
class CopyFromQuery {
  callback?: (err?: Error) => void;
  constructor(
    readonly text: string,
    private readonly chunks: () => Iterable<string>,
  ) {}
  submit(connection: PgConnection): void {
    connection.query(this.text);
  }
  handleCopyInResponse(connection: PgConnection): void {
    for (const chunk of this.chunks()) connection.sendCopyFromChunk(Buffer.from(chunk, 'utf8'));
    connection.endCopyFrom();
  }
  handleError(err: Error): void {
    this.callback?.(err);
    this.callback = undefined;
  }
  handleReadyForQuery(): void {
    this.callback?.();
    this.callback = undefined;
  }
  handleCommandComplete(): void {}
  handleRowDescription(): void {}
  handleDataRow(): void {}
  handleEmptyQuery(): void {}
  handlePortalSuspended(): void {}
  handleCopyData(): void {}
}

/**
 * Fastest bulk load: `COPY table (cols) FROM STDIN` on the transaction's own connection. Falls back to bulkInsert when
 * the handle is not a transaction (a pool has no single connection to copy on).
 */
export async function copyInsert(db: Db, table: string, columns: BulkColumn[], length: number): Promise<void> {
  const client = (db as unknown as { session?: { client?: { query: (q: unknown) => unknown } } }).session?.client;
  if (!client || 'totalCount' in client) {
    await bulkInsert(db, table, columns, length);
    return;
  }
  const text = `copy "${table}" (${columns.map((c) => `"${c.name}"`).join(', ')}) from stdin`;
  function* chunks(): Generator<string> {
    const lines: string[] = [];
    for (let i = 0; i < length; i++) {
      const fields: string[] = [];
      for (const c of columns) fields.push(c.type.endsWith('[]') ? copyField(pgArrayLiteral((c.values[i] as unknown[] | null) ?? [])) : copyField(c.values[i]));
      lines.push(fields.join('\t'));
      if (lines.length === 10_000) {
        yield `${lines.join('\n')}\n`;
        lines.length = 0;
      }
    }
    if (lines.length) yield `${lines.join('\n')}\n`;
  }
  await new Promise<void>((resolve, reject) => {
    const query = new CopyFromQuery(text, chunks);
    query.callback = (err) => (err ? reject(err) : resolve());
    client.query(query);
  });
}
