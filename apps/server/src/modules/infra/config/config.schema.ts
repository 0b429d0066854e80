import { boolean, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from '../../../db/columns';

/** Parameter configs (参数配置); type 1 built-in (cannot be deleted), 2 custom. */
export const infraConfig = pgTable('infra_config', {
  id: idColumn(),
  category: varchar({ length: 50 }).notNull(),
  type: smallint().notNull().default(2),
  name: varchar({ length: 100 }).notNull().default(''),
  configKey: varchar({ length: 100 }).notNull().unique(),
  value: varchar({ length: 500 }).notNull().default(''),
  visible: boolean().notNull().default(true),
  remark: varchar({ length: 500 }),
  ...auditColumns,
});

export type ConfigRow = typeof infraConfig.$inferSelect;
