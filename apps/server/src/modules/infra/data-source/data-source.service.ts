import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { eq } from 'drizzle-orm';
import { InfraError, parsePgUrl } from '@gprs/contract';
import type { Db } from '../../../db/client';
import { fail } from '../../../core/errors';
import { infraDataSourceConfig, type DataSourceConfigRow } from './data-source.schema';

/** The application's own database in the data source list. */
export const MASTER_DATA_SOURCE_ID = 0;
const TIMEOUT_MS = 5_000;

export interface DataSourceCredentials {
  url: string;
  username: string;
  password: string;
}

function clientConfig(source: DataSourceCredentials): pg.ClientConfig {
  const target = parsePgUrl(source.url);
  if (!target) fail(InfraError.DATA_SOURCE_CONFIG_NOT_OK, '不是 PostgreSQL 地址');
  const ssl = target.sslmode && target.sslmode !== 'disable' ? { rejectUnauthorized: target.sslmode === 'verify-full' } : undefined;
  return {
    host: target.host,
    port: target.port,
    database: target.database,
    user: source.username,
    password: source.password,
    ssl,
    connectionTimeoutMillis: TIMEOUT_MS,
    statement_timeout: TIMEOUT_MS * 2,
    application_name: 'gprs-codegen',
  };
}

/** Connects once and runs `select 1`; refuses the config with the driver's reason when that fails (yudao does the same on save). */
export async function checkConnection(source: DataSourceCredentials): Promise<void> {
  const client = new pg.Client(clientConfig(source));
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
  } catch (err) {
    fail(InfraError.DATA_SOURCE_CONFIG_NOT_OK, err instanceof Error ? err.message : String(err));
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function getDataSourceConfig(db: Db, id: number): Promise<DataSourceConfigRow> {
  const [row] = await db.select().from(infraDataSourceConfig).where(eq(infraDataSourceConfig.id, id));
  if (!row) fail(InfraError.DATA_SOURCE_CONFIG_NOT_EXISTS);
  return row;
}

/**
 * Runs `fn` against a data source: the master is the caller's own handle (its transaction); another one gets a
 * one-connection pool for this call only, closed afterwards.
 */
export async function withDataSource<T>(db: Db, id: number, fn: (source: Db) => Promise<T>): Promise<T> {
  if (id === MASTER_DATA_SOURCE_ID) return fn(db);
  const row = await getDataSourceConfig(db, id);
  const pool = new pg.Pool({ ...clientConfig(row), max: 1 });
  pool.on('error', () => undefined);
  try {
    // a source that cannot be reached now (server down, password changed) is the config's fault, and said so
    try {
      (await pool.connect()).release();
    } catch (err) {
      fail(InfraError.DATA_SOURCE_CONFIG_NOT_OK, err instanceof Error ? err.message : String(err));
    }
    return await fn(drizzle(pool, { casing: 'snake_case' }) as unknown as Db);
  } finally {
    await pool.end().catch(() => undefined);
  }
}
