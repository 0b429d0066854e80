import crypto from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { StockAlertError, type AlertCreateReq, type AlertListVO, type AlertVO, type PageResult, type WatchNewsItemVO } from '@gprs/contract';
import type { Db } from '../../../db/client';
import { fail } from '../../../core/errors';
import { pgArrayLiteral } from '../../../core/bulk';
import type { LoginUser } from '../../../core/auth';
import { memberBenefits } from '../../trade/order/benefit.service';
import { notifyAlerts } from './alert-book';
import { holdsNow } from './alert-path';
import { alertCap, CAP_KEY_PREFIX, parseCaps } from './alert-rules';
import { stockAlert, stockAlertTicket, type StockAlertRow } from './alert.schema';

/** The member's VIP level (0 without VIP) and the alert cap it sets (decision 0039). */
export async function capOf(db: Db, userId: number): Promise<{ level: number; cap: number }> {
  const [{ vip }, rows] = await Promise.all([
    memberBenefits(db, userId),
    db.execute<{ key: string; value: string }>(sql`select config_key as key, value from infra_config where config_key like ${`${CAP_KEY_PREFIX}%`}`),
  ]);
  const level = vip?.level ?? 0;
  return { level, cap: alertCap(level, parseCaps(rows.rows)) };
}

function toVO(r: StockAlertRow, stockName: string | null): AlertVO {
  return {
    id: r.id,
    stockCode: r.stockCode,
    stockName: stockName ?? r.stockCode,
    kind: r.kind,
    threshold: r.threshold,
    windowMinutes: r.windowMinutes,
    status: r.status,
    active: r.active,
    fireCount: r.fireCount,
    lastFireTime: r.lastFireTime ? r.lastFireTime.getTime() : null,
    createTime: r.createTime.getTime(),
  };
}

/** The member's alerts (of one stock, or all), newest first, with the cap of the member's level. */
export async function listAlerts(db: Db, userId: number, stockCode?: string): Promise<AlertListVO> {
  const rows = await db
    .select({ a: stockAlert, name: sql<string | null>`(select name from stock_info s where s.code = ${stockAlert.stockCode})` })
    .from(stockAlert)
    .where(and(eq(stockAlert.userId, userId), stockCode ? eq(stockAlert.stockCode, stockCode) : undefined))
    .orderBy(desc(stockAlert.id));
  const { level, cap } = await capOf(db, userId);
  return { list: rows.map((r) => toVO(r.a, r.name)), cap, level };
}

/** Rules a kind keeps: price / change kinds a threshold, 异动 a threshold and a window, 涨停 / 炸板 neither. */
function normalise(body: AlertCreateReq): { kind: number; threshold: number | null; windowMinutes: number | null } {
  const kind = body.kind as number;
  const threshold = kind === 5 || kind === 6 ? null : Math.round((body.threshold ?? 0) * 100) / 100;
  const windowMinutes = kind === 7 ? (body.windowMinutes ?? null) : null;
  return { kind, threshold, windowMinutes };
}

/**
 * Creates an alert: the stock must exist, the same rule may not be set twice, and the member's count must stay within
 * the cap of the member's VIP level (checked under a per-member lock, so two requests at once cannot both pass). It
 * starts in the state its condition has now, so it fires at the next crossing, not at once.
 */
export async function createAlert(db: Db, user: LoginUser, body: AlertCreateReq): Promise<number> {
  const rule = normalise(body);
  const [stock] = (await db.execute<{ name: string }>(sql`select name from stock_info where code = ${body.stockCode}`)).rows;
  if (!stock) fail(StockAlertError.ALERT_STOCK_NOT_EXISTS);
  await db.execute(sql`select pg_advisory_xact_lock(731100039, ${user.id}::int)`);
  const [{ n }] = (await db.execute<{ n: number }>(sql`select count(*)::int n from stock_alert where user_id = ${user.id}`)).rows;
  const { cap } = await capOf(db, user.id);
  if (n >= cap) fail(StockAlertError.ALERT_CAP_REACHED, cap);
  const [dup] = await db
    .select({ id: stockAlert.id })
    .from(stockAlert)
    .where(
      and(
        eq(stockAlert.userId, user.id),
        eq(stockAlert.stockCode, body.stockCode),
        eq(stockAlert.kind, rule.kind),
        sql`${stockAlert.threshold} is not distinct from ${rule.threshold}::numeric`,
        sql`${stockAlert.windowMinutes} is not distinct from ${rule.windowMinutes}::int2`,
      ),
    );
  if (dup) fail(StockAlertError.ALERT_DUPLICATE);
  const active = await holdsNow(db, { stockCode: body.stockCode, ...rule });
  const [row] = await db
    .insert(stockAlert)
    .values({ userId: user.id, userType: user.userType, stockCode: body.stockCode, ...rule, active, creator: String(user.id), updater: String(user.id) })
    .returning({ id: stockAlert.id });
  await notifyAlerts(db, [`a ${row.id}`]);
  return row.id;
}

