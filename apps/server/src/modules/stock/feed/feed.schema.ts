import { bigint, boolean, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { idColumn } from '../../../db/columns';

/**
 * One row per batch posted to POST /admin-api/stock-feed/* (accepted or refused), for 股票数据 → 数据源: last batch
 * per kind, rows per minute, refused batches with the reason. Written in the batch's own transaction when accepted and
 * outside it when refused; rows older than FEED_LOG_KEEP_DAYS are removed as new ones arrive (decision 0024).
 */
export const stockFeedBatch = pgTable(
  'stock_feed_batch',
  {
    id: idColumn(),
    kind: varchar({ length: 16 }).notNull(),
    clientId: varchar({ length: 64 }).notNull().default(''),
    receiveTime: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    accepted: boolean().notNull(),
    rows: integer().notNull(),
    changed: integer().notNull().default(0),
    /** apply time in the server, ms (accepted batches) */
    applyMs: integer().notNull().default(0),
    /** refused: 0-based index of the bad row (null: the batch as a whole), error code, reason and the row as sent */
    rowIndex: integer(),
    code: bigint({ mode: 'number' }).notNull().default(0),
    reason: varchar({ length: 500 }).notNull().default(''),
    sample: varchar({ length: 500 }).notNull().default(''),
  },
  (t) => [index('stock_feed_batch_kind_time_idx').on(t.kind, t.receiveTime), index('stock_feed_batch_time_idx').on(t.receiveTime)],
);
