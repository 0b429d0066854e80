import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  FeedAnnouncementRow,
  FeedBatchReq,
  FeedDragonTigerRow,
  FeedMoneyFlowRow,
  FeedFlashRow,
  FeedHotRankRow,
  FeedIndexRow,
  FeedLimitUpPoolRow,
  FeedQuoteRow,
  STOCK_FEED_SCOPE,
  StockFeedError,
  type FeedBatchResp,
  type FeedKind,
} from '@gprs/contract';
import { route } from '../../../core/route';
import { BizError, forbidden, type ErrorCode } from '../../../core/errors';
import type { LoginUser } from '../../../core/auth';
import type { Db } from '../../../db/client';
import { pgArrayLiteral } from '../../../core/bulk';
import { isTradeDay, sessionClock, shanghaiDate } from '../market-rules';
import { logFeedBatch } from './feed-log';
import { publishLive } from './live-hub';
import { isPlainQuoteRow } from './quote-row';
import { applyAnnouncements, applyFlashes } from './content-path';
import { LimitBook, outOfBand, requireFeedDoorOpen } from './feed-door';
import { applyDragonTiger, applyMoneyFlows } from './money-path';
import { AvgVolume5, applyIndices, applyQuotes, refreshAggregates, resolveTradeDate, rollTradeDay, type PoolChange } from './quote-path';
import { applyHotSnapshot } from './hot-path';

/** Feed routes need a token with scope `stock.feed` (an OAuth2 client-credentials token of a client that has it). */
function requireFeedScope(user: LoginUser): void {
  if (!user.scopes.includes(STOCK_FEED_SCOPE)) throw forbidden();
}

/** A refused batch, naming the 0-based index of the row that refused it (kept in the feed log). */
export class FeedRowError extends BizError {
  constructor(
    readonly index: number,
    error: ErrorCode,
    ...args: unknown[]
  ) {
    const values = [index + 1, index, ...args];
    let i = 0;
    super(error.code, error.msg.replace(/\{\}/g, () => String(values[i++] ?? '')));
  }
}

/**
 * Validates every row; the first bad one refuses the batch, named by its 1-based row and its index. `quick`: a row it
 * passes is certainly valid as it is (the schema checks the others).
 */
function parseRows<S extends z.ZodType>(schema: S, items: unknown[], quick?: (item: unknown) => boolean): z.output<S>[] {
  return items.map((item, i) => {
    if (quick?.(item)) return item as z.output<S>;
    const r = schema.safeParse(item);
    if (!r.success) {
      const issue = r.error.issues[0];
      throw new FeedRowError(i, StockFeedError.FEED_BAD_ROW, [issue?.path.join('.'), issue?.message].filter(Boolean).join(' '));
    }
    return r.data;
  });
}

/**
 * Every code must name a stored stock (index); the first unknown one refuses the batch. `known`: codes already known to
 * exist (not looked up).
 */
export async function requireKnownCodes(db: Db, codes: string[], table: 'stock_info' | 'stock_index' = 'stock_info', known: ReadonlySet<string> = new Set()): Promise<void> {
  const unsure = [...new Set(codes)].filter((c) => !known.has(c));
  if (!unsure.length) return;
  const found = await db.execute<{ code: string }>(sql`select code from ${sql.identifier(table)} where code = any(${pgArrayLiteral(unsure)}::varchar[])`);
  const set = new Set([...known, ...found.rows.map((r) => r.code)]);
  const i = codes.findIndex((c) => !set.has(c));
  if (i >= 0) throw new FeedRowError(i, table === 'stock_info' ? StockFeedError.FEED_UNKNOWN_STOCK : StockFeedError.FEED_UNKNOWN_INDEX, codes[i]);
}

/**
 * The newest row per key (idempotent by (key, time)), and the trade day of the batch (rolled when a new day begins).
 * The key is the code unless the kind has another natural key.
 */
