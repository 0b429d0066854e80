import { sql } from 'drizzle-orm';
import {
  StockError,
  type BoardMoneyRankVO,
  type BoardMoneyReq,
  type DragonTigerDayVO,
  type DragonTigerEntryVO,
  type DragonTigerSeatVO,
  type DragonTigerStockVO,
  type MoneyFlowDayVO,
  type StockMoneyVO,
} from '@gprs/contract';
import type { Db } from '../../../db/client';
import { fail } from '../../../core/errors';
import { TRADING_MINUTES } from '../market-rules';

/** Reads of the money side (decision 0036); everything here reads what feed/money-path.ts wrote. */

const n = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

/** The market's current (or latest) trade day: the newest day of the two-market statistics. */
async function marketDate(db: Db): Promise<string | null> {
  const r = await db.execute<{ d: string | null }>(sql`select max(trade_date)::text d from stock_market_turnover`);
  return r.rows[0]?.d ?? null;
}

async function stockName(db: Db, code: string): Promise<string> {
  const r = await db.execute<{ name: string }>(sql`select name from stock_info where code = ${code}`);
  if (!r.rows[0]) fail(StockError.STOCK_NOT_EXISTS);
  return r.rows[0].name;
}

type FlowRow = Record<'elg_buy' | 'elg_sell' | 'lg_buy' | 'lg_sell' | 'md_buy' | 'md_sell' | 'sm_buy' | 'sm_sell', number | null> &
  Record<'elg_net' | 'lg_net' | 'md_net' | 'sm_net' | 'main_net' | 'net', number> & { d: string; close: number | null; chg: number | null; amount: number | null };

const toDay = (r: FlowRow): MoneyFlowDayVO => ({
  tradeDate: r.d,
  extraLarge: { buy: n(r.elg_buy), sell: n(r.elg_sell), net: Number(r.elg_net) },
  large: { buy: n(r.lg_buy), sell: n(r.lg_sell), net: Number(r.lg_net) },
  medium: { buy: n(r.md_buy), sell: n(r.md_sell), net: Number(r.md_net) },
  small: { buy: n(r.sm_buy), sell: n(r.sm_sell), net: Number(r.sm_net) },
  mainNet: Number(r.main_net),
  net: Number(r.net),
  close: n(r.close),
  changePercent: n(r.chg),
  amount: n(r.amount),
});

/** A stock's money flow: the market day's figures and intraday 主力 line, and its last `days` days. */
export async function stockMoney(db: Db, code: string, days: number): Promise<StockMoneyVO> {
  const name = await stockName(db, code);
  const tradeDate = (await marketDate(db)) ?? '';
  const rows = await db.execute<FlowRow>(sql`select f.trade_date::text d, f.elg_buy, f.elg_sell, f.lg_buy, f.lg_sell, f.md_buy, f.md_sell, f.sm_buy, f.sm_sell,
      f.elg_net, f.lg_net, f.md_net, f.sm_net, f.main_net, f.net, b.close, b.change_percent chg, b.amount
    from stock_money_flow f left join stock_daily b on b.stock_code = f.stock_code and b.trade_date = f.trade_date
    where f.stock_code = ${code} and f.trade_date <= ${tradeDate || '9999-12-31'} order by f.trade_date desc limit ${days}`);
  const list = rows.rows.map(toDay);
  const minutes = await db.execute<{ minute: number; main_net: number }>(
    sql`select minute, main_net from stock_money_minute where trade_date = ${tradeDate || '1970-01-01'} and stock_code = ${code} order by minute`,
  );
  return {
    code,
    name,
    tradeDate,
    today: list[0]?.tradeDate === tradeDate ? list[0] : null,
    intraday: minutes.rows.map((m) => ({ time: TRADING_MINUTES[m.minute] ?? '15:00', mainNet: Number(m.main_net) })),
    days: list,
  };
}

