import { index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { idColumn } from '../../../db/columns';

const tstz = () => timestamp({ withTimezone: true, mode: 'date' });

/**
 * 人气榜 facts of a stock beyond its rank (decision 0037): the rank it had at the previous snapshot (for ↑↓ and
 * 新上榜), up to 3 concept tags and the one-line 上榜理由 of the latest snapshot that named it. The rank itself stays
 * `stock_info.hot_rank`. Written only by feed/hot-path.ts (applyHotSnapshot).
 */
export const stockHotEntry = pgTable('stock_hot_entry', {
  stockCode: varchar({ length: 10 }).primaryKey(),
  /** stock_info.hot_rank just before the latest snapshot; null: the stock had no rank then */
  previousRank: integer(),
  /** up to 3 board names */
  concepts: varchar({ length: 32 }).array().notNull().default([]),
  /** 上榜理由, ≤ 60 characters; '' when the snapshot gave none */
  reason: varchar({ length: 60 }).notNull().default(''),
  /** the snapshot that set concepts and reason */
  reasonTime: tstz(),
  updateTime: tstz().notNull().defaultNow(),
});

/** One row per hot-list snapshot (any door): its time, the one before it, who took it and how many stocks it named. */
export const stockHotSnapshot = pgTable(
  'stock_hot_snapshot',
  {
    id: idColumn(),
    snapshotTime: tstz().notNull(),
    /** the previous snapshot's time; null: the first one (no rank change to show) */
    previousTime: tstz(),
    /** simulator · feed · tushare · seed */
    source: varchar({ length: 16 }).notNull(),
    stocks: integer().notNull(),
    createTime: tstz().notNull().defaultNow(),
  },
  (t) => [index('stock_hot_snapshot_time_idx').on(t.snapshotTime)],
);
