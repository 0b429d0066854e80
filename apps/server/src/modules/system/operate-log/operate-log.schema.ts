import { bigint, index, integer, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from '../../../db/columns';

/** Write operations by signed-in users (operate type: dict system_operate_type). */
export const systemOperateLog = pgTable(
  'system_operate_log',
  {
    id: idColumn(),
    traceId: varchar({ length: 64 }).notNull().default(''),
    userId: bigint({ mode: 'number' }).notNull(),
    userType: smallint().notNull(),
    module: varchar({ length: 50 }).notNull(),
    name: varchar({ length: 50 }).notNull(),
    type: smallint().notNull(),
    requestMethod: varchar({ length: 16 }).notNull(),
    requestUrl: varchar({ length: 255 }).notNull(),
    requestParams: text().notNull().default(''),
    userIp: varchar({ length: 50 }).notNull().default(''),
    userAgent: varchar({ length: 512 }).notNull().default(''),
    duration: integer().notNull(),
    resultCode: integer().notNull(),
    resultMsg: varchar({ length: 512 }).notNull().default(''),
    ...auditColumns,
  },
  (t) => [index('system_operate_log_user_idx').on(t.userId), index('system_operate_log_time_idx').on(t.createTime)],
);
