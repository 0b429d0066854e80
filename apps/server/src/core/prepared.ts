import crypto from 'node:crypto';
import type pg from 'pg';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

const dialect = new PgDialect({ casing: 'snake_case' });
const names = new Map<string, string>();

/**
 * `db.execute(statement)` as a named prepared statement when `db` is the pool (not a transaction): PostgreSQL then
 * parses and plans the statement once per connection instead of on every call, which for the long one-statement
 * writes (an order with its stock, items and log; a workflow command) was a good part of the database's CPU per
 * request. The name is derived from the SQL text, so statements of the same shape share one plan and differently
 * shaped ones never collide. Inside a transaction it is plain `db.execute`.
 */
export async function executePrepared<T = Record<string, unknown>>(db: Db, statement: SQL): Promise<{ rows: T[] }> {
  const pool = (db as unknown as { $client?: pg.Pool }).$client;
  if (!pool || typeof pool.query !== 'function' || !('totalCount' in pool)) return (await db.execute(statement)) as unknown as { rows: T[] };
  const { sql: text, params } = dialect.sqlToQuery(statement);
  let name = names.get(text);
  if (!name) {
    name = `p_${crypto.createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    if (names.size > 1000) names.clear();
    names.set(text, name);
  }
  return (await pool.query({ name, text, values: params as unknown[] })) as unknown as { rows: T[] };
}
