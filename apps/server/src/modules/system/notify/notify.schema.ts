import { bigint, boolean, index, jsonb, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from '../../../db/columns';

/** Notify templates (站内信模版): content with `{param}` placeholders; params holds their names, extracted on save. */
export const systemNotifyTemplate = pgTable('system_notify_template', {
  id: idColumn(),
  name: varchar({ length: 63 }).notNull(),
  code: varchar({ length: 64 }).notNull().unique(),
  /** sender name shown with the message */
  nickname: varchar({ length: 255 }).notNull(),
  content: varchar({ length: 1024 }).notNull(),
  /** dict system_notify_template_type: 1 通知公告, 2 系统消息 */
  type: smallint().notNull(),
  params: jsonb().$type<string[]>().notNull().default([]),
  /** 0 enabled, 1 disabled */
  status: smallint().notNull().default(0),
  remark: varchar({ length: 255 }),
  ...auditColumns,
});

/**
 * Notify messages (站内信): one rendered template for one user. The template's code, sender, type and the rendered
 * content are copied, so later template edits or deletion leave sent messages unchanged.
 */
export const systemNotifyMessage = pgTable(
  'system_notify_message',
  {
    id: idColumn(),
    userId: bigint({ mode: 'number' }).notNull(),
    /** dict user_type: 1 member, 2 admin */
    userType: smallint().notNull(),
    templateId: bigint({ mode: 'number' }).notNull(),
    templateCode: varchar({ length: 64 }).notNull(),
    templateNickname: varchar({ length: 255 }).notNull(),
    templateContent: text().notNull(),
    templateType: smallint().notNull(),
    templateParams: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    readStatus: boolean().notNull().default(false),
    readTime: timestamp({ withTimezone: true, mode: 'date' }),
    ...auditColumns,
  },
  (t) => [index('system_notify_message_user_idx').on(t.userId, t.userType, t.readStatus)],
);

export type NotifyTemplateRow = typeof systemNotifyTemplate.$inferSelect;
export type NotifyMessageRow = typeof systemNotifyMessage.$inferSelect;
