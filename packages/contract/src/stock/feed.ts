import { z } from 'zod';
import { PageParam } from '../envelope';
import { ANNOUNCEMENT_TYPE_VALUES } from './content';
import { HOT_CONCEPTS_MAX, HOT_REASON_MAX } from './hot';

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
    /** the vendor's previous close (ex-rights days differ from our stored close): limits and change % follow it */
    prevClose: price.optional(),
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

const stockCode = z.string().regex(/^\d{6}$/, '须为 6 位股票代码');
const hhmmss = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/, '格式为 HH:mm:ss');

/**
 * A row of a limit-up pool (1 涨停 · 2 炸板 · 3 跌停) as the vendor reports it: stored by (trade day, pool, code); a row
 * older than the stored one of that key is ignored. A stock in 涨停 leaves 炸板 of the day and the other way round.
 */
export const FeedLimitUpPoolRow = z
  .object({
    code: stockCode,
    time: feedTime,
    poolType: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    /** 封板资金 / 封单额, yuan */
    sealAmount: z.number().finite().nonnegative().max(1e14).default(0),
    firstSealTime: hhmmss.optional(),
    lastSealTime: hhmmss.optional(),
    /** 炸板次数 */
    openCount: z.number().int().nonnegative().max(1000).default(0),
    /** 连板数 */
    streak: z.number().int().nonnegative().max(100).default(0),
    /** 涨停统计 N/T */
    ntN: z.number().int().nonnegative().max(1000).optional(),
    ntT: z.number().int().nonnegative().max(1000).optional(),
    reasonConcept: z.string().trim().max(32).optional(),
    reason: z.string().trim().max(255).optional(),
    /** 一字板 */
    oneWord: z.boolean().optional(),
  })
  .strict()
  .refine((r) => (r.ntN === undefined) === (r.ntT === undefined) && (r.ntN ?? 0) <= (r.ntT ?? 0), { message: 'ntN 与 ntT 须同时给出且 ntN ≤ ntT', path: ['ntN'] });
export type FeedLimitUpPoolRow = z.output<typeof FeedLimitUpPoolRow>;

/** A 人气榜 rank: idempotent by (code, time); the pushed ranks are taken, the other stocks follow in their previous order. */
export const FeedHotRankRow = z
  .object({
    code: stockCode,
    time: feedTime,
    rank: z.number().int().positive().max(100_000),
    /** 热度; kept when absent (board heat follows the members' heat) */
    heat: z.number().int().nonnegative().max(2_000_000_000).optional(),
    /** up to 3 concept tags (board names); absent: the stock's strongest boards are shown */
    concepts: z.array(z.string().trim().min(1, '不能为空').max(32)).max(HOT_CONCEPTS_MAX, `最多 ${HOT_CONCEPTS_MAX} 个`).optional(),
    /** 上榜理由, one line; absent: none (an older reason is not kept for a re-ranked stock) */
    reason: z.string().trim().max(HOT_REASON_MAX, `最多 ${HOT_REASON_MAX} 个字`).optional(),
  })
  .strict();
export type FeedHotRankRow = z.output<typeof FeedHotRankRow>;

/** A 公告: stored once by (code, date, title); the date is the Beijing date of `time`. */
export const FeedAnnouncementRow = z
  .object({
    code: stockCode,
    time: feedTime,
    title: z.string().trim().min(1, '不能为空').max(300),
    type: z.enum(ANNOUNCEMENT_TYPE_VALUES, { error: `须为 ${ANNOUNCEMENT_TYPE_VALUES.join('、')} 之一` }),
    url: z.union([z.literal(''), z.url({ protocol: /^https?$/, error: '须为 http(s) 地址' }).max(512)]).default(''),
  })
  .strict();
export type FeedAnnouncementRow = z.output<typeof FeedAnnouncementRow>;

