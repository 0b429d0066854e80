import { bigint, jsonb, pgTable, smallint, unique, uuid, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from '../../../db/columns';

/**
 * 任务分配规则: one per user task of a model (editable) or of a deployed definition (a copy made at deploy,
 * read-only). Exactly one of modelId / processDefinitionId is set.
 */
export const bpmTaskAssignRule = pgTable(
  'bpm_task_assign_rule',
  {
    id: idColumn(),
    modelId: bigint({ mode: 'number' }),
    processDefinitionId: uuid(),
    taskDefinitionKey: varchar({ length: 255 }).notNull(),
    /** dict bpm_task_assign_rule_type */
    type: smallint().notNull(),
    options: jsonb().$type<number[]>().notNull().default([]),
    ...auditColumns,
  },
  (t) => [
    unique('bpm_task_assign_rule_model_uk').on(t.modelId, t.taskDefinitionKey),
    unique('bpm_task_assign_rule_definition_uk').on(t.processDefinitionId, t.taskDefinitionKey),
  ],
);
export type BpmTaskAssignRuleRow = typeof bpmTaskAssignRule.$inferSelect;
