export * from './sku-matrix';
import { z } from 'zod';
import { sortOrder } from '../system/sort-order';
import { PageParam, StatusSchema, TimeRange } from '../envelope';
import { optionalQueryInt, optionalQueryStatus, optionalQueryText } from '../system/dict';
import { safeUrl } from '../infra/safe-url';

/**
 * 商品中心 wire contract (yudao yudao-module-mall product controllers). Money is integer 分 everywhere.
 * Routes (all under /admin-api; every one needs the permission in brackets):
 *  category: GET list?name=&parentId=&status= [product:category:query], GET get?id=, POST create, PUT update, DELETE delete?id=
 *  brand:    GET page, GET get?id=, POST create, PUT update, DELETE delete?id=, GET list-all-simple [product:brand:*]
 *  property: GET page, GET get?id=, POST create, PUT update, DELETE delete?id=, GET simple-list [product:property:*]
 *  property/value: GET page?propertyId=, GET get?id=, POST create, PUT update, DELETE delete?id=, GET simple-list?propertyId=
 *  spu: GET page?tabType=, GET get-count, GET get-detail?id=, POST create, PUT update, PUT update-status, DELETE delete?id=,
 *       GET get-simple-list, GET list?spuIds=1,2, GET export (xlsx) [product:spu:*]
 *  sku: GET get-option-list?spuId= [product:spu:query]
 */

const money = (label: string) => z.number({ error: `${label}不能为空` }).int(`${label}必须是整数（单位：分）`).min(0, `${label}不能小于 0`).max(100_000_000, `${label}过大`);
const optionalText = (max: number, label: string) =>
  z.string().trim().max(max, `${label}长度不能超过 ${max} 个字符`).nullish().transform((v) => v || null);
const picUrl = (label: string) => safeUrl(label, 500);

// ---------------------------------------------------------------- status values

/** product_spu_status: 1 上架, 0 下架, -1 回收站 (yudao ProductSpuStatusEnum). */
export const ProductSpuStatus = { RECYCLE: -1, DISABLE: 0, ENABLE: 1 } as const;
export const ProductSpuStatusSchema = z.union([z.literal(-1), z.literal(0), z.literal(1)]);
/** SPU list tabs (yudao ProductSpuPageReqVO.tabType): 0 出售中, 1 仓库中, 2 已售罄, 3 警戒库存, 4 回收站. */
export const ProductSpuTab = { FOR_SALE: 0, IN_WAREHOUSE: 1, SOLD_OUT: 2, ALERT_STOCK: 3, RECYCLE_BIN: 4 } as const;
/** Stock at or below this is 警戒库存. */
export const PRODUCT_ALERT_STOCK = 10;
/**
 * product_benefit_type: what buying the product grants (our addition; yudao sells physical goods only).
 * 0 实物商品 (shipped: 待发货 → 已发货 → 已完成), 1 VIP 会员, 2 Level-2 行情, 3 付费专栏 (virtual: complete at payment).
 */
export const ProductBenefitType = { PHYSICAL: 0, VIP: 1, LEVEL2: 2, COLUMN: 3 } as const;
export const ProductBenefitTypeSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);

// ---------------------------------------------------------------- category (two-level tree)

export const ProductCategoryFilter = z.object({
  name: optionalQueryText(255),
  parentId: optionalQueryInt(0),
  status: optionalQueryStatus(),
});
export type ProductCategoryFilter = z.infer<typeof ProductCategoryFilter>;

export const ProductCategoryCreateReq = z.object({
  /** 0 = top level; a child's parent must be a top-level category (two levels). */
  parentId: z.number({ error: '请选择上级分类' }).int().min(0),
  name: z.string().trim().min(1, '分类名称不能为空').max(255, '分类名称长度不能超过 255 个字符'),
  /** Required, as yudao's 移动端分类图. */
  picUrl: picUrl('分类图片').min(1, '分类图片不能为空'),
  sort: sortOrder('分类排序'),
  status: StatusSchema,
  description: optionalText(500, '分类描述'),
});
export type ProductCategoryCreateReq = z.input<typeof ProductCategoryCreateReq>;
export const ProductCategoryUpdateReq = ProductCategoryCreateReq.extend({ id: z.number().int().positive() });
export const ProductCategorySaveReq = ProductCategoryCreateReq.extend({ id: z.number().int().positive().optional() });
export type ProductCategorySaveReq = z.input<typeof ProductCategorySaveReq>;