/** Boards ranked by their members' 主力净流入 of the market day (summed). */
export async function boardMoneyRank(db: Db, q: Required<Pick<BoardMoneyReq, 'order' | 'limit'>> & { type?: 1 | 2 }): Promise<BoardMoneyRankVO> {
  const tradeDate = await marketDate(db);
  if (!tradeDate) return { tradeDate: '', list: [] };
  const rows = await db.execute<{ code: string; name: string; type: number; chg: number; main_net: number; net: number; cnt: number; top: string | null }>(sql`
    with f as (select stock_code, main_net, net from stock_money_flow where trade_date = ${tradeDate})
    select c.code, c.name, c.type, c.change_percent chg, sum(f.main_net) main_net, sum(f.net) net, count(*)::int cnt,
      (array_agg(f.stock_code order by f.main_net desc, f.stock_code))[1] top
    from stock_concept c join stock_concept_member m on m.concept_code = c.code join f on f.stock_code = m.stock_code
    where ${q.type ? sql`c.type = ${q.type}` : sql`true`}
    group by c.code, c.name, c.type, c.change_percent
    order by ${q.order === 'in' ? sql`sum(f.main_net) desc` : sql`sum(f.main_net) asc`}, c.code
    limit ${q.limit}`);
  const tops = [...new Set(rows.rows.map((r) => r.top).filter((c): c is string => !!c))];
  const topRows = tops.length
    ? await db.execute<{ code: string; name: string; main_net: number }>(sql`select s.code, s.name, f.main_net from stock_info s
        join stock_money_flow f on f.stock_code = s.code and f.trade_date = ${tradeDate} where s.code in (${sql.join(
          tops.map((c) => sql`${c}`),
          sql`, `,
        )})`)
    : { rows: [] };
  const topOf = new Map(topRows.rows.map((r) => [r.code, { code: r.code, name: r.name, mainNet: Number(r.main_net) }]));
  return {
    tradeDate,
    list: rows.rows.map((r) => ({
      code: r.code,
      name: r.name,
      type: r.type as 1 | 2,
      changePercent: Number(r.chg),
      mainNet: Number(r.main_net),
      net: Number(r.net),
      stockCount: r.cnt,
      topStock: r.top ? (topOf.get(r.top) ?? null) : null,
    })),
  };
}

type EntryRow = {
  d: string;
  code: string;
  name: string;
  reason: string;
  close: number | null;
  chg: number | null;
  tr: number | null;
  amount: number | null;
  buy: number;
  sell: number;
  net: number;
  inst: number | null;
};

const ENTRY_COLUMNS = sql`trade_date::text d, stock_code code, stock_name name, reason, close, change_percent chg, turnover_rate tr, amount,
  buy_amount buy, sell_amount sell, net_amount net, inst_net inst`;

const toEntry = (r: EntryRow): DragonTigerEntryVO => ({
  tradeDate: r.d,
  code: r.code,
  name: r.name,
  reason: r.reason,
  close: n(r.close),
  changePercent: n(r.chg),
  turnoverRate: n(r.tr),
  amount: n(r.amount),
  buyAmount: Number(r.buy),
  sellAmount: Number(r.sell),
  netAmount: Number(r.net),
  instNet: n(r.inst),
});

/** A day's 龙虎榜 (the latest listed day when none is asked for), largest net buy first, with the recent listed days. */
export async function dragonTigerDay(db: Db, tradeDate?: string): Promise<DragonTigerDayVO> {
  const days = await db.execute<{ d: string }>(sql`select distinct trade_date::text d from stock_dragon_tiger order by d desc limit 20`);
  const tradeDates = days.rows.map((r) => r.d);
  const date = tradeDate ?? tradeDates[0] ?? null;
  if (!date) return { tradeDate: null, tradeDates, list: [] };
  const rows = await db.execute<EntryRow>(sql`select ${ENTRY_COLUMNS} from stock_dragon_tiger where trade_date = ${date} order by net_amount desc, stock_code, reason`);
  return { tradeDate: date, tradeDates, list: rows.rows.map(toEntry) };
}

/** One stock's 龙虎榜: a day's rows with their seats (the asked day, else its latest listing) and every listing of it. */
export async function dragonTigerStock(db: Db, code: string, tradeDate?: string): Promise<DragonTigerStockVO> {
  const name = await stockName(db, code);
  const history = (await db.execute<EntryRow>(sql`select ${ENTRY_COLUMNS} from stock_dragon_tiger where stock_code = ${code} order by trade_date desc, reason limit 60`)).rows.map(toEntry);
  const date = tradeDate ?? history[0]?.tradeDate ?? null;
  if (!date) return { code, name, tradeDate: null, entries: [], history };
  const rows = (await db.execute<EntryRow>(sql`select ${ENTRY_COLUMNS} from stock_dragon_tiger where stock_code = ${code} and trade_date = ${date} order by reason`)).rows;
  const seats = await db.execute<{ reason: string; side: number; rank: number; seat_name: string; institution: boolean; buy: number; sell: number; net: number }>(
    sql`select reason, side, rank, seat_name, institution, buy_amount buy, sell_amount sell, net_amount net from stock_dragon_tiger_seat
      where trade_date = ${date} and stock_code = ${code} order by side, rank`,
  );
  const seatsOf = (reason: string, side: number): DragonTigerSeatVO[] =>
    seats.rows
      .filter((s) => s.reason === reason && s.side === side)
      .map((s) => ({ rank: s.rank, name: s.seat_name, institution: s.institution, buy: Number(s.buy), sell: Number(s.sell), net: Number(s.net) }));
  return {
    code,
    name,
    tradeDate: date,
    entries: rows.map((r) => ({ ...toEntry(r), buySeats: seatsOf(r.reason, 1), sellSeats: seatsOf(r.reason, 2) })),
    history,
  };
}
