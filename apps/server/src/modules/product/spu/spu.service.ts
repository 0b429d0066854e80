import { and, asc, eq, getTableColumns, inArray, notInArray, sql } from 'drizzle-orm';
import { checkSkuShape, CommonStatus, productPropertyViews, spuPicUrls, ProductBenefitType, ProductError, skuName, type ProductSkuResp, type ProductSpuCreateReq, type ProductSpuDetailResp, type ProductSpuResp } from '@gprs/contract';
import type { z } from 'zod';
import type { ProductSpuCreateReq as CreateSchema } from '@gprs/contract';
import type { Db } from '../../../db/client';
import { fail } from '../../../core/errors';
import { sanitizeHtml } from '../../../core/sanitize';
import { productBrand, productCategory, productProperty, productPropertyValue, productSku, productSpu, type ProductSkuRow, type ProductSpuRow, type SkuPropertySnapshot } from '../product.schema';

type SpuInput = z.output<typeof CreateSchema>;

/** Units sold: paid order items not refunded (orders never update a product row, so these are summed on read). */
// (the outer row is named by table: drizzle leaves columns unqualified in a one-table select)
const soldOf = (column: 'spu_id' | 'sku_id', outer: 'product_spu.id' | 'product_sku.id') =>
  sql<number>`(select coalesce(sum(i.count), 0)::int from trade_order_item i join trade_order o on o.id = i.order_id where i.${sql.raw(column)} = ${sql.raw(outer)} and o.pay_status and o.refund_status <> 20)`;
/** A SPU's stock: the sum of its SKUs'. */
export const spuStockSql = sql<number>`(select coalesce(sum(s.stock), 0)::int from product_sku s where s.spu_id = product_spu.id)`;
/** Select list of a SPU row with its summed stock and sales. */
export const spuSelection = { ...getTableColumns(productSpu), stock: spuStockSql, salesCount: soldOf('spu_id', 'product_spu.id') };
export const skuSelection = { ...getTableColumns(productSku), salesCount: soldOf('sku_id', 'product_sku.id') };
export type SpuRow = ProductSpuRow & { stock: number; salesCount: number };
type SkuRow = ProductSkuRow & { salesCount: number };

export function toSkuResp(r: SkuRow): ProductSkuResp {
  return {
    id: r.id,
    spuId: r.spuId,
    properties: r.properties,
    name: skuName(r.properties),
    price: r.price,
    marketPrice: r.marketPrice,
    costPrice: r.costPrice,
    barCode: r.barCode,
    picUrl: r.picUrl,
    stock: r.stock,
    salesCount: r.salesCount,
    benefitDays: r.benefitDays,
  };
}

export function toSpuResp(r: SpuRow): ProductSpuResp {
  return {
    id: r.id,
    name: r.name,
    keyword: r.keyword,
    introduction: r.introduction,
    categoryId: r.categoryId,
    brandId: r.brandId,
    picUrl: r.picUrl,
    sliderPicUrls: r.sliderPicUrls,
    sort: r.sort,
    specType: r.specType,
    benefitType: r.benefitType,
    benefitLevel: r.benefitLevel,
    status: r.status,
    price: r.price,
    marketPrice: r.marketPrice,
    costPrice: r.costPrice,
    stock: r.stock,
    salesCount: r.salesCount,
    virtualSalesCount: r.virtualSalesCount,
    browseCount: r.browseCount,
    createTime: r.createTime.getTime(),
    picUrls: spuPicUrls(r.picUrl, r.sliderPicUrls),
    totalStock: r.stock,
  };
}

export async function spuDetail(db: Db, spu: SpuRow): Promise<ProductSpuDetailResp> {
  const skus = await db.select(skuSelection).from(productSku).where(eq(productSku.spuId, spu.id)).orderBy(asc(productSku.id));
  const resp = skus.map(toSkuResp);
  return { ...toSpuResp(spu), description: spu.description, skus: resp, productPropertyViews: productPropertyViews(resp) };
}

/**
 * Checks a SPU body beyond its field rules: a second-level enabled category, an enabled brand, the SKUs' shape for the
 * spec type, every property/value existing and belonging together, entitlement settings for virtual services.
 * Returns the SKUs' property snapshots with the current names.
 */