export interface ProductCategoryResp {
  id: number;
  parentId: number;
  name: string;
  picUrl: string;
  sort: number;
  status: number;
  description: string | null;
  createTime: number;
}

// ---------------------------------------------------------------- brand

export const ProductBrandFilter = z.object({ name: optionalQueryText(255), status: optionalQueryStatus(), createTime: TimeRange });
export type ProductBrandFilter = z.infer<typeof ProductBrandFilter>;
export const ProductBrandPageReq = PageParam.extend(ProductBrandFilter.shape);
export type ProductBrandPageReq = z.input<typeof ProductBrandPageReq>;

export const ProductBrandCreateReq = z.object({
  name: z.string().trim().min(1, '品牌名称不能为空').max(255, '品牌名称长度不能超过 255 个字符'),
  picUrl: picUrl('品牌图片').min(1, '品牌图片不能为空'),
  sort: sortOrder('品牌排序'),
  description: optionalText(1024, '品牌描述'),
  status: StatusSchema,
});
export type ProductBrandCreateReq = z.input<typeof ProductBrandCreateReq>;
export const ProductBrandUpdateReq = ProductBrandCreateReq.extend({ id: z.number().int().positive() });
export const ProductBrandSaveReq = ProductBrandCreateReq.extend({ id: z.number().int().positive().optional() });
export type ProductBrandSaveReq = z.input<typeof ProductBrandSaveReq>;

export interface ProductBrandResp {
  id: number;
  name: string;
  picUrl: string;
  sort: number;
  description: string | null;
  status: number;
  createTime: number;
}
/** GET /product/brand/list-all-simple: enabled brands. */
export interface ProductBrandSimpleResp {
  id: number;
  name: string;
}

// ---------------------------------------------------------------- property + values

export const ProductPropertyFilter = z.object({ name: optionalQueryText(64), createTime: TimeRange });
export type ProductPropertyFilter = z.infer<typeof ProductPropertyFilter>;
export const ProductPropertyPageReq = PageParam.extend(ProductPropertyFilter.shape);
export type ProductPropertyPageReq = z.input<typeof ProductPropertyPageReq>;

export const ProductPropertyCreateReq = z.object({
  name: z.string().trim().min(1, '属性名称不能为空').max(64, '属性名称长度不能超过 64 个字符'),
  remark: optionalText(255, '备注'),
});
export type ProductPropertyCreateReq = z.input<typeof ProductPropertyCreateReq>;
export const ProductPropertyUpdateReq = ProductPropertyCreateReq.extend({ id: z.number().int().positive() });
export const ProductPropertySaveReq = ProductPropertyCreateReq.extend({ id: z.number().int().positive().optional() });
export type ProductPropertySaveReq = z.input<typeof ProductPropertySaveReq>;

export interface ProductPropertyResp {
  id: number;
  name: string;
  remark: string | null;
  createTime: number;
}
/** GET /product/property/simple-list */
export interface ProductPropertySimpleResp {
  id: number;
  name: string;
}

export const ProductPropertyValueFilter = z.object({
  propertyId: optionalQueryInt(1),
  name: optionalQueryText(64),
});
export type ProductPropertyValueFilter = z.infer<typeof ProductPropertyValueFilter>;
export const ProductPropertyValuePageReq = PageParam.extend(ProductPropertyValueFilter.shape);
export type ProductPropertyValuePageReq = z.input<typeof ProductPropertyValuePageReq>;

