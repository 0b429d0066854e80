import { bigint, index, integer, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from '../../../db/columns';

/** Departments (部门): a tree through parent_id (0 = top level); users point at one through system_users.dept_id. */
export const systemDept = pgTable(
  'system_dept',
  {
    id: idColumn(),
    name: varchar({ length: 30 }).notNull(),
    parentId: bigint({ mode: 'number' }).notNull().default(0),
    sort: integer().notNull().default(0),
    leaderUserId: bigint({ mode: 'number' }),
    phone: varchar({ length: 11 }),
    email: varchar({ length: 50 }),
    /** 0 enabled, 1 disabled */
    status: smallint().notNull().default(0),
    ...auditColumns,
  },
  (t) => [index('system_dept_parent_idx').on(t.parentId)],
);

export type DeptRow = typeof systemDept.$inferSelect;