async function ownAlert(db: Db, userId: number, id: number): Promise<StockAlertRow> {
  const [row] = await db.select().from(stockAlert).where(and(eq(stockAlert.id, id), eq(stockAlert.userId, userId)));
  if (!row) fail(StockAlertError.ALERT_NOT_EXISTS);
  return row;
}

export async function deleteAlert(db: Db, userId: number, id: number): Promise<boolean> {
  await ownAlert(db, userId, id);
  await db.delete(stockAlert).where(eq(stockAlert.id, id));
  await notifyAlerts(db, [`a ${id}`]);
  return true;
}

/** On (0) / off (1). Switched on, an alert takes the state its condition has now (no fire for a crossing it slept through). */
export async function setAlertStatus(db: Db, userId: number, id: number, status: 0 | 1): Promise<boolean> {
  const row = await ownAlert(db, userId, id);
  if (row.status === status) return true;
  const active = status === 0 ? await holdsNow(db, row) : row.active;
  await db.update(stockAlert).set({ status, active, updater: String(userId) }).where(eq(stockAlert.id, id));
  await notifyAlerts(db, [`a ${id}`]);
  return true;
}

/**
 * 自选资讯: news and flashes that name one of the member's watched stocks and the watched stocks' announcements, newest
 * first (an announcement carries only its date: it sorts at that day's start, Beijing time).
 */
export async function pageWatchNews(db: Db, userId: number, q: { pageNo: number; pageSize: number }): Promise<PageResult<WatchNewsItemVO>> {
  const rows = await db.execute<{ kind: WatchNewsItemVO['kind']; id: number; title: string; summary: string; source: string; t: Date; url: string; codes: string[]; total: number }>(sql`
    with w as (select coalesce(array_agg(distinct stock_code), '{}') codes from stock_member_group_item where user_id = ${userId}),
    feed as (
      select 'news' kind, n.id, n.title, n.summary, n.source, n.publish_time t, '' url, n.stock_codes codes from stock_news n, w where n.stock_codes && w.codes
      union all
      select 'flash', i.id, i.title, i.content, i.source, i.publish_time, '', i.stock_codes from stock_information i, w where i.stock_codes && w.codes
      union all
      select 'announcement', a.id, a.title, a.type, '', a.ann_date::timestamp at time zone 'Asia/Shanghai', a.url, array[a.stock_code]::varchar[]
        from stock_announcement a, w where a.stock_code = any(w.codes)
    )
    select f.*, count(*) over ()::int total from feed f order by f.t desc, f.kind, f.id desc
    limit ${q.pageSize} offset ${(q.pageNo - 1) * q.pageSize}`);
  const codes = [...new Set(rows.rows.flatMap((r) => r.codes ?? []))];
  const names = codes.length
    ? await db.execute<{ code: string; name: string }>(sql`select code, name from stock_info where code = any(${pgArrayLiteral(codes)}::varchar[])`)
    : { rows: [] };
  const nameOf = new Map(names.rows.map((r) => [r.code, r.name]));
  let total = rows.rows[0]?.total ?? 0;
  if (!rows.rows.length && q.pageNo > 1) {
    // past the last page: still say how many there are
    const all = await pageWatchNews(db, userId, { pageNo: 1, pageSize: 1 });
    total = all.total;
  }
  return {
    total,
    list: rows.rows.map((r) => ({
      kind: r.kind,
      id: Number(r.id),
      title: r.title,
      summary: r.summary,
      source: r.source,
      time: new Date(r.t).getTime(),
      url: r.url,
      stocks: (r.codes ?? []).filter((c) => nameOf.has(c)).map((c) => ({ code: c, name: nameOf.get(c)! })),
    })),
  };
}

/** How long a stream ticket may wait for its EventSource. */
const TICKET_MS = 60_000;
const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest('hex');

/** A one-time ticket for the member's alert stream (only its hash is stored); expired ones are swept on the way. */
export async function createStreamTicket(db: Db, userId: number): Promise<string> {
  const ticket = crypto.randomBytes(32).toString('hex');
  await db.delete(stockAlertTicket).where(sql`${stockAlertTicket.expireTime} < now()`);
  await db.insert(stockAlertTicket).values({ ticketHash: sha256(ticket), userId, expireTime: new Date(Date.now() + TICKET_MS) });
  return ticket;
}

/** Uses up a ticket: its member, or null when it is unknown, used or expired. */
export async function useStreamTicket(db: Db, ticket: string): Promise<number | null> {
  const [row] = await db
    .delete(stockAlertTicket)
    .where(and(eq(stockAlertTicket.ticketHash, sha256(ticket)), sql`${stockAlertTicket.expireTime} > now()`))
    .returning({ userId: stockAlertTicket.userId });
  return row?.userId ?? null;
}
