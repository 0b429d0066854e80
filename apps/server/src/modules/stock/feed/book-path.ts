import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { pgArrayLiteral } from '../../../core/bulk';
import { lastTradeDays } from '../market-rules';

/**
 * The one write path of 盘口 (applyOrderBooks), 逐笔成交 (applyTicks) and 集合竞价 (applyAuctions) — decision 0040.
 * Every door calls these in the caller's transaction: the simulator's tick (book-sim.ts), the push feed
 * (`POST /stock-feed/order-books`, `/ticks`, `/auctions`: book-feed.routes.ts) and a pulled source (tushare's
 * stk_auction, sources/tushare/auction.ts). Each is idempotent by its natural key: what equals the stored row (or is
 * older than it) writes nothing and counts as unchanged.
 */

export interface BookWriteResult {
  written: number;
  unchanged: number;
  /** refused rows in words */
  problems: string[];
  /** codes whose rows were written */
  changed: string[];
}

const empty = (): BookWriteResult => ({ written: 0, unchanged: 0, problems: [], changed: [] });

async function splitUnknown<R extends { code: string }>(db: Db, rows: R[], result: BookWriteResult, known?: boolean): Promise<R[]> {
  if (known || !rows.length) return rows;
  const codes = [...new Set(rows.map((r) => r.code))];
  const found = await db.execute<{ code: string }>(sql`select code from stock_info where code = any(${pgArrayLiteral(codes)}::varchar[])`);
  const set = new Set(found.rows.map((r) => r.code));
  for (const c of codes) if (!set.has(c)) result.problems.push(`${c}：本站没有这只股票`);
  return rows.filter((r) => set.has(r.code));
}

/** A stock's order book at `time`; prices in yuan, volumes in shares, levels best first (see FeedOrderBookRow). */
export interface OrderBookInput {
  code: string;
  bids: { price: number; volume: number }[];
  asks: { price: number; volume: number }[];
  outerVolume?: number | null;
  innerVolume?: number | null;
  time: Date;
}

export interface BookWriteOptions {
  tradeDate: string;
  /** the codes are known to be stored stocks (the simulator, a feed that checked them) */
  knownCodes?: boolean;
  /** books: false writes a snapshot even when it is not newer than the stored one (the simulator owns its clock) */
  onlyNewer?: boolean;
}

const arr = (values: number[]) => `{${values.join(',')}}`;

/** Stores the latest order book of stocks (one row per stock); a snapshot older than the stored one is ignored. */
export async function applyOrderBooks(db: Db, rows: OrderBookInput[], options: BookWriteOptions): Promise<BookWriteResult> {
  const result = empty();
  const newest = new Map<string, OrderBookInput>();
  for (const r of rows) if (!newest.has(r.code) || newest.get(r.code)!.time <= r.time) newest.set(r.code, r);
  const list = await splitUnknown(db, [...newest.values()], result, options.knownCodes);
  if (!list.length) return result;
  const col = (f: (r: OrderBookInput) => unknown) => pgArrayLiteral(list.map(f));
  const written = await db.execute<{ code: string }>(sql`insert into stock_order_book as b (stock_code, trade_date, bid_prices, bid_volumes, ask_prices, ask_volumes,
      outer_volume, inner_volume, book_time, update_time)
    select u.code, ${options.tradeDate}::date, u.bp::numeric[], u.bv::int8[], u.ap::numeric[], u.av::int8[], u.ov, u.iv, u.t, now()
    from unnest(${col((r) => r.code)}::varchar[], ${col((r) => arr(r.bids.map((l) => l.price)))}::text[], ${col((r) => arr(r.bids.map((l) => l.volume)))}::text[],
      ${col((r) => arr(r.asks.map((l) => l.price)))}::text[], ${col((r) => arr(r.asks.map((l) => l.volume)))}::text[],
      ${col((r) => r.outerVolume ?? null)}::int8[], ${col((r) => r.innerVolume ?? null)}::int8[], ${col((r) => r.time)}::timestamptz[])
      as u(code, bp, bv, ap, av, ov, iv, t)
    on conflict (stock_code) do update set trade_date = excluded.trade_date, bid_prices = excluded.bid_prices, bid_volumes = excluded.bid_volumes,
      ask_prices = excluded.ask_prices, ask_volumes = excluded.ask_volumes, outer_volume = excluded.outer_volume, inner_volume = excluded.inner_volume,
      book_time = excluded.book_time, update_time = now()
    where (${options.onlyNewer === false} or b.book_time < excluded.book_time or b.trade_date < excluded.trade_date)
      and (b.trade_date, b.bid_prices, b.bid_volumes, b.ask_prices, b.ask_volumes, b.outer_volume, b.inner_volume)
        is distinct from (excluded.trade_date, excluded.bid_prices, excluded.bid_volumes, excluded.ask_prices, excluded.ask_volumes, excluded.outer_volume, excluded.inner_volume)
    returning b.stock_code code`);
  result.written = written.rows.length;
  result.unchanged = list.length - result.written;
  result.changed = written.rows.map((r) => r.code);
  return result;
}

