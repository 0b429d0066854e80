import { integer, pgTable, smallint, unique, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from '../../../db/columns';

/** Dictionary types (字典类型): `type` is the stable key the code and the web use, e.g. `common_status`. */
export const systemDictType = pgTable('system_dict_type', {
  id: idColumn(),
  name: varchar({ length: 100 }).notNull().unique(),
  type: varchar({ length: 100 }).notNull().unique(),
  /** 0 enabled, 1 disabled */
  status: smallint().notNull().default(0),
  remark: varchar({ length: 500 }),
  ...auditColumns,
});

/**
 * Dictionary data (字典数据): one value/label of a type; values are strings, unique within their type.
 * dict_type follows its type: renaming a type's `type` carries its data along (ON UPDATE CASCADE), and a type that
 * still has data cannot be deleted (the service answers DICT_TYPE_HAS_CHILDREN; the foreign key backs it up).
 */
export const systemDictData = pgTable(
  'system_dict_data',
  {
    id: idColumn(),
    sort: integer().notNull().default(0),
    label: varchar({ length: 100 }).notNull(),
    value: varchar({ length: 100 }).notNull(),
    dictType: varchar({ length: 100 })
      .notNull()
      .references(() => systemDictType.type, { onUpdate: 'cascade', onDelete: 'restrict' }),
    /** 0 enabled, 1 disabled */
    status: smallint().notNull().default(0),
    /** default / primary / success / info / warning / danger, or '' */
    colorType: varchar({ length: 100 }).notNull().default(''),
    cssClass: varchar({ length: 100 }).notNull().default(''),
    remark: varchar({ length: 500 }),
    ...auditColumns,
  },
  (t) => [unique('system_dict_data_type_value_uk').on(t.dictType, t.value)],
);

export type DictTypeRow = typeof systemDictType.$inferSelect;
export type DictDataRow = typeof systemDictData.$inferSelect;
