import { pgTable, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from '../../../db/columns';

/**
 * Other PostgreSQL databases the code generator may import tables from (数据源配置). The application's own database
 * is the master (id 0) and has no row. The password is kept for connecting and never sent back.
 */
export const infraDataSourceConfig = pgTable('infra_data_source_config', {
  id: idColumn(),
  name: varchar({ length: 100 }).notNull(),
  url: varchar({ length: 1024 }).notNull(),
  username: varchar({ length: 255 }).notNull(),
  password: varchar({ length: 255 }).notNull().default(''),
  ...auditColumns,
});

export type DataSourceConfigRow = typeof infraDataSourceConfig.$inferSelect;
