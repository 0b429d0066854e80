import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { pgArrayLiteral } from '../../../core/bulk';
import { lastTradeDays, sessionClock, shanghaiDate, shanghaiMinutes } from '../market-rules';
import { publishLive, type LiveEvent } from './live-hub';

/**
 * The one write path of the money side of the market (decision 0036): 资金流向 (applyMoneyFlows) and 龙虎榜
 * (applyDragonTiger). Every door calls these — the simulator's tick and its close, the push feed
 * (`POST /stock-feed/money-flows`, `/stock-feed/dragon-tiger`), a pulled source (tushare's moneyflow / top_list /
 * top_inst, mapped) — in the caller's transaction. Both are idempotent by their natural key: a row equal to the stored
 * one (or older than it) writes nothing and counts as unchanged.
 */

const round2 = (n: number | null | undefined) => (n === null || n === undefined || !Number.isFinite(n) ? null : Math.round(n * 100) / 100);

/** What one write did: rows written, rows equal to (or older than) what is stored, refused rows in words. */
export interface MoneyWriteResult {
  written: number;
  unchanged: number;
  problems: string[];
  /** codes whose figures were written */
  changed: string[];
  /** the live events (published unless options.publish is false) */
  events: LiveEvent[];
}

/**
 * One stock's money flow of a trade day, yuan: the net of each order class (超大单 ≥ 100 万, 大单 20–100 万, 中单 5–20 万,
 * 小单 < 5 万), with buy / sell where the source has them. 主力净流入 (超大单 + 大单) and 净流入 (the four) are computed
 * here, never taken from the row: one definition for every door. `time`: when the cumulative figures were taken (a
 * row older than the stored one is ignored, and during the session it is also the point of the intraday 主力 line);
 * without it the row is a closing figure (a pulled source) and replaces a different stored one.
 * tushare's mapped `moneyflow` rows (MoneyFlow in sources/tushare/mappers.ts) have this shape.
 */
export interface MoneyFlowInput {
  code: string;
  /** the row's trade day; the batch's when absent */
  tradeDate?: string | null;
  extraLargeNet: number;
  largeNet: number;
  mediumNet: number;
  smallNet: number;
  extraLargeBuy?: number | null;
  extraLargeSell?: number | null;
  largeBuy?: number | null;
  largeSell?: number | null;
  mediumBuy?: number | null;
  mediumSell?: number | null;
  smallBuy?: number | null;
  smallSell?: number | null;
  time?: Date | null;
}

export interface MoneyWriteOptions {
  /** the trade day of rows that name none */
  tradeDate: string;
  /** false: return the events for the caller to publish with its own (default true) */
  publish?: boolean;
  /** the codes are known to be stored stocks (the simulator): no look-up of unknown ones */
  knownCodes?: boolean;
  /** money flows: false writes a timed row even when it is not newer than the stored one (the simulator) */
  onlyNewer?: boolean;
}

/** Session minutes of the intraday line are kept for the current and the previous trade day; trimmed once a day. */
const trimmedFor = new Set<string>();

async function unknownCodes(db: Db, codes: string[]): Promise<Set<string>> {
  const unique = [...new Set(codes)];
  if (!unique.length) return new Set();
  const found = await db.execute<{ code: string }>(sql`select code from stock_info where code = any(${pgArrayLiteral(unique)}::varchar[])`);
  const known = new Set(found.rows.map((r) => r.code));
  return new Set(unique.filter((c) => !known.has(c)));
}

