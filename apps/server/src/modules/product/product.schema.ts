import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, smallint, text, unique, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from '../../db/columns';

/** 商品分类: a two-level tree (parent_id 0 = top level); SPUs hang on second-level categories. */
export const productCategory = pgTable('product_category', {
  id: idColumn(),
  parentId: bigint({ mode: 'number' }).notNull().default(0),
  name: varchar({ length: 255 }).notNull(),
  picUrl: varchar({ length: 500 }).notNull().default(''),
  sort: integer().notNull().default(0),
  /** 0 enabled, 1 disabled */
  status: smallint().notNull().default(0),
  description: varchar({ length: 500 }),
  ...auditColumns,
});
export type ProductCategoryRow = typeof productCategory.$inferSelect;

/** 商品品牌 */
export const productBrand = pgTable('product_brand', {
  id: idColumn(),
  name: varchar({ length: 255 }).notNull().unique(),
  picUrl: varchar({ length: 500 }).notNull().default(''),
  sort: integer().notNull().default(0),
  description: varchar({ length: 1024 }),
  status: smallint().notNull().default(0),
  ...auditColumns,
});
export type ProductBrandRow = typeof productBrand.$inferSelect;

/** 商品属性项 (规格名, e.g. 时长). */
export const productProperty = pgTable('product_property', {
  id: idColumn(),
  name: varchar({ length: 64 }).notNull().unique(),
  remark: varchar({ length: 255 }),
  ...auditColumns,
});
export type ProductPropertyRow = typeof productProperty.$inferSelect;

/** 商品属性值 (规格值, e.g. 月卡), unique by name within its property. */
export const productPropertyValue = pgTable(
  'product_property_value',
  {
    id: idColumn(),
    propertyId: bigint({ mode: 'number' }).notNull(),
    name: varchar({ length: 64 }).notNull(),
    remark: varchar({ length: 255 }),
    ...auditColumns,
  },
  (t) => [unique('product_property_value_name_uk').on(t.propertyId, t.name)],
);
export type ProductPropertyValueRow = typeof productPropertyValue.$inferSelect;

/**
 * 商品 SPU. price / market_price / cost_price are the lowest of its SKUs (set on save). Stock and sales are not stored
 * here but summed from the SKUs and paid order items when read (spu.service.ts), so an order touches no SPU row.
 * Money in 分.
 */
export const productSpu = pgTable(
  'product_spu',
  {
    id: idColumn(),
    name: varchar({ length: 128 }).notNull(),
    keyword: varchar({ length: 256 }).notNull().default(''),
    introduction: varchar({ length: 256 }).notNull().default(''),
    description: text().notNull().default(''),
    categoryId: bigint({ mode: 'number' }).notNull(),
    brandId: bigint({ mode: 'number' }).notNull(),
    picUrl: varchar({ length: 500 }).notNull().default(''),
    sliderPicUrls: jsonb().$type<string[]>().notNull().default([]),
    sort: integer().notNull().default(0),
    specType: boolean().notNull().default(false),
    /** product_benefit_type: 0 physical, 1 VIP, 2 Level-2, 3 专栏 */
    benefitType: smallint().notNull().default(0),
    benefitLevel: smallint().notNull().default(0),
    /** product_spu_status: 1 on sale, 0 off, -1 recycle bin */
    status: smallint().notNull().default(0),
    price: integer().notNull().default(0),
    marketPrice: integer().notNull().default(0),
    costPrice: integer().notNull().default(0),
    virtualSalesCount: integer().notNull().default(0),
    browseCount: integer().notNull().default(0),
    ...auditColumns,
  },
  (t) => [index('product_spu_category_idx').on(t.categoryId), index('product_spu_status_idx').on(t.status)],
);
export type ProductSpuRow = typeof productSpu.$inferSelect;

export interface SkuPropertySnapshot {
  propertyId: number;
  propertyName: string;
  valueId: number;
  valueName: string;
}

/** 商品 SKU: one per value combination (or one without properties for a single-spec SPU). Stock never below 0. */
export const productSku = pgTable(
  'product_sku',
  {
    id: idColumn(),
    spuId: bigint({ mode: 'number' }).notNull(),
    properties: jsonb().$type<SkuPropertySnapshot[]>().notNull().default([]),
    price: integer().notNull(),
    marketPrice: integer().notNull().default(0),
    costPrice: integer().notNull().default(0),
    barCode: varchar({ length: 64 }),
    picUrl: varchar({ length: 500 }),
    stock: integer().notNull().default(0),
    benefitDays: integer().notNull().default(0),
    ...auditColumns,
  },
  (t) => [index('product_sku_spu_idx').on(t.spuId), check('product_sku_stock_check', sql`${t.stock} >= 0`)],
);
export type ProductSkuRow = typeof productSku.$inferSelect;
