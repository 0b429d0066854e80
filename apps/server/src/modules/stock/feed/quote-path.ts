import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { pgArrayLiteral } from '../../../core/bulk';
import {
  changePercent,
  isTradeDay,
  lastTradeDays,
  limitPrices,
  limitRate,
  ntStat,
  sessionClock,
  shanghaiDate,
  shanghaiMinutes,
  streak,
  toCents,
  volumeRatio,
} from '../market-rules';
import { stockDaily, stockInfo, stockLimitUp, stockMarketTurnover } from '../market.schema';
import { publishLive, type LiveEvent } from './live-hub';
import { evaluateQuoteAlerts } from '../alert/alert-path';

/**
 * The one path every quote takes into the market, whoever produced it (the simulator's tick, the push feed
 * `POST /admin-api/stock-feed/quotes`): store the quotes (stock_info, today's bar, the minute), follow the stocks into
 * and out of the limit-up pools, recompute the statistics (two-market turnover, up/down/limit counts), the boards
 * (change, heat, today's board bar) and the pool rows, and broadcast `quote` / `limit-up` to the SSE clients of every
 * instance (pg_notify, delivered at commit inside a transaction). The market read model follows through its 'market'
 * trigger topic (decision 0023).
 */

/** One quote, prices in yuan. */
export interface QuoteInput {
  code: string;
  price: number;
  /**
   * the source's previous close (ex-rights days: not our stored close); when given and different it replaces the stored
   * one, with the limit prices recomputed from it, and change / change % follow it
   */
  prevClose?: number | null;
  /** today's open; kept when absent */
  open?: number | null;
  /** today's high / low; when absent the stored ones widened by the price */
  high?: number | null;
  low?: number | null;
  /** today's cumulative volume (shares) and turnover (yuan) */
  volume: number;
  amount: number;
  /** stock heat; kept when absent */
  heat?: number | null;
  /** traded in this minute; default: the growth of the cumulative volume / amount since the stored quote */
  minuteVolume?: number;
  minuteAmount?: number;
  /** 量比; computed from the 5-day average volume when absent */
  volumeRatio?: number | null;
  /** when the quote was taken */
  time: Date;
}

export interface PoolChange {
  code: string;
  name: string;
  poolType: number;
  action: 'join' | 'leave';
  time: string;
  openCount: number;
}

export interface ApplyQuotesOptions {
  tradeDate: string;
  /** the batch clock (minute of the session) */
  now: Date;
  /** apply a quote only when it is newer than the stored one (feeds: idempotent by (code, time), stale ones ignored) */
  onlyNewer?: boolean;
  /** 封板资金 of a stock joining 涨停 / 跌停 (default: kept, else 0) */
  sealAmount?: (floatMarketCap: number) => number;
  /** false: return the events for the caller to publish with its own (default true: published here) */
  publish?: boolean;
  /** the 5-day average volumes for 量比, kept across batches by a long-lived caller (the feed); default: read now */
  avgVolume5?: AvgVolume5;
}

/**
 * The 5-day average volume of each stock before a trade day (for 量比 when the quote does not carry it). The days
 * before today do not change during the day, so a feed keeps one of these and reads each stock once a day instead of
 * 25,000 bars per full-market batch. An import of older bars is seen the next trade day.
 */
export class AvgVolume5 {
  private date = '';
  private values = new Map<string, number>();

  async get(db: Db, date: string, codes: string[]): Promise<Map<string, number>> {
    if (date !== this.date) {
      this.date = date;
      this.values = new Map();
    }
    const missing = codes.filter((c) => !this.values.has(c));
    if (missing.length) {
      const recent = lastTradeDays(date, 6);
      const avg5 = await db.execute<{ stock_code: string; v: string }>(
        sql`select stock_code, avg(volume) v from stock_daily where trade_date >= ${recent[0]} and trade_date < ${date}
          and stock_code = any(${pgArrayLiteral(missing)}::varchar[]) group by stock_code`,
      );
      for (const c of missing) this.values.set(c, 0);
      for (const r of avg5.rows) this.values.set(r.stock_code, Number(r.v));
    }
    return this.values;
  }
}

export interface QuoteItem {
  code: string;
  price: number;
  change: number;
  changePercent: number;
  high: number;
  low: number;
  volume: number;
  amount: number;
  turnoverRate: number | null;
  /** when the quote was taken (epoch ms): a page's 「更新于」 and 「实时推送中」 follow it */
  quoteTime: number;
}

export interface ApplyQuotesResult {
  /** codes whose quote was written */
  changed: string[];
  poolChanges: PoolChange[];
  quotes: QuoteItem[];
  /** `quote` (and `limit-up` when a pool changed), published unless options.publish is false */
  events: LiveEvent[];
}

