import { bigint, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Audit columns every business table carries (yudao BaseDO): who and when created / last updated. */
export const auditColumns = {
  creator: varchar({ length: 64 }).default(''),
  createTime: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updater: varchar({ length: 64 }).default(''),
  updateTime: timestamp({ withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/** bigint identity primary key, returned to JS as a number. */
export const idColumn = () => bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity();
