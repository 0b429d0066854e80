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
    /** the channel / template rows used (null for sends before templates were managed) */
    channelId: bigint({ mode: 'number' }),
    templateId: bigint({ mode: 'number' }),
    templateType: smallint(),
    ...auditColumns,
  },
  (t) => [index('system_sms_log_mobile_idx').on(t.mobile)],
);

/**
 * SMS channels (短信渠道). code (dict system_sms_channel_code): LOG writes to the server log only; WEBHOOK POSTs the
 * message as JSON to api_url (Bearer api_key, HMAC-SHA256 of the body with api_secret in X-Signature).
 */
export const systemSmsChannel = pgTable('system_sms_channel', {
  id: idColumn(),
  signature: varchar({ length: 12 }).notNull(),
  code: varchar({ length: 63 }).notNull(),
  /** 0 enabled, 1 disabled */
  status: smallint().notNull().default(0),
  remark: varchar({ length: 255 }),
  apiKey: varchar({ length: 255 }).notNull().default(''),
  apiSecret: varchar({ length: 255 }).notNull().default(''),
  /** WEBHOOK: where messages are POSTed */
  apiUrl: varchar({ length: 255 }).notNull().default(''),
  callbackUrl: varchar({ length: 255 }).notNull().default(''),
  ...auditColumns,
});

/** SMS templates (短信模板): content with {param} placeholders, sent through one channel. */
export const systemSmsTemplate = pgTable('system_sms_template', {
  id: idColumn(),
  /** dict system_sms_template_type: 1 验证码, 2 通知, 3 营销 */
  type: smallint().notNull(),
  status: smallint().notNull().default(0),
  code: varchar({ length: 63 }).notNull().unique(),
  name: varchar({ length: 63 }).notNull(),
  content: varchar({ length: 255 }).notNull(),
  params: jsonb().$type<string[]>().notNull().default([]),
  remark: varchar({ length: 255 }),
  apiTemplateId: varchar({ length: 63 }).notNull().default(''),
  channelId: bigint({ mode: 'number' })
    .notNull()
    .references(() => systemSmsChannel.id),
  channelCode: varchar({ length: 63 }).notNull(),
  ...auditColumns,
});

export type SmsChannelRow = typeof systemSmsChannel.$inferSelect;
export type SmsTemplateRow = typeof systemSmsTemplate.$inferSelect;
export type SmsCodeRow = typeof systemSmsCode.$inferSelect;
