import type pg from 'pg';

/**
 * Tables a refused request may legitimately write: the request logs and the login log (both written off the request
 * transaction, by design), the token tables touched by signing in, and the bookkeeping of refusals itself (login
 * throttle, the failed-tries counter of an SMS code).
 */
export const LOG_TABLES = new Set([
  'infra_api_access_log',
  'infra_api_error_log',
  'system_login_log',
  'system_login_throttle',
  'system_login_failure',
  'system_sms_code',
  'system_operate_log',
  'system_oauth2_access_token',
  'system_oauth2_refresh_token',
  '__drizzle_migrations',
]);

/**
 * A checksum of every row of every table except {@link LOG_TABLES}: `{table: "count:hash"}`. Two snapshots are equal
 * only if no row was inserted, updated or deleted in between.
 */
export async function snapshot(pool: pg.Pool): Promise<Record<string, string>> {
  const tables = await pool.query<{ name: string }>(
    "select quote_ident(schemaname) || '.' || quote_ident(relname) as name, relname from pg_stat_user_tables order by 1",
  );
  const parts = tables.rows
    .filter((r) => !LOG_TABLES.has((r as unknown as { relname: string }).relname))
    .map((r) => `select '${r.name.replace(/'/g, "''")}' as t, count(*)::text || ':' || coalesce(sum(hashtext(x::text)::bigint), 0)::text as v from ${r.name} x`);
  const out: Record<string, string> = {};
  if (!parts.length) return out;
  const rows = await pool.query<{ t: string; v: string }>(parts.join(' union all '));
  for (const r of rows.rows) out[r.t] = r.v;
  return out;
}

/** The tables whose checksum differs between two snapshots. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((n) => before[n] !== after[n]).sort();
}
