import { describe, expect, it } from 'vitest';
import { exponentialAverage, kdj, macd, movingAverage } from './indicators';

describe('movingAverage', () => {
  it('is the mean of the last n closes, null until n bars exist', () => {
    expect(movingAverage([10, 11, 12, 13, 14], 3)).toEqual([null, null, 11, 12, 13]);
    expect(movingAverage([10, 12], 5)).toEqual([null, null]);
    expect(movingAverage([3, 5], 1)).toEqual([3, 5]);
  });
  it('refuses a period that is not a positive integer', () => {
    expect(() => movingAverage([1], 0)).toThrow(RangeError);
  });
});

describe('exponentialAverage', () => {
  it('starts at the first value and weighs each new one by 2 / (n + 1)', () => {
    // n = 3: α = 1/2 → 10, (2·12 + 2·10)/4 = 11, (2·14 + 2·11)/4 = 12.5
    expect(exponentialAverage([10, 12, 14], 3)).toEqual([10, 11, 12.5]);
  });
});

describe('macd', () => {
  it('computes DIF, DEA and the 2 × (DIF − DEA) bar (hand-computed with periods 2, 3, 2)', () => {
    // EMA2: 10, (2·12+10)/3 = 11.3333, (2·11+11.3333)/3 = 11.1111
    // EMA3: 10, (2·12+2·10)/4 = 11, (2·11+2·11)/4 = 11
    // DIF: 0, 0.3333, 0.1111; DEA (n=2): 0, (2·0.3333+0)/3 = 0.2222, (2·0.1111+0.2222)/3 = 0.1481
    const out = macd([10, 12, 11], 2, 3, 2);
    expect(out[0]).toEqual({ dif: 0, dea: 0, macd: 0 });
    expect(out[1]).toEqual({ dif: 0.3333, dea: 0.2222, macd: 0.2222 });
    expect(out[2]).toEqual({ dif: 0.1111, dea: 0.1481, macd: -0.0741 });
  });
  it('uses 12, 26, 9 by default: a steady rise gives a positive DIF above its DEA', () => {
    const closes = Array.from({ length: 40 }, (_, i) => 10 + i * 0.1);
    const last = macd(closes).at(-1)!;
    expect(last.dif).toBeGreaterThan(0);
    expect(last.dif).toBeGreaterThan(last.dea);
    expect(last.macd).toBeCloseTo(2 * (last.dif - last.dea), 3);
  });
});

describe('kdj', () => {
  it('smooths RSV 2/3 · 1/3 from 50 (hand-computed, n = 9 over the bars there are)', () => {
    const bars = [
      { high: 10, low: 8, close: 9 }, // RSV 50 → K 50, D 50, J 50
      { high: 12, low: 9, close: 12 }, // window 8…12: RSV 100 → K 66.6667, D 55.5556, J 88.8889
      { high: 11, low: 7, close: 8 }, // window 7…12: RSV 20 → K 51.1111, D 54.0741, J 45.1852
    ];
    expect(kdj(bars)).toEqual([
      { rsv: 50, k: 50, d: 50, j: 50 },
      { rsv: 100, k: 66.6667, d: 55.5556, j: 88.8889 },
      { rsv: 20, k: 51.1111, d: 54.0741, j: 45.1852 },
    ]);
  });
  it('looks back only n bars', () => {
    const bars = [
      { high: 100, low: 1, close: 50 },
      { high: 10, low: 8, close: 10 },
    ];
    // with n = 1 the first bar's range is out of the window: RSV = (10 − 8) / (10 − 8) = 100
    expect(kdj(bars, 1)[1].rsv).toBe(100);
    expect(kdj(bars, 2)[1].rsv).toBeCloseTo(((10 - 1) / 99) * 100, 3);
  });
  it('gives 50 for a window without range', () => {
    expect(kdj([{ high: 5, low: 5, close: 5 }])[0]).toEqual({ rsv: 50, k: 50, d: 50, j: 50 });
  });
});
