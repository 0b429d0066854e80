import { bigint, boolean, index, integer, jsonb, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from '../../../db/columns';

/** Verification codes sent by SMS: only a salted hash of the code is kept; single use, 5 minutes, 5 wrong tries. */
export const systemSmsCode = pgTable(
  'system_sms_code',
  {
    id: idColumn(),
    mobile: varchar({ length: 11 }).notNull(),
    scene: smallint().notNull(),
    codeHash: varchar({ length: 64 }).notNull(),
    salt: varchar({ length: 32 }).notNull(),
    /** wrong answers so far */
    tries: integer().notNull().default(0),
    used: boolean().notNull().default(false),
    usedTime: timestamp({ withTimezone: true, mode: 'date' }),
    createIp: varchar({ length: 50 }).notNull().default(''),
    expiresTime: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    ...auditColumns,
  },
  (t) => [index('system_sms_code_mobile_idx').on(t.mobile, t.scene)],
);

/** Every SMS the server sent (or tried to), whatever the channel. send_status: 0 sending, 10 success, 20 failure. */
export const systemSmsLog = pgTable(
  'system_sms_log',
  {
    id: idColumn(),
    channelCode: varchar({ length: 32 }).notNull(),
    templateCode: varchar({ length: 64 }).notNull(),
    templateContent: varchar({ length: 500 }).notNull(),
    templateParams: jsonb().$type<Record<string, string>>().notNull().default({}),
    mobile: varchar({ length: 11 }).notNull(),
    userId: bigint({ mode: 'number' }),
    userType: smallint(),
    sendStatus: smallint().notNull().default(0),
    sendTime: timestamp({ withTimezone: true, mode: 'date' }),
    apiSendMsg: varchar({ length: 255 }).notNull().default(''),
    apiSerialNo: varchar({ length: 255 }).notNull().default(''),
    ...auditColumns,
  },
  (t) => [index('system_sms_log_mobile_idx').on(t.mobile)],
);

export type SmsCodeRow = typeof systemSmsCode.$inferSelect;
