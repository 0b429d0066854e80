import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { Prng } from '../generator/prng';
import { lastTradeDays, limitRate, shanghaiDate, shanghaiMinutes, type Board } from '../market-rules';
import { dragonTigerListings, simulateSeats, splitTurnover, type ListingCandidate } from '../money/money-rules';
import { applyDragonTiger, applyMoneyFlows, type MoneyWriteResult } from './money-path';

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

/** Trade days of money flow and of 龙虎榜 the demo seed writes. */
export const SEEDED_MONEY_DAYS = 10;
export const SEEDED_DRAGON_TIGER_DAYS = 5;

/**
 * The demo seed's money side, consistent with its bars: for each of the last SEEDED_MONEY_DAYS trade days every stock's
 * turnover split into the order classes (the eight buckets add up to the bar's turnover, 主力 leaning with the day's
 * change), and the 龙虎榜 of the last SEEDED_DRAGON_TIGER_DAYS closed days. `now`: a day still in session gets its flow
 * (to its turnover so far) but no list yet. Both through the one money path; no intraday line (the simulator draws it).
 */
export async function seedMoneyHistory(db: Db, tradeDays: readonly string[], r: Prng, now: Date): Promise<void> {
  const days = tradeDays.slice(-SEEDED_MONEY_DAYS);
  if (!days.length) return;
  const bars = await db.execute<{ code: string; d: string; amount: number; chg: number }>(
    sql`select stock_code code, trade_date::text d, amount, change_percent chg from stock_daily where trade_date >= ${days[0]} and amount > 0 order by trade_date, stock_code`,
  );
  const rows = bars.rows.map((b) => {
    const f = splitTurnover(Math.round(Number(b.amount) * 100), Number(b.chg) / 8 + 0.35 * r.normal(), r);
    const y = (c: number) => c / 100;
    return {
      code: b.code,
      tradeDate: b.d,
      extraLargeBuy: y(f[0]),
      extraLargeSell: y(f[1]),
      largeBuy: y(f[2]),
      largeSell: y(f[3]),
      mediumBuy: y(f[4]),
      mediumSell: y(f[5]),
      smallBuy: y(f[6]),
      smallSell: y(f[7]),
      extraLargeNet: y(f[0] - f[1]),
      largeNet: y(f[2] - f[3]),
      mediumNet: y(f[4] - f[5]),
      smallNet: y(f[6] - f[7]),
    };
  });
  for (let i = 0; i < rows.length; i += 20_000) {
    await applyMoneyFlows(db, rows.slice(i, i + 20_000), { tradeDate: days[days.length - 1], knownCodes: true, publish: false });
  }
  const closed = days.filter((d) => d < shanghaiDate(now) || (d === shanghaiDate(now) && shanghaiMinutes(now) >= 15 * 60));
  for (const d of closed.slice(-SEEDED_DRAGON_TIGER_DAYS)) await simulateDragonTiger(db, d, r, { publish: false });
}
