import type { FastifyInstance } from 'fastify';
import { and, asc, countDistinct, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import {
  BOARD_LABELS,
  MARKET_TYPE_LABELS,
  StockAdminCreateReq,
  StockAdminError,
  StockAdminFilter,
  StockAdminUpdateReq,
  StockError,
  type StockAdminVO,
} from '@gprs/contract';
import type { Db } from '../../../db/client';
import { crudRoutes } from '../../../core/crud';
import { fail } from '../../../core/errors';
import { formatDateTime } from '../../../core/excel';
import { likeContains } from '../../../core/filters';
import { board, isStName, limitPrices, limitRate, toCents } from '../market-rules';
import { stockConcept, stockConceptMember, stockDaily, stockInfo, stockMinute } from '../market.schema';
import { stockMemberGroupItem } from '../member.schema';
import { likePattern } from '../market.service';
import { pinyinInitials } from '../pinyin';
import { syncBoards } from './shared';

type StockRow = typeof stockInfo.$inferSelect;

export function toStockAdminVO(r: StockRow): StockAdminVO {
  return {
    id: r.id,
    code: r.code,
    name: r.name,
    pinyin: r.pinyin,
    marketType: r.marketType,
    board: r.board,
    industryCode: r.industryCode,
    industryName: r.industryName,
    conceptNames: r.conceptNames,
    isSt: r.isSt,
    listDate: r.listDate,
    totalShares: r.totalShares,
    floatShares: r.floatShares,
    price: r.price,
    changePercent: r.changePercent,
    totalMarketCap: r.totalMarketCap,
    hotRank: r.hotRank,
    quoteTime: r.quoteTime?.getTime() ?? null,
    createTime: r.createTime.getTime(),
  };
}

function stockWhere(f: StockAdminFilter): SQL | undefined {
  return and(
    f.code ? likeContains(stockInfo.code, f.code) : undefined,
    f.keyword ? or(ilike(stockInfo.name, likePattern(f.keyword)), ilike(stockInfo.pinyin, likePattern(f.keyword))) : undefined,
    f.marketType ? eq(stockInfo.marketType, f.marketType) : undefined,
    f.board ? eq(stockInfo.board, f.board) : undefined,
    f.industry ? eq(stockInfo.industryCode, f.industry) : undefined,
    f.isSt !== undefined ? eq(stockInfo.isSt, f.isSt) : undefined,
  );
}

/** The industry board (type 1) of a code, or the error naming it. */
async function requireIndustry(db: Db, code: string | null): Promise<{ code: string; name: string } | null> {
  if (!code) return null;
  const [row] = await db.select({ code: stockConcept.code, name: stockConcept.name }).from(stockConcept).where(and(eq(stockConcept.code, code), eq(stockConcept.type, 1)));
  if (!row) fail(StockAdminError.INDUSTRY_NOT_EXISTS, code);
  return row;
}

/** Makes the industry board the stock's only type-1 membership (the member table is the source of industryCode). */
async function setIndustry(db: Db, stockCode: string, industryCode: string | null, previous: string | null): Promise<void> {
  await db.execute(sql`delete from stock_concept_member m using stock_concept c
    where m.concept_code = c.code and c.type = 1 and m.stock_code = ${stockCode} and c.code is distinct from ${industryCode}`);
  if (industryCode) await db.insert(stockConceptMember).values({ conceptCode: industryCode, stockCode, reason: '' }).onConflictDoNothing();
  await syncBoards(db, [stockCode], [industryCode, previous].filter((c): c is string => !!c));
}

/**
 * 股票 (staff): /stock-admin/stock/{page,get,create,update,delete,export}. The code fixes the exchange and board
 * (glossary prefixes); only reference data is edited here — the quote columns belong to the market feed.
 */
export function stockAdminStockRoutes(app: FastifyInstance): void {
  crudRoutes(app, {
    path: '/stock-admin/stock',
    table: stockInfo,
    permission: 'stock:stock',
    create: StockAdminCreateReq,
    update: StockAdminUpdateReq,
    filter: StockAdminFilter,
    where: stockWhere,
    orderBy: [asc(stockInfo.code)],
    notFound: StockError.STOCK_NOT_EXISTS,
    unique: [{ field: 'code', column: stockInfo.code, error: StockAdminError.STOCK_CODE_DUPLICATE, constraint: 'stock_info_code_unique' }],
    toVO: toStockAdminVO,
    beforeCreate: (_ctx, input) => {
      const info = board(input.code);
      if (!info) fail(StockAdminError.STOCK_CODE_INVALID, input.code);
      if (input.marketType && input.marketType !== info.marketType) {
        fail(StockAdminError.STOCK_BOARD_MISMATCH, input.code, MARKET_TYPE_LABELS[info.marketType], MARKET_TYPE_LABELS[input.marketType]);
      }
      if (input.board && input.board !== info.board) {
        fail(StockAdminError.STOCK_BOARD_MISMATCH, input.code, BOARD_LABELS[info.board], BOARD_LABELS[input.board]);
      }
    },
    values: async (input, { db }, existing) => {
      const industry = await requireIndustry(db, input.industryCode);
      const code = existing?.code ?? (input as StockAdminCreateReq).code;
      const info = board(code)!;
      const isSt = input.isSt ?? isStName(input.name);
      const prevClose = existing?.prevClose;
      const limits = prevClose ? limitPrices(toCents(prevClose), limitRate(code, isSt)) : undefined;
      return {
        ...(existing ? {} : { code, marketType: info.marketType, board: info.board }),
        name: input.name,
        pinyin: pinyinInitials(input.name),
        industryCode: industry?.code ?? null,
        industryName: industry?.name ?? null,
        isSt,
        listDate: input.listDate,
        totalShares: input.totalShares,
        floatShares: input.floatShares,
        ...(limits !== undefined ? { limitUpPrice: limits ? limits.up / 100 : null, limitDownPrice: limits ? limits.down / 100 : null } : {}),
      };
    },
    afterCreate: ({ db }, _id, input) => setIndustry(db, input.code, input.industryCode, null),
    afterUpdate: ({ db }, input, existing) => setIndustry(db, existing.code, input.industryCode, existing.industryCode),
    beforeDelete: async ({ db }, existing) => {
      const [held] = await db.select({ members: countDistinct(stockMemberGroupItem.userId) }).from(stockMemberGroupItem).where(eq(stockMemberGroupItem.stockCode, existing.code));
      if (held.members > 0) fail(StockAdminError.STOCK_IN_WATCHLIST, `${existing.name} ${existing.code}`, held.members);
      const boards = await db.delete(stockConceptMember).where(eq(stockConceptMember.stockCode, existing.code)).returning({ code: stockConceptMember.conceptCode });
      await db.delete(stockDaily).where(eq(stockDaily.stockCode, existing.code));
      await db.delete(stockMinute).where(and(eq(stockMinute.securityType, 1), eq(stockMinute.code, existing.code)));
      await syncBoards(db, [], boards.map((b) => b.code));
    },
    export: {
      filename: '股票.xlsx',
      columns: [
        { header: '股票代码', key: 'code', width: 10 },
        { header: '股票名称', key: 'name', width: 14 },
        { header: '拼音', key: 'pinyin', width: 10 },
        { header: '交易市场', key: 'marketType', width: 10, format: (v: string) => MARKET_TYPE_LABELS[v as keyof typeof MARKET_TYPE_LABELS] ?? v },
        { header: '上市板块', key: 'board', width: 10, format: (v: string) => BOARD_LABELS[v as keyof typeof BOARD_LABELS] ?? v },
        { header: '所属行业', key: 'industryName', width: 14 },
        { header: '概念', key: 'conceptNames', width: 30, format: (v: string[]) => v.join('、') },
        { header: 'ST', key: 'isSt', width: 6, format: (v: boolean) => (v ? '是' : '否') },
        { header: '上市日期', key: 'listDate', width: 12 },
        { header: '总股本', key: 'totalShares', width: 16 },
        { header: '流通股本', key: 'floatShares', width: 16 },
        { header: '最新价', key: 'price', width: 10 },
        { header: '涨跌幅%', key: 'changePercent', width: 10 },
        { header: '创建时间', key: 'createTime', width: 20, format: formatDateTime },
      ],
    },
  });
}
