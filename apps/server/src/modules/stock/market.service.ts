import { and, asc, desc, eq, getTableColumns, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  StockError,
  type ConceptVO,
  type IntradayVO,
  type KlineBarVO,
  type LadderVO,
  type LimitUpSummaryVO,
  type LimitUpVO,
  type StockDetailVO,
  type StockPageReq,
  type StockQuoteVO,
  type TurnoverCompareVO,
  type TurnoverVO,
  twoMarketAmount,
} from '@gprs/contract';
import type { Db } from '../../db/client';
import { fail } from '../../core/errors';
import { pageQuery } from '../../core/paging';
import { stockNews } from './content.schema';
import { synthesizeMinutes } from './intraday';
import { adjustBars, type AdjustMode } from './adjust';
import { aggregateBars, sealRate, streakLabel, TRADING_MINUTES, type Bar } from './market-rules';
import {
  stockConcept,
  stockConceptDaily,
  stockConceptMember,
  stockAdjFactor,
  stockDaily,
  stockIndex,
  stockIndexDaily,
  stockInfo,
  stockLimitUp,
  stockMarketTurnover,
  stockMinute,
} from './market.schema';

type StockRow = typeof stockInfo.$inferSelect;
type ConceptRow = typeof stockConcept.$inferSelect;

/** The public quote of a stock row (no audit columns). */
export function toQuote(row: StockRow): StockQuoteVO {
  const { id: _id, creator: _c, createTime: _ct, updater: _u, updateTime: _ut, ...quote } = row;
  return quote as unknown as StockQuoteVO;
}

export function toConcept(row: ConceptRow): ConceptVO {
  const { creator: _c, createTime: _ct, updater: _u, updateTime: _ut, ...vo } = row;
  return vo;
}

/** `%…%` pattern with LIKE wildcards escaped. */
export function likePattern(keyword: string, mode: 'contains' | 'prefix' = 'contains'): string {
  const escaped = keyword.replace(/[\\%_]/g, (m) => `\\${m}`);
  return mode === 'prefix' ? `${escaped}%` : `%${escaped}%`;
}

const STOCK_SORT: Record<StockPageReq['sortField'], PgColumn> = {
  code: stockInfo.code,
  price: stockInfo.price,
  changePercent: stockInfo.changePercent,
  change: stockInfo.change,
  amount: stockInfo.amount,
  volume: stockInfo.volume,
  turnoverRate: stockInfo.turnoverRate,
  volumeRatio: stockInfo.volumeRatio,
  amplitude: stockInfo.amplitude,
  totalMarketCap: stockInfo.totalMarketCap,
  floatMarketCap: stockInfo.floatMarketCap,
  pe: stockInfo.pe,
  pb: stockInfo.pb,
  hotRank: stockInfo.hotRank,
  heat: stockInfo.heat,
};

export function stockOrder(field: keyof typeof STOCK_SORT, order?: 'asc' | 'desc'): SQL[] {
  const dir = order ?? (field === 'hotRank' || field === 'code' ? 'asc' : 'desc');
  const col = STOCK_SORT[field];
  return [dir === 'asc' ? sql`${col} asc nulls last` : sql`${col} desc nulls last`, sql`${stockInfo.code} asc`];
}

export async function pageStocks(db: Db, q: StockPageReq) {
  const where = and(
    q.marketType ? eq(stockInfo.marketType, q.marketType) : undefined,
    q.board ? eq(stockInfo.board, q.board) : undefined,
    q.industry ? eq(stockInfo.industryCode, q.industry) : undefined,
    q.isSt === undefined ? undefined : eq(stockInfo.isSt, q.isSt),
    q.concept
      ? inArray(stockInfo.code, db.select({ c: stockConceptMember.stockCode }).from(stockConceptMember).where(eq(stockConceptMember.conceptCode, q.concept)))
      : undefined,
    q.keyword
      ? or(ilike(stockInfo.code, likePattern(q.keyword)), ilike(stockInfo.name, likePattern(q.keyword)), ilike(stockInfo.pinyin, likePattern(q.keyword)))
      : undefined,
  );
  const page = await pageQuery(db, stockInfo, q, { where, orderBy: stockOrder(q.sortField, q.sortOrder) });
  return { list: page.list.map(toQuote), total: page.total };
}

export async function requireStock(db: Db, code: string): Promise<StockRow> {
  const [row] = await db.select().from(stockInfo).where(eq(stockInfo.code, code));
  if (!row) fail(StockError.STOCK_NOT_EXISTS);
  return row;
}

