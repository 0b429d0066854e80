import { describe, expect, it } from 'vitest';
import { expiryAfter, serviceState } from './benefit-state';

const DAY = 86_400_000;
const now = 1_000 * DAY;

describe('serviceState (/vip cards)', () => {
  it('goods are bought, not opened', () => {
    expect(serviceState(0, [], now)).toEqual({ kind: 'goods', action: '立即购买' });
  });
  it('a service not held is opened', () => {
    expect(serviceState(1, [], now)).toEqual({ kind: 'none', action: '立即开通' });
    expect(serviceState(1, undefined, now)).toEqual({ kind: 'none', action: '立即开通' });
    expect(serviceState(3, [{ type: 1, level: 1, expireTime: now + DAY }], now).kind).toBe('none');
  });
  it('a held service shows its expiry and is renewed', () => {
    expect(serviceState(2, [{ type: 2, level: 0, expireTime: now + 5 * DAY }], now)).toEqual({ kind: 'held', action: '续费', level: 0, expireTime: now + 5 * DAY });
  });
  it('a lapsed one is opened again', () => {
    expect(serviceState(1, [{ type: 1, level: 1, expireTime: now }], now).kind).toBe('none');
  });
});

describe('expiryAfter', () => {
  it('extends from a holding expiry, or starts from now', () => {
    expect(expiryAfter(now + 10 * DAY, 30, now)).toBe(now + 40 * DAY);
    expect(expiryAfter(now - DAY, 30, now)).toBe(now + 30 * DAY);
    expect(expiryAfter(null, 90, now)).toBe(now + 90 * DAY);
  });
});
