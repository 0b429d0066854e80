import { ProductBenefitType } from '@gprs/contract';

const DAY_MS = 86_400_000;

interface BenefitLike {
  type: number;
  level: number;
  expireTime: number;
}

export type ServiceState =
  /** 实物商品: no entitlement, bought as goods */
  | { kind: 'goods'; action: '立即购买' }
  | { kind: 'none'; action: '立即开通' }
  | { kind: 'held'; action: '续费'; level: number; expireTime: number };

/**
 * What /vip shows on a service card for the member's entitlements: 已开通 with the expiry and 续费 while it holds,
 * 立即开通 when it is not held (or has lapsed), 立即购买 for goods. `benefits` are the profile's (server-checked).
 */
export function serviceState(benefitType: number, benefits: readonly BenefitLike[] | undefined, now: number): ServiceState {
  if (benefitType === ProductBenefitType.PHYSICAL) return { kind: 'goods', action: '立即购买' };
  const held = benefits?.find((b) => b.type === benefitType && b.expireTime > now);
  return held ? { kind: 'held', action: '续费', level: held.level, expireTime: held.expireTime } : { kind: 'none', action: '立即开通' };
}

/**
 * The expiry after buying `days` more (the server's extendExpiry): from the current expiry while it holds, else from
 * now.
 */
export function expiryAfter(currentExpire: number | null, days: number, now: number): number {
  const from = currentExpire !== null && currentExpire > now ? currentExpire : now;
  return from + days * DAY_MS;
}
