import type { FastifyInstance } from 'fastify';
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  FEED_KIND_LABELS,
  FEED_KINDS,
  FeedRejectionPageReq,
  STOCK_FEED_CLIENT_ID,
  type FeedKind,
  type FeedRejectionVO,
  type FeedSecretVO,
  type FeedSourceSummaryVO,
  type PageResult,
} from '@gprs/contract';
import { pageQuery } from '../../../core/paging';
import { route } from '../../../core/route';
import { getConfigValue } from '../../infra/config/config.service';
import { isContinuousTrading, tradingSession } from '../market-rules';
import { stockFeedBatch } from '../feed/feed.schema';
import { feedDoorOpen, feedSecretRevealed, revealFeedSecret, rotateFeedSecret } from '../feed/feed-door';

/** Who may see or replace the push client's secret: whoever may edit OAuth2 clients (应用管理). */
const FEED_SECRET_PERMISSION = 'system:oauth2-client:update';

/** Rows per minute and batch counts are taken over this many minutes. */
export const FEED_WINDOW_MINUTES = 5;
/** Without a quotes batch for this long during continuous trading, a push feed counts as quiet (infra config stock.feed.quiet-seconds). */
export const FEED_QUIET_SECONDS = 60;

/**
 * Whether the feed has gone quiet: only in push mode (the simulator needs no feeder), only during continuous trading
 * (09:30–11:30, 13:00–15:00 Beijing time on trade days), and when the last quotes batch is older than `quietSeconds`
 * (or there is none).
 */
export function feedQuiet(mode: 'simulator' | 'push', now: Date, lastQuotes: Date | null, quietSeconds: number): { trading: boolean; quiet: boolean; quietFor: number | null } {
  const trading = isContinuousTrading(tradingSession(now));
  const quietFor = lastQuotes ? Math.max(0, Math.floor((now.getTime() - lastQuotes.getTime()) / 1000)) : null;
  return { trading, quietFor, quiet: mode === 'push' && trading && (quietFor === null || quietFor >= quietSeconds) };
}

/**
 * 股票数据 → 数据源 (staff): GET /stock-admin/feed-source/summary — per feed kind the last accepted batch, rows per
 * minute, accepted / refused batches over the last FEED_WINDOW_MINUTES, and whether the feed has gone quiet;
 * GET /stock-admin/feed-source/rejected-page — refused batches, newest first, with the bad row and the reason.
 */
export function stockAdminFeedSourceRoutes(app: FastifyInstance): void {
  route(app, {
    method: 'GET',
    url: '/stock-admin/feed-source/summary',
    permission: 'stock:feed-source:query',
    handler: async ({ db }): Promise<FeedSourceSummaryVO> => {
      const now = new Date();
      const since = new Date(now.getTime() - FEED_WINDOW_MINUTES * 60_000);
      const [stats, last, configured, secretRevealed] = await Promise.all([
        db.execute<{ kind: string; batches: number; rejected: number; rows: string; avg_ms: string | null }>(sql`select kind,
            count(*) filter (where accepted)::int batches, count(*) filter (where not accepted)::int rejected,
            coalesce(sum(rows) filter (where accepted), 0)::text rows, avg(apply_ms) filter (where accepted)::text avg_ms
          from stock_feed_batch where receive_time > ${since} group by kind`),
        db.execute<{ kind: string; receive_time: Date; rows: number; changed: number }>(sql`select distinct on (kind) kind, receive_time, rows, changed
          from stock_feed_batch where accepted order by kind, receive_time desc`),
        getConfigValue(db, 'stock.feed.quiet-seconds'),
        feedSecretRevealed(db),
      ]);
      const statOf = new Map(stats.rows.map((r) => [r.kind, r]));
      const lastOf = new Map(last.rows.map((r) => [r.kind, r]));
      const quietSeconds = Number(configured) > 0 ? Math.round(Number(configured)) : FEED_QUIET_SECONDS;
      const lastQuotes = lastOf.get('quotes')?.receive_time;
      const mode = app.config.marketFeed === 'push' ? 'push' : 'simulator';
      return {
        mode,
        pushOpen: feedDoorOpen(app.config),
        client: { clientId: STOCK_FEED_CLIENT_ID, secretRevealed },
        now: now.getTime(),
        windowMinutes: FEED_WINDOW_MINUTES,
        quietSeconds,
        ...feedQuiet(mode, now, lastQuotes ? new Date(lastQuotes) : null, quietSeconds),
        kinds: FEED_KINDS.map((kind) => {
          const s = statOf.get(kind);
          const l = lastOf.get(kind);
          return {
            kind,
            label: FEED_KIND_LABELS[kind],
            lastBatchTime: l ? new Date(l.receive_time).getTime() : null,
            lastBatchRows: l?.rows ?? null,
            lastBatchChanged: l?.changed ?? null,
            rowsPerMinute: s ? Math.round((Number(s.rows) / FEED_WINDOW_MINUTES) * 10) / 10 : 0,
            batches: s?.batches ?? 0,
            rejectedBatches: s?.rejected ?? 0,
            avgApplyMs: s?.avg_ms ? Math.round(Number(s.avg_ms)) : null,
          };
        }),
      };
    },
  });

  // the generated secret, once (a fresh install's, until someone has seen it)
  route(app, {
    method: 'POST',
    url: '/stock-admin/feed-source/secret/reveal',
    permission: FEED_SECRET_PERMISSION,
    handler: ({ db }): Promise<FeedSecretVO> => revealFeedSecret(db),
  });

  // a new secret, shown once; the old one and its tokens stop working
  route(app, {
    method: 'POST',
    url: '/stock-admin/feed-source/secret/rotate',
    permission: FEED_SECRET_PERMISSION,
    handler: ({ db }): Promise<FeedSecretVO> => rotateFeedSecret(db),
  });

  route(app, {
    method: 'GET',
    url: '/stock-admin/feed-source/rejected-page',
    permission: 'stock:feed-source:query',
    query: FeedRejectionPageReq,
    handler: async ({ db, query }): Promise<PageResult<FeedRejectionVO>> => {
      const where = and(eq(stockFeedBatch.accepted, false), query.kind ? eq(stockFeedBatch.kind, query.kind) : undefined);
      const page = await pageQuery(db, stockFeedBatch, query, { where, orderBy: [desc(stockFeedBatch.receiveTime), desc(stockFeedBatch.id)] });
      return {
        total: page.total,
        list: page.list.map((r) => ({
          id: r.id,
          kind: r.kind as FeedKind,
          clientId: r.clientId,
          receiveTime: r.receiveTime.getTime(),
          rows: r.rows,
          rowIndex: r.rowIndex,
          code: r.code,
          reason: r.reason,
          sample: r.sample,
        })),
      };
    },
  });
}
