import { z } from 'zod';

/**
 * The push feed (docs/market-data-feed.md): `POST /admin-api/stock-feed/<kind>` with `{items: [...]}`, authenticated by
 * an OAuth2 client-credentials token with scope `stock.feed`. A batch is validated as a whole; a bad row refuses it,
 * naming its index. Prices in yuan, volumes in shares, amounts in yuan, `time` epoch ms or ISO 8601 with zone.
 */

/** The scope a feed token must carry. */
export const STOCK_FEED_SCOPE = 'stock.feed';
/** Rows per batch (a full A-share market is ~5,500 stocks). */
export const STOCK_FEED_MAX_ROWS = 6000;

const price = z.number().finite().positive().max(1_000_000);
const feedTime = z.union([
  z.number().int().positive().max(4_102_444_800_000),
  z.iso.datetime({ offset: true }).transform((s) => Date.parse(s)),
]);

export const FeedQuoteRow = z
  .object({
    code: z.string().regex(/^\d{6}$/, '须为 6 位股票代码'),
    /** when the quote was taken: idempotent by (code, time); older than the stored quote → ignored */
    time: feedTime,
    price,
    open: price.optional(),
    high: price.optional(),
    low: price.optional(),
    /** today's cumulative volume (股) and turnover (元) */
    volume: z.number().int().nonnegative().max(1e13),
    amount: z.number().finite().nonnegative().max(1e14),
  })
  .strict()
  .refine((r) => r.high === undefined || r.low === undefined || r.high >= r.low, { message: 'high 不能小于 low', path: ['high'] })
  .refine((r) => (r.high === undefined || r.price <= r.high) && (r.low === undefined || r.price >= r.low), {
    message: 'price 须在 low 与 high 之间',
    path: ['price'],
  });
export type FeedQuoteRow = z.output<typeof FeedQuoteRow>;

export const FeedIndexRow = z
  .object({
    code: z.string().regex(/^\d{6}$/, '须为 6 位指数代码'),
    time: feedTime,
    price,
    open: price.optional(),
    high: price.optional(),
    low: price.optional(),
    volume: z.number().int().nonnegative().max(1e15).optional(),
    amount: z.number().finite().nonnegative().max(1e16).optional(),
  })
  .strict();
export type FeedIndexRow = z.output<typeof FeedIndexRow>;

/** A 快讯: idempotent by (time, source, title) — the same flash posted again is not stored twice. */
export const FeedFlashRow = z
  .object({
    time: feedTime,
    title: z.string().trim().max(200).default(''),
    /** text (or simple HTML, sanitised) */
    content: z.string().trim().min(1, '不能为空').max(5000),
    /** 1 重点, 2 普通 */
    level: z.union([z.literal(1), z.literal(2)]).default(2),
    source: z.string().trim().max(64).default(''),
    stockCodes: z.array(z.string().regex(/^\d{6}$/, '须为 6 位股票代码')).max(50).default([]),
  })
  .strict();
export type FeedFlashRow = z.output<typeof FeedFlashRow>;

/** A batch as the route receives it: rows are checked one by one, so a bad row can be named by its index. */
export const FeedBatchReq = z.object({ items: z.array(z.unknown()).min(1, '批次不能为空').max(STOCK_FEED_MAX_ROWS, `每批最多 ${STOCK_FEED_MAX_ROWS} 行`) });

export interface FeedBatchResp {
  /** rows in the batch */
  total: number;
  /** rows that changed what is stored (the rest were the same or older: ignored) */
  changed: number;
  /** rows ignored as not newer than the stored quote */
  ignored: number;
  tradeDate: string;
}

/** Module errors of the feed (1_100_040_xxx). */
export const StockFeedError = {
  FEED_BAD_ROW: { code: 1_100_040_000, msg: '第 {} 行（items[{}]）不正确：{}，整批未写入' },
  FEED_UNKNOWN_STOCK: { code: 1_100_040_001, msg: '第 {} 行（items[{}]）股票 {} 不存在，整批未写入' },
  FEED_UNKNOWN_INDEX: { code: 1_100_040_002, msg: '第 {} 行（items[{}]）指数 {} 不存在，整批未写入' },
} as const;