/** The kinds of the push feed, in the order the data-source page lists them. */
export const FEED_KINDS = ['quotes', 'indices', 'limit-up-pools', 'hot-ranks', 'flashes', 'announcements', 'money-flows', 'dragon-tiger', 'order-books', 'ticks', 'auctions'] as const;
export type FeedKind = (typeof FEED_KINDS)[number];
export const FEED_KIND_LABELS: Record<FeedKind, string> = {
  quotes: '个股行情',
  indices: '指数行情',
  'limit-up-pools': '涨停池',
  'hot-ranks': '人气榜',
  flashes: '快讯',
  announcements: '公告',
  // rows: FeedMoneyFlowRow / FeedDragonTigerRow in ./money.ts
  'money-flows': '资金流向',
  'dragon-tiger': '龙虎榜',
  // rows: FeedOrderBookRow / FeedTickRow / FeedAuctionRow in ./book.ts
  'order-books': '盘口',
  ticks: '逐笔成交',
  auctions: '集合竞价',
};

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
  FEED_DUPLICATE_RANK: { code: 1_100_040_003, msg: '第 {} 行（items[{}]）名次 {} 与第 {} 行重复，整批未写入' },
  FEED_OUT_OF_LIMIT: { code: 1_100_040_004, msg: '第 {} 行（items[{}]）股票 {} 的 {} {} 超出当日涨跌停范围 {}–{}，整批未写入' },
  FEED_CLOSED: { code: 403, msg: '行情推送未开启：服务器以 MARKET_FEED=push 启动或接入数据源后才接受推送' },
  FEED_SECRET_SHOWN: { code: 1_100_040_005, msg: '推送密钥已显示过一次；如未保存，请重新生成密钥' },
} as const;

/** The push client every install has (OAuth2 client-credentials, scope stock.feed); its secret is generated, never a default. */
export const STOCK_FEED_CLIENT_ID = 'stock-feed';
/** A pushed price may lie this far (yuan) outside the day's limit prices: one tick for the vendor's rounding. */
export const FEED_LIMIT_TOLERANCE = 0.01;

/** The push client's secret, shown once (after a fresh install or a rotation). */
export interface FeedSecretVO {
  clientId: string;
  secret: string;
}

// ------------------------------------------------------------------ 股票数据 → 数据源 (staff)

/** One kind's figures on the data-source page. */
export interface FeedKindStatVO {
  kind: FeedKind;
  label: string;
  /** when the last accepted batch arrived (epoch ms), null when none in the kept window */
  lastBatchTime: number | null;
  /** rows and changed rows of that batch */
  lastBatchRows: number | null;
  lastBatchChanged: number | null;
  /** rows received per minute over the last `windowMinutes` (accepted batches) */
  rowsPerMinute: number;
  /** batches accepted / refused in that window */
  batches: number;
  rejectedBatches: number;
  /** mean apply time of the window's accepted batches, ms */
  avgApplyMs: number | null;
}

export interface FeedSourceSummaryVO {
  /** MARKET_FEED of the server that answered */
  mode: 'simulator' | 'push';
  /** the feed routes accept batches (push mode or a pulled source); otherwise they answer 403 */
  pushOpen: boolean;
  /** the push client: its id and whether its generated secret was already shown once */
  client: { clientId: string; secretRevealed: boolean };
  now: number;
  /** continuous trading now (Beijing time, trade day) */
  trading: boolean;
  windowMinutes: number;
  /** quotes older than this during trading count as quiet */
  quietSeconds: number;
  /** push mode, trading hours and no quotes batch for quietSeconds */
  quiet: boolean;
  /** seconds since the last quotes batch (null: none kept) */
  quietFor: number | null;
  kinds: FeedKindStatVO[];
}

/** A refused batch, kept for staff. */
export interface FeedRejectionVO {
  id: number;
  kind: FeedKind;
  clientId: string;
  receiveTime: number;
  rows: number;
  /** 0-based index of the bad row, null when the whole batch was refused */
  rowIndex: number | null;
  code: number;
  reason: string;
  /** the bad row as sent (truncated) */
  sample: string;
}

export const FeedRejectionPageReq = PageParam.extend({ kind: z.enum(FEED_KINDS).optional() });
export type FeedRejectionPageReq = z.input<typeof FeedRejectionPageReq>;
