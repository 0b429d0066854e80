import { and, arrayContains, asc, desc, eq, gte, ilike, inArray, lte, or, sql } from 'drizzle-orm';
import { EssayStatus, NAV_TYPE_LABELS, ProductBenefitType, StockError, type NavGroupVO } from '@gprs/contract';
import { hasBenefit } from '../trade/order/benefit.service';
import { essayPreview } from './content.paywall';
import type { Db } from '../../db/client';
import { fail } from '../../core/errors';
import { pageQuery } from '../../core/paging';
import { stockAnnouncement, stockEssay, stockInformation, stockNav, stockNews } from './content.schema';
import { stockConcept, stockInfo } from './market.schema';
import { likePattern } from './market.service';

type NewsRow = typeof stockNews.$inferSelect;
type EssayRow = typeof stockEssay.$inferSelect;

const strip = <T extends { creator?: unknown; createTime?: unknown; updater?: unknown; updateTime?: unknown }>(row: T) => {
  const { creator: _c, createTime: _ct, updater: _u, updateTime: _ut, ...rest } = row;
  return rest;
};

function newsListItem(row: NewsRow) {
  const { content: _content, ...rest } = strip(row);
  return rest;
}

export async function pageNews(db: Db, q: { pageNo: number; pageSize: number; keyword?: string; stockCode?: string; conceptCode?: string }) {
  const where = and(
    q.keyword ? or(ilike(stockNews.title, likePattern(q.keyword)), ilike(stockNews.summary, likePattern(q.keyword))) : undefined,
    q.stockCode ? arrayContains(stockNews.stockCodes, [q.stockCode]) : undefined,
    q.conceptCode ? arrayContains(stockNews.conceptCodes, [q.conceptCode]) : undefined,
  );
  const page = await pageQuery(db, stockNews, q, { where, orderBy: [desc(stockNews.publishTime), desc(stockNews.id)] });
  return { list: page.list.map(newsListItem), total: page.total };
}

async function stockBriefs(db: Db, codes: string[]) {
  if (!codes.length) return [];
  const rows = await db
    .select({ code: stockInfo.code, name: stockInfo.name, price: stockInfo.price, changePercent: stockInfo.changePercent })
    .from(stockInfo)
    .where(inArray(stockInfo.code, codes));
  return codes.map((c) => rows.find((r) => r.code === c)).filter((r): r is NonNullable<typeof r> => !!r);
}

/** One news article with its related stocks and concepts; counts a view. */
export async function getNews(db: Db, id: number) {
  const [row] = await db.update(stockNews).set({ views: sql`${stockNews.views} + 1` }).where(eq(stockNews.id, id)).returning();
  if (!row) fail(StockError.NEWS_NOT_EXISTS);
  const concepts = row.conceptCodes.length
    ? await db.select({ code: stockConcept.code, name: stockConcept.name, changePercent: stockConcept.changePercent }).from(stockConcept).where(inArray(stockConcept.code, row.conceptCodes))
    : [];
  return { ...strip(row), stocks: await stockBriefs(db, row.stockCodes), concepts };
}

export async function pageInformation(db: Db, q: { pageNo: number; pageSize: number; level?: number; keyword?: string; stockCode?: string }) {
  const where = and(
    q.level ? eq(stockInformation.level, q.level) : undefined,
    q.keyword ? or(ilike(stockInformation.title, likePattern(q.keyword)), ilike(stockInformation.content, likePattern(q.keyword))) : undefined,
    q.stockCode ? arrayContains(stockInformation.stockCodes, [q.stockCode]) : undefined,
  );
  const page = await pageQuery(db, stockInformation, q, { where, orderBy: [desc(stockInformation.publishTime), desc(stockInformation.id)] });
  return { list: await withInformationStocks(db, page.list), total: page.total };
}

export async function withInformationStocks(db: Db, rows: (typeof stockInformation.$inferSelect)[]) {
  const codes = [...new Set(rows.flatMap((r) => r.stockCodes))];
  const stocks = codes.length
    ? await db.select({ code: stockInfo.code, name: stockInfo.name, changePercent: stockInfo.changePercent }).from(stockInfo).where(inArray(stockInfo.code, codes))
    : [];
  const byCode = new Map(stocks.map((s) => [s.code, s]));
  return rows.map((r) => ({
    ...strip(r),
    stocks: r.stockCodes.map((c) => byCode.get(c)).filter((s): s is NonNullable<typeof s> => !!s),
  }));
}