export async function prepare<R extends { code: string; time: number }>(db: Db, rows: R[], key: (r: R) => string = (r) => r.code) {
  const newest = new Map<string, R>();
  for (const r of rows) if (!newest.has(key(r)) || newest.get(key(r))!.time < r.time) newest.set(key(r), r);
  const now = new Date(Math.max(...rows.map((r) => r.time)));
  const { date, roll, latest } = await resolveTradeDate(db, now);
  if (roll) await rollTradeDay(db, date, latest);
  return { rows: [...newest.values()], now, date };
}

/**
 * One feed kind: `POST /stock-feed/<kind>` with `{items}` (1–STOCK_FEED_MAX_ROWS rows), scope stock.feed, rows checked
 * against `row` before `apply` runs in the request's transaction. The batch is logged for 股票数据 → 数据源: accepted
 * in the same transaction, refused outside it (the rollback must not take the record of the refusal with it).
 */
export function feedRoute<S extends z.ZodType>(
  app: FastifyInstance,
  kind: FeedKind,
  row: S,
  apply: (db: Db, rows: z.output<S>[]) => Promise<{ changed: number; tradeDate: string }>,
  quick?: (item: unknown) => boolean,
): void {
  route(app, {
    method: 'POST',
    url: `/stock-feed/${kind}`,
    auth: 'user',
    body: FeedBatchReq,
    handler: async ({ db, rootDb, user, body }): Promise<FeedBatchResp> => {
      requireFeedScope(user);
      requireFeedDoorOpen(app.config);
      const started = performance.now();
      const base = { kind, clientId: user.clientId, rows: body.items.length };
      try {
        const rows = parseRows(row, body.items, quick);
        const { changed, tradeDate } = await apply(db, rows);
        await logFeedBatch(db, { ...base, accepted: true, changed, applyMs: performance.now() - started });
        return { total: rows.length, changed, ignored: rows.length - changed, tradeDate };
      } catch (err) {
        const index = err instanceof FeedRowError ? err.index : null;
        await logFeedBatch(rootDb, {
          ...base,
          accepted: false,
          rowIndex: index,
          code: err instanceof BizError ? err.code : 500,
          reason: err instanceof BizError ? err.message : `系统异常：${(err as Error)?.message ?? String(err)}`,
          sample: index === null ? undefined : body.items[index],
        }).catch((logErr) => app.log.warn({ err: logErr }, 'feed log not written'));
        throw err;
      }
    },
  });
}

/**
 * POST /admin-api/stock-feed/* — the push feed of live market data (docs/market-data-feed.md). Each batch runs in one
 * transaction: stored, pools / statistics / board heat recomputed, broadcast to the SSE clients of every instance at
 * commit — or, for any bad row, nothing at all.
 */