export const ProductPropertyValueCreateReq = z.object({
  propertyId: z.number({ error: '属性编号不能为空' }).int().positive('属性编号不能为空'),
  name: z.string().trim().min(1, '属性值名称不能为空').max(64, '属性值名称长度不能超过 64 个字符'),
  remark: optionalText(255, '备注'),
});
export type ProductPropertyValueCreateReq = z.input<typeof ProductPropertyValueCreateReq>;
export const ProductPropertyValueUpdateReq = ProductPropertyValueCreateReq.extend({ id: z.number().int().positive() });
export const ProductPropertyValueSaveReq = ProductPropertyValueCreateReq.extend({ id: z.number().int().positive().optional() });
export type ProductPropertyValueSaveReq = z.input<typeof ProductPropertyValueSaveReq>;

export interface ProductPropertyValueResp {
  id: number;
  propertyId: number;
  name: string;
  remark: string | null;
  createTime: number;
}
/** GET /product/property/value/simple-list?propertyId= */
export interface ProductPropertyValueSimpleResp {
  id: number;
  propertyId: number;
  name: string;
}

// ---------------------------------------------------------------- SKU

/** One property/value pair of a SKU (yudao ProductSkuSaveReqVO.Property). Single-spec SKUs have none. */
export const ProductSkuProperty = z.object({
  propertyId: z.number().int().positive(),
  propertyName: z.string().max(64).optional(),
  valueId: z.number().int().positive(),
  valueName: z.string().max(64).optional(),
});
export type ProductSkuProperty = z.infer<typeof ProductSkuProperty>;

export const ProductSkuSaveReq = z.object({
  /** Existing SKU id when updating; omitted for a new row. */
  id: z.number().int().positive().optional(),
  properties: z.array(ProductSkuProperty).max(10).default([]),
  price: money('销售价'),
  marketPrice: money('市场价'),
  costPrice: money('成本价'),
  barCode: optionalText(64, '条形码'),
  picUrl: picUrl('规格图片').nullish().transform((v) => v || null),
  stock: z.number({ error: '库存不能为空' }).int('库存必须是整数').min(0, '库存不能小于 0').max(99_999_999, '库存过大'),
  /** Days of the entitlement one unit grants (virtual products: 30 月卡, 90 季卡, 365 年卡); 0 for physical goods. */
  benefitDays: z.number().int().min(0, '权益天数不能小于 0').max(36_500, '权益天数过大').default(0),
});
export type ProductSkuSaveReq = z.input<typeof ProductSkuSaveReq>;

export interface ProductSkuResp {
  id: number;
  spuId: number;
  properties: Required<ProductSkuProperty>[];
  /** "时长:月卡 / 版本:标准版"-style name built from the properties ('' for a single-spec SKU). */
  name: string;
  price: number;
  marketPrice: number;
  costPrice: number;
  barCode: string | null;
  picUrl: string | null;
  stock: number;
  salesCount: number;
  benefitDays: number;
}

/** GET /product/sku/get-option-list?spuId= : SKUs for pickers (yudao ProductSkuOptionRespVO). */
export interface ProductSkuOptionResp {
  id: number;
  name: string;
  price: number;
  stock: number;
  spuId: number;
  spuName: string;
  picUrl: string | null;
}

// ---------------------------------------------------------------- SPU

export const ProductSpuFilter = z.object({
  tabType: optionalQueryInt(0, 4),
  name: optionalQueryText(128),
  categoryId: optionalQueryInt(1),
  brandId: optionalQueryInt(1),
  createTime: TimeRange,
});
export type ProductSpuFilter = z.infer<typeof ProductSpuFilter>;
export const ProductSpuPageReq = PageParam.extend(ProductSpuFilter.shape);
export type ProductSpuPageReq = z.input<typeof ProductSpuPageReq>;