export async function getStockDetail(db: Db, code: string): Promise<StockDetailVO> {
  const row = await requireStock(db, code);
  const boards = await db
    .select({ id: stockConcept.id, type: stockConcept.type, code: stockConcept.code, name: stockConcept.name, changePercent: stockConcept.changePercent, reason: stockConceptMember.reason })
    .from(stockConceptMember)
    .innerJoin(stockConcept, eq(stockConcept.code, stockConceptMember.conceptCode))
    .where(eq(stockConceptMember.stockCode, code))
    .orderBy(desc(stockConcept.heat));
  const industry = boards.find((b) => b.type === 1);
  return {
    ...toQuote(row),
    concepts: boards.filter((b) => b.type === 2),
    industry: industry ? { id: industry.id, type: 1, code: industry.code, name: industry.name, changePercent: industry.changePercent } : null,
  };
}

const barFields = {
  tradeDate: stockDaily.tradeDate,
  open: stockDaily.open,
  high: stockDaily.high,
  low: stockDaily.low,
  close: stockDaily.close,
  volume: stockDaily.volume,
  amount: stockDaily.amount,
  changePercent: stockDaily.changePercent,
};

function lastBars(bars: Bar[], period: 'day' | 'week' | 'month', limit: number): KlineBarVO[] {
  const out = aggregateBars(bars, period);
  return out.slice(Math.max(0, out.length - limit));
}

/** Daily bars aggregated to the period, oldest first, at most `limit`. */
export async function stockKline(db: Db, code: string, period: 'day' | 'week' | 'month', limit: number, adjust: AdjustMode = 'none'): Promise<KlineBarVO[]> {
  await requireStock(db, code);
  const bars = await db.select(barFields).from(stockDaily).where(eq(stockDaily.stockCode, code)).orderBy(asc(stockDaily.tradeDate));
  if (adjust === 'none') return lastBars(bars, period, limit);
  // 复权: the daily bars are adjusted first, then aggregated to the period (decision 0038)
  const factors = await db
    .select({ tradeDate: stockAdjFactor.tradeDate, factor: stockAdjFactor.factor })
    .from(stockAdjFactor)
    .where(eq(stockAdjFactor.stockCode, code))
    .orderBy(asc(stockAdjFactor.tradeDate));
  return lastBars(adjustBars(bars, factors, adjust), period, limit);
}

async function storedMinutes(db: Db, securityType: 1 | 2, code: string, tradeDate: string) {
  const rows = await db
    .select({ minute: stockMinute.minute, price: stockMinute.price, avgPrice: stockMinute.avgPrice, volume: stockMinute.volume, amount: stockMinute.amount })
    .from(stockMinute)
    .where(and(eq(stockMinute.securityType, securityType), eq(stockMinute.code, code), eq(stockMinute.tradeDate, tradeDate)))
    .orderBy(asc(stockMinute.minute));
  return rows.map((r) => ({ ...r, time: TRADING_MINUTES[r.minute] }));
}

/**
 * Minute quotes of the stock's latest trade day: the rows the market feed wrote, or (for a day the feed did not
 * follow) a path synthesised from the day's bar that respects its open, high, low, close and volume.
 */
export async function stockIntraday(db: Db, code: string): Promise<IntradayVO> {
  await requireStock(db, code);
  const [bar] = await db.select({ ...barFields, prevClose: stockDaily.prevClose }).from(stockDaily).where(eq(stockDaily.stockCode, code)).orderBy(desc(stockDaily.tradeDate)).limit(1);
  if (!bar) return { code, tradeDate: '', prevClose: 0, minutes: [] };
  const stored = await storedMinutes(db, 1, code, bar.tradeDate);
  if (stored.length) return { code, tradeDate: bar.tradeDate, prevClose: bar.prevClose, minutes: stored };
  // a day without stored minutes: a path that meets the limit when the day's pool row says (首次 / 最后封板)
  const [pool] = await db
    .select({ poolType: stockLimitUp.poolType, first: stockLimitUp.firstSealTime, last: stockLimitUp.lastSealTime })
    .from(stockLimitUp)
    .where(and(eq(stockLimitUp.stockCode, code), eq(stockLimitUp.tradeDate, bar.tradeDate), inArray(stockLimitUp.poolType, [1, 2])))
    .orderBy(asc(stockLimitUp.poolType))
    .limit(1);
  const seal = pool?.first
    ? { limit: pool.poolType === 1 ? bar.close : bar.high, firstSealTime: pool.first, lastSealTime: pool.last, sealedAtClose: pool.poolType === 1 }
    : null;
  return { code, tradeDate: bar.tradeDate, prevClose: bar.prevClose, minutes: synthesizeMinutes(bar, `stock:${code}:${bar.tradeDate}`, seal) };
}

