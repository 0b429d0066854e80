import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { pgArrayLiteral } from '../../../core/bulk';
import type { Prng } from '../generator/prng';
import { addFlows, splitTurnover, type FlowBuckets } from '../money/money-rules';
import { outerInner, simulateAuction, simulateBook, splitTrades, toLots, type TradeDraft } from '../book/book-rules';
import { applyAuctions, applyOrderBooks, applyTicks, type TickInput } from './book-path';

/** What the book simulator reads and moves of the simulator's stocks (feed/simulator.ts SimStock has these). */
export interface BookSimStock {
  code: string;
  floatShares: number;
  /** cents */
  prev: number;
  price: number;
  open: number;
  high: number;
  low: number;
  up: number | null;
  down: number | null;
  /** shares, yuan */
  volume: number;
  amount: number;
  flow: FlowBuckets;
  flowDirty: boolean;
}

/** The 09:25 match of a trade day (Beijing time). */
const auctionTime = (date: string) => new Date(`${date}T09:25:00+08:00`);

/**
 * The simulator's 盘口, 逐笔 and 集合竞价 (decision 0040), kept consistent with its quotes:
 * - openDay: a stock whose day has no auction yet and has not traded gets one (simulateAuction): its price becomes the
 *   day's open, price, high and low, its volume and turnover the auction's (the money flow split to match), and one
 *   neutral trade at 09:25; a stock already trading gets an auction at its stored open. Call it before the tick moves.
 * - afterTick: each moved stock's volume increment becomes 1–4 trades at its new price (splitTrades: they add up to
 *   it), 外盘 / 内盘 follow the trades, and its book is drawn around the new price (simulateBook: bid 1 < last ≤ ask 1,
 *   or sealed at its limit with 封板资金 / limit price on the sealed side). Call it after the quote path stored the tick.
 * All writes go through book-path.ts.
 */
export class BookSimulator {
  private date = '';
  private auctioned = new Set<string>();
  private seq = new Map<string, number>();
  private outer = new Map<string, number>();
  private inner = new Map<string, number>();
  private last = new Map<string, number>();
  private pending: TickInput[] = [];
  /** the auction volume / amount of the stocks the last openDay opened (their first minute holds it) */
  private opening = new Map<string, { volume: number; amount: number }>();

  private async loadDay(db: Db, date: string, stocks: BookSimStock[]): Promise<void> {
    if (date === this.date) return;
    this.date = date;
    this.pending = [];
    this.last = new Map();
    const auctions = await db.execute<{ code: string }>(sql`select stock_code code from stock_auction where trade_date = ${date}`);
    this.auctioned = new Set(auctions.rows.map((r) => r.code));
    const seqs = await db.execute<{ code: string; seq: number }>(sql`select stock_code code, max(seq) seq from stock_tick where trade_date = ${date} group by stock_code`);
    this.seq = new Map(seqs.rows.map((r) => [r.code, Number(r.seq)]));
    const books = await db.execute<{ code: string; o: number | null; i: number | null }>(
      sql`select stock_code code, outer_volume o, inner_volume i from stock_order_book where trade_date = ${date}`,
    );
    const stored = new Map(books.rows.map((r) => [r.code, r]));
    this.outer = new Map();
    this.inner = new Map();
    for (const s of stocks) {
      const b = stored.get(s.code);
      if (b && b.o !== null && b.i !== null) {
        this.outer.set(s.code, Number(b.o));
        this.inner.set(s.code, Number(b.i));
      } else {
        // a day traded before the book existed: its volume split by the day's direction
        const share = s.price > s.prev ? 0.6 : s.price < s.prev ? 0.4 : 0.5;
        const o = Math.round((s.volume * share) / 100) * 100;
        this.outer.set(s.code, o);
        this.inner.set(s.code, s.volume - o);
      }
    }
  }

