import { bigint, boolean, date, index, integer, numeric, pgTable, primaryKey, smallint, text, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from '../../db/columns';

const price = () => numeric({ precision: 12, scale: 2, mode: 'number' });
const percent = () => numeric({ precision: 10, scale: 2, mode: 'number' });
const money = () => numeric({ precision: 20, scale: 2, mode: 'number' });
const tstz = () => timestamp({ withTimezone: true, mode: 'date' });

/** A-share stocks with their latest quote (最新行情); the quote columns are rewritten by the market feed. */
export const stockInfo = pgTable(
  'stock_info',
  {
    id: idColumn(),
    code: varchar({ length: 10 }).notNull().unique(),
    name: varchar({ length: 32 }).notNull(),
    /** pinyin initials of the name, upper case (贵州茅台 → GZMT) */
    pinyin: varchar({ length: 32 }).notNull().default(''),
    /** dict market_type: SH / SZ / BJ */
    marketType: varchar({ length: 2 }).notNull(),
    /** main 主板 · star 科创板 · gem 创业板 · bse 北交所 */
    board: varchar({ length: 8 }).notNull(),
    industryCode: varchar({ length: 16 }),
    industryName: varchar({ length: 32 }),
    /** concept names, denormalised for lists (the member table is the source) */
    conceptNames: varchar({ length: 32 }).array().notNull().default([]),
    isSt: boolean().notNull().default(false),
    listDate: date({ mode: 'string' }).notNull(),
    totalShares: bigint({ mode: 'number' }).notNull().default(0),
    floatShares: bigint({ mode: 'number' }).notNull().default(0),
    price: price(),
    change: price(),
    changePercent: percent(),
    open: price(),
    high: price(),
    low: price(),
    prevClose: price(),
    limitUpPrice: price(),
    limitDownPrice: price(),
    volume: bigint({ mode: 'number' }).notNull().default(0),
    amount: money().notNull().default(0),
    turnoverRate: percent(),
    volumeRatio: percent(),
    amplitude: percent(),
    pe: percent(),
    pb: percent(),
    totalMarketCap: money(),
    floatMarketCap: money(),
    hotRank: integer(),
    heat: integer().notNull().default(0),
    quoteTime: tstz(),
    /** when the pushed hot rank was taken (POST /stock-feed/hot-ranks: idempotent by (code, time)); null: not pushed */
    hotRankTime: tstz(),
    ...auditColumns,
  },
  (t) => [index('stock_info_hot_rank_idx').on(t.hotRank), index('stock_info_industry_idx').on(t.industryCode)],
);

/** Industries (type 1 行业) and concepts (type 2 概念) in one table — dict industry_concept. */
export const stockConcept = pgTable(
  'stock_concept',
  {
    id: idColumn(),
    type: smallint().notNull(),
    code: varchar({ length: 16 }).notNull().unique(),
    name: varchar({ length: 32 }).notNull(),
    changePercent: percent().notNull().default(0),
    upCount: integer().notNull().default(0),
    downCount: integer().notNull().default(0),
    limitUpCount: integer().notNull().default(0),
    stockCount: integer().notNull().default(0),
    amount: money().notNull().default(0),
    leadingStockCode: varchar({ length: 10 }),
    leadingStockName: varchar({ length: 32 }),
    leadingStockChangePercent: percent(),
    heat: integer().notNull().default(0),
    description: text().notNull().default(''),
    /**
     * The board's figures (change, up / down / limit-up counts, amount, leader) came from a source (a file, a pulled
     * source): kept as given, never recomputed from the members over them. False: computed from the members.
     */
    sourceFigures: boolean().notNull().default(false),
    ...auditColumns,
  },
  (t) => [index('stock_concept_type_idx').on(t.type)],
);

/** Member stocks of an industry / concept with the reason the stock belongs (入选理由). */
export const stockConceptMember = pgTable(
  'stock_concept_member',
  {
    conceptCode: varchar({ length: 16 }).notNull(),
    stockCode: varchar({ length: 10 }).notNull(),
    reason: varchar({ length: 255 }).notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.conceptCode, t.stockCode] }), index('stock_concept_member_stock_idx').on(t.stockCode)],
);

const barColumns = {
  tradeDate: date({ mode: 'string' }).notNull(),
  open: price().notNull(),
  high: price().notNull(),
  low: price().notNull(),
  close: price().notNull(),
  prevClose: price().notNull(),
  volume: bigint({ mode: 'number' }).notNull().default(0),
  amount: money().notNull().default(0),
  changePercent: percent().notNull().default(0),
};

/** Daily K-line of a stock (日线). */
export const stockDaily = pgTable(
  'stock_daily',
  { stockCode: varchar({ length: 10 }).notNull(), ...barColumns, turnoverRate: percent() },
  (t) => [primaryKey({ columns: [t.stockCode, t.tradeDate] })],
);

