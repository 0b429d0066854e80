import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { FeedBatchReq, FeedFlashRow, FeedIndexRow, FeedQuoteRow, STOCK_FEED_SCOPE, StockFeedError, type FeedBatchResp } from '@gprs/contract';
import { route } from '../../../core/route';
import { fail, forbidden } from '../../../core/errors';
import type { LoginUser } from '../../../core/auth';
import type { Db } from '../../../db/client';
import { pgArrayLiteral } from '../../../core/bulk';
import { stockInformation } from '../content.schema';
import { sanitizeHtml } from '../sanitize';
import { publishLive } from './live-hub';
import { applyIndices, applyQuotes, resolveTradeDate, rollTradeDay } from './quote-path';

/** Feed routes need a token with scope `stock.feed` (an OAuth2 client-credentials token of a client that has it). */
function requireFeedScope(user: LoginUser): void {
  if (!user.scopes.includes(STOCK_FEED_SCOPE)) throw forbidden();
}

/** Validates every row; the first bad one refuses the batch, named by its 1-based row and its index. */
function parseRows<S extends z.ZodType>(schema: S, items: unknown[]): z.output<S>[] {
  return items.map((item, i) => {
    const r = schema.safeParse(item);
    if (!r.success) {
      const issue = r.error.issues[0];
      fail(StockFeedError.FEED_BAD_ROW, i + 1, i, [issue?.path.join('.'), issue?.message].filter(Boolean).join(' '));
    }
    return r.data;
  });
}

/** Every code must name a stored stock (index); the first unknown one refuses the batch. */
async function requireKnownCodes(db: Db, codes: string[], table: 'stock_info' | 'stock_index' = 'stock_info'): Promise<void> {
  const known = await db.execute<{ code: string }>(
    sql`select code from ${sql.identifier(table)} where code = any(${pgArrayLiteral([...new Set(codes)])}::varchar[])`,
  );
  const set = new Set(known.rows.map((r) => r.code));
  const i = codes.findIndex((c) => !set.has(c));
  if (i >= 0) fail(table === 'stock_info' ? StockFeedError.FEED_UNKNOWN_STOCK : StockFeedError.FEED_UNKNOWN_INDEX, i + 1, i, codes[i]);
}

/** The newest row per code (idempotent by (code, time)), and the trade day of the batch (rolled when a new day begins). */
async function prepare<R extends { code: string; time: number }>(db: Db, rows: R[]) {
  const newest = new Map<string, R>();
  for (const r of rows) if (!newest.has(r.code) || newest.get(r.code)!.time < r.time) newest.set(r.code, r);
  const now = new Date(Math.max(...rows.map((r) => r.time)));
  const { date, roll, latest } = await resolveTradeDate(db, now);
  if (roll) await rollTradeDay(db, date, latest);
  return { rows: [...newest.values()], now, date };
}

/**
 * POST /admin-api/stock-feed/* — the push feed of live market data (docs/market-data-feed.md). Each batch runs in one
 * transaction: stored, pools / statistics / board heat recomputed, broadcast to the SSE clients of every instance at
 * commit — or, for any bad row, nothing at all.
 */
export function feedRoutes(app: FastifyInstance): void {
  route(app, {
    method: 'POST',
    url: '/stock-feed/quotes',
    auth: 'user',
    body: FeedBatchReq,
    handler: async ({ db, user, body }): Promise<FeedBatchResp> => {
      requireFeedScope(user);
      const rows = parseRows(FeedQuoteRow, body.items);
      await requireKnownCodes(
        db,
        rows.map((r) => r.code),
      );
      const { rows: newest, now, date } = await prepare(db, rows);
      const applied = await applyQuotes(
        db,
        newest.map((r) => ({
          code: r.code,
          price: r.price,
          open: r.open ?? null,
          high: r.high ?? null,
          low: r.low ?? null,
          volume: r.volume,
          amount: r.amount,
          time: new Date(r.time),
        })),
        { tradeDate: date, now, onlyNewer: true },
      );
      return { total: rows.length, changed: applied.changed.length, ignored: rows.length - applied.changed.length, tradeDate: date };
    },
  });

  route(app, {
    method: 'POST',
    url: '/stock-feed/indices',
    auth: 'user',
    body: FeedBatchReq,
    handler: async ({ db, user, body }): Promise<FeedBatchResp> => {
      requireFeedScope(user);
      const rows = parseRows(FeedIndexRow, body.items);
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
      return { total: rows.length, changed: applied.changed.length, ignored: rows.length - applied.changed.length, tradeDate: date };
    },
  });

  route(app, {
    method: 'POST',
    url: '/stock-feed/flashes',
    auth: 'user',
    body: FeedBatchReq,
    handler: async ({ db, user, body }): Promise<FeedBatchResp> => {
      requireFeedScope(user);
      const rows = parseRows(FeedFlashRow, body.items);
      const codes = rows.flatMap((r) => r.stockCodes);
      if (codes.length) {
        const known = await db.execute<{ code: string }>(sql`select code from stock_info where code = any(${pgArrayLiteral([...new Set(codes)])}::varchar[])`);
        const set = new Set(known.rows.map((r) => r.code));
        const i = rows.findIndex((r) => r.stockCodes.some((c) => !set.has(c)));
        if (i >= 0) fail(StockFeedError.FEED_UNKNOWN_STOCK, i + 1, i, rows[i].stockCodes.find((c) => !set.has(c)));
      }
      // idempotent by (time, source, title): neither a flash stored before nor a repeat inside the batch is written again
      const key = (r: { time: number; source: string; title: string }) => `${r.time}\u0000${r.source}\u0000${r.title}`;
      const stored = await db.execute<{ t: string; source: string; title: string }>(
        sql`select (extract(epoch from publish_time) * 1000)::bigint::text t, source, title from stock_information
          where publish_time = any(${pgArrayLiteral(rows.map((r) => new Date(r.time)))}::timestamptz[])`,
      );
      const seen = new Set(stored.rows.map((r) => key({ time: Number(r.t), source: r.source, title: r.title })));
      const fresh = rows.filter((r) => !seen.has(key(r)) && (seen.add(key(r)), true));
      const { date } = await resolveTradeDate(db, new Date(Math.max(...rows.map((r) => r.time))));
      if (fresh.length) {
        const inserted = await db
          .insert(stockInformation)
          .values(
            fresh.map((r) => ({
              publishTime: new Date(r.time),
              title: r.title,
              content: sanitizeHtml(r.content),
              level: r.level,
              source: r.source,
              stockCodes: [...new Set(r.stockCodes)],
            })),
          )
          .returning();
        await publishLive(
          db,
          inserted.map((f) => ({
            type: 'flash' as const,
            data: {
              id: f.id,
              items: [{ id: f.id, publishTime: f.publishTime.getTime(), title: f.title, content: f.content, level: f.level, source: f.source, stockCodes: f.stockCodes }],
            },
          })),
        );
      }
      return { total: rows.length, changed: fresh.length, ignored: rows.length - fresh.length, tradeDate: date };
    },
  });
}
