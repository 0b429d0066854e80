import type { FastifyInstance } from 'fastify';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  ConceptAdminCreateReq,
  ConceptAdminFilter,
  ConceptAdminUpdateReq,
  ConceptMemberAddReq,
  ConceptMemberListReq,
  ConceptMemberRemoveReq,
  ConceptMemberUpdateReasonReq,
  StockAdminError,
  StockError,
  type ConceptAdminVO,
  type ConceptMemberAdminVO,
} from '@gprs/contract';
import type { Db } from '../../../db/client';
import { crudRoutes } from '../../../core/crud';
import { fail } from '../../../core/errors';
import { formatDateTime } from '../../../core/excel';
import { likeContains } from '../../../core/filters';
import { route } from '../../../core/route';
import { stockConcept, stockConceptDaily, stockConceptMember, stockInfo } from '../market.schema';
import { stockMemberFavorite } from '../member.schema';
import { syncBoards } from './shared';

function toConceptVO(r: typeof stockConcept.$inferSelect): ConceptAdminVO {
  return {
    id: r.id,
    type: r.type,
    code: r.code,
    name: r.name,
    description: r.description,
    stockCount: r.stockCount,
    changePercent: r.changePercent,
    limitUpCount: r.limitUpCount,
    leadingStockName: r.leadingStockName,
    heat: r.heat,
    createTime: r.createTime.getTime(),
  };
}

async function requireConcept(db: Db, code: string) {
  const [row] = await db.select().from(stockConcept).where(eq(stockConcept.code, code));
  if (!row) fail(StockError.CONCEPT_NOT_EXISTS);
  return row;
}

async function memberStockCodes(db: Db, conceptCode: string): Promise<string[]> {
  return (await db.select({ code: stockConceptMember.stockCode }).from(stockConceptMember).where(eq(stockConceptMember.conceptCode, conceptCode))).map((r) => r.code);
}

/**
 * 概念板块 (staff): /stock-admin/concept/{page,get,create,update,delete,export} and the board's member stocks under
 * /stock-admin/concept/member/{list,add,update-reason,remove} (permission stock:concept:query / stock:concept:update).
 * Industry boards (type 1) hold each stock at most once across all industries: adding a stock moves it.
 */
