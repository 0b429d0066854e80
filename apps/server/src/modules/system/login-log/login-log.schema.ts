import { bigint, index, integer, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from '../../../db/columns';

/**
 * Every sign-in attempt (password, SMS, social) and every logout, good or bad. Written outside the request
 * transaction so that failed attempts are kept. log_type and result: see LoginLogType / LoginResult in the contract.
 */
export const systemLoginLog = pgTable(
  'system_login_log',
  {
    id: idColumn(),
    logType: smallint().notNull(),
    traceId: varchar({ length: 64 }).notNull().default(''),
    userId: bigint({ mode: 'number' }),
    userType: smallint().notNull().default(2),
    username: varchar({ length: 64 }).notNull().default(''),
    result: smallint().notNull(),
    userIp: varchar({ length: 50 }).notNull().default(''),
    userAgent: varchar({ length: 512 }).notNull().default(''),
    ...auditColumns,
  },
  (t) => [index('system_login_log_username_idx').on(t.username), index('system_login_log_create_time_idx').on(t.createTime)],
);

/**
 * Failed password sign-ins per username (the login throttle). Kept in PostgreSQL so that every server instance
 * sees the same counts; a successful sign-in deletes the row.
 */
export const systemLoginFailure = pgTable('system_login_failure', {
  id: idColumn(),
  username: varchar({ length: 64 }).notNull().unique(),
  failCount: integer().notNull().default(0),
  /** start of the current 15-minute counting window */
  windowStart: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  /** sign-ins are refused until then */
  lockedUntil: timestamp({ withTimezone: true, mode: 'date' }),
  ...auditColumns,
});

export type LoginLogRow = typeof systemLoginLog.$inferSelect;
