import { pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from '../../../db/columns';

/** 通知公告: type (dict system_notice_type) 1 通知, 2 公告; content is sanitised HTML. */
export const systemNotice = pgTable('system_notice', {
  id: idColumn(),
  title: varchar({ length: 50 }).notNull(),
  content: text().notNull().default(''),
  type: smallint().notNull(),
  /** 0 enabled, 1 disabled */
  status: smallint().notNull().default(0),
  ...auditColumns,
});

export type NoticeRow = typeof systemNotice.$inferSelect;
