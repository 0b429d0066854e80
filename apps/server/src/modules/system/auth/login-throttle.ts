import { and, desc, eq, gt, inArray, like, lt, or, sql, type SQL } from 'drizzle-orm';
import { SystemError, type LoginThrottleVO, type PageParam, type PageResult } from '@gprs/contract';
import type { Db } from '../../../db/client';
import { fail } from '../../../core/errors';
import { pageQuery } from '../../../core/paging';
import { systemLoginThrottle } from '../login-log/login-log.schema';

/**
 * Login throttling (docs/decisions/0013). Failures are counted per username + client address and per address
 * alone; past the free failures each further one doubles the wait (1 s, 2 s, 4 s, …) up to the cap. An attacker
 * therefore slows only himself: the right password from another address still signs in.
 */
export interface ThrottleRule {
  /** failures allowed before the first wait */
  freeFailures: number;
  /** longest wait */
  capSeconds: number;
}

/** one username from one address */
export const PAIR_RULE: ThrottleRule = { freeFailures: 5, capSeconds: 15 * 60 };
/** one address, any usernames (password spraying, credential stuffing) */
export const ADDRESS_RULE: ThrottleRule = { freeFailures: 20, capSeconds: 15 * 60 };
/** a row whose last failure is older than this starts again from zero (and may be cleaned up) */
export const THROTTLE_FORGET_MINUTES = 60;

/** Seconds to wait after the `failures`-th failure in a row: 0 while free, then 1, 2, 4, … up to the cap. */
export function throttleWaitSeconds(failures: number, rule: ThrottleRule): number {
  if (failures < rule.freeFailures) return 0;
  return Math.min(rule.capSeconds, 2 ** Math.min(30, failures - rule.freeFailures));
}

/** The wait as the error message says it: '8 秒', or whole minutes (rounded up) from one minute on. */
export function formatWait(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  return s < 60 ? `${s} 秒` : `${Math.ceil(s / 60)} 分钟`;
}

const ADDRESS = '';
const forget = sql.raw(`interval '${THROTTLE_FORGET_MINUTES} minutes'`);
const t = systemLoginThrottle;
const key = (username: string) => username.slice(0, 64);
const ipKey = (ip: string) => ip.slice(0, 50);

/**
 * Refuses a sign-in while its username + address, or its address, must wait (even with the right password: the
 * password is not looked at), stating how long. Uses the root handle: the counts live outside any request transaction.
 */
export async function assertNotThrottled(rootDb: Db, username: string, ip: string): Promise<void> {
  const rows = await rootDb
    .select({ username: t.username, wait: sql<number>`extract(epoch from ${t.blockedUntil} - now())::float8` })
    .from(t)
    .where(and(eq(t.userIp, ipKey(ip)), inArray(t.username, [key(username), ADDRESS]), gt(t.blockedUntil, sql`now()`)));
  if (!rows.length) return;
  const longest = rows.reduce((a, b) => (b.wait > a.wait ? b : a));
  fail(longest.username === ADDRESS ? SystemError.AUTH_LOGIN_IP_THROTTLED : SystemError.AUTH_LOGIN_THROTTLED, formatWait(longest.wait));
}

/** Counts one failure on a row in an atomic upsert (safe with many server instances) and sets its wait. */
async function countFailure(rootDb: Db, username: string, ip: string, rule: ThrottleRule): Promise<void> {
  const [row] = await rootDb
    .insert(t)
    .values({ username, userIp: ip, failCount: 1, lastFailureTime: sql`now()` })
    .onConflictDoUpdate({
      target: [t.username, t.userIp],
      set: {
        failCount: sql`case when ${t.lastFailureTime} < now() - ${forget} then 1 else ${t.failCount} + 1 end`,
        lastFailureTime: sql`now()`,
        updateTime: sql`now()`,
      },
    })
    .returning({ id: t.id, failCount: t.failCount });
  const wait = throttleWaitSeconds(row.failCount, rule);
  if (wait > 0) {
    // greatest: concurrent failures may finish in any order, the longest wait stays
    await rootDb
      .update(t)
      .set({ blockedUntil: sql`greatest(coalesce(${t.blockedUntil}, now()), now() + make_interval(secs => ${wait}))` })
      .where(eq(t.id, row.id));
  }
}

/** A wrong password (or an unknown username) from this address. */
export async function recordLoginFailure(rootDb: Db, username: string, ip: string): Promise<void> {
  await countFailure(rootDb, key(username), ipKey(ip), PAIR_RULE);
  await countFailure(rootDb, ADDRESS, ipKey(ip), ADDRESS_RULE);
}

/** A successful sign-in forgets the failures of that username from that address (the address count stays). */
export async function clearLoginFailures(rootDb: Db, username: string, ip: string): Promise<void> {
  await rootDb.delete(t).where(and(eq(t.username, key(username)), eq(t.userIp, ipKey(ip))));
}

/** Deletes rows whose last failure is forgotten and whose wait is over (scheduled clean-up). Returns how many went. */
export async function cleanStaleLoginFailures(rootDb: Db): Promise<number> {
  const rows = await rootDb
    .delete(t)
    .where(and(lt(t.lastFailureTime, sql`now() - ${forget}`), or(sql`${t.blockedUntil} is null`, lt(t.blockedUntil, sql`now()`))))
    .returning({ id: t.id });
  return rows.length;
}

export interface LoginThrottlePageQuery extends PageParam {
  username?: string;
  userIp?: string;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The current throttles (not yet forgotten, or still blocking), those that block first, newest first. */
export async function getLoginThrottlePage(db: Db, q: LoginThrottlePageQuery): Promise<PageResult<LoginThrottleVO>> {
  const where: (SQL | undefined)[] = [or(gt(t.lastFailureTime, sql`now() - ${forget}`), gt(t.blockedUntil, sql`now()`))];
  if (q.username) where.push(like(t.username, `%${escapeLike(q.username)}%`));
  if (q.userIp) where.push(like(t.userIp, `%${escapeLike(q.userIp)}%`));
  const page = await pageQuery(db, t, q, {
    where: and(...where),
    orderBy: [sql`(${t.blockedUntil} > now()) desc nulls last`, desc(t.lastFailureTime), desc(t.id)],
  });
  return {
    total: page.total,
    list: page.list.map((r) => ({
      id: r.id,
      username: r.username,
      userIp: r.userIp,
      failCount: r.failCount,
      lastFailureTime: r.lastFailureTime.getTime(),
      blockedUntil: r.blockedUntil ? r.blockedUntil.getTime() : null,
    })),
  };
}

/** 解除: forgets one row, so its username + address (or its address) signs in at once. */
export async function deleteLoginThrottle(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(t).where(eq(t.id, id)).returning({ id: t.id });
  return rows.length > 0;
}
