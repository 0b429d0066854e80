import type { FastifyInstance } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import { ProductCategoryCreateReq, ProductCategoryFilter, ProductCategoryUpdateReq, ProductError, type ProductCategoryResp } from '@gprs/contract';
import { crudRoutes } from '../../../core/crud';
import { fail } from '../../../core/errors';
import { likeContains } from '../../../core/filters';
import { route } from '../../../core/route';
import type { Db } from '../../../db/client';
import { productCategory, productSpu, type ProductCategoryRow } from '../product.schema';

export function toCategoryResp(r: ProductCategoryRow): ProductCategoryResp {
  return { id: r.id, parentId: r.parentId, name: r.name, picUrl: r.picUrl, sort: r.sort, status: r.status, description: r.description, createTime: r.createTime.getTime() };
}

/** A parent must exist and be top level; a category with children cannot become a child (two levels only). */
async function checkParent(db: Db, parentId: number, selfId?: number): Promise<void> {
  if (parentId === 0) return;
  if (selfId === parentId) fail(ProductError.CATEGORY_PARENT_IS_SELF);
  const [parent] = await db.select().from(productCategory).where(eq(productCategory.id, parentId));
  if (!parent) fail(ProductError.CATEGORY_PARENT_NOT_EXISTS);
  if (parent.parentId !== 0) fail(ProductError.CATEGORY_PARENT_NOT_FIRST_LEVEL);
  if (selfId) {
    const [child] = await db.select({ id: productCategory.id }).from(productCategory).where(eq(productCategory.parentId, selfId)).limit(1);
    if (child) fail(ProductError.CATEGORY_PARENT_HAS_CHILDREN);
  }
}

/** 商品分类: /product/category/{list,get,create,update,delete}. */
export function productCategoryRoutes(app: FastifyInstance): void {
  crudRoutes(app, {
    path: '/product/category',
    table: productCategory,
    permission: 'product:category',
    routes: ['get', 'create', 'update', 'delete'],
    create: ProductCategoryCreateReq,
    update: ProductCategoryUpdateReq,
    filter: ProductCategoryFilter,
    where: () => undefined,
    orderBy: [asc(productCategory.sort), asc(productCategory.id)],
    notFound: ProductError.CATEGORY_NOT_EXISTS,
    toVO: toCategoryResp,
    beforeCreate: ({ db }, input) => checkParent(db, input.parentId),
    beforeUpdate: ({ db }, input) => checkParent(db, input.parentId, input.id),
    beforeDelete: async ({ db }, row) => {
      const [child] = await db.select({ id: productCategory.id }).from(productCategory).where(eq(productCategory.parentId, row.id)).limit(1);
      if (child) fail(ProductError.CATEGORY_EXISTS_CHILDREN);
      const [spu] = await db.select({ id: productSpu.id }).from(productSpu).where(eq(productSpu.categoryId, row.id)).limit(1);
      if (spu) fail(ProductError.CATEGORY_HAVE_BIND_SPU);
    },
  });

  route(app, {
    method: 'GET',
    url: '/product/category/list',
    permission: 'product:category:query',
    query: ProductCategoryFilter,
    handler: async ({ db, query }): Promise<ProductCategoryResp[]> => {
      const rows = await db
        .select()
        .from(productCategory)
        .where(
          and(
            query.name ? likeContains(productCategory.name, query.name) : undefined,
            query.parentId !== undefined ? eq(productCategory.parentId, query.parentId) : undefined,
            query.status !== undefined ? eq(productCategory.status, query.status) : undefined,
          ),
        )
        .orderBy(asc(productCategory.sort), asc(productCategory.id));
      return rows.map(toCategoryResp);
    },
  });
}
