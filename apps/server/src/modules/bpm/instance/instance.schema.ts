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
    /** a child started by a call activity: the parent instance, and the call activity's element and engine execution */
    parentInstanceId: uuid(),
    parentElementId: varchar({ length: 255 }),
    parentExecutionId: varchar({ length: 255 }),
    ...auditColumns,
  },
  (t) => [
    index('bpm_process_instance_start_user_idx').on(t.startUserId, t.createTime),
    index('bpm_process_instance_definition_idx').on(t.processDefinitionId),
    index('bpm_process_instance_parent_idx').on(t.parentInstanceId),
  ],
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

/**
 * Service / send tasks waiting for their built-in delegate (decision 0042). The `bpmTimerJob` scheduler job claims due
 * rows with FOR UPDATE SKIP LOCKED; a failure is retried with back-off, and after the last attempt the row stays with
 * `status` 1 (failed) and its error until an administrator retries or cancels the instance.
 */
export const bpmJob = pgTable(
  'bpm_job',
  {
    id: idColumn(),
    /** null for a timer start event's job (it belongs to a definition, not to an instance) */
    processInstanceId: uuid(),
    /** 'delegate': a service / send task's delegate; 'timer-start': a timer start event of `processDefinitionId` */
    kind: varchar({ length: 16 }).notNull().default('delegate'),
    processDefinitionId: uuid(),
    elementId: varchar({ length: 255 }).notNull(),
    executionId: varchar({ length: 255 }).notNull(),
    delegate: varchar({ length: 64 }).notNull(),
    /** a timer start: the occurrence `dueTime` is (0-based; a cycle counts its repetitions with it) */
    fireIndex: integer().notNull().default(0),
    /** 0 waiting to run, 1 failed (no attempt left) */
    status: smallint().notNull().default(0),
    attempts: integer().notNull().default(0),
    dueTime: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    lastError: varchar({ length: 500 }),
    createTime: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('bpm_job_execution_uk').on(t.processInstanceId, t.executionId),
    index('bpm_job_due_idx').on(t.status, t.dueTime),
    index('bpm_job_definition_idx').on(t.processDefinitionId),
  ],
);
export type BpmJobRow = typeof bpmJob.$inferSelect;

/**
 * What running instances wait for by name: message and signal catch events (intermediate, boundary, receive tasks,
 * event sub-process starts). Rewritten from the engine's answer after every command, like the timers; the message and
 * signal APIs find the instances to wake here.
 */
export const bpmEventSubscription = pgTable(
  'bpm_event_subscription',
  {
    id: idColumn(),
    processInstanceId: uuid().notNull(),
    /** message | signal */
    kind: varchar({ length: 16 }).notNull(),
    name: varchar({ length: 255 }).notNull(),
    elementId: varchar({ length: 255 }).notNull(),
    executionId: varchar({ length: 255 }).notNull(),
    createTime: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [unique('bpm_event_subscription_execution_uk').on(t.processInstanceId, t.executionId), index('bpm_event_subscription_name_idx').on(t.kind, t.name)],
);