export function stockAdminConceptRoutes(app: FastifyInstance): void {
  crudRoutes(app, {
    path: '/stock-admin/concept',
    table: stockConcept,
    permission: 'stock:concept',
    create: ConceptAdminCreateReq,
    update: ConceptAdminUpdateReq,
    filter: ConceptAdminFilter,
    where: (f): SQL | undefined =>
      and(
        f.type !== undefined ? eq(stockConcept.type, f.type) : undefined,
        f.code ? likeContains(stockConcept.code, f.code.toUpperCase()) : undefined,
        f.name ? likeContains(stockConcept.name, f.name) : undefined,
      ),
    orderBy: [asc(stockConcept.type), asc(stockConcept.code)],
    notFound: StockError.CONCEPT_NOT_EXISTS,
    unique: [{ field: 'code', column: stockConcept.code, error: StockAdminError.CONCEPT_CODE_DUPLICATE, constraint: 'stock_concept_code_unique' }],
    toVO: toConceptVO,
    values: (input) => ({ ...('code' in input ? { code: input.code } : {}), type: input.type, name: input.name, description: input.description }),
    afterUpdate: async ({ db }, _input, existing) => syncBoards(db, await memberStockCodes(db, existing.code), [existing.code]),
    beforeDelete: async ({ db }, existing) => {
      const stocks = await memberStockCodes(db, existing.code);
      await db.delete(stockConceptMember).where(eq(stockConceptMember.conceptCode, existing.code));
      await db.delete(stockConceptDaily).where(eq(stockConceptDaily.conceptCode, existing.code));
      await db.delete(stockMemberFavorite).where(and(eq(stockMemberFavorite.targetType, 3), eq(stockMemberFavorite.targetId, existing.id)));
      await db.execute(sql`update stock_news set concept_codes = array_remove(concept_codes, ${existing.code}::varchar) where ${existing.code}::varchar = any(concept_codes)`);
      await syncBoards(db, stocks);
    },
    export: {
      filename: '概念板块.xlsx',
      columns: [
        { header: '板块代码', key: 'code', width: 12 },
        { header: '板块名称', key: 'name', width: 16 },
        { header: '类别', key: 'type', width: 8, format: (v: number) => (v === 1 ? '行业' : '概念') },
        { header: '成分股数', key: 'stockCount', width: 10 },
        { header: '涨跌幅%', key: 'changePercent', width: 10 },
        { header: '涨停家数', key: 'limitUpCount', width: 10 },
        { header: '领涨股', key: 'leadingStockName', width: 12 },
        { header: '简介', key: 'description', width: 40 },
        { header: '创建时间', key: 'createTime', width: 20, format: formatDateTime },
      ],
    },
  });

  route(app, {
    method: 'GET',
    url: '/stock-admin/concept/member/list',
    permission: 'stock:concept:query',
    query: ConceptMemberListReq,
    handler: async ({ db, query }): Promise<ConceptMemberAdminVO[]> => {
      await requireConcept(db, query.conceptCode);
      return db
        .select({
          conceptCode: stockConceptMember.conceptCode,
          stockCode: stockConceptMember.stockCode,
          stockName: sql<string>`coalesce(${stockInfo.name}, '')`,
          reason: stockConceptMember.reason,
          price: stockInfo.price,
          changePercent: stockInfo.changePercent,
        })
        .from(stockConceptMember)
        .leftJoin(stockInfo, eq(stockInfo.code, stockConceptMember.stockCode))
        .where(eq(stockConceptMember.conceptCode, query.conceptCode))
        .orderBy(desc(sql`${stockInfo.changePercent} is not null`), asc(stockConceptMember.stockCode));
    },
  });

  route(app, {
    method: 'POST',
    url: '/stock-admin/concept/member/add',
    permission: 'stock:concept:update',
    body: ConceptMemberAddReq,
    handler: async ({ db, body }) => {
      const concept = await requireConcept(db, body.conceptCode);
      const [stock] = await db.select({ code: stockInfo.code }).from(stockInfo).where(eq(stockInfo.code, body.stockCode));
      if (!stock) fail(StockError.STOCK_NOT_EXISTS);
      const moved: string[] = [];
      if (concept.type === 1) {
        const old = await db.execute(sql`delete from stock_concept_member m using stock_concept c
          where m.concept_code = c.code and c.type = 1 and m.stock_code = ${body.stockCode} and c.code <> ${concept.code} returning m.concept_code`);
        moved.push(...(old.rows as { concept_code: string }[]).map((r) => r.concept_code));
      }
      const inserted = await db.insert(stockConceptMember).values({ conceptCode: concept.code, stockCode: body.stockCode, reason: body.reason }).onConflictDoNothing().returning();
      if (!inserted.length) fail(StockAdminError.CONCEPT_MEMBER_EXISTS, body.stockCode);
      await syncBoards(db, [body.stockCode], [concept.code, ...moved]);
      return true;
    },
  });

  route(app, {
    method: 'PUT',
    url: '/stock-admin/concept/member/update-reason',
    permission: 'stock:concept:update',
    body: ConceptMemberUpdateReasonReq,
    handler: async ({ db, body }) => {
      await requireConcept(db, body.conceptCode);
      const updated = await db
        .update(stockConceptMember)
        .set({ reason: body.reason })
        .where(and(eq(stockConceptMember.conceptCode, body.conceptCode), eq(stockConceptMember.stockCode, body.stockCode)))
        .returning();
      if (!updated.length) fail(StockAdminError.CONCEPT_MEMBER_NOT_EXISTS, body.stockCode);
      return true;
    },
  });

  route(app, {
    method: 'DELETE',
    url: '/stock-admin/concept/member/remove',
    permission: 'stock:concept:update',
    query: ConceptMemberRemoveReq,
    handler: async ({ db, query }) => {
      await requireConcept(db, query.conceptCode);
      const removed = await db
        .delete(stockConceptMember)
        .where(and(eq(stockConceptMember.conceptCode, query.conceptCode), eq(stockConceptMember.stockCode, query.stockCode)))
        .returning();
      if (!removed.length) fail(StockAdminError.CONCEPT_MEMBER_NOT_EXISTS, query.stockCode);
      await syncBoards(db, [query.stockCode], [query.conceptCode]);
      return true;
    },
  });
}
