import { integer, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from '../../../db/columns';

/** Posts (岗位): code and name are each unique; users hold several through system_users.post_ids. */
export const systemPost = pgTable('system_post', {
  id: idColumn(),
  code: varchar({ length: 64 }).notNull().unique(),
  name: varchar({ length: 50 }).notNull().unique(),
  sort: integer().notNull().default(0),
  /** 0 enabled, 1 disabled */
  status: smallint().notNull().default(0),
  remark: varchar({ length: 500 }),
  ...auditColumns,
});

export type PostRow = typeof systemPost.$inferSelect;
