import type { FastifyInstance } from 'fastify';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import { CommonStatus, ProductBrandCreateReq, ProductBrandFilter, ProductBrandUpdateReq, ProductError, type ProductBrandResp, type ProductBrandSimpleResp } from '@gprs/contract';
import { z } from 'zod';
import { crudRoutes } from '../../../core/crud';
import { route } from '../../../core/route';
import { fail } from '../../../core/errors';
import { likeContains, timeBetween } from '../../../core/filters';
import { productBrand, productSpu, type ProductBrandRow } from '../product.schema';

function toBrandResp(r: ProductBrandRow): ProductBrandResp {
  return { id: r.id, name: r.name, picUrl: r.picUrl, sort: r.sort, description: r.description, status: r.status, createTime: r.createTime.getTime() };
}
function brandWhere(f: ProductBrandFilter): SQL | undefined {
  return and(f.name ? likeContains(productBrand.name, f.name) : undefined, f.status !== undefined ? eq(productBrand.status, f.status) : undefined, timeBetween(productBrand.createTime, f.createTime));
}

/** 商品品牌: /product/brand/{page,get,create,update,delete,list-all-simple,list}. */
export function productBrandRoutes(app: FastifyInstance): void {
  crudRoutes(app, {
    path: '/product/brand',
    table: productBrand,
    permission: 'product:brand',
    create: ProductBrandCreateReq,
    update: ProductBrandUpdateReq,
    filter: ProductBrandFilter,
    where: brandWhere,
    orderBy: [asc(productBrand.sort), asc(productBrand.id)],
    notFound: ProductError.BRAND_NOT_EXISTS,
    unique: [{ field: 'name', column: productBrand.name, error: ProductError.BRAND_NAME_EXISTS, constraint: 'product_brand_name_unique' }],
    toVO: toBrandResp,
    beforeDelete: async ({ db }, row) => {
      const [spu] = await db.select({ id: productSpu.id }).from(productSpu).where(eq(productSpu.brandId, row.id)).limit(1);
      if (spu) fail(ProductError.BRAND_HAVE_BIND_SPU);
    },
    // 商品品牌, and the brand picker of the SPU form
    listAllSimple: {
      alsoSimpleList: true, permission: ['product:brand:query', 'product:spu:query'], where: eq(productBrand.status, CommonStatus.ENABLE), map: (r): ProductBrandSimpleResp => ({ id: r.id, name: r.name }) },
  });

  // yudao 2.x: the enabled brands (the SPU form's and list's brand picker), optionally by name
  route(app, {
    method: 'GET',
    url: '/product/brand/list',
    permission: ['product:brand:query', 'product:spu:query'],
    query: z.object({ name: z.string().trim().max(255).optional() }),
    handler: async ({ db, query }): Promise<ProductBrandResp[]> => {
      const rows = await db
        .select()
        .from(productBrand)
        .where(and(eq(productBrand.status, CommonStatus.ENABLE), query.name ? likeContains(productBrand.name, query.name) : undefined))
        .orderBy(asc(productBrand.sort), asc(productBrand.id));
      return rows.map(toBrandResp);
    },
  });
}
