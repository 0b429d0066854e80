/**
 * The rules of 盘口, 逐笔 and 集合竞价 (decision 0040), pure: prices in cents, volumes in shares. Used by the simulator
 * (book-sim.ts), the reads (book.service.ts) and the tests.
 */

export interface Level {
  /** cents */
  price: number;
  /** shares */
  volume: number;
}

export interface Book {
  /** best first: bids falling, asks rising */
  bids: Level[];
  asks: Level[];
}

/** The random source the simulator gives (generator/prng.ts has these). */
export interface Rng {
  next(): number;
  range(min: number, max: number): number;
  normal(): number;
  chance(p: number): boolean;
}

/** 'up' when the price is at its upper limit (sealed at 涨停), 'down' at the lower, null otherwise. */
export function sealedSide(price: number, up: number | null, down: number | null): 'up' | 'down' | null {
  if (up !== null && price >= up) return 'up';
  if (down !== null && price <= down) return 'down';
  return null;
}

/** Shares rounded to whole lots (手 = 100 shares), at least one lot. */
export const toLots = (shares: number) => Math.max(100, Math.round(shares / 100) * 100);

export interface BookInput {
  /** last price, cents */
  price: number;
  up: number | null;
  down: number | null;
  /** a typical level's size, shares (the simulator: a few ticks' volume) */
  depth: number;
  /** 封单 at the limit when sealed, shares (from 封板资金 / limit price); default a few levels' depth */
  sealVolume?: number | null;
  levels?: number;
}

/**
 * A book consistent with the last price: bid 1 < last ≤ ask 1 one or two ticks apart, levels a cent or two apart,
 * never beyond the limit prices (so fewer levels near a limit). Sealed at 涨停: no asks, the 封单 on bid 1 at the limit
 * price; sealed at 跌停: no bids, the 封单 on ask 1.
 */
export function simulateBook(input: BookInput, rng: Rng): Book {
  const levels = input.levels ?? 10;
  const { price, up, down } = input;
  const depth = Math.max(100, input.depth);
  const size = () => toLots(depth * rng.range(0.3, 3));
  const seal = sealedSide(price, up, down);
  const side = (start: number, dir: 1 | -1, first?: number): Level[] => {
    const out: Level[] = [];
    let p = start;
    for (let i = 0; i < levels; i++) {
      if (p < 1 || (up !== null && p > up) || (down !== null && p < down)) break;
      out.push({ price: p, volume: i === 0 && first ? toLots(first) : size() });
      p += dir * (rng.chance(0.25) ? 2 : 1);
    }
    return out;
  };
  const sealVolume = input.sealVolume && input.sealVolume > 0 ? input.sealVolume : depth * 8;
  if (seal === 'up') return { bids: side(up!, -1, sealVolume), asks: [] };
  if (seal === 'down') return { bids: [], asks: side(down!, 1, sealVolume) };
  const ask1 = price + (rng.chance(0.3) ? 1 : 0);
  const bid1 = price - 1 - (rng.chance(0.15) ? 1 : 0);
  return { bids: side(bid1, -1), asks: side(ask1, 1) };
}

/**
 * What is wrong with a book against its last price and limits, in words (empty: nothing): order of the levels, bid 1
 * < last ≤ ask 1, prices within the limits, and a sealed stock's book (涨停: no asks; 跌停: no bids).
 */
export function bookProblems(book: Book, price: number, up: number | null, down: number | null): string[] {
  const problems: string[] = [];
  if (book.bids.some((l, i) => i > 0 && l.price >= book.bids[i - 1].price)) problems.push('买盘价格未逐档降低');
  if (book.asks.some((l, i) => i > 0 && l.price <= book.asks[i - 1].price)) problems.push('卖盘价格未逐档升高');
  if ([...book.bids, ...book.asks].some((l) => l.volume <= 0)) problems.push('挂单量须为正');
  if ([...book.bids, ...book.asks].some((l) => (up !== null && l.price > up) || (down !== null && l.price < down))) problems.push('价格超出涨跌停');
  const seal = sealedSide(price, up, down);
  if (seal === 'up') {
    if (book.asks.length) problems.push('涨停封板时不应有卖盘');
    if (book.bids[0]?.price !== up) problems.push('涨停封单须在买一的涨停价');
  } else if (seal === 'down') {
    if (book.bids.length) problems.push('跌停封板时不应有买盘');
    if (book.asks[0]?.price !== down) problems.push('跌停封单须在卖一的跌停价');
  } else {
    if (book.bids[0] && !(book.bids[0].price < price)) problems.push('买一价须低于最新价');
    if (book.asks[0] && !(price <= book.asks[0].price)) problems.push('卖一价须不低于最新价');
  }
  return problems;
}

