import type { FastifyInstance } from 'fastify';
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
} from '@gprs/contract';
import { route } from '../../core/route';
import { latestInformation, latestNews } from './content.service';
import { shanghaiDate, tradingSession } from './market-rules';
import * as market from './market.service';
import { recordView } from './member.service';

/** Public market read APIs (anonymous access), under /admin-api/stock. */
/** Market reads are the same for every caller and change at most every few seconds: a CDN or browser may keep them this long. */
const MARKET_CACHE_SECONDS = 3;

export function marketRoutes(app: FastifyInstance): void {
  route(app, { method: 'GET', url: '/stock/stock/page', auth: 'public', cacheSeconds: MARKET_CACHE_SECONDS, query: StockPageReq, handler: ({ db, query }) => market.pageStocks(db, query) });

  route(app, {
    method: 'GET',
    url: '/stock/stock/get',
    auth: 'public',
    query: CodeReq,
    handler: async ({ db, query, optionalUser }) => {
      const detail = await market.getStockDetail(db, query.code);
      await recordView(db, optionalUser?.id, 'stock', detail.code, `${detail.name}(${detail.code})`);
      return detail;
    },
  });

  route(app, { method: 'GET', url: '/stock/stock/kline', auth: 'public', cacheSeconds: MARKET_CACHE_SECONDS, query: KlineReq, handler: ({ db, query }) => market.stockKline(db, query.code, query.period, query.limit) });
  route(app, { method: 'GET', url: '/stock/stock/intraday', auth: 'public', cacheSeconds: MARKET_CACHE_SECONDS, query: CodeReq, handler: ({ db, query }) => market.stockIntraday(db, query.code) });
  route(app, { method: 'GET', url: '/stock/stock/hot-rank', auth: 'public', cacheSeconds: MARKET_CACHE_SECONDS, query: LimitReq, handler: ({ db, query }) => market.hotRank(db, query.limit) });
  route(app, { method: 'GET', url: '/stock/search', auth: 'public', cacheSeconds: MARKET_CACHE_SECONDS, query: SearchReq, handler: ({ db, query }) => market.search(db, query.keyword, query.limit) });

  route(app, { method: 'GET', url: '/stock/concept/page', auth: 'public', cacheSeconds: MARKET_CACHE_SECONDS, query: ConceptPageReq, handler: ({ db, query }) => market.pageConcepts(db, query) });
  route(app, {
    method: 'GET',
    url: '/stock/concept/get',
    auth: 'public',
    query: z.object({ code: z.string().trim().min(1).max(16) }),
    handler: async ({ db, query, optionalUser }) => {
      const concept = market.toConcept(await market.requireConcept(db, query.code));
      await recordView(db, optionalUser?.id, 'concept', concept.code, concept.name);
      return concept;
    },
  });
  route(app, { method: 'GET', url: '/stock/concept/members', auth: 'public', cacheSeconds: MARKET_CACHE_SECONDS, query: ConceptMembersReq, handler: ({ db, query }) => market.conceptMembers(db, query) });
  route(app, { method: 'GET', url: '/stock/concept/kline', auth: 'public', cacheSeconds: MARKET_CACHE_SECONDS, query: ConceptKlineReq, handler: ({ db, query }) => market.conceptKline(db, query.code, query.period, query.limit) });

  route(app, { method: 'GET', url: '/stock/limit-up/pool', auth: 'public', cacheSeconds: MARKET_CACHE_SECONDS, query: LimitUpPoolReq, handler: ({ db, query }) => market.limitUpPool(db, query) });
  route(app, { method: 'GET', url: '/stock/limit-up/ladder', auth: 'public', cacheSeconds: MARKET_CACHE_SECONDS, query: TradeDateReq, handler: ({ db, query }) => market.limitUpLadder(db, query.tradeDate) });
  route(app, { method: 'GET', url: '/stock/limit-up/history', auth: 'public', cacheSeconds: MARKET_CACHE_SECONDS, query: LimitUpHistoryReq, handler: ({ db, query }) => market.limitUpHistory(db, query.code, query.limit) });
  route(app, { method: 'GET', url: '/stock/limit-up/summary', auth: 'public', cacheSeconds: MARKET_CACHE_SECONDS, query: TradeDateReq, handler: ({ db, query }) => market.limitUpSummary(db, query.tradeDate) });
  route(app, { method: 'GET', url: '/stock/trade-day/list', auth: 'public', cacheSeconds: MARKET_CACHE_SECONDS, query: TradeDaysReq, handler: ({ db, query }) => market.tradeDays(db, query.limit) });
  route(app, {
    method: 'GET',
    url: '/stock/market/session',
    auth: 'public',
    handler: () => {
      const now = new Date();
      return { session: tradingSession(now), tradeDate: shanghaiDate(now), serverTime: now.getTime() };
    },
  });

  route(app, { method: 'GET', url: '/stock/index/list', auth: 'public', cacheSeconds: MARKET_CACHE_SECONDS, handler: ({ db }) => market.listIndices(db) });
  route(app, { method: 'GET', url: '/stock/index/kline', auth: 'public', cacheSeconds: MARKET_CACHE_SECONDS, query: IndexKlineReq, handler: ({ db, query }) => market.indexKline(db, query.code, query.period, query.limit) });
  route(app, { method: 'GET', url: '/stock/index/intraday', auth: 'public', cacheSeconds: MARKET_CACHE_SECONDS, query: CodeReq, handler: ({ db, query }) => market.indexIntraday(db, query.code) });

  route(app, { method: 'GET', url: '/stock/turnover/history', auth: 'public', cacheSeconds: MARKET_CACHE_SECONDS, query: TurnoverHistoryReq, handler: ({ db, query }) => market.turnoverHistory(db, query.limit) });
  route(app, { method: 'GET', url: '/stock/turnover/compare', auth: 'public', cacheSeconds: MARKET_CACHE_SECONDS, handler: ({ db }) => market.turnoverCompare(db) });

  route(app, {
    method: 'GET',
    url: '/stock/home/summary',
    auth: 'public',
    cacheSeconds: MARKET_CACHE_SECONDS,
    handler: async ({ db }) => {
      const [indices, turnover, hotStocks, hotConcepts, limitUp, flashes, news] = await Promise.all([
        market.listIndices(db),
        market.turnoverCompare(db),
        market.hotRank(db, 10),
        market.pageConcepts(db, { pageNo: 1, pageSize: 10, type: 2, sortField: 'changePercent', sortOrder: 'desc' }),
        market.limitUpSummary(db),
        latestInformation(db, 10),
        latestNews(db, 10),
      ]);
      return { indices, turnover, hotStocks, hotConcepts: hotConcepts.list, limitUp, flashes, news };
    },
  });
}
