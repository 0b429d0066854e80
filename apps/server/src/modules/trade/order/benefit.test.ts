import { describe, expect, it } from 'vitest';
import { extendExpiry } from './benefit.service';

const DAY = 86_400_000;
describe('extendExpiry', () => {
  const now = new Date(100 * DAY);
  it('starts from now when there is none or it has lapsed', () => {
    expect(extendExpiry(null, 30, now).getTime()).toBe(130 * DAY);
    expect(extendExpiry(new Date(90 * DAY), 30, now).getTime()).toBe(130 * DAY);
  });
  it('extends a holding entitlement from its expiry', () => {
    expect(extendExpiry(new Date(110 * DAY), 365, now).getTime()).toBe(475 * DAY);
  });
  it('a refund takes the days back from the expiry', () => {
    expect(extendExpiry(new Date(160 * DAY), -30, now).getTime()).toBe(130 * DAY);
    expect(extendExpiry(new Date(120 * DAY), -30, now).getTime()).toBe(90 * DAY);
  });
});
