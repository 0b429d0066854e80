import { bigint, index, integer, jsonb, pgTable, smallint, timestamp, unique, uuid, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from '../../../db/columns';

/**
 * Process instances. `engineState` is bpmn-engine's getState() (without the definition source), recovered for every
 * command; `version` is the optimistic lock: a command writes only `WHERE version = <the version it read>`.
 */
export const bpmProcessInstance = pgTable(
  'bpm_process_instance',
  {
    id: uuid().primaryKey().defaultRandom(),
    processDefinitionId: uuid().notNull(),
    processDefinitionKey: varchar({ length: 64 }).notNull(),
    name: varchar({ length: 64 }).notNull(),
    category: varchar({ length: 64 }).notNull().default(''),
    startUserId: bigint({ mode: 'number' }).notNull(),
    /** 1 running, 2 finished */
    status: smallint().notNull().default(1),
    /** 1 处理中, 2 通过, 3 不通过, 4 已取消 */
    result: smallint().notNull().default(1),
    /** every process variable (form values, initiator, approver outputs) */
    variables: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** the values submitted with the start form */
    formVariables: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    businessKey: varchar({ length: 128 }),
    /** cancel reason, reject reason, or why the engine stopped */
    reason: varchar({ length: 500 }),
    engineState: jsonb().$type<Record<string, unknown>>(),
    version: integer().notNull().default(0),
    endTime: timestamp({ withTimezone: true, mode: 'date' }),
    ...auditColumns,
  },
  (t) => [index('bpm_process_instance_start_user_idx').on(t.startUserId, t.createTime), index('bpm_process_instance_definition_idx').on(t.processDefinitionId)],
);
export type BpmProcessInstanceRow = typeof bpmProcessInstance.$inferSelect;

/**
 * History of what the instance ran: one row per activity run (engine execution id) and one per sequence flow taken.
 * Rows are keyed by (instance, execution id) and written with ON CONFLICT, so events the engine repeats on resume
 * change nothing.
 */
export const bpmActivity = pgTable(
  'bpm_activity',
  {
    id: idColumn(),
    processInstanceId: uuid().notNull(),
    elementId: varchar({ length: 255 }).notNull(),
    type: varchar({ length: 64 }).notNull(),
    executionId: varchar({ length: 255 }).notNull(),
    /** for a sequence flow: the id of the element it leaves (the viewer's `outgoing`) */
    sourceElementId: varchar({ length: 255 }),
    taskId: uuid(),
    startTime: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    endTime: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [unique('bpm_activity_execution_uk').on(t.processInstanceId, t.executionId)],
);
export type BpmActivityRow = typeof bpmActivity.$inferSelect;

/**
 * Armed engine timers as scheduler rows: the `bpmTimerJob` scheduler job (decision 0005: one instance claims each
 * tick) claims due rows with FOR UPDATE SKIP LOCKED and resumes their instances, so each fires once across server
 * instances and after a restart.
 */
export const bpmTimer = pgTable(
  'bpm_timer',
  {
    id: idColumn(),
    processInstanceId: uuid().notNull(),
    elementId: varchar({ length: 255 }).notNull(),
    executionId: varchar({ length: 255 }).notNull(),
    dueTime: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    createTime: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [unique('bpm_timer_execution_uk').on(t.processInstanceId, t.executionId), index('bpm_timer_due_idx').on(t.dueTime)],
);