export const ProductSpuCreateReq = z.object({
  name: z.string().trim().min(1, '商品名称不能为空').max(128, '商品名称长度不能超过 128 个字符'),
  keyword: z.string().trim().min(1, '商品关键字不能为空').max(256, '商品关键字长度不能超过 256 个字符'),
  introduction: z.string().trim().min(1, '商品简介不能为空').max(256, '商品简介长度不能超过 256 个字符'),
  /** Rich text (HTML); sanitised on the server as the stock content is. */
  description: z.string().trim().min(1, '商品详情不能为空').max(200_000, '商品详情过长'),
  /** Must be a second-level category. */
  categoryId: z.number({ error: '商品分类不能为空' }).int().positive('商品分类不能为空'),
  brandId: z.number({ error: '商品品牌不能为空' }).int().positive('商品品牌不能为空'),
  picUrl: picUrl('商品封面图').min(1, '商品封面图不能为空'),
  sliderPicUrls: z.array(picUrl('商品轮播图')).max(10, '商品轮播图最多 10 张').default([]),
  sort: sortOrder('商品排序'),
  /** false 单规格 (exactly one SKU without properties), true 多规格 (one SKU per value combination). */
  specType: z.boolean({ error: '规格类型不能为空' }),
  benefitType: ProductBenefitTypeSchema,
  /** VIP level granted (benefitType 1); 0 otherwise. */
  benefitLevel: z.number().int().min(0).max(10).default(0),
  virtualSalesCount: z.number().int().min(0).max(99_999_999).default(0),
  skus: z.array(ProductSkuSaveReq).min(1, '商品 SKU 不能为空').max(500, '商品 SKU 最多 500 个'),
});
export type ProductSpuCreateReq = z.input<typeof ProductSpuCreateReq>;
export const ProductSpuUpdateReq = ProductSpuCreateReq.extend({ id: z.number().int().positive() });
export const ProductSpuSaveReq = ProductSpuCreateReq.extend({ id: z.number().int().positive().optional() });
export type ProductSpuSaveReq = z.input<typeof ProductSpuSaveReq>;

/**
 * yudao 2.x's SPU form (the official Vue 2 admin) posts another shape: `picUrls[]` (the first is the cover), a numeric
 * `specType` (1 单规格, 2 多规格), `sellPoint` instead of `introduction`, no `keyword`, and SKU prices, stock and sort
 * as typed text or yuan × 100 floats. This maps such a body onto ours before validation; a body in our shape passes
 * unchanged. Missing `keyword` / `introduction` fall back to the name (yudao 2.x has none to ask for); `benefitType`
 * defaults to 实物 (0), as yudao's products are goods.
 */
export function spuFromYudao2(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const b = body as Record<string, unknown>;
  const yudao2 = Array.isArray(b.picUrls) || typeof b.specType === 'number';
  if (!yudao2) return body;
  const num = (v: unknown) => (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : v);
  const fen = (v: unknown) => {
    const n = num(v);
    return typeof n === 'number' && Number.isFinite(n) ? Math.round(n) : n;
  };
  const pics = Array.isArray(b.picUrls) ? b.picUrls.filter((p): p is string => typeof p === 'string' && p.trim() !== '') : [];
  const name = typeof b.name === 'string' ? b.name : '';
  const out: Record<string, unknown> = {
    ...b,
    keyword: b.keyword ?? name,
    introduction: b.introduction ?? (typeof b.sellPoint === 'string' && b.sellPoint.trim() ? b.sellPoint : name),
    picUrl: b.picUrl ?? pics[0],
    sliderPicUrls: b.sliderPicUrls ?? pics,
    specType: typeof b.specType === 'number' ? b.specType === 2 : b.specType,
    sort: num(b.sort ?? 0),
    virtualSalesCount: num(b.virtualSalesCount ?? 0),
    benefitType: b.benefitType ?? ProductBenefitType.PHYSICAL,
  };
  if (Array.isArray(b.skus)) {
    out.skus = b.skus.map((k) => {
      if (typeof k !== 'object' || k === null) return k;
      const sku = k as Record<string, unknown>;
      return { ...sku, price: fen(sku.price), marketPrice: fen(sku.marketPrice ?? 0), costPrice: fen(sku.costPrice ?? 0), stock: num(sku.stock) };
    });
  }
  return out;
}
/** POST /product/spu/create as the server reads it: our shape or yudao 2.x's ({@link spuFromYudao2}). */
export const ProductSpuCreateBody = z.preprocess(spuFromYudao2, ProductSpuCreateReq);
/** PUT /product/spu/update as the server reads it. */
export const ProductSpuUpdateBody = z.preprocess(spuFromYudao2, ProductSpuUpdateReq);

