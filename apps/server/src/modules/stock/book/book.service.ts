import { sql } from 'drizzle-orm';
import { BOOK_LEVEL2_LEVELS, BOOK_PUBLIC_LEVELS, StockError, type AuctionDayVO, type AuctionVO, type BookLevelVO, type Level2BookVO, type OrderBookVO, type TickVO } from '@gprs/contract';
import type { Db } from '../../../db/client';
import { fail } from '../../../core/errors';
import { toCents } from '../market-rules';
import { bidAskStats, sealedSide } from './book-rules';

/** Reads of 盘口, 逐笔 and 集合竞价 (decision 0040). Who may read what is decided by book.routes.ts. */

type AuctionRow = { d: string; code: string; name: string; price: number; pc: number | null; chg: number | null; volume: number; amount: number; unmatched: number | null };

const auctionVO = (r: AuctionRow): AuctionVO => ({
  tradeDate: r.d,
  code: r.code,
  name: r.name,
  price: Number(r.price),
  prevClose: r.pc === null ? null : Number(r.pc),
  changePercent: r.chg === null ? null : Number(r.chg),
  volume: Number(r.volume),
  amount: Number(r.amount),
  unmatchedVolume: r.unmatched === null ? null : Number(r.unmatched),
});

const levelsOf = (prices: (string | number)[] | null, volumes: (string | number)[] | null, n: number): BookLevelVO[] =>
  (prices ?? []).slice(0, n).map((p, i) => ({ price: Number(p), volume: Number(volumes?.[i] ?? 0) }));

/** A stock's latest order book cut to `levels` a side, with 委比 / 委差 (over five levels), 外盘 / 内盘 and its auction. */
export async function stockBook(db: Db, code: string, levels: number = BOOK_PUBLIC_LEVELS): Promise<OrderBookVO> {
  const found = await db.execute<{
    code: string;
    name: string;
    price: number | null;
    prev_close: number | null;
    lu: number | null;
    ld: number | null;
    d: string | null;
    bp: string[] | null;
    bv: string[] | null;
    ap: string[] | null;
    av: string[] | null;
    ov: number | null;
    iv: number | null;
    t: Date | null;
  }>(sql`select s.code, s.name, s.price, s.prev_close, s.limit_up_price lu, s.limit_down_price ld, b.trade_date::text d, b.bid_prices::text[] bp, b.bid_volumes::text[] bv,
      b.ask_prices::text[] ap, b.ask_volumes::text[] av, b.outer_volume ov, b.inner_volume iv, b.book_time t
    from stock_info s left join stock_order_book b on b.stock_code = s.code where s.code = ${code}`);
  const row = found.rows[0];
  if (!row) fail(StockError.STOCK_NOT_EXISTS);
  const auction = await db.execute<AuctionRow>(sql`select a.trade_date::text d, a.stock_code code, ${row.name} name, a.price, a.prev_close pc, a.change_percent chg, a.volume, a.amount,
      a.unmatched_volume unmatched from stock_auction a where a.stock_code = ${code} order by a.trade_date desc limit 1`);
  const full = { bids: levelsOf(row.bp, row.bv, BOOK_LEVEL2_LEVELS), asks: levelsOf(row.ap, row.av, BOOK_LEVEL2_LEVELS) };
  const stats = bidAskStats({ bids: full.bids.map((l) => ({ price: toCents(l.price), volume: l.volume })), asks: full.asks.map((l) => ({ price: toCents(l.price), volume: l.volume })) });
  const num = (v: number | null) => (v === null ? null : Number(v));
  const price = num(row.price);
  const up = num(row.lu);
  const down = num(row.ld);
  return {
    code: row.code,
    name: row.name,
    tradeDate: row.d,
    prevClose: num(row.prev_close),
    price,
    limitUpPrice: up,
    limitDownPrice: down,
    levels,
    bids: full.bids.slice(0, levels),
    asks: full.asks.slice(0, levels),
    bidAskRatio: row.d ? stats.ratio : null,
    bidAskDiff: row.d ? stats.diff : null,
    outerVolume: num(row.ov),
    innerVolume: num(row.iv),
    bookTime: row.t ? new Date(row.t).getTime() : null,
    sealed: price === null ? null : sealedSide(toCents(price), up === null ? null : toCents(up), down === null ? null : toCents(down)),
    auction: auction.rows[0] ? auctionVO(auction.rows[0]) : null,
  };
}

/** 十档 and the latest `ticks` trades (newest first) of the book's trade day — for Level-2 members only (book.routes.ts). */
export async function level2Book(db: Db, code: string, ticks: number): Promise<Level2BookVO> {
  const book = await stockBook(db, code, BOOK_LEVEL2_LEVELS);
  let day = book.tradeDate;
  if (!day) {
    const [latest] = (await db.execute<{ d: string | null }>(sql`select max(trade_date)::text d from stock_market_turnover`)).rows;
    day = latest?.d ?? null;
  }
  const rows = day
    ? await db.execute<{ seq: number; t: Date; price: number; volume: number; side: number }>(sql`select seq, time t, price, volume, side from stock_tick
        where trade_date = ${day} and stock_code = ${code} order by seq desc limit ${ticks}`)
    : { rows: [] };
  const list: TickVO[] = rows.rows.map((r) => ({ seq: r.seq, time: new Date(r.t).getTime(), price: Number(r.price), volume: Number(r.volume), side: (r.side === 1 ? 1 : r.side === 2 ? 2 : 0) as 0 | 1 | 2 }));
  return { ...book, ticks: list };
}

/** The 集合竞价 of the stocks in a day's limit-up pools (the latest trade day when none is asked for). */
export async function poolAuctions(db: Db, tradeDate?: string): Promise<AuctionDayVO> {
  let day = tradeDate ?? null;
  if (!day) {
    const [latest] = (await db.execute<{ d: string | null }>(sql`select max(trade_date)::text d from stock_market_turnover`)).rows;
    day = latest?.d ?? null;
  }
  if (!day) return { tradeDate: null, list: [] };
  const rows = await db.execute<AuctionRow>(sql`select a.trade_date::text d, a.stock_code code, s.name, a.price, a.prev_close pc, a.change_percent chg, a.volume, a.amount,
      a.unmatched_volume unmatched
    from stock_auction a join stock_info s on s.code = a.stock_code
    where a.trade_date = ${day} and a.stock_code in (select l.stock_code from stock_limit_up l where l.trade_date = ${day})
    order by a.change_percent desc nulls last, a.stock_code`);
  return { tradeDate: day, list: rows.rows.map(auctionVO) };
}
