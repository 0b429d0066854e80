import { bigint, index, integer, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from '../../../db/columns';

/** Scheduled jobs: a registered handler run on a cron expression (seconds field first, Quartz style allowed). */
export const infraJob = pgTable('infra_job', {
  id: idColumn(),
  name: varchar({ length: 64 }).notNull(),
  status: smallint().notNull().default(1),
  handlerName: varchar({ length: 64 }).notNull().unique(),
  handlerParam: varchar({ length: 255 }).notNull().default(''),
  cronExpression: varchar({ length: 64 }).notNull(),
  retryCount: integer().notNull().default(0),
  retryInterval: integer().notNull().default(0),
  monitorTimeout: integer().notNull().default(0),
  /** the scheduled instant last claimed by an instance: the claim that keeps a run from happening twice */
  lastFireTime: timestamp({ withTimezone: true, mode: 'date' }),
  ...auditColumns,
});

/** One execution (attempt) of a job. */
export const infraJobLog = pgTable(
  'infra_job_log',
  {
    id: idColumn(),
    jobId: bigint({ mode: 'number' }).notNull(),
    handlerName: varchar({ length: 64 }).notNull(),
    handlerParam: varchar({ length: 255 }).notNull().default(''),
    executeIndex: integer().notNull().default(1),
    beginTime: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    endTime: timestamp({ withTimezone: true, mode: 'date' }),
    duration: integer(),
    status: smallint().notNull(),
    result: text().notNull().default(''),
    ...auditColumns,
  },
  (t) => [index('infra_job_log_job_idx').on(t.jobId), index('infra_job_log_time_idx').on(t.beginTime)],
);

export type JobRow = typeof infraJob.$inferSelect;
