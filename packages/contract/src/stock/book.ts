import { z } from 'zod';

/**
 * 盘口, 逐笔成交 and 集合竞价 (decision 0040). Prices in yuan, volumes in shares (the page shows 手 = 100 shares),
 * amounts in yuan. 五档 (five levels a side) for everyone; 十档 (ten) and 逐笔 only for a member holding an unexpired
 * Level-2 benefit (trade_member_benefit type 2) — checked by the server.
 */

const code = z.string().trim().regex(/^\d{6}$/, '股票代码必须是 6 位数字');
const tradeDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式为 YYYY-MM-DD');

/** Levels everyone sees; Level-2 members see BOOK_LEVEL2_LEVELS. */
export const BOOK_PUBLIC_LEVELS = 5;
export const BOOK_LEVEL2_LEVELS = 10;

export interface BookLevelVO {
  price: number;
  /** shares */
  volume: number;
}

/** 集合竞价 of a stock on a trade day. */
export interface AuctionVO {
  tradeDate: string;
  code: string;
  name: string;
  /** the matched price: the day's open */
  price: number;
  prevClose: number | null;
  /** 竞价涨幅 % against the previous close */
  changePercent: number | null;
  /** 竞价成交量 (shares) and 竞价成交额 (yuan) */
  volume: number;
  amount: number;
  /** 竞价未匹配量 (shares): positive buy side, negative sell side; null when the source does not give it */
  unmatchedVolume: number | null;
}

/** GET /stock/book (everyone: five levels) and the book part of GET /stock/book/level2 (ten). */
export interface OrderBookVO {
  code: string;
  name: string;
  /** the book's trade day; null when no book is stored */
  tradeDate: string | null;
  prevClose: number | null;
  price: number | null;
  limitUpPrice: number | null;
  limitDownPrice: number | null;
  /** levels a side in this answer (5 or 10) */
  levels: number;
  /** 买一 … best first */
  bids: BookLevelVO[];
  /** 卖一 … best first */
  asks: BookLevelVO[];
  /** 委比 % = (委买 − 委卖) / (委买 + 委卖) over the five levels; null without a book */
  bidAskRatio: number | null;
  /** 委差 (shares) = 委买 − 委卖 over the five levels */
  bidAskDiff: number | null;
  /** 外盘 / 内盘 (shares) of the day; null when the source does not give them */
  outerVolume: number | null;
  innerVolume: number | null;
  /** epoch ms of the snapshot */
  bookTime: number | null;
  /** 'up' sealed at 涨停 (no asks), 'down' at 跌停 (no bids), null otherwise */
  sealed: 'up' | 'down' | null;
  /** the day's 集合竞价 (the book's day, else the stock's latest) */
  auction: AuctionVO | null;
}

/** 逐笔成交: one trade. side 1 买 (外盘) · 2 卖 (内盘) · 0 中性. */
export interface TickVO {
  seq: number;
  /** epoch ms */
  time: number;
  price: number;
  /** shares */
  volume: number;
  side: 0 | 1 | 2;
}

/** GET /stock/book/level2: 十档 and the latest 逐笔 (newest first). */
export interface Level2BookVO extends OrderBookVO {
  ticks: TickVO[];
}

export const StockBookReq = z.object({ code });
export type StockBookReq = z.input<typeof StockBookReq>;

export const Level2BookReq = z.object({ code, ticks: z.coerce.number().int().min(1).max(200).default(50) });
export type Level2BookReq = z.input<typeof Level2BookReq>;

export const AuctionDayReq = z.object({ tradeDate: tradeDate.optional() });
export type AuctionDayReq = z.input<typeof AuctionDayReq>;

/** GET /stock/book/auctions: the 集合竞价 of the stocks in a day's limit-up pools (涨停 / 炸板 / 跌停 / 昨日涨停). */
export interface AuctionDayVO {
  tradeDate: string | null;
  list: AuctionVO[];
}

/** Module errors of the book (1_100_061_xxx). */
export const StockBookError = {
  LEVEL2_REQUIRED: { code: 1_100_061_000, msg: '十档盘口和逐笔成交为 Level-2 行情权益，开通 Level-2 后可查看' },
} as const;

// ------------------------------------------------------------------ push feed rows (POST /stock-feed/order-books, /ticks, /auctions)

const feedTime = z.union([z.number().int().positive().max(4_102_444_800_000), z.iso.datetime({ offset: true }).transform((s) => Date.parse(s))]);
const price = z.number().finite().positive().max(1_000_000);
const volume = z.number().int().nonnegative().max(1e13);
const level = z.object({ price, volume: z.number().int().positive().max(1e13) }).strict();

/**
 * A stock's order book at `time`: up to ten levels a side, best first (bids falling, asks rising, bid 1 below ask 1); a
 * side may be empty (sealed at a limit: no asks at 涨停, no bids at 跌停). Idempotent by (code, time): an older
 * snapshot than the stored one is ignored. Every price is held to the day's limit prices, as quotes are.
 */
export const FeedOrderBookRow = z
  .object({
    code,
    time: feedTime,
    bids: z.array(level).max(BOOK_LEVEL2_LEVELS),
    asks: z.array(level).max(BOOK_LEVEL2_LEVELS),
    /** 外盘 / 内盘 of the day so far (shares) */
    outerVolume: volume.optional(),
    innerVolume: volume.optional(),
  })
  .strict()
  .refine((r) => r.bids.every((l, i) => i === 0 || l.price < r.bids[i - 1].price), { message: '买盘价格须从买一起逐档降低', path: ['bids'] })
  .refine((r) => r.asks.every((l, i) => i === 0 || l.price > r.asks[i - 1].price), { message: '卖盘价格须从卖一起逐档升高', path: ['asks'] })
  .refine((r) => !r.bids.length || !r.asks.length || r.bids[0].price < r.asks[0].price, { message: '买一价须低于卖一价', path: ['bids'] });
export type FeedOrderBookRow = z.output<typeof FeedOrderBookRow>;

/** 逐笔成交: one trade, numbered by the vendor per stock and day (`seq`); the same (code, day, seq) again is ignored. */
export const FeedTickRow = z
  .object({
    code,
    time: feedTime,
    seq: z.number().int().nonnegative().max(2_000_000_000),
    price,
    volume: z.number().int().positive().max(1e12),
    /** buy: taken at the ask (外盘) · sell: taken at the bid (内盘) · neutral */
    side: z.enum(['buy', 'sell', 'neutral']),
  })
  .strict();
export type FeedTickRow = z.output<typeof FeedTickRow>;

/**
 * 集合竞价 of a stock: the matched price (the day's open) with its volume and amount, and the unmatched volume when
 * known (positive buy side, negative sell side). Stored by (trade day of `time`, code); the price is held to the day's
 * limit prices.
 */
export const FeedAuctionRow = z
  .object({
    code,
    time: feedTime,
    price,
    volume,
    amount: z.number().finite().nonnegative().max(1e14),
    unmatchedVolume: z.number().int().min(-1e13).max(1e13).optional(),
  })
  .strict();
export type FeedAuctionRow = z.output<typeof FeedAuctionRow>;
