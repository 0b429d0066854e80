import { bigint, index, integer, pgTable, smallint, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from '../../../db/columns';

/** OA 请假: a business form whose process is `oa_leave`; `result` follows the process instance. */
export const bpmOaLeave = pgTable(
  'bpm_oa_leave',
  {
    id: idColumn(),
    userId: bigint({ mode: 'number' }).notNull(),
    type: smallint().notNull(),
    reason: varchar({ length: 200 }).notNull(),
    startTime: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    endTime: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    day: integer().notNull(),
    result: smallint().notNull().default(1),
    processInstanceId: uuid(),
    ...auditColumns,
  },
  (t) => [index('bpm_oa_leave_user_idx').on(t.userId), index('bpm_oa_leave_instance_idx').on(t.processInstanceId)],
);
export type BpmOaLeaveRow = typeof bpmOaLeave.$inferSelect;