/** Writes stocks' money flows of a trade day (see MoneyFlowInput), and the intraday 主力 line point of timed rows. */
export async function applyMoneyFlows(db: Db, rows: MoneyFlowInput[], options: MoneyWriteOptions): Promise<MoneyWriteResult> {
  const result: MoneyWriteResult = { written: 0, unchanged: 0, problems: [], changed: [], events: [] };
  if (!rows.length) return result;
  // the newest row per (code, day)
  const newest = new Map<string, MoneyFlowInput & { d: string }>();
  for (const r of rows) {
    const d = r.tradeDate ?? options.tradeDate;
    const key = `${r.code}|${d}`;
    const seen = newest.get(key);
    if (!seen || (r.time?.getTime() ?? Number.POSITIVE_INFINITY) >= (seen.time?.getTime() ?? Number.POSITIVE_INFINITY)) newest.set(key, { ...r, d });
  }
  let list = [...newest.values()];
  if (!options.knownCodes) {
    const unknown = await unknownCodes(
      db,
      list.map((r) => r.code),
    );
    for (const c of unknown) result.problems.push(`${c}：本站没有这只股票`);
    list = list.filter((r) => !unknown.has(r.code));
  }
  if (!list.length) return result;
  const col = (f: (r: MoneyFlowInput & { d: string }) => unknown) => pgArrayLiteral(list.map(f));
  const written = await db.execute<{ code: string; d: string; main_net: number; net: number; t: Date | null }>(sql`
    insert into stock_money_flow as f (stock_code, trade_date, elg_buy, elg_sell, lg_buy, lg_sell, md_buy, md_sell, sm_buy, sm_sell,
      elg_net, lg_net, md_net, sm_net, main_net, net, feed_time, update_time)
    select u.code, u.d, u.eb, u.es, u.lb, u.ls, u.mb, u.ms, u.sb, u.ss, u.elg, u.lg, u.md, u.sm, u.elg + u.lg, u.elg + u.lg + u.md + u.sm, u.t, now()
    from unnest(${col((r) => r.code)}::varchar[], ${col((r) => r.d)}::date[],
      ${col((r) => round2(r.extraLargeBuy))}::numeric[], ${col((r) => round2(r.extraLargeSell))}::numeric[], ${col((r) => round2(r.largeBuy))}::numeric[],
      ${col((r) => round2(r.largeSell))}::numeric[], ${col((r) => round2(r.mediumBuy))}::numeric[], ${col((r) => round2(r.mediumSell))}::numeric[],
      ${col((r) => round2(r.smallBuy))}::numeric[], ${col((r) => round2(r.smallSell))}::numeric[],
      ${col((r) => round2(r.extraLargeNet))}::numeric[], ${col((r) => round2(r.largeNet))}::numeric[], ${col((r) => round2(r.mediumNet))}::numeric[],
      ${col((r) => round2(r.smallNet))}::numeric[], ${col((r) => r.time ?? null)}::timestamptz[])
      as u(code, d, eb, es, lb, ls, mb, ms, sb, ss, elg, lg, md, sm, t)
    on conflict (stock_code, trade_date) do update set elg_buy = excluded.elg_buy, elg_sell = excluded.elg_sell, lg_buy = excluded.lg_buy,
      lg_sell = excluded.lg_sell, md_buy = excluded.md_buy, md_sell = excluded.md_sell, sm_buy = excluded.sm_buy, sm_sell = excluded.sm_sell,
      elg_net = excluded.elg_net, lg_net = excluded.lg_net, md_net = excluded.md_net, sm_net = excluded.sm_net, main_net = excluded.main_net,
      net = excluded.net, feed_time = excluded.feed_time, update_time = now()
    where (${options.onlyNewer === false} or f.feed_time is null or excluded.feed_time is null or f.feed_time < excluded.feed_time)
      and (f.elg_net, f.lg_net, f.md_net, f.sm_net, f.elg_buy, f.elg_sell, f.lg_buy, f.lg_sell, f.md_buy, f.md_sell, f.sm_buy, f.sm_sell)
        is distinct from (excluded.elg_net, excluded.lg_net, excluded.md_net, excluded.sm_net, excluded.elg_buy, excluded.elg_sell, excluded.lg_buy,
          excluded.lg_sell, excluded.md_buy, excluded.md_sell, excluded.sm_buy, excluded.sm_sell)
    returning f.stock_code code, f.trade_date::text d, f.main_net, f.net, f.feed_time t`);
  result.written = written.rows.length;
  result.unchanged = list.length - result.written;
  result.changed = written.rows.map((r) => r.code);
  if (!written.rows.length) return result;

  // the intraday 主力 line: a point at the session minute of each written row taken during its own trade day's session
  const points = written.rows.filter((r) => {
    if (!r.t) return false;
    const t = new Date(r.t);
    const m = shanghaiMinutes(t);
    return shanghaiDate(t) === r.d && m >= 9 * 60 + 15 && m < 15 * 60 + 30;
  });
  if (points.length) {
    const pc = (f: (r: (typeof points)[number]) => unknown) => pgArrayLiteral(points.map(f));
    await db.execute(sql`insert into stock_money_minute as m (trade_date, stock_code, minute, main_net)
      select u.d, u.code, u.minute, u.main_net from unnest(${pc((r) => r.d)}::date[], ${pc((r) => r.code)}::varchar[],
        ${pc((r) => sessionClock(new Date(r.t!)).minute)}::int2[], ${pc((r) => r.main_net)}::numeric[]) as u(d, code, minute, main_net)
      on conflict (trade_date, stock_code, minute) do update set main_net = excluded.main_net where m.main_net is distinct from excluded.main_net`);
    const day = points[0].d;
    if (!trimmedFor.has(day)) {
      trimmedFor.add(day);
      const [previous] = lastTradeDays(day, 2);
      await db.execute(sql`delete from stock_money_minute where trade_date < ${previous}`);
    }
  }
  const today = written.rows.filter((r) => r.d === options.tradeDate);
  if (today.length) {
    result.events.push({
      type: 'money-flow',
      data: { tradeDate: options.tradeDate, items: today.map((r) => ({ code: r.code, mainNet: Number(r.main_net), net: Number(r.net) })) },
    });
  }
  if (options.publish !== false && result.events.length) await publishLive(db, result.events);
  return result;
}

