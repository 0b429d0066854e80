import { bigint, boolean, index, integer, jsonb, pgTable, smallint, unique, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from '../../../db/columns';
import { systemUsers } from '../user/user.schema';

/** Roles; data_scope 1 all, 2 custom departments, 3 own department, 4 own department and below, 5 self. */
export const systemRole = pgTable('system_role', {
  id: idColumn(),
  name: varchar({ length: 30 }).notNull(),
  code: varchar({ length: 100 }).notNull().unique(),
  sort: integer().notNull().default(0),
  dataScope: smallint().notNull().default(1),
  dataScopeDeptIds: jsonb().$type<number[]>().notNull().default([]),
  status: smallint().notNull().default(0),
  /** 1 built-in, 2 custom */
  type: smallint().notNull().default(2),
  remark: varchar({ length: 500 }),
  ...auditColumns,
});

/** Menus: type 1 directory, 2 menu, 3 button (carries a permission string such as system:user:create). */
export const systemMenu = pgTable(
  'system_menu',
  {
    id: idColumn(),
    name: varchar({ length: 50 }).notNull(),
    permission: varchar({ length: 100 }).notNull().default(''),
    type: smallint().notNull(),
    sort: integer().notNull().default(0),
    parentId: bigint({ mode: 'number' }).notNull().default(0),
    path: varchar({ length: 200 }).default(''),
    icon: varchar({ length: 100 }).default(''),
    component: varchar({ length: 255 }),
    componentName: varchar({ length: 255 }),
    status: smallint().notNull().default(0),
    visible: boolean().notNull().default(true),
    keepAlive: boolean().notNull().default(true),
    alwaysShow: boolean().notNull().default(true),
    ...auditColumns,
  },
  (t) => [index('system_menu_parent_idx').on(t.parentId)],
);

export const systemUserRole = pgTable(
  'system_user_role',
  {
    id: idColumn(),
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => systemUsers.id, { onDelete: 'cascade' }),
    roleId: bigint({ mode: 'number' })
      .notNull()
      .references(() => systemRole.id, { onDelete: 'cascade' }),
    ...auditColumns,
  },
  (t) => [unique('system_user_role_uk').on(t.userId, t.roleId)],
);

export const systemRoleMenu = pgTable(
  'system_role_menu',
  {
    id: idColumn(),
    roleId: bigint({ mode: 'number' })
      .notNull()
      .references(() => systemRole.id, { onDelete: 'cascade' }),
    menuId: bigint({ mode: 'number' })
      .notNull()
      .references(() => systemMenu.id, { onDelete: 'cascade' }),
    ...auditColumns,
  },
  (t) => [unique('system_role_menu_uk').on(t.roleId, t.menuId)],
);

export type MenuRow = typeof systemMenu.$inferSelect;
export type RoleRow = typeof systemRole.$inferSelect;
