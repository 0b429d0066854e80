import { describe, expect, it } from 'vitest';
import { adjustBars, factorsForBars } from './adjust';

const bar = (tradeDate: string, close: number) => ({ tradeDate, open: close, high: close + 1, low: close - 1, close, volume: 100, amount: 1000, changePercent: 0.5 });

describe('factorsForBars', () => {
  it('takes the day’s factor, else the nearest earlier one, else 1', () => {
    const bars = [bar('2026-11-02', 10), bar('2026-11-03', 10), bar('2026-11-04', 10), bar('2026-11-05', 10)];
    const factors = [
      { tradeDate: '2026-11-03', factor: 2 },
      { tradeDate: '2026-11-05', factor: 2.5 },
    ];
    expect(factorsForBars(bars, factors)).toEqual([1, 2, 2, 2.5]);
    expect(factorsForBars(bars, [])).toEqual([1, 1, 1, 1]);
  });
});

describe('adjustBars', () => {
  // a 10-for-10 bonus share on 11-04: the price halves, the factor doubles
  const bars = [bar('2026-11-02', 20), bar('2026-11-03', 22), bar('2026-11-04', 11), bar('2026-11-05', 11.5)];
  const factors = [
    { tradeDate: '2026-11-02', factor: 1.5 },
    { tradeDate: '2026-11-04', factor: 3 },
  ];

  it('不复权 returns the stored prices', () => {
    expect(adjustBars(bars, factors, 'none')).toEqual(bars);
  });

  it('前复权: price × factor / latest factor (the latest prices stay real)', () => {
    const out = adjustBars(bars, factors, 'qfq');
    expect(out.map((b) => b.close)).toEqual([10, 11, 11, 11.5]);
    expect(out[0]).toMatchObject({ open: 10, high: 10.5, low: 9.5, volume: 100, amount: 1000, changePercent: 0.5 });
  });

  it('后复权: price × factor', () => {
    const out = adjustBars(bars, factors, 'hfq');
    expect(out.map((b) => b.close)).toEqual([30, 33, 33, 34.5]);
    expect(out[3]).toMatchObject({ high: 37.5, low: 31.5 });
  });

  it('days before the first factor use 1; a stock without factors is unadjusted', () => {
    const out = adjustBars([bar('2026-11-01', 9), ...bars], factors, 'hfq');
    expect(out[0].close).toBe(9);
    expect(adjustBars(bars, [], 'qfq')).toEqual(bars);
  });
});
