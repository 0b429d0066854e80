import { bigint, date, index, integer, numeric, pgTable, primaryKey, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';

const price = () => numeric({ precision: 12, scale: 2, mode: 'number' });
const tstz = () => timestamp({ withTimezone: true, mode: 'date' });
const shares = () => bigint({ mode: 'number' });

/**
 * 盘口: a stock's latest order book (one row per stock, replaced by each snapshot). Levels best first: bid 1 (买一) is
 * the highest buy price, ask 1 (卖一) the lowest sell price; up to 10 levels are stored (十档, Level-2), the first five
 * are 五档. Volumes in shares. 外盘 / 内盘: the day's volume traded at the ask (active buys) / at the bid (active sells),
 * null when the door did not say. Written only by feed/book-path.ts (decision 0040).
 */
export const stockOrderBook = pgTable('stock_order_book', {
  stockCode: varchar({ length: 10 }).primaryKey(),
  tradeDate: date({ mode: 'string' }).notNull(),
  bidPrices: numeric({ precision: 12, scale: 2 }).array().notNull(),
  bidVolumes: bigint({ mode: 'number' }).array().notNull(),
  askPrices: numeric({ precision: 12, scale: 2 }).array().notNull(),
  askVolumes: bigint({ mode: 'number' }).array().notNull(),
  outerVolume: shares(),
  innerVolume: shares(),
  /** when the snapshot was taken */
  bookTime: tstz().notNull(),
  updateTime: tstz().notNull().defaultNow(),
});

/**
 * 逐笔成交: the trades of a stock on a trade day, numbered by `seq` (the door's trade number, ascending in time).
 * side 1 买 (taken at the ask, 外盘) · 2 卖 (taken at the bid, 内盘) · 0 中性. Volume in shares. The current and the
 * previous trade day are kept.
 */
export const stockTick = pgTable(
  'stock_tick',
  {
    tradeDate: date({ mode: 'string' }).notNull(),
    stockCode: varchar({ length: 10 }).notNull(),
    seq: integer().notNull(),
    time: tstz().notNull(),
    price: price().notNull(),
    volume: shares().notNull(),
    side: smallint().notNull(),
  },
  (t) => [primaryKey({ columns: [t.tradeDate, t.stockCode, t.seq] })],
);

/**
 * 集合竞价 (the opening call auction, 9:15–9:25) of a stock on a trade day: the matched price (the day's open), 竞价涨幅
 * against the previous close, 竞价成交量 / 成交额, and 竞价未匹配量 (shares left unmatched at the price: positive on the
 * buy side, negative on the sell side; null when the door does not know it).
 */
export const stockAuction = pgTable(
  'stock_auction',
  {
    tradeDate: date({ mode: 'string' }).notNull(),
    stockCode: varchar({ length: 10 }).notNull(),
    price: price().notNull(),
    prevClose: price(),
    changePercent: numeric({ precision: 10, scale: 2, mode: 'number' }),
    volume: shares().notNull().default(0),
    amount: numeric({ precision: 20, scale: 2, mode: 'number' }).notNull().default(0),
    unmatchedVolume: shares(),
    auctionTime: tstz(),
    updateTime: tstz().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tradeDate, t.stockCode] }), index('stock_auction_code_idx').on(t.stockCode, t.tradeDate)],
);
