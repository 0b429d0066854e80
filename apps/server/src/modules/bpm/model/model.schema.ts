import { bigint, boolean, jsonb, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';
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
  /** yudao 2.x: dict bpm_model_type (10 BPMN 设计; 20 仿钉钉设计 is not designed here) */
  type: smallint().notNull().default(10),
  /** yudao 2.x: icon URL shown in 发起流程 */
  icon: varchar({ length: 500 }),
  /** yudao 2.x: shown in 发起流程 */
  visible: boolean().notNull().default(true),
  /** yudao 2.x: the model's managers (stored and served; not used for access yet) */
  managerUserIds: jsonb().$type<number[]>().notNull().default([]),
  /** yudao 2.x: who may start it (empty: everybody) — users, or members of these departments */
  startUserIds: jsonb().$type<number[]>().notNull().default([]),
  startDeptIds: jsonb().$type<number[]>().notNull().default([]),
  ...auditColumns,
});