export function feedRoutes(app: FastifyInstance): void {
  // 量比 needs each stock's 5-day average volume: read once per trade day, not per batch
  const avgVolume5 = new AvgVolume5();
  // the limit prices every pushed price is held to: read once per trade day and stock
  const limitBook = new LimitBook();
  feedRoute(app, 'quotes', FeedQuoteRow, async (db, rows) => {
    const { rows: newest, now, date } = await prepare(db, rows);
    const bands = await limitBook.bands(db, date, rows);
    for (let i = 0; i < rows.length; i++) {
      const band = bands.get(rows[i].code);
      const bad = band ? outOfBand(rows[i], band) : null;
      if (bad) throw new FeedRowError(i, StockFeedError.FEED_OUT_OF_LIMIT, rows[i].code, bad.field, bad.value, band!.down.toFixed(2), band!.up.toFixed(2));
    }
    const applied = await applyQuotes(
      db,
      newest.map((r) => ({
        code: r.code,
        price: r.price,
        prevClose: r.prevClose ?? null,
        open: r.open ?? null,
        high: r.high ?? null,
        low: r.low ?? null,
        volume: r.volume,
        amount: r.amount,
        time: new Date(r.time),
      })),
      { tradeDate: date, now, onlyNewer: true, avgVolume5 },
    );
    // unknown codes refuse the batch: checked after the write (the transaction's rollback takes all of it back, the
    // NOTIFYs included), and only for the codes the UPDATE did not find — none in a usual batch, so no query
    await requireKnownCodes(
      db,
      rows.map((r) => r.code),
      'stock_info',
      new Set(applied.changed),
    );
    return { changed: applied.changed.length, tradeDate: date };
  }, isPlainQuoteRow);

  feedRoute(app, 'indices', FeedIndexRow, async (db, rows) => {
    await requireKnownCodes(
      db,
      rows.map((r) => r.code),
      'stock_index',
    );
    const { rows: newest, now, date } = await prepare(db, rows);
    const applied = await applyIndices(
      db,
      newest.map((r) => ({ ...r, time: new Date(r.time) })),
      { tradeDate: date, now },
    );
    return { changed: applied.changed.length, tradeDate: date };
  });

  feedRoute(app, 'limit-up-pools', FeedLimitUpPoolRow, async (db, rows) => {
    await requireKnownCodes(
      db,
      rows.map((r) => r.code),
    );
    const { rows: newest, date } = await prepare(db, rows, (r) => `${r.poolType}:${r.code}`);
    const col = <T>(f: (r: FeedLimitUpPoolRow) => T) => pgArrayLiteral(newest.map(f));
    // the vendor's row replaces ours (quotes made it: feed_time null) or an older row of the vendor; figures of the
    // quote (price, change, amount …) come from the stock, what only the vendor knows from the row
    const upserted = await db.execute<{ stock_code: string; stock_name: string; pool_type: number; joined: boolean; feed_time: Date }>(sql`
      insert into stock_limit_up as l (trade_date, pool_type, stock_code, stock_name, price, change_percent, amount, turnover_rate, float_market_cap,
        seal_amount, first_seal_time, last_seal_time, open_count, streak, nt_n, nt_t, reason_concept, reason, one_word, update_time, feed_time)
      select ${date}::date, u.pool, s.code, s.name, s.price, coalesce(s.change_percent, 0), s.amount, s.turnover_rate, s.float_market_cap,
        u.seal, u.first_seal, u.last_seal, u.opens, u.streak, coalesce(u.nt_n, greatest(u.streak, 1)), coalesce(u.nt_t, greatest(u.streak, 1)),
        coalesce(u.concept, ''), coalesce(u.reason, ''), coalesce(u.one_word, false), now(), u.t
      from unnest(${col((r) => r.code)}::varchar[], ${col((r) => r.poolType)}::int2[], ${col((r) => r.sealAmount)}::numeric[],
        ${col((r) => r.firstSealTime ?? null)}::varchar[], ${col((r) => r.lastSealTime ?? null)}::varchar[], ${col((r) => r.openCount)}::int4[],
        ${col((r) => r.streak)}::int4[], ${col((r) => r.ntN ?? null)}::int4[], ${col((r) => r.ntT ?? null)}::int4[], ${col((r) => r.reasonConcept ?? null)}::varchar[],
        ${col((r) => r.reason ?? null)}::varchar[], ${col((r) => r.oneWord ?? null)}::bool[], ${col((r) => new Date(r.time))}::timestamptz[])
        as u(code, pool, seal, first_seal, last_seal, opens, streak, nt_n, nt_t, concept, reason, one_word, t)
      join stock_info s on s.code = u.code
      on conflict (trade_date, pool_type, stock_code) do update set stock_name = excluded.stock_name, price = excluded.price,
        change_percent = excluded.change_percent, amount = excluded.amount, turnover_rate = excluded.turnover_rate, float_market_cap = excluded.float_market_cap,
        seal_amount = excluded.seal_amount, first_seal_time = coalesce(excluded.first_seal_time, l.first_seal_time),
        last_seal_time = coalesce(excluded.last_seal_time, l.last_seal_time), open_count = excluded.open_count, streak = excluded.streak,
        nt_n = excluded.nt_n, nt_t = excluded.nt_t, reason_concept = case when excluded.reason_concept = '' then l.reason_concept else excluded.reason_concept end,
        reason = case when excluded.reason = '' then l.reason else excluded.reason end, one_word = excluded.one_word, update_time = now(), feed_time = excluded.feed_time
      where l.feed_time is null or l.feed_time < excluded.feed_time
      returning l.stock_code, l.stock_name, l.pool_type, (xmax = 0) as joined, l.feed_time`);
    const applied = upserted.rows;
    if (!applied.length) return { changed: 0, tradeDate: date };
    // 涨停 and 炸板 exclude each other on a day: the stock leaves the other pool (unless the vendor's row there is newer)
    const left = await db.execute<{ stock_code: string; stock_name: string; pool_type: number; open_count: number }>(sql`
      delete from stock_limit_up l using unnest(${pgArrayLiteral(applied.map((r) => r.stock_code))}::varchar[], ${pgArrayLiteral(applied.map((r) => r.pool_type))}::int2[],
        ${pgArrayLiteral(applied.map((r) => r.feed_time))}::timestamptz[]) as u(code, pool, t)
      where l.trade_date = ${date} and l.stock_code = u.code and u.pool in (1, 2) and l.pool_type = 3 - u.pool and (l.feed_time is null or l.feed_time < u.t)
      returning l.stock_code, l.stock_name, l.pool_type, l.open_count`);
    const at = (t: Date) => sessionClock(new Date(t)).time;
    const timeOf = new Map(applied.map((r) => [r.stock_code, at(r.feed_time)]));
    const openOf = new Map(newest.map((r) => [`${r.poolType}:${r.code}`, r.openCount]));
    const changes: PoolChange[] = [
      ...left.rows.map((r) => ({ code: r.stock_code, name: r.stock_name, poolType: r.pool_type, action: 'leave' as const, time: timeOf.get(r.stock_code)!, openCount: r.open_count })),
      ...applied
        .filter((r) => r.joined)
        .map((r) => ({ code: r.stock_code, name: r.stock_name, poolType: r.pool_type, action: 'join' as const, time: at(r.feed_time), openCount: openOf.get(`${r.pool_type}:${r.stock_code}`) ?? 0 })),
    ];
    await refreshAggregates(db, date);
    // a pool row that only changed its figures is still news for the pool pages: broadcast it as an update
    const updates = applied.filter((r) => !r.joined).map((r) => ({ code: r.stock_code, name: r.stock_name, poolType: r.pool_type, action: 'update', time: at(r.feed_time) }));
    await publishLive(db, [{ type: 'limit-up', data: { tradeDate: date, items: [...changes, ...updates] } }]);
    return { changed: applied.length, tradeDate: date };
  });

  feedRoute(app, 'hot-ranks', FeedHotRankRow, async (db, rows) => {
    await requireKnownCodes(
      db,
      rows.map((r) => r.code),
    );
    const { rows: newest, date } = await prepare(db, rows);
    const holder = new Map<number, FeedHotRankRow>();
    for (const r of newest) {
      const other = holder.get(r.rank);
      if (other) throw new FeedRowError(rows.lastIndexOf(r), StockFeedError.FEED_DUPLICATE_RANK, r.rank, rows.lastIndexOf(other) + 1);
      holder.set(r.rank, r);
    }
    const col = <T>(f: (r: FeedHotRankRow) => T) => pgArrayLiteral(newest.map(f));
    const taken = await db.execute<{ code: string; heat: number }>(sql`update stock_info s set hot_rank_time = u.t, heat = coalesce(u.heat, s.heat)
      from unnest(${col((r) => r.code)}::varchar[], ${col((r) => r.heat ?? null)}::int4[], ${col((r) => new Date(r.time))}::timestamptz[]) as u(code, heat, t)
      where s.code = u.code and (s.hot_rank_time is null or s.hot_rank_time < u.t)
      returning s.code, s.heat`);
    if (!taken.rows.length) return { changed: 0, tradeDate: date };
    const rankOf = new Map(newest.map((r) => [r.code, r.rank]));
    // one snapshot of the 人气榜 (decision 0037): previous ranks kept, ranks taken, tags and 上榜理由 stored
    const rowOf = new Map(newest.map((r) => [r.code, r]));
    await applyHotSnapshot(
      db,
      taken.rows.map((r) => ({ code: r.code, rank: rankOf.get(r.code)!, concepts: rowOf.get(r.code)!.concepts, reason: rowOf.get(r.code)!.reason })),
      { time: new Date(Math.max(...taken.rows.map((r) => rowOf.get(r.code)!.time))), source: 'feed' },
    );
    // board heat follows its members' heat
    await refreshAggregates(db, date);
    const items = taken.rows.map((r) => ({ code: r.code, rank: rankOf.get(r.code)!, heat: r.heat })).sort((a, b) => a.rank - b.rank);
    await publishLive(db, [{ type: 'hot-rank', data: { tradeDate: date, items } }]);
    return { changed: taken.rows.length, tradeDate: date };
  });

  feedRoute(app, 'flashes', FeedFlashRow, async (db, rows) => {
    const codes = rows.flatMap((r) => r.stockCodes);
    if (codes.length) {
      const known = await db.execute<{ code: string }>(sql`select code from stock_info where code = any(${pgArrayLiteral([...new Set(codes)])}::varchar[])`);
      const set = new Set(known.rows.map((r) => r.code));
      const i = rows.findIndex((r) => r.stockCodes.some((c) => !set.has(c)));
      if (i >= 0) throw new FeedRowError(i, StockFeedError.FEED_UNKNOWN_STOCK, rows[i].stockCodes.find((c) => !set.has(c)));
    }
    // idempotent by (time, source, title): neither a flash stored before nor a repeat inside the batch is written again
    const changed = await applyFlashes(db, rows);
    const { date } = await resolveTradeDate(db, new Date(Math.max(...rows.map((r) => r.time))));
    return { changed, tradeDate: date };
  });

  feedRoute(app, 'announcements', FeedAnnouncementRow, async (db, rows) => {
    await requireKnownCodes(
      db,
      rows.map((r) => r.code),
    );
    // stored once by (code, date, title): a repeat (stored, or earlier in the batch) is ignored
    const changed = await applyAnnouncements(db, rows);
    const { date } = await resolveTradeDate(db, new Date(Math.max(...rows.map((r) => r.time))));
    return { changed, tradeDate: date };
  });

  // 资金流向 and 龙虎榜 (decision 0036): the money side's one write path (feed/money-path.ts), as the simulator and tushare
  feedRoute(app, 'money-flows', FeedMoneyFlowRow, async (db, rows) => {
    await requireKnownCodes(
      db,
      rows.map((r) => r.code),
    );
    const { rows: newest, date } = await prepare(db, rows);
    const applied = await applyMoneyFlows(
      db,
      newest.map((r) => ({
        code: r.code,
        extraLargeNet: r.extraLarge.net,
        extraLargeBuy: r.extraLarge.buy,
        extraLargeSell: r.extraLarge.sell,
        largeNet: r.large.net,
        largeBuy: r.large.buy,
        largeSell: r.large.sell,
        mediumNet: r.medium.net,
        mediumBuy: r.medium.buy,
        mediumSell: r.medium.sell,
        smallNet: r.small.net,
        smallBuy: r.small.buy,
        smallSell: r.small.sell,
        time: new Date(r.time),
      })),
      { tradeDate: date, knownCodes: true },
    );
    return { changed: applied.written, tradeDate: date };
  });

  feedRoute(app, 'dragon-tiger', FeedDragonTigerRow, async (db, rows) => {
    // 龙虎榜 is published after the close: a row names its trade day, which must be a trade day not after today
    const today = shanghaiDate(new Date());
    const bad = rows.findIndex((r) => !isTradeDay(r.tradeDate) || r.tradeDate > today);
    if (bad >= 0) throw new FeedRowError(bad, StockFeedError.FEED_BAD_ROW, `tradeDate ${rows[bad].tradeDate} 不是已开市的交易日`);
    await requireKnownCodes(
      db,
      rows.map((r) => r.code),
    );
    const latest = rows.reduce((d, r) => (r.tradeDate > d ? r.tradeDate : d), rows[0].tradeDate);
    const applied = await applyDragonTiger(
      db,
      rows.map((r) => ({ ...r, name: null })),
      rows.flatMap((r) => r.seats.map((s) => ({ code: r.code, tradeDate: r.tradeDate, reason: r.reason, side: s.side, seat: s.name, buy: s.buy, sell: s.sell, institution: s.institution }))),
      { tradeDate: latest, knownCodes: true },
    );
    return { changed: applied.written, tradeDate: latest };
  });
}
