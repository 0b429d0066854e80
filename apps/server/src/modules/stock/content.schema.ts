import { boolean, index, integer, pgTable, smallint, text, timestamp, varchar, date } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from '../../db/columns';

const tstz = () => timestamp({ withTimezone: true, mode: 'date' });

/** News articles (资讯); content is HTML sanitised before it is stored. */
export const stockNews = pgTable(
  'stock_news',
  {
    id: idColumn(),
    title: varchar({ length: 200 }).notNull(),
    summary: varchar({ length: 1000 }).notNull().default(''),
    content: text().notNull().default(''),
    cover: varchar({ length: 512 }).notNull().default(''),
    source: varchar({ length: 64 }).notNull().default(''),
    url: varchar({ length: 512 }).notNull().default(''),
    publishTime: tstz().notNull(),
    stockCodes: varchar({ length: 10 }).array().notNull().default([]),
    conceptCodes: varchar({ length: 16 }).array().notNull().default([]),
    views: integer().notNull().default(0),
    ...auditColumns,
  },
  (t) => [index('stock_news_publish_idx').on(t.publishTime)],
);

/** Information flashes (快讯 / 电报): level 1 重点, 2 普通. */
export const stockInformation = pgTable(
  'stock_information',
  {
    id: idColumn(),
    publishTime: tstz().notNull(),
    title: varchar({ length: 200 }).notNull().default(''),
    content: text().notNull(),
    level: smallint().notNull().default(2),
    source: varchar({ length: 64 }).notNull().default(''),
    stockCodes: varchar({ length: 10 }).array().notNull().default([]),
    ...auditColumns,
  },
  (t) => [index('stock_information_publish_idx').on(t.publishTime)],
);

/** Announcements (公告) of listed companies; type is one of the seven 公告 kinds. */
export const stockAnnouncement = pgTable(
  'stock_announcement',
  {
    id: idColumn(),
    stockCode: varchar({ length: 10 }).notNull(),
    stockName: varchar({ length: 32 }).notNull(),
    title: varchar({ length: 300 }).notNull(),
    type: varchar({ length: 16 }).notNull(),
    annDate: date({ mode: 'string' }).notNull(),
    url: varchar({ length: 512 }).notNull().default(''),
    ...auditColumns,
  },
  (t) => [index('stock_announcement_date_idx').on(t.annDate), index('stock_announcement_stock_idx').on(t.stockCode)],
);

/** Public essays (文章): status 0 draft 草稿, 1 published 已发布, 2 hidden 已隐藏. */
export const stockEssay = pgTable(
  'stock_essay',
  {
    id: idColumn(),
    title: varchar({ length: 200 }).notNull(),
    author: varchar({ length: 64 }).notNull().default(''),
    summary: varchar({ length: 1000 }).notNull().default(''),
    content: text().notNull().default(''),
    cover: varchar({ length: 512 }).notNull().default(''),
    status: smallint().notNull().default(0),
    views: integer().notNull().default(0),
    stockCodes: varchar({ length: 10 }).array().notNull().default([]),
    publishTime: tstz(),
    /** belongs to the 付费专栏: the body is served only to members holding that entitlement (docs/decisions/0041) */
    paidColumn: boolean().notNull().default(false),
    ...auditColumns,
  },
  (t) => [index('stock_essay_status_idx').on(t.status, t.publishTime)],
);

/** Navigation links (导航), grouped by nav_type (dict nav_type). */
export const stockNav = pgTable('stock_nav', {
  id: idColumn(),
  navType: varchar({ length: 32 }).notNull(),
  name: varchar({ length: 64 }).notNull(),
  url: varchar({ length: 512 }).notNull(),
  icon: varchar({ length: 512 }).notNull().default(''),
  description: varchar({ length: 255 }).notNull().default(''),
  sort: integer().notNull().default(0),
  ...auditColumns,
});
