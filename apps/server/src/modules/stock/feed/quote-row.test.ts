import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FeedQuoteRow } from '@gprs/contract';
import { isPlainQuoteRow } from './quote-row';

// values around every bound of the schema, of the wrong types too
const anyValue = fc.oneof(
  fc.constantFrom(0, -0, 1, -1, 0.5, 1_000_000, 1_000_000.01, 1e13, 1e13 + 1, 1e14, 1e14 + 1, 4_102_444_800_000, 4_102_444_800_001, 2 ** 53, Number.NaN),
  fc.constantFrom(Number.POSITIVE_INFINITY, null, true, '12.5', '600519', '2026-11-20T09:30:03+08:00', [], {}),
  fc.double({ min: -10, max: 2e14 }),
  fc.integer({ min: -10, max: 5_000_000_000_000 }),
);
const price = fc.double({ min: 0.01, max: 2000, noNaN: true });
// a valid row (optional fields present or not, high / low around the price) …
const validRow = fc
  .record(
    {
      code: fc.stringMatching(/^\d{6}$/),
      time: fc.oneof({ weight: 5, arbitrary: fc.integer({ min: 1, max: 4_102_444_800_000 }) }, { weight: 1, arbitrary: fc.constant('2026-11-20T09:30:03+08:00') }),
      price,
      prevClose: price,
      open: price,
      high: price,
      low: price,
      volume: fc.integer({ min: 0, max: 1e13 }),
      amount: fc.double({ min: 0, max: 1e14, noNaN: true }),
    },
    { requiredKeys: ['code', 'time', 'price', 'volume', 'amount'] },
  )
  .map((r) => (r.high !== undefined && r.low !== undefined && r.high < r.low ? { ...r, high: r.low, low: r.high } : r));
const keys = ['code', 'time', 'price', 'prevClose', 'open', 'high', 'low', 'volume', 'amount', 'pe', '__proto__', 'toString'];
// … then up to three changes: a field set to any value, removed, or an unknown field added
const row = fc
  .tuple(validRow, fc.array(fc.tuple(fc.constantFrom(...keys), fc.option(anyValue)), { maxLength: 3 }))
  .map(([r, changes]) => {
    const out: Record<string, unknown> = { ...r };
    for (const [key, value] of changes) {
      if (value === null) delete out[key];
      else Object.defineProperty(out, key, { value, enumerable: true, configurable: true, writable: true });
    }
    return out;
  });

describe('isPlainQuoteRow', () => {
  it('passes only rows the schema accepts unchanged', () => {
    let passed = 0;
    fc.assert(
      fc.property(row, (r) => {
        if (!isPlainQuoteRow(r)) return;
        passed++;
        const parsed = FeedQuoteRow.safeParse(r);
        expect(parsed.success).toBe(true);
        expect(parsed.data).toEqual(r);
      }),
      { numRuns: 20_000 },
    );
    expect(passed).toBeGreaterThan(1_000);
  });

  it('passes the rows of a usual batch; the schema judges the rest', () => {
    expect(isPlainQuoteRow({ code: '600519', time: 1795140903000, price: 1468.5, open: 1461, high: 1475, low: 1455, volume: 2650000, amount: 3890000000 })).toBe(true);
    expect(isPlainQuoteRow({ code: '000001', time: 1795140903000, price: 11.02, volume: 80000000, amount: 880000000 })).toBe(true);
    expect(isPlainQuoteRow({ code: '000001', time: '2026-11-20T10:15:03+08:00', price: 11.02, volume: 1, amount: 1 })).toBe(false);
    expect(isPlainQuoteRow({ code: '000001', time: 1795140903000, price: 11.02, volume: 1, amount: 1, pe: 3 })).toBe(false);
    expect(isPlainQuoteRow({ code: '000001', time: 1795140903000, price: 11.02, high: 11, volume: 1, amount: 1 })).toBe(false);
  });
});
