import { jsonb, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from '../../../db/columns';

/** 流程表单: a JSON Schema and its UI schema (rendered by @rjsf/antd); property names become process variables. */
export const bpmForm = pgTable('bpm_form', {
  id: idColumn(),
  name: varchar({ length: 64 }).notNull(),
  status: smallint().notNull().default(0),
  schema: jsonb().$type<Record<string, unknown>>().notNull(),
  uiSchema: jsonb().$type<Record<string, unknown>>().notNull().default({}),
  remark: varchar({ length: 500 }).notNull().default(''),
  ...auditColumns,
});
export type BpmFormRow = typeof bpmForm.$inferSelect;