  /** The day's 集合竞价 of the stocks that have none yet; returns the stocks whose quote it changed (to be stored). */
  async openDay<S extends BookSimStock>(db: Db, date: string, stocks: S[], rng: Prng): Promise<S[]> {
    await this.loadDay(db, date, stocks);
    this.opening = new Map();
    const todo = stocks.filter((s) => !this.auctioned.has(s.code));
    if (!todo.length) return [];
    const opened: S[] = [];
    const rows = todo.map((s) => {
      this.auctioned.add(s.code);
      if (s.volume > 0) {
        // already trading (a day begun before the book existed): the auction at its stored open, a share of its volume
        const volume = Math.min(s.volume, toLots(s.volume * rng.range(0.01, 0.04)));
        return { code: s.code, price: s.open / 100, prevClose: s.prev / 100, volume, amount: Math.round((volume * s.open) / 100), unmatchedVolume: null };
      }
      const a = simulateAuction(s.prev, s.up, s.down, s.floatShares * 0.015, rng);
      s.open = s.price = s.high = s.low = a.price;
      s.volume += a.volume;
      s.amount += a.amount;
      // the money flow keeps adding up to the turnover
      const cents = Math.round(s.amount) * 100 - s.flow.reduce((x, y) => x + y, 0);
      if (cents > 0) {
        s.flow = addFlows(s.flow, splitTurnover(cents, a.price > s.prev ? 0.3 : a.price < s.prev ? -0.3 : 0, rng));
        s.flowDirty = true;
      }
      const seq = (this.seq.get(s.code) ?? 0) + 1;
      this.seq.set(s.code, seq);
      this.pending.push({ code: s.code, seq, time: auctionTime(date), price: a.price / 100, volume: a.volume, side: 0 });
      this.opening.set(s.code, { volume: a.volume, amount: a.amount });
      opened.push(s);
      return { code: s.code, price: a.price / 100, prevClose: s.prev / 100, volume: a.volume, amount: a.amount, unmatchedVolume: a.unmatchedVolume };
    });
    await applyAuctions(db, rows, { tradeDate: date, knownCodes: true });
    return opened;
  }

  /** What the auction of this tick's openDay traded for a stock (zero for the others): part of the minute's volume. */
  openedVolume(code: string): { volume: number; amount: number } {
    return this.opening.get(code) ?? { volume: 0, amount: 0 };
  }

  /** The trades and books of a stored tick (see the class comment). `volumes`: each moved stock's volume increment. */
  async afterTick(db: Db, date: string, now: Date, stocks: BookSimStock[], volumes: Map<string, { volume: number }>, rng: Prng): Promise<void> {
    await this.loadDay(db, date, stocks);
    const ticks = this.pending;
    this.pending = [];
    for (const s of stocks) {
      const v = volumes.get(s.code)?.volume ?? 0;
      if (v <= 0) continue;
      const before = this.last.get(s.code) ?? s.open;
      const trades: TradeDraft[] = splitTrades(v, before, s.price, rng);
      const oi = outerInner(trades);
      this.outer.set(s.code, (this.outer.get(s.code) ?? 0) + oi.outer);
      this.inner.set(s.code, (this.inner.get(s.code) ?? 0) + oi.inner);
      let seq = this.seq.get(s.code) ?? 0;
      trades.forEach((t, i) => ticks.push({ code: s.code, seq: ++seq, time: new Date(now.getTime() - (trades.length - 1 - i) * 150), price: t.price / 100, volume: t.volume, side: t.side }));
      this.seq.set(s.code, seq);
    }
    const touched = stocks.filter((s) => (volumes.get(s.code)?.volume ?? 0) > 0 || this.last.get(s.code) !== s.price || !this.last.has(s.code));
    if (!touched.length && !ticks.length) return;
    // 封单 of the sealed stocks: 封板资金 (涨停) / 封单额 (跌停) of their pool row over the limit price
    const sealed = touched.filter((s) => (s.up !== null && s.price >= s.up) || (s.down !== null && s.price <= s.down));
    const sealOf = new Map<string, number>();
    if (sealed.length) {
      const pools = await db.execute<{ code: string; seal: number }>(sql`select stock_code code, seal_amount seal from stock_limit_up
        where trade_date = ${date} and pool_type in (1, 3) and stock_code = any(${pgArrayLiteral(sealed.map((s) => s.code))}::varchar[])`);
      for (const p of pools.rows) sealOf.set(p.code, Number(p.seal));
    }
    const books = touched.map((s) => {
      const limit = s.up !== null && s.price >= s.up ? s.up : s.down;
      const seal = sealOf.get(s.code);
      const book = simulateBook({ price: s.price, up: s.up, down: s.down, depth: s.floatShares * 0.00003, sealVolume: seal && limit ? (seal * 100) / limit : null }, rng);
      this.last.set(s.code, s.price);
      return {
        code: s.code,
        bids: book.bids.map((l) => ({ price: l.price / 100, volume: l.volume })),
        asks: book.asks.map((l) => ({ price: l.price / 100, volume: l.volume })),
        outerVolume: this.outer.get(s.code) ?? 0,
        innerVolume: this.inner.get(s.code) ?? 0,
        time: now,
      };
    });
    if (ticks.length) await applyTicks(db, ticks, { tradeDate: date, knownCodes: true });
    if (books.length) await applyOrderBooks(db, books, { tradeDate: date, knownCodes: true, onlyNewer: false });
  }
}

/** Trade days of 集合竞价 the seed writes from their bars; trades the seed writes per stock (the day's last ones). */
export const SEEDED_AUCTION_DAYS = 5;
export const SEEDED_TICKS = 20;

