import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { pgArrayLiteral } from '../../../core/bulk';
import { publishLive, type LiveEvent } from './live-hub';
import { refreshAggregates, type PoolChange, type QuoteItem } from './quote-path';

/** Hot ranks broadcast after an import: the top of the list (a full re-rank moves every stock). */
const BROADCAST_TOP_RANKS = 100;

/** What browsers show of the market, enough to tell what an import changed. */
export interface MarketMarks {
  quotes: Map<string, string>;
  pools: Set<string>;
  ranks: Map<string, number>;
}

async function latestTradeDate(db: Db): Promise<string | null> {
  const { rows } = await db.execute<{ d: string | null }>(sql`select max(trade_date)::text d from stock_market_turnover`);
  return rows[0]?.d ?? null;
}

/** The marks of the market now (call before an import, in its transaction). */
export async function marketMarks(db: Db): Promise<MarketMarks> {
  const date = await latestTradeDate(db);
  const [quotes, pools] = await Promise.all([
    db.execute<{ code: string; mark: string; hot_rank: number | null }>(
      sql`select code, concat_ws('|', price, prev_close, high, low, volume, amount) mark, hot_rank from stock_info`,
    ),
    date
      ? db.execute<{ k: string }>(sql`select trade_date::text || ':' || pool_type || ':' || stock_code k from stock_limit_up where trade_date = ${date} and pool_type in (1, 2, 3)`)
      : Promise.resolve({ rows: [] as { k: string }[] }),
  ]);
  return {
    quotes: new Map(quotes.rows.map((r) => [r.code, r.mark])),
    pools: new Set(pools.rows.map((r) => r.k)),
    ranks: new Map(quotes.rows.filter((r) => r.hot_rank !== null).map((r) => [r.code, r.hot_rank!])),
  };
}

/**
 * After an applied import, what the push feed does after a batch: limit-up statistics, board figures and heat
 * recomputed for the latest trade day, and the changes broadcast to the SSE clients of every instance — `quote` for
 * the stocks whose quote changed, `limit-up` for pool joins and leaves of the latest day, `hot-rank` for the top of the
 * list when ranks moved. Call it in the import's transaction (events go out at commit; a rolled-back import sends
 * nothing). Returns the events.
 */
export async function afterImport(db: Db, before: MarketMarks): Promise<LiveEvent[]> {
  const date = await latestTradeDate(db);
  if (!date) return [];
  await refreshAggregates(db, date);
  const after = await marketMarks(db);
  const events: LiveEvent[] = [];

  const changedCodes = [...after.quotes].filter(([code, mark]) => before.quotes.get(code) !== mark).map(([code]) => code);
  if (changedCodes.length) {
    const { rows } = await db.execute<{ code: string; price: string; change: string | null; change_percent: string | null; high: string; low: string; volume: string; amount: string; turnover_rate: string | null; qt: Date | null }>(
      sql`select code, price, change, change_percent, high, low, volume, amount, turnover_rate, quote_time qt from stock_info where code = any(${pgArrayLiteral(changedCodes)}::varchar[]) and price is not null`,
    );
    const items: QuoteItem[] = rows.map((r) => ({
      code: r.code,
      price: Number(r.price),
      change: Number(r.change ?? 0),
      changePercent: Number(r.change_percent ?? 0),
      high: Number(r.high),
      low: Number(r.low),
      volume: Number(r.volume),
      amount: Math.round(Number(r.amount)),
      turnoverRate: r.turnover_rate === null ? null : Number(r.turnover_rate),
      quoteTime: r.qt ? new Date(r.qt).getTime() : Date.now(),
    }));
    if (items.length) events.push({ type: 'quote', data: { tradeDate: date, items } });
  }

  const poolKeys = (set: Set<string>, other: Set<string>) => [...set].filter((k) => k.startsWith(`${date}:`) && !other.has(k));
  const joined = poolKeys(after.pools, before.pools);
  const left = poolKeys(before.pools, after.pools);
  if (joined.length || left.length) {
    const codes = [...new Set([...joined, ...left].map((k) => k.split(':')[2]))];
    const names = await db.execute<{ code: string; name: string }>(sql`select code, name from stock_info where code = any(${pgArrayLiteral(codes)}::varchar[])`);
    const nameOf = new Map(names.rows.map((r) => [r.code, r.name]));
    const change = (k: string, action: 'join' | 'leave'): PoolChange => {
      const [, pool, code] = k.split(':');
      return { code, name: nameOf.get(code) ?? '', poolType: Number(pool), action, time: '', openCount: 0 };
    };
    events.push({ type: 'limit-up', data: { tradeDate: date, items: [...left.map((k) => change(k, 'leave')), ...joined.map((k) => change(k, 'join'))] } });
  }

  const moved = [...after.ranks]
    .filter(([code, rank]) => rank <= BROADCAST_TOP_RANKS && before.ranks.get(code) !== rank)
    .map(([code, rank]) => ({ code, rank }))
    .sort((a, b) => a.rank - b.rank);
  if (moved.length) events.push({ type: 'hot-rank', data: { tradeDate: date, items: moved } });

  if (events.length) await publishLive(db, events);
  return events;
}