/** PUT /product/spu/update-status {id, status} */
export const ProductSpuUpdateStatusReq = z.object({ id: z.number().int().positive(), status: ProductSpuStatusSchema });
export type ProductSpuUpdateStatusReq = z.input<typeof ProductSpuUpdateStatusReq>;

/** A row of the SPU page: price/marketPrice/costPrice are the lowest of the SKUs, stock their sum. */
export interface ProductSpuResp {
  id: number;
  name: string;
  keyword: string;
  introduction: string;
  categoryId: number;
  brandId: number;
  picUrl: string;
  sliderPicUrls: string[];
  sort: number;
  specType: boolean;
  benefitType: number;
  benefitLevel: number;
  status: number;
  price: number;
  marketPrice: number;
  costPrice: number;
  stock: number;
  salesCount: number;
  virtualSalesCount: number;
  browseCount: number;
  createTime: number;
  /** yudao 2.x: every picture, the cover first ({@link spuPicUrls}) */
  picUrls: string[];
  /** yudao 2.x: the SKUs' stock summed (= stock) */
  totalStock: number;
}
/** yudao 2.x: one property of a SPU with the values its SKUs use. */
export interface ProductPropertyViewResp {
  propertyId: number;
  name: string;
  propertyValues: { id: number; name: string }[];
}
/** GET /product/spu/get-detail?id= */
export interface ProductSpuDetailResp extends ProductSpuResp {
  description: string;
  skus: ProductSkuResp[];
  /** yudao 2.x: the properties and values of the SKUs ({@link productPropertyViews}) */
  productPropertyViews: ProductPropertyViewResp[];
}

/** yudao 2.x's `picUrls`: the cover, then the slider pictures not equal to it. */
export function spuPicUrls(picUrl: string, sliderPicUrls: readonly string[]): string[] {
  return [...new Set([picUrl, ...sliderPicUrls].filter(Boolean))];
}

/** yudao 2.x's `productPropertyViews`: the SKUs' properties in first-seen order, each with its values in first-seen order. */
export function productPropertyViews(skus: readonly { properties: readonly ProductSkuProperty[] }[]): ProductPropertyViewResp[] {
  const views = new Map<number, ProductPropertyViewResp>();
  for (const sku of skus)
    for (const p of sku.properties) {
      const view = views.get(p.propertyId) ?? { propertyId: p.propertyId, name: p.propertyName ?? '', propertyValues: [] };
      views.set(p.propertyId, view);
      if (!view.propertyValues.some((v) => v.id === p.valueId)) view.propertyValues.push({ id: p.valueId, name: p.valueName ?? '' });
    }
  return [...views.values()];
}

/** yudao 2.x: GET /product/property/get-value-list → every property with its values (the SPU form's spec picker). */
export interface ProductPropertyAndValueResp {
  id: number;
  name: string;
  values: { id: number; name: string }[];
}
/** GET /product/spu/get-count: rows per tab, keyed by tabType ("0".."4"). */
export type ProductSpuCountResp = Record<string, number>;
/** GET /product/spu/get-simple-list: enabled SPUs for pickers. */
export interface ProductSpuSimpleResp {
  id: number;
  name: string;
  price: number;
  marketPrice: number;
  picUrl: string;
}
/**
 * DELETE /product/spu/delete?id= : only from the recycle bin (as yudao). A SPU that has orders is kept there
 * instead of being deleted: the answer says which happened.
 */
export type ProductSpuDeleteResp = 'deleted' | 'recycled';

/** Member shop (our /vip page): GET /product/spu/on-sale-list?benefitType= [auth: user] → on-sale SPUs with SKUs. */
export type ProductSpuOnSaleResp = ProductSpuDetailResp;

// ---------------------------------------------------------------- error codes (yudao 1_008_xxx_xxx)

