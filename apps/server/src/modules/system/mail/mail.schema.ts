import { bigint, boolean, index, integer, jsonb, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from '../../../db/columns';

/** Mail accounts (邮箱账号): the SMTP server and credentials a template sends through. */
export const systemMailAccount = pgTable('system_mail_account', {
  id: idColumn(),
  mail: varchar({ length: 255 }).notNull(),
  username: varchar({ length: 255 }).notNull(),
  password: varchar({ length: 255 }).notNull(),
  host: varchar({ length: 255 }).notNull(),
  port: integer().notNull(),
  sslEnable: boolean().notNull().default(false),
  starttlsEnable: boolean().notNull().default(false),
  remark: varchar({ length: 255 }),
  ...auditColumns,
});

/** Mail templates (邮件模版): title and HTML content with {param} placeholders. */
export const systemMailTemplate = pgTable('system_mail_template', {
  id: idColumn(),
  name: varchar({ length: 63 }).notNull(),
  code: varchar({ length: 63 }).notNull().unique(),
  accountId: bigint({ mode: 'number' })
    .notNull()
    .references(() => systemMailAccount.id),
  nickname: varchar({ length: 255 }),
  title: varchar({ length: 255 }).notNull(),
  content: text().notNull(),
  params: jsonb().$type<string[]>().notNull().default([]),
  /** 0 enabled, 1 disabled */
  status: smallint().notNull().default(0),
  remark: varchar({ length: 255 }),
  ...auditColumns,
});

/** Mail log (邮件日志): send_status 0 初始化, 10 成功, 20 失败, 30 不发送. */
export const systemMailLog = pgTable(
  'system_mail_log',
  {
    id: idColumn(),
    userId: bigint({ mode: 'number' }),
    userType: smallint(),
    toMail: varchar({ length: 255 }).notNull(),
    accountId: bigint({ mode: 'number' }).notNull(),
    fromMail: varchar({ length: 255 }).notNull(),
    templateId: bigint({ mode: 'number' }).notNull(),
    templateCode: varchar({ length: 63 }).notNull(),
    templateNickname: varchar({ length: 255 }),
    templateTitle: varchar({ length: 255 }).notNull(),
    templateContent: text().notNull(),
    templateParams: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    sendStatus: smallint().notNull().default(0),
    sendTime: timestamp({ withTimezone: true, mode: 'date' }),
    sendMessageId: varchar({ length: 255 }),
    sendException: varchar({ length: 4096 }),
    ...auditColumns,
  },
  (t) => [index('system_mail_log_to_mail_idx').on(t.toMail)],
);

export type MailAccountRow = typeof systemMailAccount.$inferSelect;
export type MailTemplateRow = typeof systemMailTemplate.$inferSelect;
export type MailLogRow = typeof systemMailLog.$inferSelect;
