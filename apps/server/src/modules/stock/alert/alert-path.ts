import { sql } from 'drizzle-orm';
import { AlertKind, type AlertFiredVO } from '@gprs/contract';
import type { Db } from '../../../db/client';
import { pgArrayLiteral } from '../../../core/bulk';
import { sendNotify } from '../../system/notify/notify.service';
import { sessionClock } from '../market-rules';
import { bookFor, flipPayloads, notifyAlerts, type BookAlert } from './alert-book';
import { alertEvent, alertHolds, crossing, quoteChangePercent, signedPercent, surgeWindow, type AlertQuote } from './alert-rules';

/** The notify template a fired alert writes (migration 0038). */
export const ALERT_TEMPLATE = 'stock-alert';

/** A quote as the quote path stored it (its statement's returned row). */
export interface StoredAlertQuote {
  code: string;
  price: number;
  prev_close: number | null;
  high: number;
  limit_up_price: number | null;
}

const toAlertQuote = (r: StoredAlertQuote): AlertQuote => ({
  price: Number(r.price),
  prevClose: r.prev_close === null ? null : Number(r.prev_close),
  high: Number(r.high),
  limitUp: r.limit_up_price === null ? null : Number(r.limit_up_price),
});

/**
 * The stored minute prices of the last `minutes` trading minutes before `minute` (of `date`), per stock: the window
 * 异动 is judged on.
 */
export async function minuteWindows(db: Db, date: string, wanted: { code: string; minute: number; minutes: number }[]): Promise<Map<string, number[]>> {
  const out = new Map<string, number[]>();
  if (!wanted.length) return out;
  const rows = await db.execute<{ code: string; price: number }>(sql`select m.code, m.price from stock_minute m
    join unnest(${pgArrayLiteral(wanted.map((w) => w.code))}::varchar[], ${pgArrayLiteral(wanted.map((w) => w.minute))}::int[], ${pgArrayLiteral(wanted.map((w) => w.minutes))}::int[]) as u(code, minute, minutes)
      on m.code = u.code
    where m.security_type = 1 and m.trade_date = ${date}::date and m.minute between u.minute - u.minutes and u.minute`);
  for (const r of rows.rows) out.set(r.code, [...(out.get(r.code) ?? []), Number(r.price)]);
  return out;
}

/**
 * Fires and re-arms the alerts of the stocks of a quote batch (called by the quote path, in its transaction, after the
 * quotes are stored). Each alert whose condition flipped against what this instance knows is updated only if the row
 * still says the opposite: a fire happens exactly once per crossing even when two batches race. A fired alert writes its
 * in-site message (站内信) and is sent to the member's open pages at commit. Nothing is read unless a stock of the batch
 * has an alert.
 */
