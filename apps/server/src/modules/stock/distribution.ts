import { desc, isNotNull } from 'drizzle-orm';
import type { ChangeDistributionVO } from '@gprs/contract';
import type { Db } from '../../db/client';
import { stockInfo, stockMarketTurnover } from './market.schema';

/** The buckets of 涨跌分布, from 涨停 down to 跌停 (labels as the chart shows them). */
export const DISTRIBUTION_BUCKETS = [
  { key: 'limitUp', label: '涨停' },
  { key: 'gt7', label: '>7%' },
  { key: 'up5to7', label: '5~7%' },
  { key: 'up3to5', label: '3~5%' },
  { key: 'up0to3', label: '0~3%' },
  { key: 'flat', label: '平' },
  { key: 'down0to3', label: '0~-3%' },
  { key: 'down3to5', label: '-3~-5%' },
  { key: 'down5to7', label: '-5~-7%' },
  { key: 'lt7', label: '<-7%' },
  { key: 'limitDown', label: '跌停' },
] as const;

export type DistributionBucketKey = (typeof DISTRIBUTION_BUCKETS)[number]['key'];

export interface QuotedStock {
  changePercent: number;
  price: number | null;
  limitUpPrice: number | null;
  limitDownPrice: number | null;
}

/**
 * The bucket of one stock: 涨停 / 跌停 when its price is at the day's limit price (the same test as the breadth
 * counts of the turnover row), else by change %: (7, ∞) >7 %, (5, 7] 5~7 %, (3, 5] 3~5 %, (0, 3] 0~3 %, 0 平,
 * [−3, 0) 0~−3 %, [−5, −3) −3~−5 %, [−7, −5) −5~−7 %, (−∞, −7) <−7 %.
 */
export function bucketOf(s: QuotedStock): DistributionBucketKey {
  if (s.price !== null && s.limitUpPrice !== null && s.price === s.limitUpPrice) return 'limitUp';
  if (s.price !== null && s.limitDownPrice !== null && s.price === s.limitDownPrice) return 'limitDown';
  const c = s.changePercent;
  if (c > 7) return 'gt7';
  if (c > 5) return 'up5to7';
  if (c > 3) return 'up3to5';
  if (c > 0) return 'up0to3';
  if (c === 0) return 'flat';
  if (c >= -3) return 'down0to3';
  if (c >= -5) return 'down3to5';
  if (c >= -7) return 'down5to7';
  return 'lt7';
}

/** 赚钱效应: the share of rising stocks among those that moved, up / (up + down), as a % to two decimals; null when none moved. */
export function moneyEffect(up: number, down: number): number | null {
  return up + down > 0 ? Math.round((up / (up + down)) * 10_000) / 100 : null;
}

/** 涨跌分布 of quoted stocks with the day's up / down / flat counts and 赚钱效应. */
export function changeDistribution(stocks: readonly QuotedStock[]): Omit<ChangeDistributionVO, 'tradeDate'> {
  const counts = new Map<DistributionBucketKey, number>(DISTRIBUTION_BUCKETS.map((b) => [b.key, 0]));
  let up = 0;
  let down = 0;
  let flat = 0;
  for (const s of stocks) {
    counts.set(bucketOf(s), counts.get(bucketOf(s))! + 1);
    if (s.changePercent > 0) up++;
    else if (s.changePercent < 0) down++;
    else flat++;
  }
  return {
    buckets: DISTRIBUTION_BUCKETS.map((b) => ({ key: b.key, label: b.label, count: counts.get(b.key)! })),
    upCount: up,
    downCount: down,
    flatCount: flat,
    limitUpCount: counts.get('limitUp')!,
    limitDownCount: counts.get('limitDown')!,
    moneyEffect: moneyEffect(up, down),
  };
}

/** The market's 涨跌分布 now: every stock with a quote (stock_info), on the latest trade day of the turnover rows. */
export async function marketDistribution(db: Db): Promise<ChangeDistributionVO> {
  const [day] = await db.select({ d: stockMarketTurnover.tradeDate }).from(stockMarketTurnover).orderBy(desc(stockMarketTurnover.tradeDate)).limit(1);
  const rows = await db
    .select({ changePercent: stockInfo.changePercent, price: stockInfo.price, limitUpPrice: stockInfo.limitUpPrice, limitDownPrice: stockInfo.limitDownPrice })
    .from(stockInfo)
    .where(isNotNull(stockInfo.changePercent));
  return { tradeDate: day?.d ?? '', ...changeDistribution(rows as QuotedStock[]) };
}
