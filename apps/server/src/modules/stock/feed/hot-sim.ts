import { sql } from 'drizzle-orm';
import { HOT_CONCEPTS_MAX, HOT_LIST_SIZE } from '@gprs/contract';
import type { Db } from '../../../db/client';
import { pgArrayLiteral } from '../../../core/bulk';
import { shanghaiDate, tradingSession } from '../market-rules';
import { applyHotSnapshot, type HotSnapshotRow } from './hot-path';
import { buildHotReason, type HotFacts } from './hot-reason';

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/**
 * The simulator's (and the seed's) 人气榜 snapshot: ranks by heat (`rankBy: 'heat'`, the simulator every 5th tick) or
 * as stored (`'stored'`, the seed's generated ranks), and for the stocks of the list concept tags (their strongest
 * boards today) and a 上榜理由 read from the stored market — quote, limits, today's pools, turnover against the
 * previous day's, the boards' changes — so no reason says what the market does not show. Through applyHotSnapshot.
 */
export async function simulatedHotSnapshot(db: Db, options: { tradeDate: string; now: Date; rankBy: 'heat' | 'stored'; source: 'simulator' | 'seed' }): Promise<void> {
  // the stocks of the list after this snapshot (the same order applyHotSnapshot's heat rerank gives)
  const ranked = await db.execute<{ code: string; rk: number }>(
    options.rankBy === 'heat'
      ? sql`select code, row_number() over (order by heat desc, code)::int rk from stock_info order by heat desc, code limit ${HOT_LIST_SIZE}`
      : sql`select code, hot_rank rk from stock_info where hot_rank <= ${HOT_LIST_SIZE}`,
  );
  const top = ranked.rows.map((r) => r.code);
  const facts = await db.execute<{
    code: string; prev: number | null; chg: string | null; price: string | null; up: string | null; down: string | null; amount: string;
    turnover: string | null; prev_amount: string | null; streak: number | null; broke: boolean;
  }>(sql`select s.code, s.hot_rank prev, s.change_percent chg, s.price, s.limit_up_price up, s.limit_down_price down, s.amount, s.turnover_rate turnover,
      (select d.amount from stock_daily d where d.stock_code = s.code and d.trade_date < ${options.tradeDate} order by d.trade_date desc limit 1) prev_amount,
      lu.streak, exists (select 1 from stock_limit_up b where b.trade_date = ${options.tradeDate} and b.pool_type = 2 and b.stock_code = s.code) broke
    from stock_info s left join stock_limit_up lu on lu.trade_date = ${options.tradeDate} and lu.pool_type = 1 and lu.stock_code = s.code
    where s.code = any(${pgArrayLiteral(top)}::varchar[])`);
  const boards = await db.execute<{ code: string; name: string; chg: string; place: number; leads: boolean }>(sql`with b as (
      select code, name, change_percent, heat, leading_stock_code, rank() over (order by change_percent desc)::int place from stock_concept where type = 2)
    select m.stock_code code, b.name, b.change_percent chg, b.place, coalesce(b.leading_stock_code = m.stock_code, false) leads
    from stock_concept_member m join b on b.code = m.concept_code where m.stock_code = any(${pgArrayLiteral(top)}::varchar[])
    order by m.stock_code, b.change_percent desc, b.heat desc, b.name`);
  const boardsOf = new Map<string, { name: string; changePercent: number; place: number; leads: boolean }[]>();
  for (const b of boards.rows) {
    const list = boardsOf.get(b.code) ?? boardsOf.set(b.code, []).get(b.code)!;
    list.push({ name: b.name, changePercent: Number(b.chg), place: b.place, leads: b.leads });
  }
  const session = tradingSession(options.now);
  const intraday = shanghaiDate(options.now) === options.tradeDate && session !== 'pre' && session !== 'closed';
  const rankOf = new Map(ranked.rows.map((r) => [r.code, r.rk]));
  const reasons = new Map<string, { concepts: string[]; reason: string }>();
  for (const f of facts.rows) {
    const price = num(f.price);
    const amount = Number(f.amount);
    const prevAmount = num(f.prev_amount);
    const atUp = price !== null && num(f.up) !== null && price === num(f.up);
    const own = boardsOf.get(f.code) ?? [];
    const facts: HotFacts = {
      changePercent: num(f.chg),
      atLimitUp: atUp,
      atLimitDown: price !== null && num(f.down) !== null && price === num(f.down),
      streak: f.streak ?? 0,
      broke: f.broke && !atUp,
      amountRatio: prevAmount && prevAmount > 0 && amount > 0 ? amount / prevAmount : null,
      turnoverRate: num(f.turnover),
      board: own[0] ?? null,
      previousRank: f.prev,
      rank: rankOf.get(f.code)!,
      intraday,
    };
    reasons.set(f.code, { concepts: own.slice(0, HOT_CONCEPTS_MAX).map((b) => b.name), reason: buildHotReason(facts) });
  }
  // the list's stocks with their tags and reasons; the ranks themselves: by heat in one statement, or kept (seed)
  const rows: HotSnapshotRow[] = ranked.rows.filter((r) => reasons.has(r.code)).map((r) => ({ code: r.code, rank: r.rk, ...reasons.get(r.code) }));
  await applyHotSnapshot(db, rows, { time: options.now, source: options.source, rankBy: options.rankBy === 'heat' ? 'heat' : 'rows' });
}
