import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import { FeedAuctionRow, FeedOrderBookRow, FeedTickRow, StockFeedError } from '@gprs/contract';
import { LimitBook, outOfBand, type LimitBand } from './feed-door';
import { FeedRowError, feedRoute, prepare, requireKnownCodes } from './feed.routes';
import { applyAuctions, applyOrderBooks, applyTicks } from './book-path';

/** The first price of a row outside its stock's limit band (the rule every pushed quote is held to), or null. */
function firstOutOfBand(prices: { field: string; value: number }[], band: LimitBand | null | undefined): { field: string; value: number } | null {
  if (!band) return null;
  return prices.find((p) => outOfBand({ price: p.value }, band)) ?? null;
}

/**
 * The push feed's 盘口 / 逐笔 / 集合竞价 kinds (decision 0040), behind the same door as every feed kind (feedRoute: scope
 * stock.feed, MARKET_FEED=push or a pulled source, the batch logged, a bad row refuses the whole batch by its index) and
 * held to the same limit rule as quotes: every price within the day's limit prices ± one tick. Rows are written by the
 * one book path (book-path.ts), as the simulator's and tushare's.
 */
export function bookFeedRoutes(app: FastifyInstance): void {
  const limitBook = new LimitBook();
  const holdToLimits = async (db: Db, date: string, rows: { code: string }[], pricesOf: (i: number) => { field: string; value: number }[]) => {
    // `prepare` may roll the day: the bands are those of the batch's trade day
    const bands = await limitBook.bands(db, date, rows);
    for (let i = 0; i < rows.length; i++) {
      const band = bands.get(rows[i].code);
      const bad = firstOutOfBand(pricesOf(i), band);
      if (bad) throw new FeedRowError(i, StockFeedError.FEED_OUT_OF_LIMIT, rows[i].code, bad.field, bad.value, band!.down.toFixed(2), band!.up.toFixed(2));
    }
  };

  feedRoute(app, 'order-books', FeedOrderBookRow, async (db, rows) => {
    await requireKnownCodes(
      db,
      rows.map((r) => r.code),
    );
    const { rows: newest, date } = await prepare(db, rows);
    await holdToLimits(db, date, rows, (i) => [
      ...rows[i].bids.map((l, k) => ({ field: `bids[${k}].price`, value: l.price })),
      ...rows[i].asks.map((l, k) => ({ field: `asks[${k}].price`, value: l.price })),
    ]);
    const applied = await applyOrderBooks(
      db,
      newest.map((r) => ({ code: r.code, bids: r.bids, asks: r.asks, outerVolume: r.outerVolume ?? null, innerVolume: r.innerVolume ?? null, time: new Date(r.time) })),
      { tradeDate: date, knownCodes: true },
    );
    return { changed: applied.written, tradeDate: date };
  });

  feedRoute(app, 'ticks', FeedTickRow, async (db, rows) => {
    await requireKnownCodes(
      db,
      rows.map((r) => r.code),
    );
    const { rows: unique, date } = await prepare(db, rows, (r) => `${r.code}|${r.seq}`);
    await holdToLimits(db, date, rows, (i) => [{ field: 'price', value: rows[i].price }]);
    const side = { buy: 1, sell: 2, neutral: 0 } as const;
    const applied = await applyTicks(
      db,
      unique.map((r) => ({ code: r.code, seq: r.seq, time: new Date(r.time), price: r.price, volume: r.volume, side: side[r.side] })),
      { tradeDate: date, knownCodes: true },
    );
    return { changed: applied.written, tradeDate: date };
  });

  feedRoute(app, 'auctions', FeedAuctionRow, async (db, rows) => {
    await requireKnownCodes(
      db,
      rows.map((r) => r.code),
    );
    const { rows: newest, date } = await prepare(db, rows);
    await holdToLimits(db, date, rows, (i) => [{ field: 'price', value: rows[i].price }]);
    const applied = await applyAuctions(
      db,
      newest.map((r) => ({ code: r.code, price: r.price, volume: r.volume, amount: r.amount, unmatchedVolume: r.unmatchedVolume ?? null, time: new Date(r.time) })),
      { tradeDate: date, knownCodes: true },
    );
    return { changed: applied.written, tradeDate: date };
  });
}
