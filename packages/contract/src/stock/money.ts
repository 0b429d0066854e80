import { z } from 'zod';

/**
 * The money side of the market (decision 0036): 资金流向 per stock and per board, and 龙虎榜. Amounts in yuan.
 * Order classes by order size: 超大单 ≥ 100 万, 大单 20–100 万, 中单 5–20 万, 小单 < 5 万; 主力净流入 = 超大单 + 大单 net;
 * 净流入 = the four classes' nets.
 */

const code = z.string().trim().regex(/^\d{6}$/, '股票代码必须是 6 位数字');
const tradeDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式为 YYYY-MM-DD');

/** One order class of a day: buy / sell when the source gives them (null otherwise), net always. */
export interface MoneyClassVO {
  buy: number | null;
  sell: number | null;
  net: number;
}

export interface MoneyFlowDayVO {
  tradeDate: string;
  extraLarge: MoneyClassVO;
  large: MoneyClassVO;
  medium: MoneyClassVO;
  small: MoneyClassVO;
  /** 主力净流入 */
  mainNet: number;
  /** 净流入 */
  net: number;
  /** the stock's day: close, change % and turnover (null when no bar of that day is stored) */
  close: number | null;
  changePercent: number | null;
  amount: number | null;
}

/** A point of the intraday 主力净流入 line (cumulative). */
export interface MoneyMinuteVO {
  /** HH:mm of the session minute */
  time: string;
  mainNet: number;
}

export const StockMoneyReq = z.object({ code, days: z.coerce.number().int().min(1).max(60).default(10) });
export type StockMoneyReq = z.input<typeof StockMoneyReq>;

/** GET /stock/money/stock: a stock's money flow of the market's latest trade day, its intraday line and its last days. */
export interface StockMoneyVO {
  code: string;
  name: string;
  /** the market's current (or latest) trade day */
  tradeDate: string;
  /** that day's figures; null when none are stored yet */
  today: MoneyFlowDayVO | null;
  intraday: MoneyMinuteVO[];
  /** the last `days` trade days with figures, newest first (today included when stored) */
  days: MoneyFlowDayVO[];
}