export const ProductError = {
  CATEGORY_NOT_EXISTS: { code: 1_008_001_000, msg: '商品分类不存在' },
  CATEGORY_PARENT_NOT_EXISTS: { code: 1_008_001_001, msg: '父分类不存在' },
  CATEGORY_PARENT_NOT_FIRST_LEVEL: { code: 1_008_001_002, msg: '父分类不能是二级分类' },
  CATEGORY_EXISTS_CHILDREN: { code: 1_008_001_003, msg: '存在子分类，无法删除' },
  CATEGORY_DISABLED: { code: 1_008_001_004, msg: '商品分类({})已禁用，无法使用' },
  CATEGORY_HAVE_BIND_SPU: { code: 1_008_001_005, msg: '类别下存在商品，无法删除' },
  CATEGORY_PARENT_IS_SELF: { code: 1_008_001_006, msg: '不能设置自己为父分类' },
  CATEGORY_PARENT_HAS_CHILDREN: { code: 1_008_001_007, msg: '存在子分类的分类不能成为二级分类' },
  BRAND_NOT_EXISTS: { code: 1_008_002_000, msg: '品牌不存在' },
  BRAND_DISABLED: { code: 1_008_002_001, msg: '品牌已禁用' },
  BRAND_NAME_EXISTS: { code: 1_008_002_002, msg: '品牌名称已存在' },
  BRAND_HAVE_BIND_SPU: { code: 1_008_002_003, msg: '品牌下存在商品，无法删除' },
  PROPERTY_NOT_EXISTS: { code: 1_008_003_000, msg: '属性项不存在' },
  PROPERTY_EXISTS: { code: 1_008_003_001, msg: '属性项的名称已存在' },
  PROPERTY_DELETE_FAIL_VALUE_EXISTS: { code: 1_008_003_002, msg: '属性项下存在属性值，无法删除' },
  PROPERTY_VALUE_NOT_EXISTS: { code: 1_008_004_000, msg: '属性值不存在' },
  PROPERTY_VALUE_EXISTS: { code: 1_008_004_001, msg: '属性值的名称已存在' },
  PROPERTY_VALUE_USED: { code: 1_008_004_002, msg: '属性值已被商品 SKU 使用，无法删除' },
  SPU_NOT_EXISTS: { code: 1_008_005_000, msg: '商品 SPU 不存在' },
  SPU_SAVE_FAIL_CATEGORY_LEVEL_ERROR: { code: 1_008_005_001, msg: '商品分类不正确，原因：必须使用第二级的商品分类及以下' },
  SPU_NOT_ENABLE: { code: 1_008_005_003, msg: '商品 SPU【{}】不处于上架状态' },
  SPU_NOT_RECYCLE: { code: 1_008_005_004, msg: '商品 SPU 不处于回收站状态' },
  SPU_BENEFIT_LEVEL_REQUIRED: { code: 1_008_005_005, msg: 'VIP 会员商品必须设置 VIP 等级' },
  SPU_BENEFIT_DAYS_REQUIRED: { code: 1_008_005_006, msg: '虚拟服务商品的每个 SKU 必须设置权益天数' },
  SKU_NOT_EXISTS: { code: 1_008_006_000, msg: '商品 SKU 不存在' },
  SKU_PROPERTIES_DUPLICATED: { code: 1_008_006_001, msg: '商品 SKU 的属性组合存在重复' },
  SPU_ATTR_NUMBERS_MUST_BE_EQUALS: { code: 1_008_006_002, msg: '一个 SPU 下的每个 SKU，其属性项必须一致' },
  SPU_SINGLE_SKU_ONLY: { code: 1_008_006_003, msg: '单规格商品只能有一个 SKU，且不能带属性' },
  SKU_STOCK_NOT_ENOUGH: { code: 1_008_006_004, msg: '商品 SKU 库存不足' },
  SKU_PROPERTY_INVALID: { code: 1_008_006_005, msg: '商品 SKU 的属性值不存在或不属于该属性' },
} as const;