/** One trade (逐笔); side 1 买 · 2 卖 · 0 中性; price in yuan, volume in shares. */
export interface TickInput {
  code: string;
  seq: number;
  time: Date;
  price: number;
  volume: number;
  side: 0 | 1 | 2;
}

/** Trade days whose old ticks were trimmed by this process (once a day). */
const trimmedFor = new Set<string>();

/**
 * Stores trades of the trade day, idempotent by (day, code, seq): a trade stored before is not written again. Ticks
 * of days before the previous trade day are deleted once a day.
 */
export async function applyTicks(db: Db, rows: TickInput[], options: BookWriteOptions): Promise<BookWriteResult> {
  const result = empty();
  const unique = new Map<string, TickInput>();
  for (const r of rows) unique.set(`${r.code}|${r.seq}`, r);
  const list = await splitUnknown(db, [...unique.values()], result, options.knownCodes);
  if (!list.length) return result;
  const col = (f: (r: TickInput) => unknown) => pgArrayLiteral(list.map(f));
  const written = await db.execute<{ code: string }>(sql`insert into stock_tick (trade_date, stock_code, seq, time, price, volume, side)
    select ${options.tradeDate}::date, u.code, u.seq, u.t, u.price, u.volume, u.side
    from unnest(${col((r) => r.code)}::varchar[], ${col((r) => r.seq)}::int4[], ${col((r) => r.time)}::timestamptz[], ${col((r) => r.price)}::numeric[],
      ${col((r) => r.volume)}::int8[], ${col((r) => r.side)}::int2[]) as u(code, seq, t, price, volume, side)
    on conflict (trade_date, stock_code, seq) do nothing
    returning stock_code code`);
  result.written = written.rows.length;
  result.unchanged = list.length - result.written;
  result.changed = [...new Set(written.rows.map((r) => r.code))];
  if (!trimmedFor.has(options.tradeDate)) {
    trimmedFor.add(options.tradeDate);
    const [previous] = lastTradeDays(options.tradeDate, 2);
    await db.execute(sql`delete from stock_tick where trade_date < ${previous}`);
  }
  return result;
}

/**
 * A stock's 集合竞价 of a trade day: the matched price (the day's open), volume (shares) and amount (yuan), the unmatched
 * volume when known (+ buy side, − sell side). 竞价涨幅 is computed here against `prevClose`, else the stock's previous
 * close of that day (its bar's, or the quote's on the current day): one definition for every door.
 */
export interface AuctionInput {
  code: string;
  /** the row's trade day; the options' when absent */
  tradeDate?: string | null;
  price: number;
  prevClose?: number | null;
  volume: number;
  amount: number;
  unmatchedVolume?: number | null;
  time?: Date | null;
}

/** Stores auctions, idempotent by (day, code): a row equal to the stored one writes nothing. */
export async function applyAuctions(db: Db, rows: AuctionInput[], options: BookWriteOptions): Promise<BookWriteResult> {
  const result = empty();
  const unique = new Map<string, AuctionInput & { d: string }>();
  for (const r of rows) {
    const d = r.tradeDate ?? options.tradeDate;
    unique.set(`${d}|${r.code}`, { ...r, d });
  }
  const list = await splitUnknown(db, [...unique.values()], result, options.knownCodes);
  if (!list.length) return result;
  const col = (f: (r: AuctionInput & { d: string }) => unknown) => pgArrayLiteral(list.map(f));
  const written = await db.execute<{ code: string }>(sql`insert into stock_auction as a (trade_date, stock_code, price, prev_close, change_percent, volume, amount,
      unmatched_volume, auction_time, update_time)
    select u.d, u.code, u.price, x.pc, case when x.pc > 0 then round((u.price - x.pc) / x.pc * 100, 2) end, u.volume, u.amount, u.unmatched, u.t, now()
    from unnest(${col((r) => r.d)}::date[], ${col((r) => r.code)}::varchar[], ${col((r) => r.price)}::numeric[], ${col((r) => r.prevClose ?? null)}::numeric[],
      ${col((r) => r.volume)}::int8[], ${col((r) => r.amount)}::numeric[], ${col((r) => r.unmatchedVolume ?? null)}::int8[], ${col((r) => r.time ?? null)}::timestamptz[])
      as u(d, code, price, pc, volume, amount, unmatched, t)
    cross join lateral (select coalesce(u.pc, (select d.prev_close from stock_daily d where d.stock_code = u.code and d.trade_date = u.d),
      (select s.prev_close from stock_info s where s.code = u.code)) pc) x
    on conflict (trade_date, stock_code) do update set price = excluded.price, prev_close = excluded.prev_close, change_percent = excluded.change_percent,
      volume = excluded.volume, amount = excluded.amount, unmatched_volume = excluded.unmatched_volume, auction_time = excluded.auction_time, update_time = now()
    where (a.price, a.prev_close, a.volume, a.amount, a.unmatched_volume) is distinct from
      (excluded.price, excluded.prev_close, excluded.volume, excluded.amount, excluded.unmatched_volume)
    returning a.stock_code code`);
  result.written = written.rows.length;
  result.unchanged = list.length - result.written;
  result.changed = written.rows.map((r) => r.code);
  return result;
}
