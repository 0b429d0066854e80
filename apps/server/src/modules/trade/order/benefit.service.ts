import { and, eq, gt, sql } from 'drizzle-orm';
import { ProductBenefitType, type MemberBenefitResp } from '@gprs/contract';
import type { Db } from '../../../db/client';
import { tradeMemberBenefit } from '../trade.schema';

const DAY_MS = 86_400_000;

/**
 * The new expiry when `days` are added at `now`: from the current expiry while it still holds, else from now
 * (buying again extends; buying after it lapsed starts afresh). Negative days (a refund) take them back.
 */
export function extendExpiry(current: Date | null, days: number, now: Date): Date {
  const from = current && current.getTime() > now.getTime() ? current.getTime() : now.getTime();
  if (days < 0) return new Date((current?.getTime() ?? now.getTime()) + days * DAY_MS);
  return new Date(from + days * DAY_MS);
}

/**
 * Grants (days > 0) or takes back (days < 0) an entitlement; the level is the highest bought. A grant is one upsert
 * (from the current expiry while it holds, else from now — extendExpiry in SQL); a take-back updates the row.
 */
export async function changeBenefit(db: Db, userId: number, type: number, level: number, days: number, now = new Date()): Promise<void> {
  if (days > 0) {
    const fresh = extendExpiry(null, days, now);
    await db
      .insert(tradeMemberBenefit)
      .values({ userId, type, level, expireTime: fresh, creator: String(userId), updater: String(userId) })
      .onConflictDoUpdate({
        target: [tradeMemberBenefit.userId, tradeMemberBenefit.type],
        set: {
          level: sql`greatest(${tradeMemberBenefit.level}, excluded.level)`,
          expireTime: sql`greatest(${tradeMemberBenefit.expireTime}, ${now}::timestamptz) + make_interval(days => ${days})`,
        },
      });
    return;
  }
  const [current] = await db
    .select()
    .from(tradeMemberBenefit)
    .where(and(eq(tradeMemberBenefit.userId, userId), eq(tradeMemberBenefit.type, type)))
    .for('update');
  if (!current) return;
  await db.update(tradeMemberBenefit).set({ expireTime: extendExpiry(current.expireTime, days, now) }).where(eq(tradeMemberBenefit.id, current.id));
}

/**
 * Whether the member holds an entitlement of `type` (ProductBenefitType) that still holds at `now`: the one check every
 * server-side gate calls (Level-2 盘口, 付费专栏 bodies). One indexed row read.
 */
export async function hasBenefit(db: Db, userId: number, type: number, now = new Date()): Promise<boolean> {
  const [row] = await db
    .select({ id: tradeMemberBenefit.id })
    .from(tradeMemberBenefit)
    .where(and(eq(tradeMemberBenefit.userId, userId), eq(tradeMemberBenefit.type, type), gt(tradeMemberBenefit.expireTime, now)))
    .limit(1);
  return !!row;
}

/** The member's entitlements that still hold at `now`. */
export async function memberBenefits(db: Db, userId: number, now = new Date()): Promise<{ vip: { level: number; expireTime: number } | null; benefits: MemberBenefitResp[] }> {
  const rows = await db
    .select()
    .from(tradeMemberBenefit)
    .where(and(eq(tradeMemberBenefit.userId, userId), gt(tradeMemberBenefit.expireTime, now)));
  const benefits = rows.map((r) => ({ type: r.type, level: r.level, expireTime: r.expireTime.getTime() })).sort((a, b) => a.type - b.type);
  const vip = benefits.find((b) => b.type === ProductBenefitType.VIP);
  return { vip: vip ? { level: vip.level, expireTime: vip.expireTime } : null, benefits };
}
