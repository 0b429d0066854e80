import { bigint, index, integer, pgTable, smallint, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
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
 * The login throttle (docs/decisions/0013): failed password sign-ins per username and client address together, and
 * per address alone (username ''). Kept in PostgreSQL so that every server instance sees the same counts; a
 * successful sign-in deletes its username + address row.
 */
export const systemLoginThrottle = pgTable(
  'system_login_throttle',
  {
    id: idColumn(),
    /** '' on the row that counts every username of the address */
    username: varchar({ length: 64 }).notNull().default(''),
    userIp: varchar({ length: 50 }).notNull(),
    failCount: integer().notNull().default(0),
    lastFailureTime: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** sign-ins of this username from this address (or of any username, on the address row) wait until then */
    blockedUntil: timestamp({ withTimezone: true, mode: 'date' }),
    ...auditColumns,
  },
  (t) => [unique('system_login_throttle_username_ip_uq').on(t.username, t.userIp), index('system_login_throttle_last_failure_idx').on(t.lastFailureTime)],
);

export type LoginLogRow = typeof systemLoginLog.$inferSelect;
