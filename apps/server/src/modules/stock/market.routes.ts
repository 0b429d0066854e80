import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  CodeReq,
  ConceptKlineReq,
  ConceptMembersReq,
  ConceptPageReq,
  IndexKlineReq,
  KlineReq,
  LimitReq,
  LimitUpHistoryReq,
  LimitUpPoolReq,
  SearchReq,
  StockPageReq,
  TradeDateReq,
  TradeDaysReq,
  TurnoverHistoryReq,
  MARKET_PHASE_LABELS,
  type MarketStatusVO,
} from '@gprs/contract';
import { sql } from 'drizzle-orm';
import { route } from '../../core/route';
import { latestInformation, latestNews } from './content.service';
import { marketPhase, shanghaiDate, tradingSession } from './market-rules';
import * as market from './market.service';
import { hotList, hotRise } from './hot/hot.service';
import { recordView } from './member.service';
import { getMarketReadModel, searchMarket } from './read-model';
import { marketDistribution } from './distribution';

/** Public market read APIs (anonymous access), under /admin-api/stock. */
/** Market reads are the same for every caller and change at most every few seconds: a CDN or browser may keep them this long. */
const MARKET_CACHE_SECONDS = 3;

export function marketRoutes(app: FastifyInstance): void {
  const model = getMarketReadModel(app);
  /**
   * A public market read through the read model: one load per URL and market version, then the answer already
   * serialised (no query, no JSON.stringify, no hashing) until the market changes.
   */
  const read = async ({ req }: { req: FastifyRequest }, load: () => Promise<unknown>) => {
    const answer = await model.read(req.url, load);
    return answer.json ?? answer.data;
  };

  route(app, { method: 'GET', url: '/stock/stock/page', auth: 'public', cacheSeconds: MARKET_CACHE_SECONDS, query: StockPageReq, handler: (ctx) => read(ctx, () => market.pageStocks(ctx.db, ctx.query)) });

  route(app, {
    method: 'GET',
    url: '/stock/stock/get',
    auth: 'public',
    query: CodeReq,
    // the same for every caller, so kept in the read model; not cacheable by others, since it records the caller's view
    handler: async ({ db, query, optionalUser, req }) => {
      const { data: detail, json } = await model.read(req.url, () => market.getStockDetail(db, query.code));
      await recordView(db, optionalUser?.id, 'stock', detail.code, `${detail.name}(${detail.code})`);
      return json ?? detail;
    },
  });

  route(app, { method: 'GET', url: '/stock/stock/kline', auth: 'public', cacheSeconds: MARKET_CACHE_SECONDS, query: KlineReq, handler: (ctx) => read(ctx, () => market.stockKline(ctx.db, ctx.query.code, ctx.query.period, ctx.query.limit, ctx.query.adjust)) });
  route(app, { method: 'GET', url: '/stock/stock/intraday', auth: 'public', cacheSeconds: MARKET_CACHE_SECONDS, query: CodeReq, handler: (ctx) => read(ctx, () => market.stockIntraday(ctx.db, ctx.query.code)) });
  route(app, { method: 'GET', url: '/stock/stock/hot-rank', auth: 'public', cacheSeconds: MARKET_CACHE_SECONDS, query: LimitReq, handler: (ctx) => read(ctx, () => hotList(ctx.db, ctx.query.limit)) });
  // 飙升榜: the largest rank rises since the previous snapshot (decision 0037)
  route(app, { method: 'GET', url: '/stock/stock/hot-rise', auth: 'public', cacheSeconds: MARKET_CACHE_SECONDS, query: LimitReq, handler: (ctx) => read(ctx, () => hotRise(ctx.db, ctx.query.limit)) });
  route(app, { method: 'GET', url: '/stock/search', auth: 'public', cacheSeconds: MARKET_CACHE_SECONDS, query: SearchReq, handler: (ctx) =>
      read(ctx, async () => {
        // from the in-memory index of this market version; from SQL while the caches are bypassed
        const snapshot = model.snapshot();
        return snapshot ? searchMarket(ctx.db, await snapshot, ctx.query.keyword, ctx.query.limit) : market.searchSql(ctx.db, ctx.query.keyword, ctx.query.limit);
      }),
  });

  route(app, { method: 'GET', url: '/stock/concept/page', auth: 'public', cacheSeconds: MARKET_CACHE_SECONDS, query: ConceptPageReq, handler: (ctx) => read(ctx, () => market.pageConcepts(ctx.db, ctx.query)) });
  route(app, {
    method: 'GET',
    url: '/stock/concept/get',
    auth: 'public',
    query: z.object({ code: z.string().trim().min(1).max(16) }),
    handler: async ({ db, query, optionalUser, req }) => {
      const { data: concept, json } = await model.read(req.url, async () => market.toConcept(await market.requireConcept(db, query.code)));
      await recordView(db, optionalUser?.id, 'concept', concept.code, concept.name);
      return json ?? concept;
    },
  });
  route(app, { method: 'GET', url: '/stock/concept/members', auth: 'public', cacheSeconds: MARKET_CACHE_SECONDS, query: ConceptMembersReq, handler: (ctx) => read(ctx, () => market.conceptMembers(ctx.db, ctx.query)) });
  route(app, { method: 'GET', url: '/stock/concept/kline', auth: 'public', cacheSeconds: MARKET_CACHE_SECONDS, query: ConceptKlineReq, handler: (ctx) => read(ctx, () => market.conceptKline(ctx.db, ctx.query.code, ctx.query.period, ctx.query.limit)) });

  route(app, { method: 'GET', url: '/stock/limit-up/pool', auth: 'public', cacheSeconds: MARKET_CACHE_SECONDS, query: LimitUpPoolReq, handler: (ctx) => read(ctx, () => market.limitUpPool(ctx.db, ctx.query)) });
  route(app, { method: 'GET', url: '/stock/limit-up/ladder', auth: 'public', cacheSeconds: MARKET_CACHE_SECONDS, query: TradeDateReq, handler: (ctx) => read(ctx, () => market.limitUpLadder(ctx.db, ctx.query.tradeDate)) });
  route(app, { method: 'GET', url: '/stock/limit-up/history', auth: 'public', cacheSeconds: MARKET_CACHE_SECONDS, query: LimitUpHistoryReq, handler: (ctx) => read(ctx, () => market.limitUpHistory(ctx.db, ctx.query.code, ctx.query.limit)) });
  route(app, { method: 'GET', url: '/stock/limit-up/summary', auth: 'public', cacheSeconds: MARKET_CACHE_SECONDS, query: TradeDateReq, handler: (ctx) => read(ctx, () => market.limitUpSummary(ctx.db, ctx.query.tradeDate)) });
  route(app, { method: 'GET', url: '/stock/trade-day/list', auth: 'public', cacheSeconds: MARKET_CACHE_SECONDS, query: TradeDaysReq, handler: (ctx) => read(ctx, () => market.tradeDays(ctx.db, ctx.query.limit)) });
  route(app, {
    method: 'GET',
    url: '/stock/market/session',
    auth: 'public',
    // not a market read (no cacheSeconds: the phase moves with the clock): every public page asks for it, and a page
    // without market data stays one
    handler: async ({ db }): Promise<MarketStatusVO> => {
      const now = new Date();
      const phase = marketPhase(now);
      // the newest quote time is kept per market version (it changes only when quotes are written)
      const { data: lastQuoteTime } = await model.read('market-session:last-quote-time', async () => {
        const last = await db.execute<{ t: Date | null }>(sql`select max(quote_time) t from stock_info`);
        return last.rows[0]?.t ? new Date(last.rows[0].t).getTime() : null;
      });
      const source = app.config.marketSource !== 'none' ? app.config.marketSource : app.config.marketFeed;
      return {
        session: tradingSession(now),
        phase,
        phaseLabel: MARKET_PHASE_LABELS[phase],
        tradeDate: shanghaiDate(now),
        serverTime: now.getTime(),
        source,
        demo: source === 'simulator',
        lastQuoteTime,
      };
    },
  });

  route(app, { method: 'GET', url: '/stock/index/list', auth: 'public', cacheSeconds: MARKET_CACHE_SECONDS, handler: (ctx) => read(ctx, () => market.listIndices(ctx.db)) });
  route(app, { method: 'GET', url: '/stock/index/kline', auth: 'public', cacheSeconds: MARKET_CACHE_SECONDS, query: IndexKlineReq, handler: (ctx) => read(ctx, () => market.indexKline(ctx.db, ctx.query.code, ctx.query.period, ctx.query.limit)) });
  route(app, { method: 'GET', url: '/stock/index/intraday', auth: 'public', cacheSeconds: MARKET_CACHE_SECONDS, query: CodeReq, handler: (ctx) => read(ctx, () => market.indexIntraday(ctx.db, ctx.query.code)) });

  route(app, { method: 'GET', url: '/stock/turnover/history', auth: 'public', cacheSeconds: MARKET_CACHE_SECONDS, query: TurnoverHistoryReq, handler: (ctx) => read(ctx, () => market.turnoverHistory(ctx.db, ctx.query.limit)) });
  route(app, { method: 'GET', url: '/stock/turnover/compare', auth: 'public', cacheSeconds: MARKET_CACHE_SECONDS, handler: (ctx) => read(ctx, () => market.turnoverCompare(ctx.db)) });
  // 涨跌分布 with 赚钱效应 of the quoted stocks (the home page's panel; decision 0038)
  route(app, { method: 'GET', url: '/stock/market/distribution', auth: 'public', cacheSeconds: MARKET_CACHE_SECONDS, handler: (ctx) => read(ctx, () => marketDistribution(ctx.db)) });

  route(app, {
    method: 'GET',
    url: '/stock/home/summary',
    auth: 'public',
    cacheSeconds: MARKET_CACHE_SECONDS,
    handler: (ctx) =>
      read(ctx, async () => {
        const { db } = ctx;
        const [indices, turnover, hotStocks, hotRising, hotConcepts, limitUp, flashes, news] = await Promise.all([
          market.listIndices(db),
          market.turnoverCompare(db),
          hotList(db, 10),
          hotRise(db, 10),
          market.pageConcepts(db, { pageNo: 1, pageSize: 10, type: 2, sortField: 'changePercent', sortOrder: 'desc' }),
          market.limitUpSummary(db),
          latestInformation(db, 10),
          latestNews(db, 10),
        ]);
        return { indices, turnover, hotStocks, hotRising, hotConcepts: hotConcepts.list, limitUp, flashes, news };
      }),
  });
}