/**
 * 复权因子 of a stock per trade day (tushare adj_factor): the cumulative factor of dividends and splits. The K-line
 * read adjusts prices with it (前复权 price × factor / latest factor, 后复权 price × factor; decision 0038). A day
 * without a row takes the nearest earlier one; a stock without any reads unadjusted.
 */
export const stockAdjFactor = pgTable(
  'stock_adj_factor',
  { stockCode: varchar({ length: 10 }).notNull(), tradeDate: date({ mode: 'string' }).notNull(), factor: numeric({ precision: 16, scale: 6, mode: 'number' }).notNull() },
  (t) => [primaryKey({ columns: [t.stockCode, t.tradeDate] })],
);

/** Daily K-line of an industry / concept board (points, base 1000). */
export const stockConceptDaily = pgTable(
  'stock_concept_daily',
  { conceptCode: varchar({ length: 16 }).notNull(), ...barColumns },
  (t) => [primaryKey({ columns: [t.conceptCode, t.tradeDate] })],
);

/** Key indices (重点指数) with their latest figures. */
export const stockIndex = pgTable('stock_index', {
  id: idColumn(),
  code: varchar({ length: 10 }).notNull().unique(),
  name: varchar({ length: 32 }).notNull(),
  marketType: varchar({ length: 2 }).notNull(),
  sort: integer().notNull().default(0),
  price: price(),
  change: price(),
  changePercent: percent(),
  open: price(),
  high: price(),
  low: price(),
  prevClose: price(),
  volume: bigint({ mode: 'number' }).notNull().default(0),
  amount: money().notNull().default(0),
  upCount: integer().notNull().default(0),
  downCount: integer().notNull().default(0),
  quoteTime: tstz(),
  ...auditColumns,
});

/** Daily history of an index. */
export const stockIndexDaily = pgTable(
  'stock_index_daily',
  { indexCode: varchar({ length: 10 }).notNull(), ...barColumns },
  (t) => [primaryKey({ columns: [t.indexCode, t.tradeDate] })],
);

/**
 * Intraday minute quotes of the current day (分时): security_type 1 stock, 2 index; minute is the index into the
 * 241 trading minutes (0 = 09:30, 120 = 11:30, 240 = 15:00).
 */
export const stockMinute = pgTable(
  'stock_minute',
  {
    securityType: smallint().notNull(),
    code: varchar({ length: 10 }).notNull(),
    tradeDate: date({ mode: 'string' }).notNull(),
    minute: smallint().notNull(),
    price: price().notNull(),
    avgPrice: price().notNull(),
    volume: bigint({ mode: 'number' }).notNull().default(0),
    amount: money().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.securityType, t.code, t.tradeDate, t.minute] })],
);

/** Two-market turnover per trade day (两市成交额) with breadth counts; its dates are the trade-day calendar. */
export const stockMarketTurnover = pgTable('stock_market_turnover', {
  tradeDate: date({ mode: 'string' }).primaryKey(),
  shAmount: money().notNull().default(0),
  szAmount: money().notNull().default(0),
  bjAmount: money().notNull().default(0),
  totalAmount: money().notNull().default(0),
  upCount: integer().notNull().default(0),
  downCount: integer().notNull().default(0),
  flatCount: integer().notNull().default(0),
  limitUpCount: integer().notNull().default(0),
  limitDownCount: integer().notNull().default(0),
  updateTime: tstz().notNull().defaultNow(),
});

/** Limit-up pools per trade day: pool_type 1 涨停 · 2 炸板 · 3 跌停 · 4 昨日涨停. */
export const stockLimitUp = pgTable(
  'stock_limit_up',
  {
    id: idColumn(),
    tradeDate: date({ mode: 'string' }).notNull(),
    poolType: smallint().notNull(),
    stockCode: varchar({ length: 10 }).notNull(),
    stockName: varchar({ length: 32 }).notNull(),
    price: price().notNull(),
    changePercent: percent().notNull(),
    amount: money().notNull().default(0),
    turnoverRate: percent(),
    floatMarketCap: money(),
    /** 封板资金 in yuan (0 when not sealed) */
    sealAmount: money().notNull().default(0),
    firstSealTime: varchar({ length: 8 }),
    lastSealTime: varchar({ length: 8 }),
    /** 炸板次数 */
    openCount: integer().notNull().default(0),
    /** 连板数 (for 昨日涨停: yesterday's streak) */
    streak: integer().notNull().default(0),
    /** 涨停统计 N/T, e.g. 5天4板 */
    ntN: integer().notNull().default(0),
    ntT: integer().notNull().default(0),
    reasonConcept: varchar({ length: 32 }).notNull().default(''),
    reason: varchar({ length: 255 }).notNull().default(''),
    /** 一字板 */
    oneWord: boolean().notNull().default(false),
    updateTime: tstz().notNull().defaultNow(),
    /** when the vendor's row was taken (POST /stock-feed/limit-up-pools); null for rows the quotes made */
    feedTime: tstz(),
  },
  (t) => [unique('stock_limit_up_day_pool_code_uk').on(t.tradeDate, t.poolType, t.stockCode)],
);