export async function hotRank(db: Db, limit: number): Promise<StockQuoteVO[]> {
  const rows = await db.select().from(stockInfo).where(sql`${stockInfo.hotRank} is not null`).orderBy(asc(stockInfo.hotRank)).limit(limit);
  return rows.map(toQuote);
}

/**
 * Search in SQL: stocks ranked code-exact > code prefix > name / pinyin prefix > contains, then hot rank, then code;
 * concepts by heat (then code); news newest first (then id). The read model answers the same from memory
 * (search-index.ts); this is its fallback while the caches are bypassed, and the reference its tests compare with.
 */
export async function searchSql(db: Db, keyword: string, limit: number) {
  const contains = likePattern(keyword);
  const prefix = likePattern(keyword, 'prefix');
  const rank = sql<number>`case when ${stockInfo.code} = ${keyword} then 0 when ${stockInfo.code} like ${prefix} then 1
    when ${stockInfo.name} ilike ${prefix} or ${stockInfo.pinyin} ilike ${prefix} then 2 else 3 end`;
  const stocks = await db
    .select()
    .from(stockInfo)
    .where(or(ilike(stockInfo.code, contains), ilike(stockInfo.name, contains), ilike(stockInfo.pinyin, contains)))
    .orderBy(rank, sql`${stockInfo.hotRank} asc nulls last`, asc(stockInfo.code))
    .limit(limit);
  const concepts = await db.select().from(stockConcept).where(ilike(stockConcept.name, contains)).orderBy(desc(stockConcept.heat), asc(stockConcept.code)).limit(Math.min(limit, 10));
  const news = await db
    .select({ id: stockNews.id, title: stockNews.title, publishTime: stockNews.publishTime, source: stockNews.source })
    .from(stockNews)
    .where(ilike(stockNews.title, contains))
    .orderBy(desc(stockNews.publishTime), desc(stockNews.id))
    .limit(Math.min(limit, 10));
  return { stocks: stocks.map(toQuote), concepts: concepts.map(toConcept), news };
}

// ---- concepts

const CONCEPT_SORT = {
  changePercent: stockConcept.changePercent,
  heat: stockConcept.heat,
  amount: stockConcept.amount,
  limitUpCount: stockConcept.limitUpCount,
  upCount: stockConcept.upCount,
  stockCount: stockConcept.stockCount,
} as const;

export async function pageConcepts(
  db: Db,
  q: { pageNo: number; pageSize: number; type?: number; keyword?: string; sortField: keyof typeof CONCEPT_SORT; sortOrder: 'asc' | 'desc' },
) {
  const where = and(q.type ? eq(stockConcept.type, q.type) : undefined, q.keyword ? ilike(stockConcept.name, likePattern(q.keyword)) : undefined);
  const col = CONCEPT_SORT[q.sortField];
  const page = await pageQuery(db, stockConcept, q, { where, orderBy: [q.sortOrder === 'asc' ? asc(col) : desc(col), asc(stockConcept.code)] });
  return { list: page.list.map(toConcept), total: page.total };
}

export async function requireConcept(db: Db, code: string): Promise<ConceptRow> {
  const [row] = await db.select().from(stockConcept).where(eq(stockConcept.code, code));
  if (!row) fail(StockError.CONCEPT_NOT_EXISTS);
  return row;
}

export async function conceptMembers(db: Db, q: { code: string; pageNo: number; pageSize: number; sortField: StockPageReq['sortField']; sortOrder: 'asc' | 'desc' }) {
  await requireConcept(db, q.code);
  const where = eq(stockConceptMember.conceptCode, q.code);
  const [rows, [{ count }]] = await Promise.all([
    db
      .select({ ...getTableColumns(stockInfo), reason: stockConceptMember.reason })
      .from(stockConceptMember)
      .innerJoin(stockInfo, eq(stockInfo.code, stockConceptMember.stockCode))
      .where(where)
      .orderBy(...stockOrder(q.sortField, q.sortOrder))
      .limit(q.pageSize)
      .offset((q.pageNo - 1) * q.pageSize),
    db.select({ count: sql<number>`count(*)::int` }).from(stockConceptMember).where(where),
  ]);
  return { list: rows.map(({ reason, ...r }) => ({ ...toQuote(r), reason })), total: count };
}

