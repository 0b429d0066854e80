import type { Bar } from './market-rules';

/** 不复权 · 前复权 · 后复权 */
export type AdjustMode = 'none' | 'qfq' | 'hfq';

export interface AdjFactorPoint {
  tradeDate: string;
  factor: number;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The factor of each bar's day: the factor of that day, else the nearest earlier day's; 1 for a day before every
 * stored factor (and for all days of a stock without any). `factors` in date order; bars in date order.
 */
export function factorsForBars(bars: readonly { tradeDate: string }[], factors: readonly AdjFactorPoint[]): number[] {
  const out: number[] = [];
  let j = -1;
  for (const bar of bars) {
    while (j + 1 < factors.length && factors[j + 1].tradeDate <= bar.tradeDate) j++;
    out.push(j >= 0 ? factors[j].factor : 1);
  }
  return out;
}

/**
 * Daily bars with 复权 prices (docs/decisions/0038): 后复权 price × factor, 前复权 price × factor / the latest bar's
 * factor (so the latest prices are the real ones); open, high, low and close rounded to the cent. Volume, turnover and
 * the day's 涨跌幅 are the day's own and stay. 不复权, or no factor at all: the bars as stored.
 */
export function adjustBars<B extends Bar>(bars: readonly B[], factors: readonly AdjFactorPoint[], mode: AdjustMode): B[] {
  if (mode === 'none' || !bars.length || !factors.length) return [...bars];
  const f = factorsForBars(bars, factors);
  const base = mode === 'qfq' ? f[f.length - 1] : 1;
  return bars.map((b, i) => {
    const k = f[i] / base;
    return { ...b, open: round2(b.open * k), high: round2(b.high * k), low: round2(b.low * k), close: round2(b.close * k) };
  });
}
