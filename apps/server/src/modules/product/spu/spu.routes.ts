import type { FastifyInstance } from 'fastify';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  IdQuery,
  PageParam,
  PRODUCT_ALERT_STOCK,
  ProductBenefitTypeSchema,
  ProductError,
  ProductSpuCreateBody,
  ProductSpuFilter,
  ProductSpuStatus,
  ProductSpuTab,
  ProductSpuUpdateBody,
  ProductSpuUpdateStatusReq,
  skuName,
  type ProductSkuOptionResp,
  type ProductSpuCountResp,
  type ProductSpuDeleteResp,
  type ProductSpuDetailResp,
  type ProductSpuSimpleResp,
} from '@gprs/contract';
import { dictFormat, EXPORT_MAX_ROWS, formatDateTime, formatYuan, sendExcel } from '../../../core/excel';
import { fail } from '../../../core/errors';
import { likeContains, timeBetween } from '../../../core/filters';
import { route } from '../../../core/route';
import type { Db } from '../../../db/client';
import { dictLabels } from '../../system/dict/dict.service';
import { tradeOrderItem } from '../../trade/trade.schema';
import { productCategory, productBrand, productSku, productSpu, type ProductSpuRow } from '../product.schema';
import { createSpu, spuDetail, spuSelection, spuStockSql, toSpuResp, updateSpu, type SpuRow } from './spu.service';

/** The SPU list's tabs (yudao): 出售中, 仓库中, 已售罄, 警戒库存, 回收站. */
function tabWhere(tab: number | undefined): SQL | undefined {
  switch (tab) {
    case ProductSpuTab.FOR_SALE:
      return eq(productSpu.status, ProductSpuStatus.ENABLE);
    case ProductSpuTab.IN_WAREHOUSE:
      return eq(productSpu.status, ProductSpuStatus.DISABLE);
    case ProductSpuTab.SOLD_OUT:
      return and(inArray(productSpu.status, [ProductSpuStatus.ENABLE, ProductSpuStatus.DISABLE]), sql`${spuStockSql} = 0`);
    case ProductSpuTab.ALERT_STOCK:
      return and(inArray(productSpu.status, [ProductSpuStatus.ENABLE, ProductSpuStatus.DISABLE]), sql`${spuStockSql} between 1 and ${PRODUCT_ALERT_STOCK}`);
    case ProductSpuTab.RECYCLE_BIN:
      return eq(productSpu.status, ProductSpuStatus.RECYCLE);
    default:
      return undefined;
  }
}

function spuWhere(f: ProductSpuFilter): SQL | undefined {
  return and(
    tabWhere(f.tabType),
    f.name ? likeContains(productSpu.name, f.name) : undefined,
    f.categoryId ? eq(productSpu.categoryId, f.categoryId) : undefined,
    f.brandId ? eq(productSpu.brandId, f.brandId) : undefined,
    timeBetween(productSpu.createTime, f.createTime),
  );
}

const ORDER = [asc(productSpu.sort), desc(productSpu.id)];

async function requireSpu(db: Db, id: number): Promise<ProductSpuRow> {
  const [row] = await db.select().from(productSpu).where(eq(productSpu.id, id));
  if (!row) fail(ProductError.SPU_NOT_EXISTS);
  return row;
}

