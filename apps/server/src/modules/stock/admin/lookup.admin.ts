import type { FastifyInstance } from 'fastify';
import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { optionalQueryInt, optionalQueryText } from '@gprs/contract';
import { route } from '../../../core/route';
import { stockConcept, stockInfo } from '../market.schema';
import { likePattern } from '../market.service';

/** Any staff page of the 股票数据 menu may look stocks and boards up for its pickers (names and codes only). */
const LOOKUP_PERMISSIONS = ['stock:stock:query', 'stock:concept:query', 'stock:news:query', 'stock:information:query', 'stock:announcement:query', 'stock:essay:query'];

/** `codes=600519,300750` (the labels of already chosen values) or a keyword: code prefix, name or pinyin initials. */
export const StockLookupReq = z.object({
  keyword: optionalQueryText(32),
  codes: optionalQueryText(600).transform((v) => (v ? [...new Set(v.split(',').map((c) => c.trim()).filter(Boolean))].slice(0, 50) : undefined)),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export const ConceptLookupReq = z.object({
  /** 1 行业, 2 概念 */
  type: optionalQueryInt(1, 2),
  keyword: optionalQueryText(32),
  codes: optionalQueryText(600).transform((v) => (v ? [...new Set(v.split(',').map((c) => c.trim().toUpperCase()).filter(Boolean))].slice(0, 50) : undefined)),
  limit: z.coerce.number().int().min(1).max(1000).default(500),
});

export interface StockLookupVO {
  code: string;
  name: string;
  marketType: string;
  board: string;
}
export interface ConceptLookupVO {
  code: string;
  name: string;
  type: number;
}

/**
 * Pickers of the staff pages: GET /stock-admin/stock/simple-list (stocks by code / name / pinyin, best match first)
 * and GET /stock-admin/concept/simple-list (industry and concept boards, by type and name).
 */
export function stockAdminLookupRoutes(app: FastifyInstance): void {
  route(app, {
    method: 'GET',
    url: '/stock-admin/stock/simple-list',
    permission: LOOKUP_PERMISSIONS,
    query: StockLookupReq,
    handler: async ({ db, query }): Promise<StockLookupVO[]> => {
      const columns = { code: stockInfo.code, name: stockInfo.name, marketType: stockInfo.marketType, board: stockInfo.board };
      if (query.codes) return db.select(columns).from(stockInfo).where(inArray(stockInfo.code, query.codes)).orderBy(asc(stockInfo.code));
      const keyword = query.keyword;
      if (!keyword) return db.select(columns).from(stockInfo).orderBy(sql`${stockInfo.hotRank} asc nulls last`, asc(stockInfo.code)).limit(query.limit);
      const prefix = likePattern(keyword, 'prefix');
      const contains = likePattern(keyword);
      const rank = sql<number>`case when ${stockInfo.code} = ${keyword} then 0 when ${stockInfo.code} like ${prefix} then 1
        when ${stockInfo.name} ilike ${prefix} or ${stockInfo.pinyin} ilike ${prefix} then 2 else 3 end`;
      return db
        .select(columns)
        .from(stockInfo)
        .where(or(ilike(stockInfo.code, contains), ilike(stockInfo.name, contains), ilike(stockInfo.pinyin, contains)))
        .orderBy(rank, asc(stockInfo.code))
        .limit(query.limit);
    },
  });

  route(app, {
    method: 'GET',
    url: '/stock-admin/concept/simple-list',
    permission: LOOKUP_PERMISSIONS,
    query: ConceptLookupReq,
    handler: async ({ db, query }): Promise<ConceptLookupVO[]> =>
      db
        .select({ code: stockConcept.code, name: stockConcept.name, type: stockConcept.type })
        .from(stockConcept)
        .where(
          and(
            query.type !== undefined ? eq(stockConcept.type, query.type) : undefined,
            query.codes ? inArray(stockConcept.code, query.codes) : undefined,
            query.keyword ? or(ilike(stockConcept.name, likePattern(query.keyword)), ilike(stockConcept.code, likePattern(query.keyword))) : undefined,
          ),
        )
        .orderBy(asc(stockConcept.type), asc(stockConcept.code))
        .limit(query.limit),
  });
}