/** The trade date quotes taken at `now` belong to: today once its call auction began (a new day: roll), else the latest day. */
export async function resolveTradeDate(db: Db, now: Date): Promise<{ date: string; roll: boolean; latest: string | null }> {
  const [row] = await db.select({ d: sql<string | null>`max(${stockMarketTurnover.tradeDate})::text` }).from(stockMarketTurnover);
  const latest = row?.d ?? null;
  const today = shanghaiDate(now);
  const dayStarted = isTradeDay(today) && shanghaiMinutes(now) >= 9 * 60 + 15;
  if (dayStarted && (!latest || today > latest)) return { date: today, roll: true, latest };
  return { date: latest ?? today, roll: false, latest };
}

/**
 * A stock's limit prices in yuan on trade day `date` from a previous close (glossary: board rules, ST ±5 %, no limit in
 * the first 5 days of 科创板 / 创业板 / 北交所, +44 % / −36 % on a main-board first day); null when it has none.
 */
export function limitsOn(date: string, code: string, isSt: boolean, listDate: string, prevClose: number): { up: number; down: number } | null {
  const recent = lastTradeDays(date, 6);
  const listDays = listDate >= recent[0] ? recent.filter((d) => d >= listDate).length : Number.POSITIVE_INFINITY;
  const lim = limitPrices(toCents(prevClose), limitRate(code, isSt, listDays));
  return lim && { up: lim.up / 100, down: lim.down / 100 };
}

/** Starts a new trade day: yesterday's close becomes the previous close, limits are recomputed, 昨日涨停 is carried over. */
export async function rollTradeDay(db: Db, date: string, previous: string | null): Promise<void> {
  await db.execute(sql`update stock_info set prev_close = price, open = price, high = price, low = price, change = 0, change_percent = 0, volume = 0, amount = 0,
      turnover_rate = 0, amplitude = 0, volume_ratio = 1`);
  await db.execute(sql`insert into stock_market_turnover (trade_date) values (${date}) on conflict do nothing`);
  await db.execute(sql`update stock_index set prev_close = price, open = price, high = price, low = price, change = 0, change_percent = 0, volume = 0, amount = 0`);
  await db.execute(sql`delete from stock_minute where trade_date < ${date}`);
  if (previous) {
    await db.execute(sql`insert into stock_limit_up (trade_date, pool_type, stock_code, stock_name, price, change_percent, amount, turnover_rate, float_market_cap,
        streak, nt_n, nt_t, reason_concept, reason, first_seal_time, last_seal_time)
      select ${date}, 4, stock_code, stock_name, price, 0, 0, 0, float_market_cap, streak, nt_n, nt_t, reason_concept, reason, first_seal_time, last_seal_time
      from stock_limit_up where trade_date = ${previous} and pool_type = 1 on conflict do nothing`);
  }
  const rows = await db.select({ code: stockInfo.code, isSt: stockInfo.isSt, prevClose: stockInfo.prevClose, listDate: stockInfo.listDate }).from(stockInfo);
  const codes: string[] = [];
  const ups: (number | null)[] = [];
  const downs: (number | null)[] = [];
  for (const r of rows) {
    if (r.prevClose === null) continue;
    const lim = limitsOn(date, r.code, r.isSt, r.listDate, r.prevClose);
    codes.push(r.code);
    ups.push(lim ? lim.up : null);
    downs.push(lim ? lim.down : null);
  }
  await db.execute(sql`update stock_info s set limit_up_price = u.up, limit_down_price = u.down
    from unnest(${pgArrayLiteral(codes)}::varchar[], ${pgArrayLiteral(ups)}::numeric[], ${pgArrayLiteral(downs)}::numeric[]) as u(code, up, down) where s.code = u.code`);
}

/** A stored quote as the batch's statement returns it (numeric columns arrive as numbers: db/client.ts). */
type StoredQuote = {
  code: string;
  price: number;
  prev_close: number | null;
  high: number;
  low: number;
  volume: number;
  amount: number;
  turnover_rate: number | null;
  limit_up_price: number | null;
  limit_down_price: number | null;
};

/** pgArrayLiteral, with a column of finite numbers (most of a batch) joined directly. */
function arrayLiteral(values: unknown[]): string {
  return values.every((v) => typeof v === 'number' && Number.isFinite(v)) ? `{${values.join(',')}}` : pgArrayLiteral(values);
}

const num = (v: string | number | null | undefined) => (v === null || v === undefined ? null : Number(v));

