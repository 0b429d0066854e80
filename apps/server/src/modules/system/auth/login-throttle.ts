import { eq, sql } from 'drizzle-orm';
import { SystemError } from '@gprs/contract';
import type { Db } from '../../../db/client';
import { fail } from '../../../core/errors';
import { systemLoginFailure } from '../login-log/login-log.schema';

/** After this many wrong passwords for one username within the window, sign-ins are refused for the lock time. */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_FAILURE_WINDOW_MINUTES = 15;
export const LOGIN_LOCK_MINUTES = 15;

/**
 * Refuses a sign-in while the username is locked (even with the right password), stating the minutes left.
 * Uses the root handle: the counts live outside any request transaction.
 */
export async function assertNotLocked(rootDb: Db, username: string): Promise<void> {
  const [row] = await rootDb
    .select({ lockedUntil: systemLoginFailure.lockedUntil })
    .from(systemLoginFailure)
    .where(eq(systemLoginFailure.username, username));
  const until = row?.lockedUntil?.getTime();
  if (until && until > Date.now()) {
    fail(SystemError.AUTH_LOGIN_LOCKED, Math.max(1, Math.ceil((until - Date.now()) / 60_000)));
  }
}

/**
 * Counts one wrong password in a single atomic upsert (safe with many server instances): a count older than the
 * window (or left from an expired lock) starts again at 1; reaching the limit sets the lock.
 */
export async function recordLoginFailure(rootDb: Db, username: string): Promise<void> {
  const window = sql.raw(`interval '${LOGIN_FAILURE_WINDOW_MINUTES} minutes'`);
  const lock = sql.raw(`interval '${LOGIN_LOCK_MINUTES} minutes'`);
  const t = systemLoginFailure;
  const stale = sql`(${t.windowStart} < now() - ${window} or (${t.lockedUntil} is not null and ${t.lockedUntil} <= now()))`;
  const next = sql`(case when ${stale} then 1 else ${t.failCount} + 1 end)`;
  await rootDb
    .insert(t)
    .values({ username, failCount: 1, windowStart: sql`now()`, lockedUntil: LOGIN_MAX_FAILURES <= 1 ? sql`now() + ${lock}` : null })
    .onConflictDoUpdate({
      target: t.username,
      set: {
        failCount: next,
        windowStart: sql`case when ${stale} then now() else ${t.windowStart} end`,
        lockedUntil: sql`case when ${next} >= ${LOGIN_MAX_FAILURES} then now() + ${lock} else null end`,
        updateTime: sql`now()`,
      },
    });
}

/** A successful sign-in forgets the failures of that username. */
export async function clearLoginFailures(rootDb: Db, username: string): Promise<void> {
  await rootDb.delete(systemLoginFailure).where(eq(systemLoginFailure.username, username));
}

/** Deletes failure rows whose window and lock are both over (for a scheduled clean-up). Returns how many went. */
export async function cleanStaleLoginFailures(rootDb: Db): Promise<number> {
  const t = systemLoginFailure;
  const rows = await rootDb
    .delete(t)
    .where(
      sql`${t.windowStart} < now() - ${sql.raw(`interval '${LOGIN_FAILURE_WINDOW_MINUTES} minutes'`)} and (${t.lockedUntil} is null or ${t.lockedUntil} < now())`,
    )
    .returning({ id: t.id });
  return rows.length;
}
