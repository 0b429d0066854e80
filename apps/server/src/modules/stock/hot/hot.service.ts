import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { HOT_LIST_SIZE, type HotStockVO } from '@gprs/contract';
import type { Db } from '../../../db/client';
import { stockInfo, stockMarketTurnover } from '../market.schema';
import { toQuote } from '../market.service';
import { stockMoneyFlow } from '../money/money.schema';
import { stockHotEntry, stockHotSnapshot } from './hot.schema';

async function latestSnapshot(db: Db): Promise<{ time: Date; previous: Date | null } | null> {
  const [s] = await db
    .select({ time: stockHotSnapshot.snapshotTime, previous: stockHotSnapshot.previousTime })
    .from(stockHotSnapshot)
    .orderBy(desc(stockHotSnapshot.snapshotTime), desc(stockHotSnapshot.id))
    .limit(1);
  return s ?? null;
}

/** A hot-list row from a stock and its hot entry; rank changes only when a snapshot before the latest exists. */
export function toHotStock(
  row: typeof stockInfo.$inferSelect,
  entry: { previousRank: number | null; concepts: string[] | null; reason: string | null } | null,
  snapshot: { time: Date; previous: Date | null } | null,
  mainNet: number | null = null,
): HotStockVO {
  const quote = toQuote(row);
  const previousRank = snapshot?.previous ? (entry?.previousRank ?? null) : null;
  const rank = row.hotRank;
  return {
    ...quote,
    hotConcepts: entry?.concepts ?? [],
    hotReason: entry?.reason ?? '',
    previousRank,
    rankChange: previousRank !== null && rank !== null ? previousRank - rank : null,
    newEntry: !!snapshot?.previous && rank !== null && rank <= HOT_LIST_SIZE && (previousRank === null || previousRank > HOT_LIST_SIZE),
    hotTime: snapshot ? snapshot.time.getTime() : null,
    mainNet,
  };
}

/**
 * 主力净流入 of the listed stocks on the market's trade day (the newest day of the two-market statistics, as the money
 * reads use, decision 0036): a stock without a flow row that day has none (null), never an older day's figure.
 */
async function mainNets(db: Db, codes: string[]): Promise<Map<string, number>> {
  if (codes.length === 0) return new Map();
  const day = db.select({ d: sql`max(${stockMarketTurnover.tradeDate})` }).from(stockMarketTurnover);
  const rows = await db
    .select({ code: stockMoneyFlow.stockCode, mainNet: stockMoneyFlow.mainNet })
    .from(stockMoneyFlow)
    .where(and(eq(stockMoneyFlow.tradeDate, sql`(${day})`), inArray(stockMoneyFlow.stockCode, codes)));
  return new Map(rows.map((r) => [r.code, Number(r.mainNet)]));
}

type HotRow = { s: typeof stockInfo.$inferSelect; e: { previousRank: number | null; concepts: string[] | null; reason: string | null } | null };

async function toHotStocks(db: Db, rows: HotRow[], snapshot: { time: Date; previous: Date | null } | null): Promise<HotStockVO[]> {
  const nets = await mainNets(db, rows.map((r) => r.s.code));
  return rows.map((r) => toHotStock(r.s, r.e, snapshot, nets.get(r.s.code) ?? null));
}

/** 人气榜: the first `limit` stocks by hot rank, with tags, 上榜理由 and the change since the previous snapshot. */
export async function hotList(db: Db, limit: number): Promise<HotStockVO[]> {
  const [rows, snapshot] = await Promise.all([
    db
      .select({ s: stockInfo, e: { previousRank: stockHotEntry.previousRank, concepts: stockHotEntry.concepts, reason: stockHotEntry.reason } })
      .from(stockInfo)
      .leftJoin(stockHotEntry, eq(stockHotEntry.stockCode, stockInfo.code))
      .where(isNotNull(stockInfo.hotRank))
      .orderBy(asc(stockInfo.hotRank))
      .limit(limit),
    latestSnapshot(db),
  ]);
  return toHotStocks(db, rows, snapshot);
}

/**
 * 飙升榜: the stocks of the list (rank ≤ HOT_LIST_SIZE) that rose since the previous snapshot, the largest rise first
 * (then the better rank). Empty until two snapshots exist.
 */
export async function hotRise(db: Db, limit: number): Promise<HotStockVO[]> {
  const snapshot = await latestSnapshot(db);
  if (!snapshot?.previous) return [];
  const rise = sql<number>`${stockHotEntry.previousRank} - ${stockInfo.hotRank}`;
  const rows = await db
    .select({ s: stockInfo, e: { previousRank: stockHotEntry.previousRank, concepts: stockHotEntry.concepts, reason: stockHotEntry.reason } })
    .from(stockInfo)
    .innerJoin(stockHotEntry, eq(stockHotEntry.stockCode, stockInfo.code))
    .where(sql`${stockInfo.hotRank} <= ${HOT_LIST_SIZE} and ${stockHotEntry.previousRank} > ${stockInfo.hotRank}`)
    .orderBy(desc(rise), asc(stockInfo.hotRank))
    .limit(limit);
  return toHotStocks(db, rows, snapshot);
}