export async function conceptKline(db: Db, code: string, period: 'day' | 'week' | 'month', limit: number): Promise<KlineBarVO[]> {
  await requireConcept(db, code);
  const c = stockConceptDaily;
  const bars = await db
    .select({ tradeDate: c.tradeDate, open: c.open, high: c.high, low: c.low, close: c.close, volume: c.volume, amount: c.amount, changePercent: c.changePercent })
    .from(c)
    .where(eq(c.conceptCode, code))
    .orderBy(asc(c.tradeDate));
  return lastBars(bars, period, limit);
}

// ---- limit-up pools

export async function latestPoolDate(db: Db): Promise<string | null> {
  const [row] = await db.select({ d: sql<string | null>`max(${stockLimitUp.tradeDate})::text` }).from(stockLimitUp);
  return row?.d ?? null;
}

async function poolDate(db: Db, tradeDate?: string): Promise<string | null> {
  return tradeDate ?? (await latestPoolDate(db));
}

function toLimitUp(row: typeof stockLimitUp.$inferSelect): LimitUpVO {
  const { updateTime: _u, ...vo } = row;
  return { ...vo, ntLabel: row.ntN ? `${row.ntT}天${row.ntN}板` : '' };
}

const POOL_SORT = {
  firstSealTime: stockLimitUp.firstSealTime,
  lastSealTime: stockLimitUp.lastSealTime,
  sealAmount: stockLimitUp.sealAmount,
  streak: stockLimitUp.streak,
  changePercent: stockLimitUp.changePercent,
  amount: stockLimitUp.amount,
  turnoverRate: stockLimitUp.turnoverRate,
  openCount: stockLimitUp.openCount,
} as const;

const DEFAULT_POOL_ORDER: Record<number, SQL[]> = {
  1: [desc(stockLimitUp.streak), asc(stockLimitUp.firstSealTime)],
  2: [desc(stockLimitUp.openCount), desc(stockLimitUp.changePercent)],
  3: [desc(stockLimitUp.sealAmount)],
  4: [desc(stockLimitUp.changePercent)],
};

export async function limitUpPool(db: Db, q: { tradeDate?: string; poolType: number; sortField?: keyof typeof POOL_SORT; sortOrder?: 'asc' | 'desc' }) {
  const date = await poolDate(db, q.tradeDate);
  if (!date) return { tradeDate: null, list: [] as LimitUpVO[] };
  const order = q.sortField
    ? [q.sortOrder === 'asc' ? sql`${POOL_SORT[q.sortField]} asc nulls last` : sql`${POOL_SORT[q.sortField]} desc nulls last`]
    : DEFAULT_POOL_ORDER[q.poolType];
  const rows = await db
    .select()
    .from(stockLimitUp)
    .where(and(eq(stockLimitUp.tradeDate, date), eq(stockLimitUp.poolType, q.poolType)))
    .orderBy(...order, asc(stockLimitUp.stockCode));
  return { tradeDate: date, list: rows.map(toLimitUp) };
}

/** One stock's 涨停 (1) and 炸板 (2) pool rows with reason, streak and seal times, the newest trade day first. */
export async function limitUpHistory(db: Db, code: string, limit: number): Promise<LimitUpVO[]> {
  const rows = await db
    .select()
    .from(stockLimitUp)
    .where(and(eq(stockLimitUp.stockCode, code), inArray(stockLimitUp.poolType, [1, 2])))
    .orderBy(desc(stockLimitUp.tradeDate), asc(stockLimitUp.poolType))
    .limit(limit);
  return rows.map(toLimitUp);
}

/** 连板梯队: today's limit-ups grouped by streak, the highest first. */
export async function limitUpLadder(db: Db, tradeDate?: string): Promise<LadderVO> {
  const { tradeDate: date, list } = await limitUpPool(db, { tradeDate, poolType: 1 });
  const levels = new Map<number, LimitUpVO[]>();
  for (const row of list) levels.set(row.streak, [...(levels.get(row.streak) ?? []), row]);
  return {
    tradeDate: date ?? '',
    levels: [...levels.entries()].sort((a, b) => b[0] - a[0]).map(([streak, stocks]) => ({ streak, label: streakLabel(streak), stocks })),
  };
}

