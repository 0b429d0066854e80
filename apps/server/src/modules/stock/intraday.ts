import { TRADING_MINUTES, toCents } from './market-rules';
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

/**
 * A plausible 241-minute path for a finished day bar (分时): starts at the open, ends at the close, touches the high
 * and the low, stays inside them, with a U-shaped volume profile summing to the day's volume. Deterministic per key.
 */
export function synthesizeMinutes(bar: DayBar, key: string): MinutePoint[] {
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
