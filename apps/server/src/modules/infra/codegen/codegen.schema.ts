import { bigint, boolean, index, integer, pgTable, smallint, unique, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from '../../../db/columns';

/** Imported tables (代码生成 → 表定义): naming and generation settings of one database table. */
export const infraCodegenTable = pgTable(
  'infra_codegen_table',
  {
  id: idColumn(),
  /** the data source the table lives in: 0 is this application's database, others are infra_data_source_config rows */
  dataSourceConfigId: bigint({ mode: 'number' }).notNull().default(0),
  /** 1 管理后台, 2 用户 APP (dict infra_codegen_scene) */
  scene: smallint().notNull().default(1),
  tableName: varchar({ length: 200 }).notNull(),
  tableComment: varchar({ length: 500 }).notNull(),
  remark: varchar({ length: 500 }),
  moduleName: varchar({ length: 30 }).notNull(),
  businessName: varchar({ length: 50 }).notNull(),
  className: varchar({ length: 100 }).notNull(),
  classComment: varchar({ length: 100 }).notNull(),
  author: varchar({ length: 50 }).notNull(),
  /** dict infra_codegen_template_type */
  templateType: smallint().notNull().default(1),
  /** dict infra_codegen_front_type */
  frontType: smallint().notNull().default(50),
  parentMenuId: bigint({ mode: 'number' }),
  ...auditColumns,
  },
  (t) => [unique('infra_codegen_table_source_name_uk').on(t.dataSourceConfigId, t.tableName)],
);

/** The columns of an imported table with how each one appears in the generated code. */
export const infraCodegenColumn = pgTable(
  'infra_codegen_column',
  {
    id: idColumn(),
    tableId: bigint({ mode: 'number' })
      .notNull()
      .references(() => infraCodegenTable.id, { onDelete: 'cascade' }),
    columnName: varchar({ length: 200 }).notNull(),
    dataType: varchar({ length: 100 }).notNull(),
    columnComment: varchar({ length: 500 }).notNull(),
    nullable: boolean().notNull(),
    primaryKey: boolean().notNull(),
    columnDefault: varchar({ length: 500 }),
    ordinalPosition: integer().notNull(),
    tsType: varchar({ length: 32 }).notNull(),
    dictType: varchar({ length: 200 }).notNull().default(''),
    example: varchar({ length: 64 }).notNull().default(''),
    createOperation: boolean().notNull(),
    updateOperation: boolean().notNull(),
    listOperation: boolean().notNull(),
    listOperationCondition: varchar({ length: 32 }).notNull(),
    listOperationResult: boolean().notNull(),
    htmlType: varchar({ length: 32 }).notNull(),
    ...auditColumns,
  },
  (t) => [index('infra_codegen_column_table_idx').on(t.tableId)],
);

export type CodegenTableRow = typeof infraCodegenTable.$inferSelect;
export type CodegenColumnRow = typeof infraCodegenColumn.$inferSelect;