export const BoardMoneyReq = z.object({
  /** 1 行业 · 2 概念; both when absent */
  type: z.coerce.number().int().pipe(z.union([z.literal(1), z.literal(2)])).optional(),
  /** in: the largest 主力净流入 first · out: the largest outflow first */
  order: z.enum(['in', 'out']).default('in'),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type BoardMoneyReq = z.input<typeof BoardMoneyReq>;

export interface BoardMoneyVO {
  code: string;
  name: string;
  type: 1 | 2;
  changePercent: number;
  /** the members' 主力净流入 / 净流入, summed */
  mainNet: number;
  net: number;
  /** members with figures of the day */
  stockCount: number;
  /** the member with the largest 主力净流入 */
  topStock: { code: string; name: string; mainNet: number } | null;
}

/** GET /stock/money/board-rank */
export interface BoardMoneyRankVO {
  tradeDate: string;
  list: BoardMoneyVO[];
}

// ------------------------------------------------------------------ 龙虎榜

export const DragonTigerDayReq = z.object({ tradeDate: tradeDate.optional() });
export type DragonTigerDayReq = z.input<typeof DragonTigerDayReq>;

/** A 龙虎榜 row: one stock listed on a day for one reason. */
export interface DragonTigerEntryVO {
  tradeDate: string;
  code: string;
  name: string;
  /** 上榜原因 */
  reason: string;
  close: number | null;
  changePercent: number | null;
  turnoverRate: number | null;
  /** the stock's turnover of the day */
  amount: number | null;
  /** 龙虎榜买入额 / 卖出额 / 净买额 */
  buyAmount: number;
  sellAmount: number;
  netAmount: number;
  /** 机构净买额 (机构专用 seats); null when no seats are known */
  instNet: number | null;
}

/** GET /stock/money/dragon-tiger: a day's list (the latest day with a list when none is asked for). */
export interface DragonTigerDayVO {
  /** the day shown; null when no day has a list */
  tradeDate: string | null;
  /** the recent days that have a list, newest first (the date switch) */
  tradeDates: string[];
  list: DragonTigerEntryVO[];
}

export interface DragonTigerSeatVO {
  rank: number;
  name: string;
  /** 机构专用 */
  institution: boolean;
  buy: number;
  sell: number;
  net: number;
}

export const DragonTigerStockReq = z.object({ code, tradeDate: tradeDate.optional() });
export type DragonTigerStockReq = z.input<typeof DragonTigerStockReq>;

/** GET /stock/money/dragon-tiger/stock: one stock's listing of a day with its seats, and its listing history. */
export interface DragonTigerStockVO {
  code: string;
  name: string;
  /** the day shown (the asked one, else the stock's latest listing); null when it was never listed */
  tradeDate: string | null;
  entries: (DragonTigerEntryVO & { buySeats: DragonTigerSeatVO[]; sellSeats: DragonTigerSeatVO[] })[];
  /** every listing of the stock, newest first (at most 60) */
  history: DragonTigerEntryVO[];
}

// ------------------------------------------------------------------ push feed rows (POST /stock-feed/money-flows, /dragon-tiger)

const amount = z.number().finite().nonnegative().max(1e14);
const signed = z.number().finite().min(-1e14).max(1e14);

/** One order class in a pushed row: its net, or its buy and sell (or all three, which must agree). */
const MoneyClassRow = z
  .object({ buy: amount.optional(), sell: amount.optional(), net: signed.optional() })
  .strict()
  .refine((c) => c.net !== undefined || (c.buy !== undefined && c.sell !== undefined), { message: '须给出 net，或同时给出 buy 与 sell' })
  .refine((c) => c.net === undefined || c.buy === undefined || c.sell === undefined || Math.abs(c.buy - c.sell - c.net) <= 0.011, {
    message: 'net 须等于 buy − sell',
    path: ['net'],
  })
  .transform((c) => ({ buy: c.buy ?? null, sell: c.sell ?? null, net: c.net ?? Math.round((c.buy! - c.sell!) * 100) / 100 }));

/**
 * A stock's money flow pushed during (or after) the day: the day's cumulative figures at `time`, by order class.
 * Idempotent by (code, time); an older row than the stored one is ignored. 主力 and 净流入 are computed by the server.
 */
export const FeedMoneyFlowRow = z
  .object({
    code,
    time: z.union([z.number().int().positive().max(4_102_444_800_000), z.iso.datetime({ offset: true }).transform((s) => Date.parse(s))]),
    extraLarge: MoneyClassRow,
    large: MoneyClassRow,
    medium: MoneyClassRow,
    small: MoneyClassRow,
  })
  .strict();
export type FeedMoneyFlowRow = z.output<typeof FeedMoneyFlowRow>;

const FeedSeat = z
  .object({
    side: z.enum(['buy', 'sell']),
    name: z.string().trim().min(1, '不能为空').max(128),
    buy: amount,
    sell: amount,
    /** 机构专用: from the name when absent */
    institution: z.boolean().optional(),
  })
  .strict();

/**
 * A 龙虎榜 row: a stock listed on a trade day for a reason, with its top 买入 / 卖出 seats (at most 5 a side). Stored by
 * (tradeDate, code, reason); the same row again changes nothing. Figures left out are taken from the stock's bar of
 * that day (close, change, turnover) and from the seats (buy / sell / net, 机构 net).
 */
export const FeedDragonTigerRow = z
  .object({
    code,
    tradeDate,
    reason: z.string().trim().min(1, '不能为空').max(128),
    close: z.number().finite().positive().max(1_000_000).optional(),
    changePercent: z.number().finite().min(-100).max(10_000).optional(),
    turnoverRate: z.number().finite().nonnegative().max(10_000).optional(),
    amount: amount.optional(),
    buyAmount: amount.optional(),
    sellAmount: amount.optional(),
    netAmount: signed.optional(),
    seats: z.array(FeedSeat).max(10).default([]),
  })
  .strict()
  .refine((r) => r.seats.filter((s) => s.side === 'buy').length <= 5 && r.seats.filter((s) => s.side === 'sell').length <= 5, {
    message: '每边最多 5 个席位',
    path: ['seats'],
  });
export type FeedDragonTigerRow = z.output<typeof FeedDragonTigerRow>;
