import { integer, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';

const tstz = () => timestamp({ withTimezone: true, mode: 'date' });

/**
 * One row per (pulled source, dataset): where its pull stands, for resuming and for 股票数据 → 数据源 (decision 0033).
 * `cursor` is the last trade day (YYYY-MM-DD) whose data was written completely; a run starts after it, so an
 * interrupted run resumes where it stopped and a repeated run finds nothing to do. `status`: never · ok · error ·
 * no_permission · bad_token · rate_limited · disabled; `message` says it in words (Chinese).
 */
export const stockSourceDataset = pgTable(
  'stock_source_dataset',
  {
    source: varchar({ length: 16 }).notNull(),
    dataset: varchar({ length: 32 }).notNull(),
    status: varchar({ length: 16 }).notNull().default('never'),
    message: text().notNull().default(''),
    cursor: varchar({ length: 32 }),
    lastAttemptTime: tstz(),
    lastSuccessTime: tstz(),
    /** rows the source answered and rows written (changed) in the last successful run */
    lastRows: integer().notNull().default(0),
    lastWritten: integer().notNull().default(0),
    nextRunTime: tstz(),
    updateTime: tstz().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.source, t.dataset] })],
);

export type SourceDatasetRow = typeof stockSourceDataset.$inferSelect;
