import { z } from 'zod';
import { PageParam } from '../envelope';

// the value lists and labels live in a zod-free module (labels.ts) for the public pages' bundles
import { BOARDS, MARKET_TYPES, type BoardValue, type MarketTypeValue } from './labels';
export * from './labels';

const code = z.string().trim().regex(/^\d{6}$/, '代码为 6 位数字');
const tradeDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式为 YYYY-MM-DD');
const sortOrder = z.enum(['asc', 'desc']).default('desc');

/** Sortable fields of the stock list (anything else → 400). */
export const STOCK_SORT_FIELDS = [
  'code', 'price', 'changePercent', 'change', 'amount', 'volume', 'turnoverRate', 'volumeRatio', 'amplitude',
  'totalMarketCap', 'floatMarketCap', 'pe', 'pb', 'hotRank', 'heat',
] as const;

export const StockPageReq = PageParam.extend({
  marketType: z.enum(MARKET_TYPES).optional(),
  board: z.enum(BOARDS).optional(),
  /** industry code (BKxxxx) */
  industry: z.string().trim().max(16).optional(),
  /** concept code (GNxxxx) */
  concept: z.string().trim().max(16).optional(),
  keyword: z.string().trim().max(32).optional(),
  isSt: z.enum(['true', 'false']).transform((v) => v === 'true').optional(),
  sortField: z.enum(STOCK_SORT_FIELDS).default('hotRank'),
  sortOrder: z.enum(['asc', 'desc']).optional(),
});
export type StockPageReq = z.infer<typeof StockPageReq>;

export const CodeReq = z.object({ code });
const PeriodKlineReq = z.object({
  code,
  period: z.enum(['day', 'week', 'month']).default('day'),
  /** bars to return, newest last */
  limit: z.coerce.number().int().min(1).max(1000).default(250),
});
/** 复权 of a stock's K-line: 不复权 (none), 前复权 (qfq: price × factor / latest factor), 后复权 (hfq: price × factor) */
export const KLINE_ADJUSTS = ['none', 'qfq', 'hfq'] as const;
export type KlineAdjust = (typeof KLINE_ADJUSTS)[number];
export const KlineReq = PeriodKlineReq.extend({ adjust: z.enum(KLINE_ADJUSTS).default('none') });
export const IndexKlineReq = PeriodKlineReq;
export const LimitReq = z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) });
export const SearchReq = z.object({ keyword: z.string().trim().min(1).max(32), limit: z.coerce.number().int().min(1).max(50).default(10) });

export const CONCEPT_SORT_FIELDS = ['changePercent', 'heat', 'amount', 'limitUpCount', 'upCount', 'stockCount'] as const;
export const ConceptPageReq = PageParam.extend({
  type: z.coerce.number().int().pipe(z.union([z.literal(1), z.literal(2)])).optional(),
  keyword: z.string().trim().max(32).optional(),
  sortField: z.enum(CONCEPT_SORT_FIELDS).default('changePercent'),
  sortOrder,
});
export const ConceptMembersReq = PageParam.extend({
  code: z.string().trim().min(1).max(16),
  sortField: z.enum(STOCK_SORT_FIELDS).default('changePercent'),
  sortOrder,
});
export const ConceptKlineReq = z.object({ code: z.string().trim().min(1).max(16), period: z.enum(['day', 'week', 'month']).default('day'), limit: z.coerce.number().int().min(1).max(1000).default(250) });

export const LIMIT_UP_SORT_FIELDS = ['firstSealTime', 'lastSealTime', 'sealAmount', 'streak', 'changePercent', 'amount', 'turnoverRate', 'openCount'] as const;
export const LimitUpPoolReq = z.object({
  /** default: the latest trade day with pools */
  tradeDate: tradeDate.optional(),
  poolType: z.coerce.number().int().min(1).max(4).default(1),
  sortField: z.enum(LIMIT_UP_SORT_FIELDS).optional(),
  sortOrder: z.enum(['asc', 'desc']).optional(),
});
export const TradeDateReq = z.object({ tradeDate: tradeDate.optional() });
/** One stock's 涨停 and 炸板 pool rows, the newest trade day first. */
export const LimitUpHistoryReq = z.object({ code: z.string().trim().regex(/^\d{6}$/, '股票代码必须是 6 位数字'), limit: z.coerce.number().int().min(1).max(250).default(60) });
export const TradeDaysReq = z.object({ limit: z.coerce.number().int().min(1).max(500).default(30) });
export const TurnoverHistoryReq = z.object({ limit: z.coerce.number().int().min(1).max(500).default(60) });

// ---- responses (times are epoch ms; trade dates 'YYYY-MM-DD')

export interface StockQuoteVO {
  code: string;
  name: string;
  pinyin: string;
  marketType: MarketTypeValue;
  board: BoardValue;
  industryCode: string | null;
  industryName: string | null;
  conceptNames: string[];
  isSt: boolean;
  listDate: string;
  price: number | null;
  change: number | null;
  changePercent: number | null;
  open: number | null;
  high: number | null;
  low: number | null;
  prevClose: number | null;
  limitUpPrice: number | null;
  limitDownPrice: number | null;
  volume: number;
  amount: number;
  turnoverRate: number | null;
  volumeRatio: number | null;
  amplitude: number | null;
  pe: number | null;
  pb: number | null;
  totalMarketCap: number | null;
  floatMarketCap: number | null;
  totalShares: number;
  floatShares: number;
  hotRank: number | null;
  heat: number;
  quoteTime: number | null;
}

