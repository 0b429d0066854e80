import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { Prng } from '../generator/prng';
import { lastTradeDays, limitRate, type Board } from '../market-rules';
import { dragonTigerListings, simulateSeats, type ListingCandidate } from '../money/money-rules';
import { applyDragonTiger, type MoneyWriteResult } from './money-path';

/**
 * The simulated 龙虎榜 of a trade day, from the day's bars (so the simulator's close and the seed use one function):
 * the stocks the exchanges' listing rules select (dragonTigerListings), each with 5 买入 / 5 卖出 simulated seats whose
 * amounts add up to the row's figures, written through applyDragonTiger. A day that already has a list (from any
 * door) is left alone. Set-based: one read of the day's candidate bars, one of the reference indices, one write.
 */
export async function simulateDragonTiger(db: Db, date: string, r: Prng, options: { publish?: boolean } = {}): Promise<MoneyWriteResult | null> {
  const listed = await db.execute(sql`select 1 from stock_dragon_tiger where trade_date = ${date} limit 1`);
  if (listed.rows.length) return null;
  const days3 = lastTradeDays(date, 3);
  const recent = lastTradeDays(date, 6);
  // only bars that could meet a rule are read: a deviation of 7 % needs a change of at least ~4 % on any real index day
  const rows = await db.execute<{
    code: string;
    board: Board;
    is_st: boolean;
    list_date: string;
    high: number;
    low: number;
    chg: number;
    tr: number | null;
    amount: number;
    volume: number;
    c3: number | null;
    n3: number | null;
  }>(sql`
    with c3 as (select stock_code, sum(change_percent) c3, count(*)::int n3 from stock_daily where trade_date in (${sql.join(
      days3.map((d) => sql`${d}::date`),
      sql`, `,
    )}) group by stock_code)
    select b.stock_code code, s.board, s.is_st, s.list_date::text list_date, b.high, b.low, b.change_percent chg, b.turnover_rate tr, b.amount, b.volume,
      c3.c3, c3.n3
    from stock_daily b join stock_info s on s.code = b.stock_code left join c3 on c3.stock_code = b.stock_code
    where b.trade_date = ${date} and b.volume > 0
      and (abs(b.change_percent) >= 3.5 or b.turnover_rate >= 19 or b.high >= b.low * 1.14 or abs(c3.c3) >= 10 or s.list_date >= ${recent[0]}::date)`);
  const idx = await db.execute<{ code: string; d: string; chg: number }>(
    sql`select index_code code, trade_date::text d, change_percent chg from stock_index_daily where index_code in ('000001', '399001') and trade_date in (${sql.join(
      days3.map((d) => sql`${d}::date`),
      sql`, `,
    )})`,
  );
  const sum = (code: string, only?: string) => idx.rows.filter((x) => x.code === code && (!only || x.d === only)).reduce((a, x) => a + Number(x.chg), 0);
  const ref = { sh: sum('000001', date), sz: sum('399001', date), sh3: sum('000001'), sz3: sum('399001') };
  const candidates: ListingCandidate[] = rows.rows.map((b) => {
    const listDays = b.list_date >= recent[0] ? recent.filter((d) => d >= b.list_date).length : Number.POSITIVE_INFINITY;
    const rate = limitRate(b.code, b.is_st, listDays);
    return {
      code: b.code,
      board: b.board,
      isSt: b.is_st,
      changePercent: Number(b.chg),
      limitPercent: rate ? rate.up / 100 : null,
      high: Number(b.high),
      low: Number(b.low),
      turnoverRate: b.tr === null ? null : Number(b.tr),
      amount: Number(b.amount),
      volume: Number(b.volume),
      change3: b.n3 === 3 ? Number(b.c3) : null,
    };
  });
  const listings = dragonTigerListings(candidates, ref);
  if (!listings.length) return null;
  const byCode = new Map(candidates.map((c) => [c.code, c]));
  const codes = [...new Set(listings.map((l) => l.code))];
  // one set of seats per stock: a stock listed for two reasons shows the same seats under each (seats without a reason)
  const seats = codes.flatMap((code) => {
    const c = byCode.get(code)!;
    return simulateSeats(c.amount, c.changePercent, r).map((s) => ({ code, tradeDate: date, side: s.side, seat: s.seat, buy: s.buy, sell: s.sell, institution: s.institution }));
  });
  return applyDragonTiger(
    db,
    listings.map((l) => ({ code: l.code, tradeDate: date, reason: l.reason })),
    seats,
    { tradeDate: date, knownCodes: true, publish: options.publish },
  );
}
