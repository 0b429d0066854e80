import { bigint, index, integer, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from '../../../db/columns';

/** Every /admin-api request: who, what, how long, which result code. */
export const infraApiAccessLog = pgTable(
  'infra_api_access_log',
  {
    id: idColumn(),
    traceId: varchar({ length: 64 }).notNull().default(''),
    userId: bigint({ mode: 'number' }),
    userType: smallint(),
    applicationName: varchar({ length: 50 }).notNull().default('gprs-server'),
    requestMethod: varchar({ length: 16 }).notNull(),
    requestUrl: varchar({ length: 255 }).notNull(),
    requestParams: text().notNull().default(''),
    userIp: varchar({ length: 50 }).notNull().default(''),
    userAgent: varchar({ length: 512 }).notNull().default(''),
    operateModule: varchar({ length: 50 }).notNull().default(''),
    operateName: varchar({ length: 50 }).notNull().default(''),
    operateType: smallint().notNull().default(0),
    beginTime: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    endTime: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    duration: integer().notNull(),
    resultCode: integer().notNull(),
    resultMsg: varchar({ length: 512 }).notNull().default(''),
    ...auditColumns,
  },
  (t) => [index('infra_api_access_log_time_idx').on(t.createTime)],
);

/** Unexpected exceptions (answered 500), with their stack for the operators; process_status 0 未处理, 1 已处理, 2 已忽略. */
export const infraApiErrorLog = pgTable(
  'infra_api_error_log',
  {
    id: idColumn(),
    traceId: varchar({ length: 64 }).notNull().default(''),
    userId: bigint({ mode: 'number' }),
    userType: smallint(),
    applicationName: varchar({ length: 50 }).notNull().default('gprs-server'),
    requestMethod: varchar({ length: 16 }).notNull(),
    requestUrl: varchar({ length: 255 }).notNull(),
    requestParams: text().notNull().default(''),
    userIp: varchar({ length: 50 }).notNull().default(''),
    userAgent: varchar({ length: 512 }).notNull().default(''),
    exceptionTime: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    exceptionName: varchar({ length: 128 }).notNull().default(''),
    exceptionMessage: text().notNull().default(''),
    exceptionStackTrace: text().notNull().default(''),
    processStatus: smallint().notNull().default(0),
    processTime: timestamp({ withTimezone: true, mode: 'date' }),
    processUserId: bigint({ mode: 'number' }),
    ...auditColumns,
  },
  (t) => [index('infra_api_error_log_time_idx').on(t.createTime)],
);