export interface ConceptBriefVO {
  id: number;
  type: number;
  code: string;
  name: string;
  changePercent: number;
}

export interface StockDetailVO extends StockQuoteVO {
  concepts: (ConceptBriefVO & { reason: string })[];
  industry: ConceptBriefVO | null;
}

export interface KlineBarVO {
  tradeDate: string;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
  amount: number;
  changePercent: number;
}

export interface MinuteVO {
  minute: number;
  /** 'HH:MM' */
  time: string;
  price: number;
  avgPrice: number;
  volume: number;
  amount: number;
}

export interface IntradayVO {
  code: string;
  tradeDate: string;
  prevClose: number;
  minutes: MinuteVO[];
}

export interface ConceptVO {
  id: number;
  type: number;
  code: string;
  name: string;
  changePercent: number;
  upCount: number;
  downCount: number;
  limitUpCount: number;
  stockCount: number;
  amount: number;
  leadingStockCode: string | null;
  leadingStockName: string | null;
  leadingStockChangePercent: number | null;
  heat: number;
  description: string;
}

export interface ConceptMemberVO extends StockQuoteVO {
  reason: string;
}

export interface LimitUpVO {
  id: number;
  tradeDate: string;
  poolType: number;
  stockCode: string;
  stockName: string;
  price: number;
  changePercent: number;
  amount: number;
  turnoverRate: number | null;
  floatMarketCap: number | null;
  sealAmount: number;
  firstSealTime: string | null;
  lastSealTime: string | null;
  openCount: number;
  streak: number;
  ntN: number;
  ntT: number;
  /** e.g. '5天4板' ('' without limit-ups) */
  ntLabel: string;
  reasonConcept: string;
  reason: string;
  oneWord: boolean;
}

export interface LadderLevelVO {
  streak: number;
  /** 首板, 二连板 … */
  label: string;
  stocks: LimitUpVO[];
}

export interface LadderVO {
  tradeDate: string;
  /** highest streak first (空间板 on top) */
  levels: LadderLevelVO[];
}

export interface LimitUpSummaryVO {
  tradeDate: string;
  limitUpCount: number;
  brokenCount: number;
  limitDownCount: number;
  highestStreak: number;
  highestStreakStocks: { code: string; name: string }[];
  /** 封板率 % (null without limit-ups and breaks) */
  sealRate: number | null;
  /** 昨日涨停 average change % today (null when yesterday had none) */
  yesterdayAvgChange: number | null;
  yesterdayCount: number;
  oneWordCount: number;
}

export interface IndexVO {
  code: string;
  name: string;
  marketType: MarketTypeValue;
  sort: number;
  price: number | null;
  change: number | null;
  changePercent: number | null;
  open: number | null;
  high: number | null;
  low: number | null;
  prevClose: number | null;
  volume: number;
  amount: number;
  upCount: number;
  downCount: number;
  quoteTime: number | null;
}

export interface TurnoverVO {
  tradeDate: string;
  shAmount: number;
  szAmount: number;
  bjAmount: number;
  /** 沪 + 深 + 北 */
  totalAmount: number;
  /** 两市成交额 (twoMarketAmount(): 沪 + 深, 北交所 shown apart) — the one figure every page calls 两市成交额 */
  twoMarketAmount: number;
  upCount: number;
  downCount: number;
  flatCount: number;
  limitUpCount: number;
  limitDownCount: number;
}

/** 涨跌分布 of the market's quoted stocks (GET /stock/market/distribution), from 涨停 down to 跌停. */
export interface ChangeDistributionVO {
  tradeDate: string;
  /** 涨停, >7%, 5~7%, 3~5%, 0~3%, 平, 0~-3%, -3~-5%, -5~-7%, <-7%, 跌停 in this order */
  buckets: { key: string; label: string; count: number }[];
  upCount: number;
  downCount: number;
  flatCount: number;
  limitUpCount: number;
  limitDownCount: number;
  /** 赚钱效应: up / (up + down) in %, null when no stock moved */
  moneyEffect: number | null;
}

export interface TurnoverCompareVO {
  today: TurnoverVO | null;
  yesterday: TurnoverVO | null;
  /** today's 两市成交额 − yesterday's in yuan (>0 放量, <0 缩量) */
  diff: number | null;
  diffPercent: number | null;
}

export interface TradeSessionVO {
  /** 'pre' | 'auction' | 'morning' | 'noon-break' | 'afternoon' | 'closed' */
  session: string;
  tradeDate: string;
  serverTime: number;
}

export interface SearchResultVO {
  stocks: StockQuoteVO[];
  concepts: ConceptVO[];
  news: { id: number; title: string; publishTime: number; source: string }[];
}

/**
 * 两市成交额: Shanghai + Shenzhen, in yuan. 北交所 is reported beside it, never inside it, on every page (/index,
 * /turnover, the hot lists): one definition, so two pages never show two figures under one name.
 */
export function twoMarketAmount(t: { shAmount: number; szAmount: number }): number {
  return Math.round((t.shAmount + t.szAmount) * 100) / 100;
}