// ------------------------------------------------------------------ 龙虎榜

/**
 * A 龙虎榜 row: one stock listed on a trade day for one reason (上榜原因). Figures of the stock's day (close, change %,
 * turnover rate, turnover) are taken from its bar of that day when the row leaves them out; 龙虎榜 buy / sell / net and
 * 机构 net are the seats' sums when not given. tushare's mapped `top_list` rows (DragonTigerEntry) have this shape.
 */
export interface DragonTigerEntryInput {
  code: string;
  tradeDate?: string | null;
  name?: string | null;
  reason: string;
  close?: number | null;
  changePercent?: number | null;
  turnoverRate?: number | null;
  amount?: number | null;
  buyAmount?: number | null;
  sellAmount?: number | null;
  netAmount?: number | null;
  floatMarketCap?: number | null;
}

/**
 * A seat of a 龙虎榜 row: side buy (买入金额最大的前 5 名) or sell (卖出 …); 机构专用 seats are flagged by name unless
 * `institution` says otherwise. The seat belongs to the row of the same stock, day and reason (a seat without a reason,
 * or with one the stock has no row for, goes to the stock's only row of the day). tushare's mapped `top_inst` rows
 * (DragonTigerSeat) have this shape.
 */
export interface DragonTigerSeatInput {
  code: string;
  tradeDate?: string | null;
  reason?: string | null;
  side: 'buy' | 'sell';
  seat: string;
  buy: number;
  sell: number;
  institution?: boolean;
}

interface Prepared {
  d: string;
  code: string;
  reason: string;
  entry: DragonTigerEntryInput;
  seats: DragonTigerSeatInput[];
}

const isInstitution = (s: DragonTigerSeatInput) => s.institution ?? /机构专用/.test(s.seat);

/** The seats of a row ranked within their side (buy side by buy amount, sell side by sell amount). */
function rankSeats(seats: DragonTigerSeatInput[]) {
  const out: { side: number; rank: number; seat: string; institution: boolean; buy: number; sell: number; net: number }[] = [];
  for (const [side, n] of [['buy', 1], ['sell', 2]] as const) {
    const list = seats.filter((s) => s.side === side).sort((a, b) => (side === 'buy' ? b.buy - a.buy : b.sell - a.sell));
    list.forEach((s, i) => {
      const buy = round2(s.buy) ?? 0;
      const sell = round2(s.sell) ?? 0;
      out.push({ side: n, rank: i + 1, seat: s.seat.trim(), institution: isInstitution(s), buy, sell, net: round2(buy - sell)! });
    });
  }
  return out;
}

/**
 * The seats' sums of a row: a seat listed on both sides (among the top buyers and the top sellers) counts once.
 * 机构 net is null when there are no seats.
 */
export function seatTotals(seats: { seat: string; institution: boolean; buy: number; sell: number }[]): { buy: number; sell: number; instNet: number | null } {
  const seen = new Set<string>();
  let buy = 0;
  let sell = 0;
  let inst = 0;
  for (const s of seats) {
    const key = `${s.seat}|${s.buy}|${s.sell}`;
    if (seen.has(key)) continue;
    seen.add(key);
    buy += s.buy;
    sell += s.sell;
    if (s.institution) inst += s.buy - s.sell;
  }
  return { buy: round2(buy)!, sell: round2(sell)!, instNet: seats.length ? round2(inst) : null };
}

const sig = (v: unknown) => (v === null || v === undefined ? 'null' : typeof v === 'number' ? v.toFixed(2) : String(v));

