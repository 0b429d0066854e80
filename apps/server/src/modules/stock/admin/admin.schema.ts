import { bigint, index, integer, jsonb, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from '../../../db/columns';

/**
 * Background market-data imports (数据导入): one row per job, updated as batches finish, so any server instance can
 * answer GET /stock-admin/import/progress. status: running · done · failed; errors keeps the first 200 row errors.
 */
export const stockImportJob = pgTable('stock_import_job', {
  id: idColumn(),
  kind: varchar({ length: 16 }).notNull(),
  format: varchar({ length: 8 }).notNull(),
  fileName: varchar({ length: 255 }).notNull().default(''),
  status: varchar({ length: 16 }).notNull().default('running'),
  total: integer().notNull().default(0),
  processed: integer().notNull().default(0),
  imported: integer().notNull().default(0),
  failed: integer().notNull().default(0),
  errors: jsonb().$type<{ row: number; message: string }[]>().notNull().default([]),
  message: varchar({ length: 1000 }).notNull().default(''),
  ...auditColumns,
});

/** Audit decisions on public essays (文章审核): who published or hid an essay, and when. */
export const stockEssayAudit = pgTable(
  'stock_essay_audit',
  {
    id: idColumn(),
    essayId: bigint({ mode: 'number' }).notNull(),
    /** 1 发布, 2 隐藏 */
    status: smallint().notNull(),
    fromStatus: smallint().notNull(),
    auditUserId: bigint({ mode: 'number' }).notNull(),
    auditUserName: varchar({ length: 64 }).notNull().default(''),
    remark: varchar({ length: 255 }).notNull().default(''),
    auditTime: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('stock_essay_audit_essay_idx').on(t.essayId, t.auditTime)],
);