/** Stores a batch of quotes and everything that follows from them (see the file comment). */
export async function applyQuotes(db: Db, quotes: QuoteInput[], options: ApplyQuotesOptions): Promise<ApplyQuotesResult> {
  const { tradeDate: date, now } = options;
  const result: ApplyQuotesResult = { changed: [], poolChanges: [], quotes: [], events: [] };
  if (!quotes.length) return result;
  const { minute } = sessionClock(now);
  const codes = quotes.map((q) => q.code);

  const inputOf = new Map(quotes.map((q) => [q.code, q]));
  // a pushed previous close that differs from ours (ex-rights, or our close was not the official one): new limits
  const limitOf = new Map<string, { up: number; down: number } | null>();
  const withPrev = quotes.filter((q) => q.prevClose);
  if (withPrev.length) {
    const differing = await db.execute<{ code: string; is_st: boolean; list_date: string; qt: Date | null }>(sql`select s.code, s.is_st, s.list_date::text, s.quote_time qt
      from stock_info s join unnest(${pgArrayLiteral(withPrev.map((q) => q.code))}::varchar[], ${pgArrayLiteral(withPrev.map((q) => q.prevClose))}::numeric[]) as u(code, pc)
        on s.code = u.code where s.prev_close is distinct from u.pc`);
    for (const r of differing.rows) {
      const q = inputOf.get(r.code)!;
      if (options.onlyNewer && r.qt && new Date(r.qt) >= q.time) continue;
      limitOf.set(r.code, limitsOn(date, r.code, r.is_st, r.list_date, q.prevClose!));
    }
  }
  let avg5Of: Map<string, number> | null = null;
  if (quotes.some((q) => q.volumeRatio === undefined)) avg5Of = await (options.avgVolume5 ?? new AvgVolume5()).get(db, date, codes);
  const ratio = (q: QuoteInput) => (q.volumeRatio !== undefined ? q.volumeRatio : volumeRatio(q.volume, avg5Of?.get(q.code) ?? 0, minute + 1));
  // pc: the previous close to use (the pushed one when it replaces ours), with the limits (lu, ld) computed from it
  const pushedPrev = (q: QuoteInput) => (limitOf.has(q.code) ? q.prevClose! : null);
  const limitCol = (f: (l: { up: number; down: number }) => number) => quotes.map((q) => { const l = limitOf.get(q.code); return l ? f(l) : null; });
  // the batch as one array per column; a column no row fills is not sent (each array costs PostgreSQL a parse) and
  // reads as null in the statement
  const columns: { name: string; type: string; values: unknown[] }[] = [
    { name: 'code', type: 'varchar', values: codes },
    { name: 'price', type: 'numeric', values: quotes.map((q) => q.price) },
    { name: 'open', type: 'numeric', values: quotes.map((q) => q.open ?? null) },
    { name: 'high', type: 'numeric', values: quotes.map((q) => q.high ?? null) },
    { name: 'low', type: 'numeric', values: quotes.map((q) => q.low ?? null) },
    { name: 'volume', type: 'int8', values: quotes.map((q) => q.volume) },
    { name: 'amount', type: 'numeric', values: quotes.map((q) => q.amount) },
    { name: 'heat', type: 'int4', values: quotes.map((q) => q.heat ?? null) },
    { name: 'vr', type: 'numeric', values: quotes.map(ratio) },
    // epoch milliseconds: cheaper to parse than timestamps
    { name: 'qt', type: 'int8', values: quotes.map((q) => q.time.getTime()) },
    { name: 'pc', type: 'numeric', values: quotes.map(pushedPrev) },
    { name: 'lu', type: 'numeric', values: limitCol((l) => l.up) },
    { name: 'ld', type: 'numeric', values: limitCol((l) => l.down) },
    { name: 'mv', type: 'int8', values: quotes.map((q) => q.minuteVolume ?? null) },
    { name: 'ma', type: 'numeric', values: quotes.map((q) => q.minuteAmount ?? null) },
  ];
  const sent = columns.filter((c) => c.name === 'code' || c.values.some((v) => v !== null && v !== undefined));
  const u = Object.fromEntries(columns.map((c) => [c.name, sql.raw(sent.includes(c) ? `u.${c.name}` : `null::${c.type}`)])) as Record<string, SQL>;
  const setLimits = limitOf.size > 0;
  // the stored volume / amount before this quote, for the minute's growth: only when a row does not bring its own
  const selfJoin = quotes.some((q) => q.minuteVolume === undefined || q.minuteAmount === undefined);
  const prev = sql`coalesce(${u.pc}, s.prev_close)`;
  const high = sql`coalesce(${u.high}, greatest(s.high, u.price))`;
  const low = sql`coalesce(${u.low}, least(s.low, u.price))`;
  // One statement: the quotes, today's bar and the minute line updated in place (data-modifying CTEs see the UPDATE's
  // returned rows: a plain UPDATE costs less than an upsert, which locks the row and then updates it), the bar and the
  // minute row inserted where they do not exist yet (the day's / the minute's first quote of a stock). The inserts
  // keep `on conflict`: a concurrent batch may have inserted the row after this statement's snapshot.
  const updated = await db.execute<StoredQuote>(sql`with q as (update stock_info s set price = u.price, prev_close = ${prev},
      ${setLimits ? sql`limit_up_price = case when ${u.pc} is not null then ${u.lu} else s.limit_up_price end, limit_down_price = case when ${u.pc} is not null then ${u.ld} else s.limit_down_price end,` : sql``}
      change = u.price - ${prev},
      change_percent = case when ${prev} > 0 then round((u.price - ${prev}) / ${prev} * 100, 2) else 0 end,
      open = coalesce(${u.open}, s.open), high = ${high}, low = ${low},
      volume = u.volume, amount = u.amount, heat = coalesce(${u.heat}, s.heat),
      turnover_rate = case when s.float_shares > 0 then round(u.volume::numeric / s.float_shares * 100, 2) else null end,
      amplitude = case when ${prev} > 0 then round((${high} - ${low}) / ${prev} * 100, 2) else 0 end,
      volume_ratio = coalesce(${u.vr}, s.volume_ratio), total_market_cap = round(s.total_shares * u.price), float_market_cap = round(s.float_shares * u.price),
      quote_time = to_timestamp(u.qt / 1000.0)
    from unnest(${sql.join(sent.map((c) => sql`${arrayLiteral(c.values)}::${sql.raw(c.type)}[]`), sql`, `)}) as u(${sql.raw(sent.map((c) => c.name).join(', '))})
      ${selfJoin ? sql`join stock_info o on o.code = u.code` : sql``}
    where s.code = u.code ${options.onlyNewer ? sql`and (s.quote_time is null or s.quote_time < to_timestamp(u.qt / 1000.0))` : sql``}
    returning s.code, s.price, s.prev_close, s.open, s.high, s.low, s.volume, s.amount, s.change_percent, s.turnover_rate, s.limit_up_price, s.limit_down_price,
      -- traded in this minute: given, or the growth of the cumulative volume / amount since the stored quote
      ${selfJoin ? sql`coalesce(${u.mv}, greatest(0, u.volume - o.volume))` : u.mv} minute_volume,
      round(${selfJoin ? sql`coalesce(${u.ma}, greatest(0, u.amount - o.amount))` : u.ma}, 2) minute_amount),
    bar as (update stock_daily d set high = q.high, low = q.low, close = q.price, prev_close = coalesce(q.prev_close, q.price), volume = q.volume, amount = q.amount,
        change_percent = q.change_percent, turnover_rate = q.turnover_rate
      from q where d.stock_code = q.code and d.trade_date = ${date}::date
      returning d.stock_code),
    new_bar as (insert into stock_daily (stock_code, trade_date, open, high, low, close, prev_close, volume, amount, change_percent, turnover_rate)
      select code, ${date}::date, coalesce(open, price), high, low, price, coalesce(prev_close, price), volume, amount, change_percent, turnover_rate
      from q where not exists (select from bar where bar.stock_code = q.code)
      on conflict (stock_code, trade_date) do update set high = excluded.high, low = excluded.low, close = excluded.close, prev_close = excluded.prev_close,
        volume = excluded.volume, amount = excluded.amount, change_percent = excluded.change_percent, turnover_rate = excluded.turnover_rate),
    line as (update stock_minute m set price = q.price, avg_price = case when q.volume > 0 then round(q.amount / q.volume, 2) else q.price end,
        volume = m.volume + q.minute_volume, amount = m.amount + q.minute_amount
      from q where m.security_type = 1 and m.code = q.code and m.trade_date = ${date}::date and m.minute = ${minute}::int2
      returning m.code),
    new_line as (insert into stock_minute (security_type, code, trade_date, minute, price, avg_price, volume, amount)
      select 1, code, ${date}::date, ${minute}::int2, price, case when volume > 0 then round(amount / volume, 2) else price end, minute_volume, minute_amount
      from q where not exists (select from line where line.code = q.code)
      on conflict (security_type, code, trade_date, minute) do update set price = excluded.price, avg_price = excluded.avg_price,
        volume = stock_minute.volume + excluded.volume, amount = stock_minute.amount + excluded.amount)
    select code, price, prev_close, high, low, volume, amount, turnover_rate, limit_up_price, limit_down_price from q`);
  const rows = updated.rows;
  if (!rows.length) return result;
  result.changed = rows.map((r) => r.code);
  const prevOf = (r: StoredQuote) => num(r.prev_close) ?? Number(r.price);

  result.poolChanges = await followPools(db, rows, inputOf, options);
  await refreshAggregates(db, date);

  result.quotes = rows.map((r) => {
    const price = Number(r.price);
    const prev = prevOf(r);
    return {
      code: r.code,
      price,
      change: Math.round((price - prev) * 100) / 100,
      changePercent: changePercent(toCents(price), toCents(prev)),
      high: Number(r.high),
      low: Number(r.low),
      volume: Number(r.volume),
      amount: Math.round(Number(r.amount)),
      turnoverRate: num(r.turnover_rate),
      quoteTime: inputOf.get(r.code)!.time.getTime(),
    };
  });
  result.events.push({ type: 'quote', data: { tradeDate: date, items: result.quotes } });
  if (result.poolChanges.length) result.events.push({ type: 'limit-up', data: { tradeDate: date, items: result.poolChanges } });
  // members' alerts on these stocks: fired once per crossing, in this transaction (decision 0039)
  await evaluateQuoteAlerts(db, rows, { tradeDate: date, timeOf: (code) => inputOf.get(code)!.time });
  if (options.publish !== false) await publishLive(db, result.events);
  return result;
}

