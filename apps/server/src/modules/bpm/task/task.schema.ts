import { bigint, index, pgTable, smallint, timestamp, unique, uuid, varchar } from 'drizzle-orm/pg-core';
import { auditColumns } from '../../../db/columns';

/**
 * User tasks: one row per waiting engine execution (unique per instance, so a repeated wait event adds nothing).
 * The assignee acts on it; while delegated, `ownerUserId` holds who gets it back.
 */
export const bpmTask = pgTable(
  'bpm_task',
  {
    id: uuid().primaryKey().defaultRandom(),
    processInstanceId: uuid().notNull(),
    processDefinitionId: uuid().notNull(),
    definitionKey: varchar({ length: 255 }).notNull(),
    name: varchar({ length: 255 }).notNull(),
    executionId: varchar({ length: 255 }).notNull(),
    /** null while the task sits in its candidates' pool (nobody has claimed it yet) */
    assigneeUserId: bigint({ mode: 'number' }),
    /** a candidate pool: every user who sees the task in 待办 until the first of them acts (null: not a pool) */
    candidateUserIds: bigint({ mode: 'number' }).array(),
    /** 加签: the task this one was added to (before / after), null for engine tasks */
    parentTaskId: uuid(),
    /** 加签 direction: 'before' (the parent waits for it) or 'after' */
    signType: varchar({ length: 8 }),
    ownerUserId: bigint({ mode: 'number' }),
    /** null, 'pending' (with the delegate), 'resolved' (back with the owner) */
    delegationState: varchar({ length: 16 }),
    /** 1 处理中, 2 通过, 3 不通过, 4 已取消 */
    result: smallint().notNull().default(1),
    reason: varchar({ length: 500 }),
    claimTime: timestamp({ withTimezone: true, mode: 'date' }),
    endTime: timestamp({ withTimezone: true, mode: 'date' }),
    ...auditColumns,
  },
  (t) => [
    unique('bpm_task_execution_uk').on(t.processInstanceId, t.executionId),
    index('bpm_task_assignee_idx').on(t.assigneeUserId, t.result, t.createTime),
    index('bpm_task_instance_idx').on(t.processInstanceId),
    index('bpm_task_candidates_idx').using('gin', t.candidateUserIds),
  ],
);
export type BpmTaskRow = typeof bpmTask.$inferSelect;

/** Every transfer / delegation / resolve of a task, for the timeline (who handed it to whom, why). */
export const bpmTaskLog = pgTable(
  'bpm_task_log',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    taskId: uuid().notNull(),
    action: varchar({ length: 16 }).notNull(),
    fromUserId: bigint({ mode: 'number' }).notNull(),
    toUserId: bigint({ mode: 'number' }).notNull(),
    reason: varchar({ length: 500 }),
    createTime: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('bpm_task_log_task_idx').on(t.taskId)],
);

/** 抄送: a user who was sent a copy of an instance (sees it in 抄送我的), by whom, from which task, why. */
export const bpmProcessInstanceCopy = pgTable(
  'bpm_process_instance_copy',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    userId: bigint({ mode: 'number' }).notNull(),
    processInstanceId: uuid().notNull(),
    taskId: uuid(),
    /** the user who sent the copy */
    fromUserId: bigint({ mode: 'number' }).notNull(),
    reason: varchar({ length: 500 }),
    createTime: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [unique('bpm_process_instance_copy_uk').on(t.processInstanceId, t.userId, t.taskId), index('bpm_process_instance_copy_user_idx').on(t.userId, t.createTime)],
);
