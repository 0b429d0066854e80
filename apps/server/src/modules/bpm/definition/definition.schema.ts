import { bigint, index, integer, jsonb, pgTable, smallint, text, timestamp, unique, uuid, varchar } from 'drizzle-orm/pg-core';
import { auditColumns } from '../../../db/columns';

/**
 * Deployed versions of a model (发布): immutable except the suspension state. Instances keep running on the version
 * they started on; a new deploy adds version n+1.
 */
export const bpmProcessDefinition = pgTable(
  'bpm_process_definition',
  {
    id: uuid().primaryKey().defaultRandom(),
    modelId: bigint({ mode: 'number' }).notNull(),
    key: varchar({ length: 64 }).notNull(),
    name: varchar({ length: 64 }).notNull(),
    description: varchar({ length: 500 }).notNull().default(''),
    category: varchar({ length: 64 }).notNull().default(''),
    version: integer().notNull(),
    bpmnXml: text().notNull(),
    formType: smallint(),
    formId: bigint({ mode: 'number' }),
    formName: varchar({ length: 64 }),
    formSchema: jsonb().$type<Record<string, unknown>>(),
    formUiSchema: jsonb().$type<Record<string, unknown>>(),
    formCustomCreatePath: varchar({ length: 255 }),
    formCustomViewPath: varchar({ length: 255 }),
    /** 1 active, 2 suspended */
    suspensionState: smallint().notNull().default(1),
    deploymentTime: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    ...auditColumns,
  },
  (t) => [unique('bpm_process_definition_key_version_uk').on(t.key, t.version), index('bpm_process_definition_model_idx').on(t.modelId)],
);
export type BpmProcessDefinitionRow = typeof bpmProcessDefinition.$inferSelect;
