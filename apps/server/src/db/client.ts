import pg from 'pg';
import { drizzle, type NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import type { PgDatabase } from 'drizzle-orm/pg-core';

/** A database handle: the pool-backed database or a transaction (both offer the same query builder). */
export type Db = PgDatabase<NodePgQueryResultHKT>;

export interface Database {
  db: Db;
  pool: pg.Pool;
  close(): Promise<void>;
}

// BIGINT (int8) and NUMERIC come back as JS numbers: ids and amounts stay far below 2^53.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

export function connectDatabase(url: string, max = 20): Database {
  const pool = new pg.Pool({ connectionString: url, max, application_name: 'gprs' });
  pool.on('error', () => undefined); // idle client errors surface on the next query instead of crashing the process
  const db = drizzle(pool, { casing: 'snake_case' }) as unknown as Db;
  return { db, pool, close: () => pool.end() };
}

/** Replaces the database name of a connection string. */
export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