export async function pageAnnouncements(db: Db, q: { pageNo: number; pageSize: number; type?: string; stockCode?: string; keyword?: string; beginDate?: string; endDate?: string }) {
  const where = and(
    q.type ? eq(stockAnnouncement.type, q.type) : undefined,
    q.stockCode ? eq(stockAnnouncement.stockCode, q.stockCode) : undefined,
    q.keyword ? or(ilike(stockAnnouncement.title, likePattern(q.keyword)), ilike(stockAnnouncement.stockName, likePattern(q.keyword))) : undefined,
    q.beginDate ? gte(stockAnnouncement.annDate, q.beginDate) : undefined,
    q.endDate ? lte(stockAnnouncement.annDate, q.endDate) : undefined,
  );
  const page = await pageQuery(db, stockAnnouncement, q, { where, orderBy: [desc(stockAnnouncement.annDate), desc(stockAnnouncement.id)] });
  return { list: page.list.map(strip), total: page.total };
}

function essayListItem(row: EssayRow) {
  const { content: _content, ...rest } = strip(row);
  return rest;
}

export async function pageEssays(db: Db, q: { pageNo: number; pageSize: number; keyword?: string; stockCode?: string }) {
  const where = and(
    eq(stockEssay.status, EssayStatus.PUBLISHED),
    q.keyword ? or(ilike(stockEssay.title, likePattern(q.keyword)), ilike(stockEssay.author, likePattern(q.keyword))) : undefined,
    q.stockCode ? arrayContains(stockEssay.stockCodes, [q.stockCode]) : undefined,
  );
  const page = await pageQuery(db, stockEssay, q, { where, orderBy: [desc(stockEssay.publishTime), desc(stockEssay.id)] });
  return { list: page.list.map(essayListItem), total: page.total };
}

/**
 * A published essay (drafts and hidden ones do not exist for the public); counts a view. An essay of the 付费专栏 is
 * whole only for a reader holding that entitlement (hasBenefit, checked here on every read); anyone else — a visitor,
 * the server-rendered page, a member without it — gets its opening paragraph and `locked: true` (decision 0041).
 */
export async function getEssay(db: Db, id: number, readerId?: number | null) {
  const [row] = await db
    .update(stockEssay)
    .set({ views: sql`${stockEssay.views} + 1` })
    .where(and(eq(stockEssay.id, id), eq(stockEssay.status, EssayStatus.PUBLISHED)))
    .returning();
  if (!row) fail(StockError.ESSAY_NOT_EXISTS);
  const locked = row.paidColumn && !(readerId && (await hasBenefit(db, readerId, ProductBenefitType.COLUMN)));
  return { ...strip(row), content: locked ? essayPreview(row.content) : row.content, locked, stocks: await stockBriefs(db, row.stockCodes) };
}

export async function navGroups(db: Db): Promise<NavGroupVO[]> {
  const rows = await db.select().from(stockNav).orderBy(asc(stockNav.navType), asc(stockNav.sort), asc(stockNav.id));
  const groups = new Map<string, NavGroupVO>();
  for (const r of rows) {
    const g = groups.get(r.navType) ?? { navType: r.navType, label: NAV_TYPE_LABELS[r.navType] ?? r.navType, links: [] };
    g.links.push(strip(r));
    groups.set(r.navType, g);
  }
  return [...groups.values()];
}

export async function latestInformation(db: Db, limit: number) {
  const rows = await db.select().from(stockInformation).orderBy(desc(stockInformation.publishTime), desc(stockInformation.id)).limit(limit);
  return withInformationStocks(db, rows);
}

export async function latestNews(db: Db, limit: number) {
  const rows = await db.select().from(stockNews).orderBy(desc(stockNews.publishTime), desc(stockNews.id)).limit(limit);
  return rows.map(newsListItem);
}
