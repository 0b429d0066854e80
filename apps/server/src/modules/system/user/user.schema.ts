import { bigint, index, jsonb, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from '../../../db/columns';

/** Back-office users and site members (user_type 1 member, 2 admin). The password column holds a bcrypt hash only. */
export const systemUsers = pgTable(
  'system_users',
  {
    id: idColumn(),
    username: varchar({ length: 30 }).notNull().unique(),
    password: varchar({ length: 100 }).notNull().default(''),
    nickname: varchar({ length: 30 }).notNull(),
    remark: varchar({ length: 500 }),
    deptId: bigint({ mode: 'number' }),
    postIds: jsonb().$type<number[]>().notNull().default([]),
    email: varchar({ length: 50 }).default(''),
    mobile: varchar({ length: 11 }).default(''),
    sex: smallint().notNull().default(0),
    avatar: varchar({ length: 512 }).default(''),
    status: smallint().notNull().default(0),
    userType: smallint().notNull().default(2),
    loginIp: varchar({ length: 50 }).default(''),
    loginDate: timestamp({ withTimezone: true, mode: 'date' }),
    ...auditColumns,
  },
  (t) => [index('system_users_mobile_idx').on(t.mobile)],
);

export type UserRow = typeof systemUsers.$inferSelect;