async function validateSpu(db: Db, input: SpuInput): Promise<SkuPropertySnapshot[][]> {
  const [category] = await db.select().from(productCategory).where(eq(productCategory.id, input.categoryId));
  if (!category) fail(ProductError.CATEGORY_NOT_EXISTS);
  if (category.parentId === 0) fail(ProductError.SPU_SAVE_FAIL_CATEGORY_LEVEL_ERROR);
  if (category.status !== CommonStatus.ENABLE) fail(ProductError.CATEGORY_DISABLED, category.name);
  const [brand] = await db.select().from(productBrand).where(eq(productBrand.id, input.brandId));
  if (!brand) fail(ProductError.BRAND_NOT_EXISTS);
  if (brand.status !== CommonStatus.ENABLE) fail(ProductError.BRAND_DISABLED);
  const shape = checkSkuShape(input.specType, input.skus);
  if (shape === 'single-spec') fail(ProductError.SPU_SINGLE_SKU_ONLY);
  if (shape === 'properties-differ') fail(ProductError.SPU_ATTR_NUMBERS_MUST_BE_EQUALS);
  if (shape === 'duplicate') fail(ProductError.SKU_PROPERTIES_DUPLICATED);
  if (input.benefitType === ProductBenefitType.VIP && input.benefitLevel < 1) fail(ProductError.SPU_BENEFIT_LEVEL_REQUIRED);
  if (input.benefitType !== ProductBenefitType.PHYSICAL && input.skus.some((s) => s.benefitDays < 1)) fail(ProductError.SPU_BENEFIT_DAYS_REQUIRED);

  const valueIds = [...new Set(input.skus.flatMap((s) => s.properties.map((p) => p.valueId)))];
  const values = valueIds.length
    ? await db
        .select({ id: productPropertyValue.id, name: productPropertyValue.name, propertyId: productPropertyValue.propertyId, propertyName: productProperty.name })
        .from(productPropertyValue)
        .innerJoin(productProperty, eq(productProperty.id, productPropertyValue.propertyId))
        .where(inArray(productPropertyValue.id, valueIds))
    : [];
  const byId = new Map(values.map((v) => [v.id, v]));
  return input.skus.map((s) =>
    s.properties.map((p) => {
      const v = byId.get(p.valueId);
      if (!v || v.propertyId !== p.propertyId) fail(ProductError.SKU_PROPERTY_INVALID);
      return { propertyId: v.propertyId, propertyName: v.propertyName, valueId: v.id, valueName: v.name };
    }),
  );
}

function spuValues(input: SpuInput, operator: string) {
  const min = (f: (s: SpuInput['skus'][number]) => number) => Math.min(...input.skus.map(f));
  return {
    name: input.name,
    keyword: input.keyword,
    introduction: input.introduction,
    description: sanitizeHtml(input.description),
    categoryId: input.categoryId,
    brandId: input.brandId,
    picUrl: input.picUrl,
    sliderPicUrls: input.sliderPicUrls,
    sort: input.sort,
    specType: input.specType,
    benefitType: input.benefitType,
    benefitLevel: input.benefitType === ProductBenefitType.VIP ? input.benefitLevel : 0,
    virtualSalesCount: input.virtualSalesCount,
    price: min((s) => s.price),
    marketPrice: min((s) => s.marketPrice),
    costPrice: min((s) => s.costPrice),
    updater: operator,
  };
}

function skuValues(spuId: number, s: SpuInput['skus'][number], properties: SkuPropertySnapshot[], operator: string) {
  return {
    spuId,
    properties,
    price: s.price,
    marketPrice: s.marketPrice,
    costPrice: s.costPrice,
    barCode: s.barCode,
    picUrl: s.picUrl,
    stock: s.stock,
    benefitDays: s.benefitDays,
    updater: operator,
  };
}

/** New SPUs start 上架 as in yudao; they can be taken off sale from the list. */
export async function createSpu(db: Db, input: SpuInput, operator: string): Promise<number> {
  const snapshots = await validateSpu(db, input);
  const [spu] = await db
    .insert(productSpu)
    .values({ ...spuValues(input, operator), status: 1, creator: operator })
    .returning({ id: productSpu.id });
  await db.insert(productSku).values(input.skus.map((s, i) => ({ ...skuValues(spu.id, s, snapshots[i], operator), creator: operator })));
  return spu.id;
}

/**
 * Updates a SPU and its SKUs: rows with an id of this SPU are updated, rows without one inserted, SKUs no longer
 * listed deleted (order items keep their own snapshots).
 */
export async function updateSpu(db: Db, id: number, input: SpuInput, operator: string): Promise<void> {
  const [existing] = await db.select().from(productSpu).where(eq(productSpu.id, id)).for('update');
  if (!existing) fail(ProductError.SPU_NOT_EXISTS);
  const snapshots = await validateSpu(db, input);
  const current = await db.select({ id: productSku.id }).from(productSku).where(eq(productSku.spuId, id));
  const currentIds = new Set(current.map((r) => r.id));
  for (const s of input.skus) if (s.id && !currentIds.has(s.id)) fail(ProductError.SKU_NOT_EXISTS);
  const kept = input.skus.filter((s) => s.id).map((s) => s.id!);
  await db.delete(productSku).where(and(eq(productSku.spuId, id), kept.length ? notInArray(productSku.id, kept) : undefined));
  for (const [i, s] of input.skus.entries()) {
    if (s.id) await db.update(productSku).set(skuValues(id, s, snapshots[i], operator)).where(eq(productSku.id, s.id));
    else await db.insert(productSku).values({ ...skuValues(id, s, snapshots[i], operator), creator: operator });
  }
  await db.update(productSpu).set(spuValues(input, operator)).where(eq(productSpu.id, id));
}

export type { ProductSpuCreateReq };
