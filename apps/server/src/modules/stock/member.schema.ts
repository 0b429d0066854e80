import { bigint, boolean, index, integer, pgTable, smallint, text, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from '../../db/columns';

const userId = () => bigint({ mode: 'number' }).notNull();

/** A member's watch-list groups (自选分组). */
export const stockMemberGroup = pgTable(
  'stock_member_group',
  {
    id: idColumn(),
    userId: userId(),
    name: varchar({ length: 32 }).notNull(),
    sort: integer().notNull().default(0),
    ...auditColumns,
  },
  (t) => [index('stock_member_group_user_idx').on(t.userId)],
);

/** Stocks in a watch-list group (自选股). */
export const stockMemberGroupItem = pgTable(
  'stock_member_group_item',
  {
    id: idColumn(),
    userId: userId(),
    groupId: bigint({ mode: 'number' }).notNull(),
    stockCode: varchar({ length: 10 }).notNull(),
    sort: integer().notNull().default(0),
    ...auditColumns,
  },
  (t) => [unique('stock_member_group_item_uk').on(t.groupId, t.stockCode), index('stock_member_group_item_user_idx').on(t.userId)],
);

/** Favourites (收藏): target_type 1 news 资讯, 2 information 快讯, 3 concept 概念 (target_id is the row id). */
export const stockMemberFavorite = pgTable(
  'stock_member_favorite',
  {
    id: idColumn(),
    userId: userId(),
    targetType: smallint().notNull(),
    targetId: bigint({ mode: 'number' }).notNull(),
    ...auditColumns,
  },
  (t) => [unique('stock_member_favorite_uk').on(t.userId, t.targetType, t.targetId)],
);

/** Members' stock essays (股票随笔): is_open_record 0 public 公开, 1 private 私密 (dict is_open_record). */
export const stockMemberRecord = pgTable(
  'stock_member_record',
  {
    id: idColumn(),
    userId: userId(),
    title: varchar({ length: 200 }).notNull(),
    content: text().notNull().default(''),
    stockCodes: varchar({ length: 10 }).array().notNull().default([]),
    isOpenRecord: smallint().notNull().default(1),
    ...auditColumns,
  },
  (t) => [index('stock_member_record_user_idx').on(t.userId)],
);

/** Browsing history (浏览记录): target_type stock / concept / news / essay; one row per target, refreshed on view. */
export const stockMemberHistory = pgTable(
  'stock_member_history',
  {
    id: idColumn(),
    userId: userId(),
    targetType: varchar({ length: 16 }).notNull(),
    targetKey: varchar({ length: 32 }).notNull(),
    title: varchar({ length: 200 }).notNull().default(''),
    viewTime: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [unique('stock_member_history_uk').on(t.userId, t.targetType, t.targetKey), index('stock_member_history_time_idx').on(t.userId, t.viewTime)],
);

/** Per-member settings of the stock site (browsing-history switch). */
export const stockMemberSetting = pgTable('stock_member_setting', {
  userId: bigint({ mode: 'number' }).primaryKey(),
  historyEnabled: boolean().notNull().default(true),
  remark: text(),
  ...auditColumns,
});
