import { integer, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from '../../../db/columns';

/** 流程分类: a model's / definition's `category` holds the code. */
export const bpmCategory = pgTable('bpm_category', {
  id: idColumn(),
  name: varchar({ length: 64 }).notNull().unique(),
  code: varchar({ length: 64 }).notNull().unique(),
  description: varchar({ length: 500 }).notNull().default(''),
  /** 0 enabled, 1 disabled */
  status: smallint().notNull().default(0),
  sort: integer().notNull().default(0),
  ...auditColumns,
});
export type BpmCategoryRow = typeof bpmCategory.$inferSelect;
