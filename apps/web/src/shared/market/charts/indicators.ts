/**
 * Technical indicators of the K-line chart, one pure function per rule (docs/decisions/0038). Each takes the bars in
 * date order and returns one value per bar (`null` where the rule has not got enough bars yet), so a series lines up
 * with the candles it is drawn on.
 */

export interface HighLowClose {
  high: number;
  low: number;
  close: number;
}

/** Rounds for display and comparison: indicators are read to the cent (prices) or two decimals (oscillators). */
const round = (v: number, digits = 4) => {
  const f = 10 ** digits;
  return Math.round(v * f) / f;
};

/** MA(n): the mean close of the last n bars; null for the first n − 1 bars. */
export function movingAverage(closes: readonly number[], n: number): (number | null)[] {
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`MA period must be a positive integer, got ${n}`);
  const out: (number | null)[] = [];
  let sum = 0;
  for (let i = 0; i < closes.length; i++) {
    sum += closes[i];
    if (i >= n) sum -= closes[i - n];
    out.push(i >= n - 1 ? round(sum / n) : null);
  }
  return out;
}

/**
 * EMA(n) as Chinese charting software computes it: the first value is the first input, then
 * EMA = (2 × x + (n − 1) × EMA′) / (n + 1).
 */
export function exponentialAverage(values: readonly number[], n: number): number[] {
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`EMA period must be a positive integer, got ${n}`);
  const out: number[] = [];
  values.forEach((x, i) => out.push(i === 0 ? x : (2 * x + (n - 1) * out[i - 1]) / (n + 1)));
  return out;
}

export interface MacdPoint {
  dif: number;
  dea: number;
  /** the histogram: 2 × (DIF − DEA) */
  macd: number;
}

/** MACD(short, long, signal), default 12, 26, 9: DIF = EMA(short) − EMA(long), DEA = EMA(signal) of DIF, bar = 2 × (DIF − DEA). */
export function macd(closes: readonly number[], short = 12, long = 26, signal = 9): MacdPoint[] {
  const fast = exponentialAverage(closes, short);
  const slow = exponentialAverage(closes, long);
  const dif = closes.map((_, i) => fast[i] - slow[i]);
  // DEA starts from 0 on the first bar (DIF is 0 there too: both EMAs start at the first close)
  const dea: number[] = [];
  dif.forEach((d, i) => dea.push(i === 0 ? 0 : (2 * d + (signal - 1) * dea[i - 1]) / (signal + 1)));
  return dif.map((d, i) => ({ dif: round(d), dea: round(dea[i]), macd: round(2 * (d - dea[i])) }));
}

export interface KdjPoint {
  rsv: number;
  k: number;
  d: number;
  j: number;
}

/**
 * KDJ(n, m1, m2), default 9, 3, 3: RSV = (close − lowest low of the last n bars) / (highest high − lowest low) × 100
 * (the bars there are while fewer than n; a window without range gives 50); K = ((m1 − 1) × K′ + RSV) / m1 and
 * D = ((m2 − 1) × D′ + K) / m2 — the 2/3 · 1/3 smoothing — with K′ = D′ = 50 before the first bar; J = 3K − 2D.
 */
export function kdj(bars: readonly HighLowClose[], n = 9, m1 = 3, m2 = 3): KdjPoint[] {
  const out: KdjPoint[] = [];
  let k = 50;
  let d = 50;
  for (let i = 0; i < bars.length; i++) {
    let lo = Infinity;
    let hi = -Infinity;
    for (let j = Math.max(0, i - n + 1); j <= i; j++) {
      lo = Math.min(lo, bars[j].low);
      hi = Math.max(hi, bars[j].high);
    }
    const rsv = hi > lo ? ((bars[i].close - lo) / (hi - lo)) * 100 : 50;
    k = ((m1 - 1) * k + rsv) / m1;
    d = ((m2 - 1) * d + k) / m2;
    out.push({ rsv: round(rsv), k: round(k), d: round(d), j: round(3 * k - 2 * d) });
  }
  return out;
}
