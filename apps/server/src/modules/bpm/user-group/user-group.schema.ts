import { jsonb, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from '../../../db/columns';

/** 用户分组: a named set of users, one dimension of task assignment rules. */
export const bpmUserGroup = pgTable('bpm_user_group', {
  id: idColumn(),
  name: varchar({ length: 30 }).notNull(),
  description: varchar({ length: 255 }).notNull().default(''),
  memberUserIds: jsonb().$type<number[]>().notNull().default([]),
  status: smallint().notNull().default(0),
  ...auditColumns,
});
export type BpmUserGroupRow = typeof bpmUserGroup.$inferSelect;