export async function evaluateQuoteAlerts(db: Db, rows: readonly StoredAlertQuote[], options: { tradeDate: string; timeOf: (code: string) => Date }): Promise<void> {
  const book = bookFor(db);
  if (!book || !book.index.size) return;
  const hits: { row: StoredAlertQuote; alerts: BookAlert[] }[] = [];
  for (const r of rows) {
    const alerts = book.index.forCode(r.code);
    if (alerts) hits.push({ row: r, alerts: [...alerts] });
  }
  if (!hits.length) return;
  // 异动 needs the minute prices of its window
  const wanted: { code: string; minute: number; minutes: number }[] = [];
  for (const h of hits) {
    const minutes = Math.max(0, ...h.alerts.map(surgeWindow));
    if (minutes > 0) wanted.push({ code: h.row.code, minute: sessionClock(options.timeOf(h.row.code)).minute, minutes });
  }
  const windows = await minuteWindows(db, options.tradeDate, wanted);
  const flips: { alert: BookAlert; holds: boolean; quote: AlertQuote; window: number[]; time: Date }[] = [];
  for (const h of hits) {
    const quote = toAlertQuote(h.row);
    const window = windows.get(h.row.code) ?? [];
    for (const a of h.alerts) {
      const holds = alertHolds(a, quote, window);
      if (crossing(a.active, holds)) flips.push({ alert: a, holds, quote, window, time: options.timeOf(h.row.code) });
    }
  }
  if (!flips.length) return;
  const changed = await db.execute<{ id: number; active: boolean }>(sql`update stock_alert a set active = u.cond,
      fire_count = a.fire_count + case when u.cond then 1 else 0 end,
      last_fire_time = case when u.cond then to_timestamp(u.t / 1000.0) else a.last_fire_time end
    from unnest(${pgArrayLiteral(flips.map((f) => f.alert.id))}::int8[], ${pgArrayLiteral(flips.map((f) => f.holds))}::bool[], ${pgArrayLiteral(flips.map((f) => f.time.getTime()))}::int8[]) as u(id, cond, t)
    where a.id = u.id and a.status = 0 and a.active <> u.cond
    returning a.id, a.active`);
  if (!changed.rows.length) return;
  const done = new Set(changed.rows.map((r) => Number(r.id)));
  const applied = flips.filter((f) => done.has(f.alert.id));
  const fired = applied.filter((f) => f.holds);
  const payloads = flipPayloads(applied.map((f) => ({ id: f.alert.id, active: f.holds })));
  if (fired.length) {
    const names = await db.execute<{ code: string; name: string }>(
      sql`select code, name from stock_info where code = any(${pgArrayLiteral([...new Set(fired.map((f) => f.alert.stockCode))])}::varchar[])`,
    );
    const nameOf = new Map(names.rows.map((r) => [r.code, r.name]));
    for (const f of fired) {
      const a = f.alert;
      const name = nameOf.get(a.stockCode) ?? a.stockCode;
      const percent = quoteChangePercent(f.quote);
      const params = { name, code: a.stockCode, event: alertEvent(a, f.quote, f.window), price: f.quote.price.toFixed(2), percent: signedPercent(percent) };
      let messageId: number | null = null;
      try {
        messageId = await sendNotify(db, { userId: a.userId, userType: a.userType, templateCode: ALERT_TEMPLATE, templateParams: params });
      } catch {
        // the template was deleted or the member is gone: the market's write path carries on, the live notice still goes
      }
      const fire: AlertFiredVO = {
        alertId: a.id,
        messageId,
        stockCode: a.stockCode,
        stockName: name,
        kind: a.kind,
        text: `${name}（${a.stockCode}）${params.event}，最新价 ${params.price} 元，涨跌幅 ${params.percent}。`,
        price: f.quote.price,
        changePercent: percent,
        time: f.time.getTime(),
      };
      payloads.push(`f ${a.userId} ${JSON.stringify(fire)}`);
    }
  }
  await notifyAlerts(db, payloads);
}

/** Whether an alert holds now, from the stored quote (and, for 异动, today's stored minutes): its state when created or switched on. */
export async function holdsNow(db: Db, rule: { stockCode: string; kind: number; threshold: number | null; windowMinutes: number | null }): Promise<boolean> {
  const q = await db.execute<{ price: number | null; prev_close: number | null; high: number | null; limit_up_price: number | null; quote_time: Date | null }>(
    sql`select price, prev_close, high, limit_up_price, quote_time from stock_info where code = ${rule.stockCode}`,
  );
  const r = q.rows[0];
  if (!r || r.price === null) return false;
  const quote: AlertQuote = { price: Number(r.price), prevClose: r.prev_close === null ? null : Number(r.prev_close), high: Number(r.high ?? r.price), limitUp: r.limit_up_price === null ? null : Number(r.limit_up_price) };
  let window: number[] = [];
  if (rule.kind === AlertKind.SURGE) {
    const day = await db.execute<{ d: string | null }>(sql`select max(trade_date)::text d from stock_minute where security_type = 1 and code = ${rule.stockCode}`);
    const date = day.rows[0]?.d;
    if (date && r.quote_time) {
      const minute = sessionClock(new Date(r.quote_time)).minute;
      window = (await minuteWindows(db, date, [{ code: rule.stockCode, minute, minutes: surgeWindow(rule) }])).get(rule.stockCode) ?? [];
    }
  }
  return alertHolds(rule, quote, window);
}