/**
 * Limit-up pools follow the stored quotes: at the upper limit → 涨停 (leaving 炸板), below it after a seal → 炸板 with
 * one more open, at the lower limit → 跌停, above it → out of 跌停.
 */
async function followPools(db: Db, rows: StoredQuote[], inputOf: Map<string, QuoteInput>, options: ApplyQuotesOptions): Promise<PoolChange[]> {
  const date = options.tradeDate;
  // the day's pools are a few hundred rows: read them whole rather than by thousands of codes
  const pools = await db
    .select()
    .from(stockLimitUp)
    .where(and(eq(stockLimitUp.tradeDate, date), inArray(stockLimitUp.poolType, [1, 2, 3])));
  const poolOf = new Map<string, (typeof pools)[number][]>();
  for (const p of pools) poolOf.set(p.stockCode, [...(poolOf.get(p.stockCode) ?? []), p]);
  const changes: PoolChange[] = [];
  const joins: { row: StoredQuote; change: PoolChange; firstSeal: string; lastSeal: string | null; sealAmount: number | null }[] = [];
  for (const r of rows) {
    const p = poolOf.get(r.code);
    const price = toCents(Number(r.price));
    const upPrice = r.limit_up_price === null ? null : toCents(Number(r.limit_up_price));
    const downPrice = r.limit_down_price === null ? null : toCents(Number(r.limit_down_price));
    // a stock in no pool and at neither limit has nothing to follow (most of a batch)
    if (!p && price !== upPrice && price !== downPrice) continue;
    const up = p?.find((x) => x.poolType === 1);
    const broken = p?.find((x) => x.poolType === 2);
    const down = p?.find((x) => x.poolType === 3);
    const { time } = sessionClock(inputOf.get(r.code)!.time);
    if (upPrice !== null && price === upPrice && !up) {
      const openCount = broken?.openCount ?? 0;
      const first = broken?.firstSealTime && broken.firstSealTime < time ? broken.firstSealTime : time;
      const change: PoolChange = { code: r.code, name: '', poolType: 1, action: 'join', time, openCount };
      if (broken) changes.push({ code: r.code, name: '', poolType: 2, action: 'leave', time, openCount });
      changes.push(change);
      joins.push({ row: r, change, firstSeal: first, lastSeal: time, sealAmount: null });
    } else if (up && upPrice !== null && price < upPrice) {
      const openCount = up.openCount + 1;
      changes.push({ code: r.code, name: '', poolType: 1, action: 'leave', time, openCount });
      const change: PoolChange = { code: r.code, name: '', poolType: 2, action: 'join', time, openCount };
      changes.push(change);
      joins.push({ row: r, change, firstSeal: up.firstSealTime ?? time, lastSeal: up.lastSealTime, sealAmount: 0 });
    }
    if (downPrice !== null && price === downPrice && !down) {
      const change: PoolChange = { code: r.code, name: '', poolType: 3, action: 'join', time, openCount: 0 };
      changes.push(change);
      joins.push({ row: r, change, firstSeal: time, lastSeal: time, sealAmount: null });
    } else if (down && downPrice !== null && price > downPrice) {
      changes.push({ code: r.code, name: '', poolType: 3, action: 'leave', time, openCount: 0 });
    }
  }
  if (!changes.length) return changes;
  // what the pools show of a stock besides its quote, for the few stocks that move in or out
  const details = await db.execute<{ code: string; name: string; is_st: boolean; float_shares: number; float_market_cap: number | null }>(
    sql`select code, name, is_st, float_shares, float_market_cap from stock_info where code = any(${pgArrayLiteral([...new Set(changes.map((c) => c.code))])}::varchar[])`,
  );
  const detailOf = new Map(details.rows.map((d) => [d.code, d]));
  for (const c of changes) c.name = detailOf.get(c.code)?.name ?? '';
  const leaves = changes.filter((x) => x.action === 'leave');
  if (leaves.length) {
    await db.execute(sql`delete from stock_limit_up l using unnest(${pgArrayLiteral(leaves.map((c) => c.poolType))}::int2[], ${pgArrayLiteral(leaves.map((c) => c.code))}::varchar[]) as x(pool, code)
      where l.trade_date = ${date} and l.pool_type = x.pool and l.stock_code = x.code`);
  }
  if (!joins.length) return changes;
  const concepts = await db.execute<{ stock_code: string; name: string }>(
    sql`select distinct on (m.stock_code) m.stock_code, c.name from stock_concept_member m join stock_concept c on c.code = m.concept_code
      where c.type = 2 and m.stock_code = any(${pgArrayLiteral(joins.map((j) => j.row.code))}::varchar[]) order by m.stock_code, c.heat desc`,
  );
  const conceptOf = new Map(concepts.rows.map((r) => [r.stock_code, r.name]));
  for (const j of joins) {
    const r = j.row;
    const d = detailOf.get(r.code)!;
    let nt = { n: 0, t: 0 };
    let streakCount = 0;
    if (j.change.poolType === 1) {
      // streak and N/T come from the recent bars
      const bars = await db
        .select({ close: stockDaily.close, prevClose: stockDaily.prevClose })
        .from(stockDaily)
        .where(and(eq(stockDaily.stockCode, r.code), sql`${stockDaily.tradeDate} < ${date}`))
        .orderBy(desc(stockDaily.tradeDate))
        .limit(9);
      const flags = bars.reverse().map((b) => {
        const lim = limitPrices(toCents(b.prevClose), limitRate(r.code, d.is_st));
        return !!lim && toCents(b.close) === lim.up;
      });
      flags.push(true);
      streakCount = streak(flags);
      nt = ntStat(flags);
    }
    const price = Number(r.price);
    const prev = num(r.prev_close) ?? price;
    const floatCap = num(d.float_market_cap) ?? Math.round(Number(d.float_shares) * price);
    const concept = conceptOf.get(r.code) ?? '';
    const values = {
      tradeDate: date,
      poolType: j.change.poolType,
      stockCode: r.code,
      stockName: d.name,
      price,
      changePercent: changePercent(toCents(price), toCents(prev)),
      amount: Math.round(Number(r.amount)),
      turnoverRate: num(r.turnover_rate),
      floatMarketCap: floatCap,
      sealAmount: j.sealAmount ?? (options.sealAmount ? options.sealAmount(floatCap) : 0),
      firstSealTime: j.firstSeal,
      lastSealTime: j.lastSeal,
      openCount: j.change.openCount,
      streak: streakCount,
      ntN: nt.n,
      ntT: nt.t,
      reasonConcept: concept,
      reason: concept ? `${concept}板块盘中异动，资金集中涌入` : '盘中资金集中买入',
      oneWord: false,
      updateTime: new Date(),
    };
    const { tradeDate: _d, poolType: _p, stockCode: _c, ...update } = values;
    await db
      .insert(stockLimitUp)
      .values(values)
      .onConflictDoUpdate({
        target: [stockLimitUp.tradeDate, stockLimitUp.poolType, stockLimitUp.stockCode],
        // a reason a source gave (开盘啦, a vendor's pool row) is kept: ours is only a stand-in for a missing one
        set: {
          ...update,
          reason: sql`case when ${stockLimitUp.reason} <> '' then ${stockLimitUp.reason} else excluded.reason end`,
          reasonConcept: sql`case when ${stockLimitUp.reasonConcept} <> '' then ${stockLimitUp.reasonConcept} else excluded.reason_concept end`,
        },
      });
  }
  return changes;
}

