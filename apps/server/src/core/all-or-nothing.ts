import { sql, type SQL } from 'drizzle-orm';

/**
 * One statement that writes everything or nothing without a transaction around it: its data-modifying CTEs run
 * together, and the final select carries a guard column that is only a number when every required CTE returned a row —
 * otherwise the cast fails, the statement fails and none of its writes stays. The caller then takes its transactional
 * path, which finds out and names the reason. Used where a request's writes fit in one statement (workflow commands,
 * the cashier's payment): BEGIN and COMMIT round trips cost more than the statement.
 */
const GUARD_REFUSED = 'gprs: guarded write refused';
const CTE_NAME = /^[a-z_][a-z0-9_]*$/;

/** The guard column (`… as guard`) for the CTEs named: each must return at least one row. */
export function guardColumn(required: string[]): SQL {
  for (const name of required) if (!CTE_NAME.test(name)) throw new Error(`not a CTE name: ${name}`);
  const ok = required.map((name) => `exists (select 1 from ${name})`).join(' and ') || 'true';
  return sql.raw(`cast(case when ${ok} then '1' else '${GUARD_REFUSED}' end as int) as guard`);
}

/** Whether a failed query failed on its guard (a required CTE found nothing), rather than for another reason. */
export function isGuardRefused(err: unknown): boolean {
  // the database's own error; drizzle wraps it in one whose message holds the query text, which names the guard too
  const cause = (err instanceof Error && err.cause ? err.cause : err) as { code?: string; message?: string } | null;
  return cause?.code === '22P02' && typeof cause.message === 'string' && cause.message.includes(GUARD_REFUSED);
}
