import { boolean, date, index, numeric, pgTable, primaryKey, smallint, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { idColumn } from '../../../db/columns';

const price = () => numeric({ precision: 12, scale: 2, mode: 'number' });
const percent = () => numeric({ precision: 10, scale: 2, mode: 'number' });
const money = () => numeric({ precision: 20, scale: 2, mode: 'number' });
const tstz = () => timestamp({ withTimezone: true, mode: 'date' });

/**
 * 资金流向 of a stock on a trade day (yuan), by order size: 超大单 (extra large, ≥ 100 万), 大单 (20–100 万), 中单 (5–20 万),
 * 小单 (< 5 万). 主力净流入 = 超大单 + 大单 net; 净流入 = the four classes' nets. Buy / sell per class when the source
 * gives them (the simulator always: the eight add up to the day's turnover). Written only by feed/money-path.ts.
 */
export const stockMoneyFlow = pgTable(
  'stock_money_flow',
  {
    stockCode: varchar({ length: 10 }).notNull(),
    tradeDate: date({ mode: 'string' }).notNull(),
    elgBuy: money(),
    elgSell: money(),
    lgBuy: money(),
    lgSell: money(),
    mdBuy: money(),
    mdSell: money(),
    smBuy: money(),
    smSell: money(),
    elgNet: money().notNull().default(0),
    lgNet: money().notNull().default(0),
    mdNet: money().notNull().default(0),
    smNet: money().notNull().default(0),
    /** 主力净流入 = elg_net + lg_net */
    mainNet: money().notNull().default(0),
    /** 净流入 = the four nets */
    net: money().notNull().default(0),
    /** when the figures were taken (cumulative for the day at that time); null: a closing figure of a source */
    feedTime: tstz(),
    updateTime: tstz().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.stockCode, t.tradeDate] }), index('stock_money_flow_day_idx').on(t.tradeDate)],
);

/**
 * The intraday 主力净流入 line (cumulative, yuan) per stock and session minute (0 = 09:30 … 240 = 15:00, as stock_minute);
 * only the current and the last trade day are kept.
 */
export const stockMoneyMinute = pgTable(
  'stock_money_minute',
  {
    tradeDate: date({ mode: 'string' }).notNull(),
    stockCode: varchar({ length: 10 }).notNull(),
    minute: smallint().notNull(),
    mainNet: money().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tradeDate, t.stockCode, t.minute] })],
);

/** 龙虎榜: one row per trade day, stock and reason for listing (上榜原因); a stock may be listed for two reasons. */
export const stockDragonTiger = pgTable(
  'stock_dragon_tiger',
  {
    id: idColumn(),
    tradeDate: date({ mode: 'string' }).notNull(),
    stockCode: varchar({ length: 10 }).notNull(),
    stockName: varchar({ length: 32 }).notNull(),
    reason: varchar({ length: 128 }).notNull(),
    close: price(),
    changePercent: percent(),
    turnoverRate: percent(),
    /** the stock's turnover of the day, yuan */
    amount: money(),
    /** 龙虎榜买入额 / 卖出额 / 净额: what the listed seats bought and sold */
    buyAmount: money().notNull().default(0),
    sellAmount: money().notNull().default(0),
    netAmount: money().notNull().default(0),
    /** 机构净买额: the 机构专用 seats' buy − sell; null when no seats are known */
    instNet: money(),
    floatMarketCap: money(),
    updateTime: tstz().notNull().defaultNow(),
  },
  (t) => [unique('stock_dragon_tiger_day_code_reason_uk').on(t.tradeDate, t.stockCode, t.reason), index('stock_dragon_tiger_code_idx').on(t.stockCode, t.tradeDate)],
);

/** The 买入 / 卖出 top seats of a 龙虎榜 row (side 1 买入前五 · 2 卖出前五), ranked within the side. */
export const stockDragonTigerSeat = pgTable(
  'stock_dragon_tiger_seat',
  {
    id: idColumn(),
    tradeDate: date({ mode: 'string' }).notNull(),
    stockCode: varchar({ length: 10 }).notNull(),
    reason: varchar({ length: 128 }).notNull(),
    side: smallint().notNull(),
    rank: smallint().notNull(),
    seatName: varchar({ length: 128 }).notNull(),
    /** 机构专用 */
    institution: boolean().notNull().default(false),
    buyAmount: money().notNull().default(0),
    sellAmount: money().notNull().default(0),
    netAmount: money().notNull().default(0),
  },
  (t) => [unique('stock_dragon_tiger_seat_uk').on(t.tradeDate, t.stockCode, t.reason, t.side, t.rank)],
);