export async function limitUpSummary(db: Db, tradeDate?: string): Promise<LimitUpSummaryVO> {
  const date = (await poolDate(db, tradeDate)) ?? '';
  const rows = await db
    .select({ poolType: stockLimitUp.poolType, streak: stockLimitUp.streak, code: stockLimitUp.stockCode, name: stockLimitUp.stockName, changePercent: stockLimitUp.changePercent, oneWord: stockLimitUp.oneWord })
    .from(stockLimitUp)
    .where(eq(stockLimitUp.tradeDate, date));
  const up = rows.filter((r) => r.poolType === 1);
  const broken = rows.filter((r) => r.poolType === 2).length;
  const yesterday = rows.filter((r) => r.poolType === 4);
  const highest = up.reduce((m, r) => Math.max(m, r.streak), 0);
  return {
    tradeDate: date,
    limitUpCount: up.length,
    brokenCount: broken,
    limitDownCount: rows.filter((r) => r.poolType === 3).length,
    highestStreak: highest,
    highestStreakStocks: highest ? up.filter((r) => r.streak === highest).map((r) => ({ code: r.code, name: r.name })) : [],
    sealRate: sealRate(up.length, broken),
    yesterdayAvgChange: yesterday.length ? Math.round((yesterday.reduce((s, r) => s + r.changePercent, 0) / yesterday.length) * 100) / 100 : null,
    yesterdayCount: yesterday.length,
    oneWordCount: up.filter((r) => r.oneWord).length,
  };
}

/** Trade days with market data, newest first. */
export async function tradeDays(db: Db, limit: number): Promise<string[]> {
  const rows = await db.select({ d: stockMarketTurnover.tradeDate }).from(stockMarketTurnover).orderBy(desc(stockMarketTurnover.tradeDate)).limit(limit);
  return rows.map((r) => r.d);
}

// ---- indices and turnover

export async function listIndices(db: Db) {
  const rows = await db.select().from(stockIndex).orderBy(asc(stockIndex.sort));
  return rows.map(({ id: _i, creator: _c, createTime: _ct, updater: _u, updateTime: _ut, ...vo }) => vo);
}

async function requireIndex(db: Db, code: string) {
  const [row] = await db.select().from(stockIndex).where(eq(stockIndex.code, code));
  if (!row) fail(StockError.INDEX_NOT_EXISTS);
  return row;
}

export async function indexKline(db: Db, code: string, period: 'day' | 'week' | 'month', limit: number): Promise<KlineBarVO[]> {
  await requireIndex(db, code);
  const c = stockIndexDaily;
  const bars = await db
    .select({ tradeDate: c.tradeDate, open: c.open, high: c.high, low: c.low, close: c.close, volume: c.volume, amount: c.amount, changePercent: c.changePercent })
    .from(c)
    .where(eq(c.indexCode, code))
    .orderBy(asc(c.tradeDate));
  return lastBars(bars, period, limit);
}

export async function indexIntraday(db: Db, code: string): Promise<IntradayVO> {
  await requireIndex(db, code);
  const c = stockIndexDaily;
  const [bar] = await db
    .select({ tradeDate: c.tradeDate, open: c.open, high: c.high, low: c.low, close: c.close, prevClose: c.prevClose, volume: c.volume, amount: c.amount })
    .from(c)
    .where(eq(c.indexCode, code))
    .orderBy(desc(c.tradeDate))
    .limit(1);
  if (!bar) return { code, tradeDate: '', prevClose: 0, minutes: [] };
  const stored = await storedMinutes(db, 2, code, bar.tradeDate);
  return { code, tradeDate: bar.tradeDate, prevClose: bar.prevClose, minutes: stored.length ? stored : synthesizeMinutes(bar, `index:${code}:${bar.tradeDate}`) };
}

function toTurnover(row: typeof stockMarketTurnover.$inferSelect): TurnoverVO {
  const { updateTime: _u, ...vo } = row;
  return { ...vo, twoMarketAmount: twoMarketAmount(vo) };
}

/** Per-day two-market turnover, oldest first. */
export async function turnoverHistory(db: Db, limit: number): Promise<TurnoverVO[]> {
  const rows = await db.select().from(stockMarketTurnover).orderBy(desc(stockMarketTurnover.tradeDate)).limit(limit);
  return rows.reverse().map(toTurnover);
}

export async function turnoverCompare(db: Db): Promise<TurnoverCompareVO> {
  const [today, yesterday] = (await db.select().from(stockMarketTurnover).orderBy(desc(stockMarketTurnover.tradeDate)).limit(2)).map(toTurnover);
  const diff = today && yesterday ? Math.round((today.twoMarketAmount - yesterday.twoMarketAmount) * 100) / 100 : null;
  return {
    today: today ?? null,
    yesterday: yesterday ?? null,
    diff,
    diffPercent: diff !== null && yesterday.twoMarketAmount ? Math.round((diff / yesterday.twoMarketAmount) * 10_000) / 100 : null,
  };
}

