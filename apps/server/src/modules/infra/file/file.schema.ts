import { bigint, boolean, integer, jsonb, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
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

export type FileConfigRow = typeof infraFileConfig.$inferSelect;
