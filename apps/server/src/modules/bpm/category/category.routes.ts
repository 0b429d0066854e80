import type { FastifyInstance } from 'fastify';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import { BpmCategoryCreateReq, BpmCategoryFilter, BpmCategoryUpdateReq, BpmError, CommonStatus, type BpmCategoryResp, type BpmCategorySimpleResp } from '@gprs/contract';
import { crudRoutes } from '../../../core/crud';
import { likeContains, timeBetween } from '../../../core/filters';
import { route } from '../../../core/route';
import { bpmCategory, type BpmCategoryRow } from './category.schema';

const toResp = (r: BpmCategoryRow): BpmCategoryResp => ({
  id: r.id,
  name: r.name,
  code: r.code,
  description: r.description,
  status: r.status,
  sort: r.sort,
  createTime: r.createTime.getTime(),
});

/** 流程分类: /bpm/category/{page,get,create,update,delete,simple-list}. */
export function bpmCategoryRoutes(app: FastifyInstance): void {
  crudRoutes(app, {
    path: '/bpm/category',
    table: bpmCategory,
    permission: 'bpm:category',
    create: BpmCategoryCreateReq,
    update: BpmCategoryUpdateReq,
    filter: BpmCategoryFilter,
    where: (f): SQL | undefined =>
      and(
        f.name ? likeContains(bpmCategory.name, f.name) : undefined,
        f.code ? likeContains(bpmCategory.code, f.code) : undefined,
        f.status !== undefined ? eq(bpmCategory.status, f.status) : undefined,
        timeBetween(bpmCategory.createTime, f.createTime),
      ),
    orderBy: [asc(bpmCategory.sort), asc(bpmCategory.id)],
    notFound: BpmError.CATEGORY_NOT_EXISTS,
    unique: [
      { field: 'name', column: bpmCategory.name, error: BpmError.CATEGORY_NAME_DUPLICATE, constraint: 'bpm_category_name_unique' },
      { field: 'code', column: bpmCategory.code, error: BpmError.CATEGORY_CODE_DUPLICATE, constraint: 'bpm_category_code_unique' },
    ],
    toVO: toResp,
  });
  route(app, {
    method: 'GET',
    url: '/bpm/category/simple-list',
    auth: 'user',
    handler: async ({ db }) => {
      const rows = await db.select().from(bpmCategory).where(eq(bpmCategory.status, CommonStatus.ENABLE)).orderBy(asc(bpmCategory.sort), asc(bpmCategory.id));
      return rows.map((r): BpmCategorySimpleResp => ({ id: r.id, name: r.name, code: r.code }));
    },
  });
}
