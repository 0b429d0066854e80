import { bigint, boolean, customType, integer, jsonb, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from '../../../db/columns';

/** Storage configurations; exactly one is the master, which new uploads go to. */
export const infraFileConfig = pgTable('infra_file_config', {
  id: idColumn(),
  name: varchar({ length: 63 }).notNull(),
  storage: smallint().notNull(),
  remark: varchar({ length: 255 }),
  master: boolean().notNull().default(false),
  config: jsonb().$type<Record<string, unknown>>().notNull(),
  ...auditColumns,
});

/** Uploaded files: where they live and how to fetch them. */
export const infraFile = pgTable('infra_file', {
  id: idColumn(),
  configId: bigint({ mode: 'number' }).notNull(),
  name: varchar({ length: 256 }).notNull(),
  path: varchar({ length: 512 }).notNull(),
  url: varchar({ length: 1024 }).notNull(),
  type: varchar({ length: 128 }).notNull(),
  size: integer().notNull(),
  ...auditColumns,
});

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/** The bytes of files kept by a 数据库 storage config (storage 1, as yudao's infra_file_content). */
export const infraFileContent = pgTable(
  'infra_file_content',
  {
    id: idColumn(),
    configId: bigint({ mode: 'number' }).notNull(),
    path: varchar({ length: 512 }).notNull(),
    content: bytea().notNull(),
    ...auditColumns,
  },
  (t) => [uniqueIndex('infra_file_content_config_path').on(t.configId, t.path)],
);

export type FileConfigRow = typeof infraFileConfig.$inferSelect;
