import type { FastifyInstance } from 'fastify';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  ProductError,
  ProductPropertyCreateReq,
  ProductPropertyFilter,
  ProductPropertyUpdateReq,
  ProductPropertyValueCreateReq,
  ProductPropertyValueFilter,
  ProductPropertyValueUpdateReq,
  type ProductPropertyAndValueResp,
  type ProductPropertyResp,
  type ProductPropertySimpleResp,
  type ProductPropertyValueResp,
  type ProductPropertyValueSimpleResp,
} from '@gprs/contract';
import { crudRoutes } from '../../../core/crud';
import { fail } from '../../../core/errors';
import { likeContains, timeBetween } from '../../../core/filters';
import { route } from '../../../core/route';
import { productProperty, productPropertyValue, productSku, type ProductPropertyRow, type ProductPropertyValueRow } from '../product.schema';

const toPropertyResp = (r: ProductPropertyRow): ProductPropertyResp => ({ id: r.id, name: r.name, remark: r.remark, createTime: r.createTime.getTime() });
const toValueResp = (r: ProductPropertyValueRow): ProductPropertyValueResp => ({ id: r.id, propertyId: r.propertyId, name: r.name, remark: r.remark, createTime: r.createTime.getTime() });

function propertyWhere(f: ProductPropertyFilter): SQL | undefined {
  return and(f.name ? likeContains(productProperty.name, f.name) : undefined, timeBetween(productProperty.createTime, f.createTime));
}
function valueWhere(f: ProductPropertyValueFilter): SQL | undefined {
  return and(f.propertyId ? eq(productPropertyValue.propertyId, f.propertyId) : undefined, f.name ? likeContains(productPropertyValue.name, f.name) : undefined);
}

/** A SKU still using the value (SKUs keep property snapshots as JSON). */
async function valueInUse(db: any, valueId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: productSku.id })
    .from(productSku)
    .where(sql`${productSku.properties} @> ${JSON.stringify([{ valueId }])}::jsonb`)
    .limit(1);
  return !!row;
}

/** 商品属性 and 属性值: /product/property/* and /product/property/value/*. */
export function productPropertyRoutes(app: FastifyInstance): void {
  crudRoutes(app, {
    path: '/product/property',
    table: productProperty,
    permission: 'product:property',
    create: ProductPropertyCreateReq,
    update: ProductPropertyUpdateReq,
    filter: ProductPropertyFilter,
    where: propertyWhere,
    orderBy: [desc(productProperty.id)],
    notFound: ProductError.PROPERTY_NOT_EXISTS,
    unique: [{ field: 'name', column: productProperty.name, error: ProductError.PROPERTY_EXISTS, constraint: 'product_property_name_unique' }],
    toVO: toPropertyResp,
    beforeDelete: async ({ db }, row) => {
      const [v] = await db.select({ id: productPropertyValue.id }).from(productPropertyValue).where(eq(productPropertyValue.propertyId, row.id)).limit(1);
      if (v) fail(ProductError.PROPERTY_DELETE_FAIL_VALUE_EXISTS);
    },
  });

  // yudao 2.x: the properties (optionally by name), as the page's rows
  route(app, {
    method: 'GET',
    url: '/product/property/list',
    permission: ['product:property:query', 'product:spu:query'],
    query: z.object({ name: z.string().trim().max(64).optional() }),
    handler: async ({ db, query }): Promise<ProductPropertyResp[]> =>
      (await db.select().from(productProperty).where(query.name ? likeContains(productProperty.name, query.name) : undefined).orderBy(asc(productProperty.id))).map(toPropertyResp),
  });

  // yudao 2.x: every property with its values, for the SPU form's spec picker
  route(app, {
    method: 'GET',
    url: '/product/property/get-value-list',
    permission: ['product:property:query', 'product:spu:query'],
    handler: async ({ db }): Promise<ProductPropertyAndValueResp[]> => {
      const [properties, values] = await Promise.all([
        db.select({ id: productProperty.id, name: productProperty.name }).from(productProperty).orderBy(asc(productProperty.id)),
        db.select({ id: productPropertyValue.id, propertyId: productPropertyValue.propertyId, name: productPropertyValue.name }).from(productPropertyValue).orderBy(asc(productPropertyValue.id)),
      ]);
      return properties.map((p) => ({ ...p, values: values.filter((v) => v.propertyId === p.id).map((v) => ({ id: v.id, name: v.name })) }));
    },
  });

  route(app, {
    method: 'GET',
    url: '/product/property/simple-list',
    permission: 'product:property:query',
    handler: async ({ db }): Promise<ProductPropertySimpleResp[]> => db.select({ id: productProperty.id, name: productProperty.name }).from(productProperty).orderBy(asc(productProperty.id)),
  });

  crudRoutes(app, {
    path: '/product/property/value',
    table: productPropertyValue,
    permission: 'product:property',
    create: ProductPropertyValueCreateReq,
    update: ProductPropertyValueUpdateReq,
    filter: ProductPropertyValueFilter,
    where: valueWhere,
    orderBy: [asc(productPropertyValue.id)],
    notFound: ProductError.PROPERTY_VALUE_NOT_EXISTS,
    unique: [
      {
        field: 'name',
        column: productPropertyValue.name,
        error: ProductError.PROPERTY_VALUE_EXISTS,
        constraint: 'product_property_value_name_uk',
        scope: (input) => eq(productPropertyValue.propertyId, input.propertyId),
      },
    ],
    toVO: toValueResp,
    beforeCreate: async ({ db }, input) => {
      const [p] = await db.select({ id: productProperty.id }).from(productProperty).where(eq(productProperty.id, input.propertyId));
      if (!p) fail(ProductError.PROPERTY_NOT_EXISTS);
    },
    beforeUpdate: (_ctx, input, existing) => {
      if (input.propertyId !== existing.propertyId) fail({ code: 400, msg: '请求参数不正确:属性值不能移到其它属性下' });
    },
    beforeDelete: async ({ db }, row) => {
      if (await valueInUse(db, row.id)) fail(ProductError.PROPERTY_VALUE_USED);
    },
  });

  route(app, {
    method: 'GET',
    url: '/product/property/value/simple-list',
    permission: 'product:property:query',
    query: z.object({ propertyId: z.coerce.number().int().positive() }),
    handler: async ({ db, query }): Promise<ProductPropertyValueSimpleResp[]> =>
      db
        .select({ id: productPropertyValue.id, propertyId: productPropertyValue.propertyId, name: productPropertyValue.name })
        .from(productPropertyValue)
        .where(eq(productPropertyValue.propertyId, query.propertyId))
        .orderBy(asc(productPropertyValue.id)),
  });
}
