import { bigint, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from '../../../db/columns';

/** Process models designed in the BPMN designer: the key is the id of the model's bpmn:process. */
export const bpmModel = pgTable('bpm_model', {
  id: idColumn(),
  key: varchar({ length: 64 }).notNull().unique(),
  name: varchar({ length: 64 }).notNull(),
  category: varchar({ length: 64 }).notNull().default(''),
  description: varchar({ length: 500 }).notNull().default(''),
  bpmnXml: text(),
  /** 10 流程表单 (formId), 20 业务表单 (the two page paths), null none */
  formType: smallint(),
  formId: bigint({ mode: 'number' }),
  formCustomCreatePath: varchar({ length: 255 }),
  formCustomViewPath: varchar({ length: 255 }),
  ...auditColumns,
});