/** Concept figures, two-market turnover and pool rows, recomputed in SQL from the quotes (hot ranks: feed/hot-path.ts). */
export async function refreshAggregates(db: Db, date: string): Promise<void> {
  // figures of the quoted members only (a new board of a stock list whose stocks have no quote yet is left alone);
  // a board's heat follows its members' heat (damped by √members, as the generator seeds it) and rises with the board;
  // its leader is the member with the highest change (the lowest code among equals), found by a second hash join on
  // that maximum rather than by sorting the 20,000 memberships
  await db.execute(sql`with a as (select m.concept_code, round(avg(s.change_percent), 2) chg, count(*) filter (where s.change_percent > 0) up,
        coalesce(sum(s.heat), 0) heat_sum, count(*) n, count(*) filter (where s.change_percent < 0) down,
        count(*) filter (where s.price = s.limit_up_price) lu, coalesce(sum(s.amount), 0) amt, max(s.change_percent) lead_chg
      from stock_concept_member m join stock_info s on s.code = m.stock_code where s.change_percent is not null group by m.concept_code),
    l as (select m.concept_code, min(s.code) code from a join stock_concept_member m on m.concept_code = a.concept_code join stock_info s on s.code = m.stock_code
      where s.change_percent = a.lead_chg or a.lead_chg is null group by m.concept_code)
    update stock_concept c set change_percent = a.chg, up_count = a.up, down_count = a.down, limit_up_count = a.lu, amount = a.amt,
      leading_stock_code = ls.code, leading_stock_name = ls.name, leading_stock_change_percent = a.lead_chg,
      heat = round(a.heat_sum / sqrt(a.n) * (1 + greatest(a.chg, 0) / 5))
    from a join l on l.concept_code = a.concept_code join stock_info ls on ls.code = l.code
    where c.code = a.concept_code and not c.source_figures`);
  // a board whose figures came from a source keeps them; only its heat follows its members
  await db.execute(sql`update stock_concept c set heat = round(a.h * (1 + greatest(c.change_percent, 0) / 5)) from (select m.concept_code, coalesce(sum(s.heat), 0) / sqrt(count(*)) h
      from stock_concept_member m join stock_info s on s.code = m.stock_code join stock_concept b on b.code = m.concept_code and b.source_figures
      group by m.concept_code) a
    where c.code = a.concept_code and c.heat is distinct from round(a.h * (1 + greatest(c.change_percent, 0) / 5))`);
  await db.execute(sql`update stock_market_turnover t set sh_amount = a.sh, sz_amount = a.sz, bj_amount = a.bj, total_amount = a.sh + a.sz + a.bj,
      up_count = a.up, down_count = a.down, flat_count = a.flat, limit_up_count = a.lu, limit_down_count = a.ld, update_time = now()
    from (select coalesce(sum(amount) filter (where market_type = 'SH'), 0) sh, coalesce(sum(amount) filter (where market_type = 'SZ'), 0) sz,
            coalesce(sum(amount) filter (where market_type = 'BJ'), 0) bj, count(*) filter (where change_percent > 0) up,
            count(*) filter (where change_percent < 0) down, count(*) filter (where change_percent = 0) flat,
            count(*) filter (where price = limit_up_price) lu, count(*) filter (where price = limit_down_price) ld from stock_info) a
    where t.trade_date = ${date}`);
  // today's board K-line follows the board's change
  await db.execute(sql`insert into stock_concept_daily (concept_code, trade_date, open, high, low, close, prev_close, volume, amount, change_percent)
    select c.code, ${date}, p.prev, greatest(p.prev, p.prev * (1 + c.change_percent / 100)), least(p.prev, p.prev * (1 + c.change_percent / 100)),
      p.prev * (1 + c.change_percent / 100), p.prev, 0, c.amount, c.change_percent
    from stock_concept c
    join lateral (select d.close as prev from stock_concept_daily d where d.concept_code = c.code and d.trade_date < ${date}
      order by d.trade_date desc limit 1) p on true
    on conflict (concept_code, trade_date) do update set close = excluded.close, high = greatest(stock_concept_daily.high, excluded.close),
      low = least(stock_concept_daily.low, excluded.close), amount = excluded.amount, change_percent = excluded.change_percent`);
  // pool rows follow their stocks during the day (昨日涨停 shows today's change)
  await db.execute(sql`update stock_limit_up l set price = s.price, change_percent = s.change_percent, amount = s.amount,
      turnover_rate = s.turnover_rate, float_market_cap = s.float_market_cap
    from stock_info s where l.trade_date = ${date} and s.code = l.stock_code
      and (l.price, l.change_percent) is distinct from (s.price, s.change_percent)`);
}