/**
 * The demo seed's 盘口 / 逐笔 / 集合竞价 (decision 0040), from the market just written: the auctions of the last
 * SEEDED_AUCTION_DAYS trade days at each bar's open (a small share of its volume; the unmatched side follows the gap),
 * and for the latest day each stock's book around its quote (sealed stocks with their pool's 封板资金), 外盘 / 内盘 as
 * the day's volume split by its direction, and its last SEEDED_TICKS trades — a snapshot of the day, not all of its
 * trades (the simulator writes every trade of the days it runs).
 */
export async function seedBooks(db: Db, tradeDays: readonly string[], rng: Prng, now: Date): Promise<void> {
  const days = tradeDays.slice(-SEEDED_AUCTION_DAYS);
  const date = days[days.length - 1];
  if (!date) return;
  const bars = await db.execute<{ code: string; d: string; open: number; pc: number; volume: number }>(
    sql`select stock_code code, trade_date::text d, open, prev_close pc, volume from stock_daily where trade_date >= ${days[0]} and volume > 0 and open > 0`,
  );
  const auctions = bars.rows.map((b) => {
    const open = Number(b.open);
    const pc = Number(b.pc);
    const volume = Math.min(Number(b.volume), toLots(Number(b.volume) * rng.range(0.01, 0.04)));
    const sign = open > pc ? 1 : open < pc ? -1 : rng.chance(0.5) ? 1 : -1;
    return { code: b.code, tradeDate: b.d, price: open, prevClose: pc, volume, amount: Math.round(volume * open), unmatchedVolume: sign * toLots(volume * rng.range(0.05, 0.6)), time: new Date(`${b.d}T09:25:00+08:00`) };
  });
  for (let i = 0; i < auctions.length; i += 20_000) await applyAuctions(db, auctions.slice(i, i + 20_000), { tradeDate: date, knownCodes: true });

  const stocks = await db.execute<{ code: string; price: number; prev: number; up: number | null; down: number | null; fs: number; volume: number; seal: number | null }>(
    sql`select s.code, s.price, s.prev_close prev, s.limit_up_price up, s.limit_down_price down, s.float_shares fs, s.volume,
        (select l.seal_amount from stock_limit_up l where l.trade_date = ${date} and l.stock_code = s.code and l.pool_type in (1, 3) order by l.pool_type limit 1) seal
      from stock_info s where s.price is not null and s.prev_close is not null`,
  );
  const cents = (v: number | null) => (v === null ? null : Math.round(Number(v) * 100));
  const close = new Date(`${date}T15:00:00+08:00`);
  const end = now < close ? now : close;
  const books: Parameters<typeof applyOrderBooks>[1] = [];
  const ticks: TickInput[] = [];
  for (const s of stocks.rows) {
    const price = cents(s.price)!;
    const prev = cents(s.prev)!;
    const up = cents(s.up);
    const down = cents(s.down);
    const limit = up !== null && price >= up ? up : down;
    const depth = Number(s.fs) * 0.00003;
    const book = simulateBook({ price, up, down, depth, sealVolume: s.seal && limit ? (Number(s.seal) * 100) / limit : null }, rng);
    const volume = Number(s.volume);
    const share = price > prev ? 0.6 : price < prev ? 0.4 : 0.5;
    const outer = Math.round((volume * share) / 100) * 100;
    books.push({
      code: s.code,
      bids: book.bids.map((l) => ({ price: l.price / 100, volume: l.volume })),
      asks: book.asks.map((l) => ({ price: l.price / 100, volume: l.volume })),
      outerVolume: outer,
      innerVolume: volume - outer,
      time: end,
    });
    if (volume <= 0) continue;
    for (let i = 0; i < SEEDED_TICKS; i++) {
      // the last trades of the day, 3 s apart, at the quote or a tick beside it
      const p = Math.max(1, price + (i === SEEDED_TICKS - 1 ? 0 : rng.int(-1, 1)));
      const at = up !== null && p > up ? up : down !== null && p < down ? down : p;
      ticks.push({ code: s.code, seq: i + 1, time: new Date(end.getTime() - (SEEDED_TICKS - 1 - i) * 3000), price: at / 100, volume: toLots(depth * rng.range(0.2, 1.8)), side: rng.chance(share) ? 1 : 2 });
    }
  }
  for (let i = 0; i < books.length; i += 10_000) await applyOrderBooks(db, books.slice(i, i + 10_000), { tradeDate: date, knownCodes: true, onlyNewer: false });
  for (let i = 0; i < ticks.length; i += 50_000) await applyTicks(db, ticks.slice(i, i + 50_000), { tradeDate: date, knownCodes: true });
}