/** 商品 SPU: /product/spu/* and /product/sku/get-option-list; members read what is on sale at /product/spu/on-sale-list. */
export function productSpuRoutes(app: FastifyInstance): void {
  route(app, {
    method: 'GET',
    url: '/product/spu/page',
    permission: 'product:spu:query',
    query: PageParam.extend(ProductSpuFilter.shape),
    handler: async ({ db, query }) => {
      const where = spuWhere(query);
      const [rows, [{ total }]] = await Promise.all([
        db.select(spuSelection).from(productSpu).where(where).orderBy(...ORDER).limit(query.pageSize).offset((query.pageNo - 1) * query.pageSize),
        db.select({ total: sql<number>`count(*)::int` }).from(productSpu).where(where),
      ]);
      return { list: rows.map(toSpuResp), total };
    },
  });

  route(app, {
    method: 'GET',
    url: '/product/spu/get-count',
    permission: 'product:spu:query',
    handler: async ({ db }): Promise<ProductSpuCountResp> => {
      const out: ProductSpuCountResp = {};
      for (const tab of Object.values(ProductSpuTab)) {
        const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(productSpu).where(tabWhere(tab));
        out[String(tab)] = n;
      }
      return out;
    },
  });

  route(app, {
    method: 'GET',
    url: '/product/spu/get-detail',
    permission: 'product:spu:query',
    query: IdQuery,
    handler: async ({ db, query }): Promise<ProductSpuDetailResp | null> => {
      const [row] = await db.select(spuSelection).from(productSpu).where(eq(productSpu.id, query.id));
      return row ? spuDetail(db, row) : null;
    },
  });

  route(app, {
    method: 'POST',
    url: '/product/spu/create',
    permission: 'product:spu:create',
    body: ProductSpuCreateBody,
    handler: ({ db, body, user }) => createSpu(db, body, String(user.id)),
  });

  route(app, {
    method: 'PUT',
    url: '/product/spu/update',
    permission: 'product:spu:update',
    body: ProductSpuUpdateBody,
    handler: async ({ db, body, user }) => {
      await updateSpu(db, body.id, body, String(user.id));
      return true;
    },
  });

  route(app, {
    method: 'PUT',
    url: '/product/spu/update-status',
    permission: 'product:spu:update',
    body: ProductSpuUpdateStatusReq,
    handler: async ({ db, body, user }) => {
      await requireSpu(db, body.id);
      await db.update(productSpu).set({ status: body.status, updater: String(user.id) }).where(eq(productSpu.id, body.id));
      return true;
    },
  });

  route(app, {
    method: 'DELETE',
    url: '/product/spu/delete',
    permission: 'product:spu:delete',
    query: IdQuery,
    handler: async ({ db, query }): Promise<ProductSpuDeleteResp> => {
      const [spu] = await db.select().from(productSpu).where(eq(productSpu.id, query.id)).for('update');
      if (!spu) fail(ProductError.SPU_NOT_EXISTS);
      const [ordered] = await db.select({ id: tradeOrderItem.id }).from(tradeOrderItem).where(eq(tradeOrderItem.spuId, spu.id)).limit(1);
      if (ordered) {
        // orders point at it: keep it, in the recycle bin
        await db.update(productSpu).set({ status: ProductSpuStatus.RECYCLE }).where(eq(productSpu.id, spu.id));
        return 'recycled';
      }
      if (spu.status !== ProductSpuStatus.RECYCLE) fail(ProductError.SPU_NOT_RECYCLE);
      await db.delete(productSku).where(eq(productSku.spuId, spu.id));
      await db.delete(productSpu).where(eq(productSpu.id, spu.id));
      return 'deleted';
    },
  });

  route(app, {
    method: 'GET',
    url: '/product/spu/get-simple-list',
    permission: 'product:spu:query',
    handler: async ({ db }): Promise<ProductSpuSimpleResp[]> =>
      db
        .select({ id: productSpu.id, name: productSpu.name, price: productSpu.price, marketPrice: productSpu.marketPrice, picUrl: productSpu.picUrl })
        .from(productSpu)
        .where(eq(productSpu.status, ProductSpuStatus.ENABLE))
        .orderBy(...ORDER),
  });

  route(app, {
    method: 'GET',
    url: '/product/spu/list',
    permission: 'product:spu:query',
    query: z.object({ spuIds: z.string().regex(/^\d+(,\d+)*$/, 'spuIds 必须是逗号分隔的编号') }),
    handler: async ({ db, query }): Promise<ProductSpuDetailResp[]> => {
      const ids = query.spuIds.split(',').map(Number);
      const rows = await db.select(spuSelection).from(productSpu).where(inArray(productSpu.id, ids)).orderBy(...ORDER);
      return Promise.all(rows.map((r) => spuDetail(db, r)));
    },
  });

  route(app, {
    method: 'GET',
    url: '/product/spu/export',
    permission: 'product:spu:export',
    query: ProductSpuFilter,
    raw: true,
    handler: async ({ db, query, reply }) => {
      const rows = await db
        .select({ spu: spuSelection, categoryName: productCategory.name, brandName: productBrand.name })
        .from(productSpu)
        .leftJoin(productCategory, eq(productCategory.id, productSpu.categoryId))
        .leftJoin(productBrand, eq(productBrand.id, productSpu.brandId))
        .where(spuWhere(query))
        .orderBy(...ORDER)
        .limit(EXPORT_MAX_ROWS + 1);
      const labels = await dictLabels(db, ['product_spu_status', 'product_benefit_type']);
      await sendExcel(reply, {
        filename: '商品列表.xlsx',
        rows: rows.map((r) => ({ ...toSpuResp(r.spu as SpuRow), categoryName: r.categoryName ?? '', brandName: r.brandName ?? '' })),
        columns: [
          { header: '商品编号', key: 'id', width: 10 },
          { header: '商品名称', key: 'name', width: 28 },
          { header: '商品分类', key: 'categoryName', width: 14 },
          { header: '商品品牌', key: 'brandName', width: 14 },
          { header: '商品类型', key: 'benefitType', width: 12, format: dictFormat(labels.get('product_benefit_type')!) },
          { header: '销售价（元）', key: 'price', width: 12, format: formatYuan },
          { header: '市场价（元）', key: 'marketPrice', width: 12, format: formatYuan },
          { header: '成本价（元）', key: 'costPrice', width: 12, format: formatYuan },
          { header: '库存', key: 'stock', width: 10 },
          { header: '销量', key: 'salesCount', width: 10 },
          { header: '状态', key: 'status', width: 10, format: dictFormat(labels.get('product_spu_status')!) },
          { header: '排序', key: 'sort', width: 8 },
          { header: '创建时间', key: 'createTime', width: 20, format: formatDateTime },
        ],
      });
    },
  });

  route(app, {
    method: 'GET',
    url: '/product/sku/get-option-list',
    permission: 'product:spu:query',
    query: z.object({ spuId: z.coerce.number().int().positive().optional() }),
    handler: async ({ db, query }): Promise<ProductSkuOptionResp[]> => {
      const rows = await db
        .select({ sku: productSku, spuName: productSpu.name })
        .from(productSku)
        .innerJoin(productSpu, eq(productSpu.id, productSku.spuId))
        .where(query.spuId ? eq(productSku.spuId, query.spuId) : inArray(productSpu.status, [ProductSpuStatus.ENABLE, ProductSpuStatus.DISABLE]))
        .orderBy(asc(productSku.spuId), asc(productSku.id))
        .limit(500);
      return rows.map((r) => ({ id: r.sku.id, name: skuName(r.sku.properties), price: r.sku.price, stock: r.sku.stock, spuId: r.sku.spuId, spuName: r.spuName, picUrl: r.sku.picUrl }));
    },
  });

  // ---------------------------------------------------------------- members: what can be bought

  route(app, {
    method: 'GET',
    url: '/product/spu/on-sale-list',
    auth: 'user',
    query: z.object({ benefitType: z.preprocess((v) => (v === '' || v === undefined ? undefined : typeof v === 'string' ? Number(v) : v), ProductBenefitTypeSchema.optional()) }),
    handler: async ({ db, query }): Promise<ProductSpuDetailResp[]> => {
      const rows = await db
        .select(spuSelection)
        .from(productSpu)
        .where(and(eq(productSpu.status, ProductSpuStatus.ENABLE), query.benefitType !== undefined ? eq(productSpu.benefitType, query.benefitType) : undefined))
        .orderBy(...ORDER);
      return Promise.all(rows.map((r) => spuDetail(db, r)));
    },
  });
}