/** One index quote, points. */
export interface IndexInput {
  code: string;
  price: number;
  open?: number | null;
  high?: number | null;
  low?: number | null;
  volume?: number | null;
  amount?: number | null;
  time: Date;
}

/**
 * Stores index quotes newer than the stored ones (stock_index, today's index bar, the minute line) and broadcasts
 * `index`. Returns the codes written.
 */
export async function applyIndices(
  db: Db,
  items: IndexInput[],
  options: { tradeDate: string; now: Date; publish?: boolean; /** default true (feeds); the simulator owns its levels */ onlyNewer?: boolean },
): Promise<{ changed: string[]; events: LiveEvent[] }> {
  if (!items.length) return { changed: [], events: [] };
  const date = options.tradeDate;
  const { minute } = sessionClock(options.now);
  const col = <T>(f: (q: IndexInput) => T) => pgArrayLiteral(items.map(f));
  const updated = await db.execute<{ code: string; name: string; price: string; prev_close: string | null; open: string | null; high: string; low: string; volume: string; amount: string; change: string; change_percent: string }>(sql`
    update stock_index s set price = u.price, open = coalesce(u.open, s.open), high = coalesce(u.high, greatest(s.high, u.price)),
      low = coalesce(u.low, least(s.low, u.price)), volume = coalesce(u.volume, s.volume), amount = coalesce(u.amount, s.amount),
      change = round(u.price - coalesce(s.prev_close, u.price), 2),
      change_percent = case when s.prev_close > 0 then round((u.price - s.prev_close) / s.prev_close * 100, 2) else 0 end, quote_time = u.qt
    from unnest(${col((q) => q.code)}::varchar[], ${col((q) => q.price)}::numeric[], ${col((q) => q.open ?? null)}::numeric[], ${col((q) => q.high ?? null)}::numeric[],
      ${col((q) => q.low ?? null)}::numeric[], ${col((q) => q.volume ?? null)}::int8[], ${col((q) => q.amount ?? null)}::numeric[], ${col((q) => q.time)}::timestamptz[])
      as u(code, price, open, high, low, volume, amount, qt)
    where s.code = u.code ${options.onlyNewer === false ? sql`` : sql`and (s.quote_time is null or s.quote_time < u.qt)`}
    returning s.code, s.name, s.price, s.prev_close, s.open, s.high, s.low, s.volume, s.amount, s.change, s.change_percent`);
  const out: Record<string, unknown>[] = [];
  for (const r of updated.rows) {
    const price = Number(r.price);
    await db.execute(sql`insert into stock_index_daily (index_code, trade_date, open, high, low, close, prev_close, volume, amount, change_percent)
      values (${r.code}, ${date}, ${num(r.open) ?? price}, ${Number(r.high)}, ${Number(r.low)}, ${price}, ${num(r.prev_close) ?? price}, ${Number(r.volume)},
        ${Number(r.amount)}, ${Number(r.change_percent)})
      on conflict (index_code, trade_date) do update set high = excluded.high, low = excluded.low, close = excluded.close,
        volume = excluded.volume, amount = excluded.amount, change_percent = excluded.change_percent`);
    await db.execute(sql`insert into stock_minute (security_type, code, trade_date, minute, price, avg_price, volume, amount)
      values (2, ${r.code}, ${date}, ${minute}, ${price}, ${price}, 0, 0)
      on conflict (security_type, code, trade_date, minute) do update set price = excluded.price, avg_price = excluded.avg_price`);
    out.push({
      code: r.code,
      name: r.name,
      price,
      change: Number(r.change),
      changePercent: Number(r.change_percent),
      high: Number(r.high),
      low: Number(r.low),
      volume: Number(r.volume),
      amount: Number(r.amount),
    });
  }
  const events: LiveEvent[] = out.length ? [{ type: 'index', data: { tradeDate: date, items: out } }] : [];
  if (events.length && options.publish !== false) await publishLive(db, events);
  return { changed: updated.rows.map((r) => r.code), events };
}

/**
 * 人气榜: the given stocks take their ranks; every other stock keeps its previous order and fills the ranks left free
 * (so a partial list — a vendor's top 100, or only the stocks that moved — leaves no gap and no duplicate). Writes only
 * the ranks that change.
 */
export async function takeHotRanks(db: Db, codes: string[], ranks: number[]): Promise<void> {
  if (!codes.length) return;
  await db.execute(sql`with given as (select * from unnest(${pgArrayLiteral(codes)}::varchar[], ${pgArrayLiteral(ranks)}::int[]) as g(code, rk)),
      others as (select code, row_number() over (order by hot_rank nulls last, code) idx from stock_info where code not in (select code from given)),
      free as (select n rk, row_number() over (order by n) idx from generate_series(1, (select count(*) from stock_info) + (select max(rk) from given)) n
        where n not in (select rk from given)),
      ranked as (select code, rk from given union all select o.code, f.rk from others o join free f on f.idx = o.idx)
    update stock_info s set hot_rank = ranked.rk from ranked where s.code = ranked.code and s.hot_rank is distinct from ranked.rk`);
}
