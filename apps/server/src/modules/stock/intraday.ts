import { TRADING_MINUTES, minuteIndex, toCents } from './market-rules';
import { Prng, hashString } from './generator/prng';

export interface MinutePoint {
  minute: number;
  time: string;
  price: number;
  avgPrice: number;
  volume: number;
  amount: number;
}

export interface DayBar {
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
  amount: number;
}

/** What a limit-up pool row says of a day: the limit price, 首次 / 最后封板 ('HH:MM[:SS]'), and whether it closed sealed. */
export interface SealFacts {
  limit: number;
  firstSealTime: string;
  lastSealTime: string | null;
  sealedAtClose: boolean;
}

/** The minute index (0–240) of a 'HH:MM[:SS]' session time. */
export function minuteOfTime(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return minuteIndex(h * 60 + m);
}

/**
 * A day's minute prices (cents) made to agree with its pool row: below the limit before 首次封板, at the limit from
 * 首次封板 (a one-word board from the open), at the limit again from 最后封板 to the close when it closed sealed, and
 * away from it after 最后封板 when the seal broke (炸板). So the first minute at the limit is the 首次封板 the pools show.
 */
export function shapeSealedPrices(prices: number[], seal: SealFacts): number[] {
  const limit = toCents(seal.limit);
  const first = minuteOfTime(seal.firstSealTime);
  const last = seal.lastSealTime ? Math.max(first, minuteOfTime(seal.lastSealTime)) : first;
  const out = prices.map((p, i) => (i < first ? Math.min(p, limit - 1) : p));
  out[first] = limit;
  if (seal.sealedAtClose) {
    for (let i = last; i < out.length; i++) out[i] = limit;
    // between the seals the board opened: prices below the limit, touching it at both ends
    for (let i = first + 1; i < last; i++) out[i] = Math.min(out[i], limit - 1);
  } else {
    out[last] = limit;
    for (let i = last + 1; i < out.length; i++) out[i] = Math.min(out[i], limit - 1);
  }
  return out;
}

/**
 * A plausible 241-minute path for a finished day bar (分时): starts at the open, ends at the close, touches the high
 * and the low, stays inside them, with a U-shaped volume profile summing to the day's volume. Deterministic per key.
 * With the day's pool row (`seal`) the path meets the limit exactly as the pool says (shapeSealedPrices).
 */
export function synthesizeMinutes(bar: DayBar, key: string, seal?: SealFacts | null): MinutePoint[] {
  const rng = new Prng(hashString(key));
  const n = TRADING_MINUTES.length;
  const open = toCents(bar.open);
  const close = toCents(bar.close);
  const high = toCents(bar.high);
  const low = toCents(bar.low);
  // Brownian bridge from 0 to 0
  const walk: number[] = [0];
  for (let i = 1; i < n; i++) walk.push(walk[i - 1] + rng.normal());
  const end = walk[n - 1];
  const bridge = walk.map((w, i) => w - (end * i) / (n - 1));
  const base = bridge.map((_, i) => open + ((close - open) * i) / (n - 1));
  const maxB = Math.max(...bridge);
  const minB = Math.min(...bridge);
  const upRoom = high - Math.max(open, close);
  const downRoom = Math.min(open, close) - low;
  const prices = bridge.map((b, i) => {
    let p = base[i];
    if (b > 0 && maxB > 0) p += (b / maxB) * upRoom;
    if (b < 0 && minB < 0) p -= (b / minB) * downRoom;
    return Math.min(high, Math.max(low, Math.round(p)));
  });
  prices[0] = open;
  prices[n - 1] = close;
  if (high > Math.max(...prices)) prices[1 + bridge.slice(1, n - 1).indexOf(Math.max(...bridge.slice(1, n - 1)))] = high;
  if (low < Math.min(...prices)) prices[1 + bridge.slice(1, n - 1).indexOf(Math.min(...bridge.slice(1, n - 1)))] = low;
  if (seal) prices.splice(0, n, ...shapeSealedPrices(prices, seal));
  const weights = prices.map((_, i) => 1 + 2.2 * Math.exp(-i / 18) + 1.4 * Math.exp(-(n - 1 - i) / 25) + 0.3 * rng.next());
  const total = weights.reduce((a, b) => a + b, 0);
  let cumVol = 0;
  let cumAmt = 0;
  let allocated = 0;
  return prices.map((cents, i) => {
    const volume = i === n - 1 ? Math.max(0, bar.volume - allocated) : Math.floor((bar.volume * weights[i]) / total / 100) * 100;
    allocated += volume;
    const amount = (volume * cents) / 100;
    cumVol += volume;
    cumAmt += amount;
    return {
      minute: i,
      time: TRADING_MINUTES[i],
      price: cents / 100,
      avgPrice: cumVol ? Math.round((cumAmt / cumVol) * 100) / 100 : cents / 100,
      volume,
      amount: Math.round(amount * 100) / 100,
    };
  });
}