/**
 * 委比 % = (委买 − 委卖) / (委买 + 委卖) × 100 and 委差 = 委买 − 委卖 (shares), over the first `levels` levels (五档:
 * the figure every visitor sees, whatever levels a member sees). Null when both sides are empty.
 */
export function bidAskStats(book: Book, levels = 5): { ratio: number | null; diff: number | null } {
  const sum = (l: Level[]) => l.slice(0, levels).reduce((a, x) => a + x.volume, 0);
  const b = sum(book.bids);
  const a = sum(book.asks);
  if (b + a === 0) return { ratio: null, diff: null };
  return { ratio: Math.round(((b - a) / (b + a)) * 10000) / 100, diff: b - a };
}

export interface TradeDraft {
  /** shares */
  volume: number;
  /** 1 买 (外盘) · 2 卖 (内盘) */
  side: 1 | 2;
  /** cents */
  price: number;
}

/**
 * A volume increment of the simulator cut into 1–4 trades (whole lots, adding up to it exactly) at the new price; the
 * side follows the move (a rise is mostly taken at the ask, a fall at the bid), at random when flat. A volume that is
 * not whole lots keeps the odd shares in its last trade.
 */
export function splitTrades(volume: number, before: number, price: number, rng: Rng): TradeDraft[] {
  if (volume <= 0) return [];
  const lots = Math.floor(volume / 100);
  const pieces = Math.max(1, Math.min(4, lots, 1 + Math.floor(rng.next() * 4)));
  const buyShare = price > before ? 0.75 : price < before ? 0.25 : 0.5;
  const out: TradeDraft[] = [];
  let left = lots;
  for (let i = 0; i < pieces; i++) {
    const rest = pieces - i - 1;
    const take = rest === 0 ? left : Math.max(1, Math.min(left - rest, Math.round((left / (rest + 1)) * rng.range(0.4, 1.6))));
    left -= take;
    out.push({ volume: take * 100, side: rng.chance(buyShare) ? 1 : 2, price });
  }
  const odd = volume - lots * 100;
  if (odd > 0) {
    if (out.length) out[out.length - 1].volume += odd;
    else out.push({ volume: odd, side: rng.chance(buyShare) ? 1 : 2, price });
  }
  return out;
}

/** 外盘 / 内盘 of a list of trades (shares): buy-side and sell-side volumes. */
export function outerInner(trades: { volume: number; side: number }[]): { outer: number; inner: number } {
  let outer = 0;
  let inner = 0;
  for (const t of trades) {
    if (t.side === 1) outer += t.volume;
    else if (t.side === 2) inner += t.volume;
  }
  return { outer, inner };
}

export interface AuctionDraft {
  /** the matched price = the day's open, cents */
  price: number;
  /** shares */
  volume: number;
  /** yuan */
  amount: number;
  /** shares: + buy side left unmatched, − sell side */
  unmatchedVolume: number;
}

/**
 * The simulator's 集合竞价 of a stock whose day has not opened: a gap from the previous close (mostly within ±2 %, a
 * few stocks more), kept a tick inside the limit prices; the matched volume is a small share of a day's trading, and
 * the unmatched volume lies on the side the gap went.
 */
export function simulateAuction(prev: number, up: number | null, down: number | null, dayVolume: number, rng: Rng): AuctionDraft {
  const gap = Math.max(-0.06, Math.min(0.06, rng.normal() * 0.012 + (rng.chance(0.03) ? rng.range(0.02, 0.05) : 0)));
  let price = Math.max(1, Math.round(prev * (1 + gap)));
  if (up !== null) price = Math.min(up - 1, price);
  if (down !== null) price = Math.max(down + 1, price);
  const volume = toLots(Math.max(100, dayVolume) * rng.range(0.01, 0.05));
  const unmatched = toLots(volume * rng.range(0.05, 0.6)) * (price > prev ? 1 : price < prev ? -1 : rng.chance(0.5) ? 1 : -1);
  return { price, volume, amount: Math.round((volume * price) / 100), unmatchedVolume: unmatched };
}

/** 竞价涨幅 % of an auction price against the previous close (2 decimals); null without a previous close. */
export function auctionChangePercent(price: number, prevClose: number | null): number | null {
  if (!prevClose) return null;
  return Math.round(((price - prevClose) / prevClose) * 10000) / 100;
}