/** Writes a trade day's 龙虎榜 rows with their seats (see the input types); idempotent by (day, stock, reason). */
export async function applyDragonTiger(db: Db, entries: DragonTigerEntryInput[], seats: DragonTigerSeatInput[], options: MoneyWriteOptions): Promise<MoneyWriteResult> {
  const result: MoneyWriteResult = { written: 0, unchanged: 0, problems: [], changed: [], events: [] };
  const byKey = new Map<string, Prepared>();
  for (const e of entries) {
    const reason = e.reason.trim();
    const d = e.tradeDate ?? options.tradeDate;
    if (!reason) {
      result.problems.push(`${e.code}：缺少上榜原因`);
      continue;
    }
    byKey.set(`${d}|${e.code}|${reason}`, { d, code: e.code, reason, entry: e, seats: [] });
  }
  for (const s of seats) {
    const d = s.tradeDate ?? options.tradeDate;
    const own = s.reason?.trim() ? byKey.get(`${d}|${s.code}|${s.reason.trim()}`) : undefined;
    const rowsOfStock = own ? [own] : [...byKey.values()].filter((p) => p.d === d && p.code === s.code);
    if (rowsOfStock.length === 1) rowsOfStock[0].seats.push(s);
    else if (!rowsOfStock.length) result.problems.push(`${s.code}：席位「${s.seat}」没有对应的龙虎榜记录`);
    // a seat without its reason for a stock listed for several: it is listed with each of them (as the exchanges do)
    else for (const p of rowsOfStock) p.seats.push(s);
  }
  let list = [...byKey.values()];
  if (!list.length) return result;
  const codes = [...new Set(list.map((p) => p.code))];
  const dates = [...new Set(list.map((p) => p.d))];
  const stocks = await db.execute<{ code: string; name: string }>(sql`select code, name from stock_info where code = any(${pgArrayLiteral(codes)}::varchar[])`);
  const nameOf = new Map(stocks.rows.map((r) => [r.code, r.name]));
  for (const p of list) if (!nameOf.has(p.code)) result.problems.push(`${p.code}：本站没有这只股票`);
  list = list.filter((p) => nameOf.has(p.code));
  if (!list.length) return result;
  const bars = await db.execute<{ c: string; d: string; close: number; chg: number; tr: number | null; amount: number }>(
    sql`select stock_code c, trade_date::text d, close, change_percent chg, turnover_rate tr, amount from stock_daily
      where trade_date = any(${pgArrayLiteral(dates)}::date[]) and stock_code = any(${pgArrayLiteral(codes)}::varchar[])`,
  );
  const barOf = new Map(bars.rows.map((r) => [`${r.d}|${r.c}`, r]));
  const rows = list.map((p) => {
    const e = p.entry;
    const bar = barOf.get(`${p.d}|${p.code}`);
    const ranked = rankSeats(p.seats);
    const totals = seatTotals(ranked);
    const buy = round2(e.buyAmount) ?? totals.buy;
    const sell = round2(e.sellAmount) ?? totals.sell;
    return {
      p,
      name: e.name?.trim() || nameOf.get(p.code)!,
      close: round2(e.close) ?? bar?.close ?? null,
      chg: round2(e.changePercent) ?? bar?.chg ?? null,
      tr: round2(e.turnoverRate) ?? bar?.tr ?? null,
      amount: round2(e.amount) ?? bar?.amount ?? null,
      buy,
      sell,
      net: round2(e.netAmount) ?? round2(buy - sell)!,
      inst: totals.instNet,
      fmc: round2(e.floatMarketCap),
      seats: ranked,
    };
  });
  const signature = (r: {
    name: string;
    close: number | null;
    chg: number | null;
    tr: number | null;
    amount: number | null;
    buy: number;
    sell: number;
    net: number;
    inst: number | null;
    fmc: number | null;
    seats: { side: number; rank: number; seat: string; institution: boolean; buy: number; sell: number }[];
  }) =>
    [r.name, r.close, r.chg, r.tr, r.amount, r.buy, r.sell, r.net, r.inst, r.fmc, ...r.seats.flatMap((s) => [s.side, s.rank, s.seat, s.institution, s.buy, s.sell])].map(sig).join('|');

  const stored = await db.execute<{
    d: string;
    code: string;
    reason: string;
    name: string;
    close: number | null;
    chg: number | null;
    tr: number | null;
    amount: number | null;
    buy: number;
    sell: number;
    net: number;
    inst: number | null;
    fmc: number | null;
    seats: { side: number; rank: number; seat: string; institution: boolean; buy: number; sell: number }[] | null;
  }>(sql`select t.trade_date::text d, t.stock_code code, t.reason, t.stock_name name, t.close, t.change_percent chg, t.turnover_rate tr, t.amount,
      t.buy_amount buy, t.sell_amount sell, t.net_amount net, t.inst_net inst, t.float_market_cap fmc,
      (select json_agg(json_build_object('side', s.side, 'rank', s.rank, 'seat', s.seat_name, 'institution', s.institution,
          'buy', s.buy_amount::float8, 'sell', s.sell_amount::float8) order by s.side, s.rank)
        from stock_dragon_tiger_seat s where s.trade_date = t.trade_date and s.stock_code = t.stock_code and s.reason = t.reason) seats
    from stock_dragon_tiger t where t.trade_date = any(${pgArrayLiteral(dates)}::date[]) and t.stock_code = any(${pgArrayLiteral(codes)}::varchar[])`);
  const storedSig = new Map(stored.rows.map((r) => [`${r.d}|${r.code}|${r.reason}`, signature({ ...r, seats: r.seats ?? [] })]));
  const changed = rows.filter((r) => storedSig.get(`${r.p.d}|${r.p.code}|${r.p.reason}`) !== signature(r));
  result.unchanged = rows.length - changed.length;
  result.written = changed.length;
  if (!changed.length) return result;

  const col = (f: (r: (typeof changed)[number]) => unknown) => pgArrayLiteral(changed.map(f));
  await db.execute(sql`insert into stock_dragon_tiger as t (trade_date, stock_code, stock_name, reason, close, change_percent, turnover_rate, amount,
      buy_amount, sell_amount, net_amount, inst_net, float_market_cap, update_time)
    select u.d, u.code, u.name, u.reason, u.close, u.chg, u.tr, u.amount, u.buy, u.sell, u.net, u.inst, u.fmc, now()
    from unnest(${col((r) => r.p.d)}::date[], ${col((r) => r.p.code)}::varchar[], ${col((r) => r.name)}::varchar[], ${col((r) => r.p.reason)}::varchar[],
      ${col((r) => r.close)}::numeric[], ${col((r) => r.chg)}::numeric[], ${col((r) => r.tr)}::numeric[], ${col((r) => r.amount)}::numeric[],
      ${col((r) => r.buy)}::numeric[], ${col((r) => r.sell)}::numeric[], ${col((r) => r.net)}::numeric[], ${col((r) => r.inst)}::numeric[],
      ${col((r) => r.fmc)}::numeric[]) as u(d, code, name, reason, close, chg, tr, amount, buy, sell, net, inst, fmc)
    on conflict (trade_date, stock_code, reason) do update set stock_name = excluded.stock_name, close = excluded.close,
      change_percent = excluded.change_percent, turnover_rate = excluded.turnover_rate, amount = excluded.amount, buy_amount = excluded.buy_amount,
      sell_amount = excluded.sell_amount, net_amount = excluded.net_amount, inst_net = excluded.inst_net, float_market_cap = excluded.float_market_cap,
      update_time = now()`);
  await db.execute(sql`delete from stock_dragon_tiger_seat s using unnest(${col((r) => r.p.d)}::date[], ${col((r) => r.p.code)}::varchar[],
      ${col((r) => r.p.reason)}::varchar[]) as u(d, code, reason)
    where s.trade_date = u.d and s.stock_code = u.code and s.reason = u.reason`);
  const seatRows = changed.flatMap((r) => r.seats.map((s) => ({ ...s, d: r.p.d, code: r.p.code, reason: r.p.reason })));
  if (seatRows.length) {
    const sc = (f: (r: (typeof seatRows)[number]) => unknown) => pgArrayLiteral(seatRows.map(f));
    await db.execute(sql`insert into stock_dragon_tiger_seat (trade_date, stock_code, reason, side, rank, seat_name, institution, buy_amount, sell_amount, net_amount)
      select * from unnest(${sc((r) => r.d)}::date[], ${sc((r) => r.code)}::varchar[], ${sc((r) => r.reason)}::varchar[], ${sc((r) => r.side)}::int2[],
        ${sc((r) => r.rank)}::int2[], ${sc((r) => r.seat)}::varchar[], ${sc((r) => r.institution)}::bool[], ${sc((r) => r.buy)}::numeric[],
        ${sc((r) => r.sell)}::numeric[], ${sc((r) => r.net)}::numeric[])`);
  }
  result.changed = [...new Set(changed.map((r) => r.p.code))];
  result.events.push({
    type: 'dragon-tiger',
    data: { tradeDate: options.tradeDate, items: changed.map((r) => ({ tradeDate: r.p.d, code: r.p.code, name: r.name, reason: r.p.reason, net: r.net })) },
  });
  if (options.publish !== false) await publishLive(db, result.events);
  return result;
}
