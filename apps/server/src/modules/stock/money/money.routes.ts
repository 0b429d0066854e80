import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BoardMoneyReq, DragonTigerDayReq, DragonTigerStockReq, StockMoneyReq } from '@gprs/contract';
import { route } from '../../../core/route';
import { getMarketReadModel } from '../read-model';
import * as money from './money.service';

/** Money reads are market reads: the same for every caller, changing at most every few seconds (as market.routes.ts). */
const MONEY_CACHE_SECONDS = 3;

/** Public reads of 资金流向 and 龙虎榜 (anonymous), under /admin-api/stock/money; decision 0036. */
export function moneyRoutes(app: FastifyInstance): void {
  const model = getMarketReadModel(app);
  // one load per URL and market version (every live event, money ones included, advances it)
  const read = async ({ req }: { req: FastifyRequest }, load: () => Promise<unknown>) => {
    const answer = await model.read(req.url, load);
    return answer.json ?? answer.data;
  };
  route(app, { method: 'GET', url: '/stock/money/stock', auth: 'public', cacheSeconds: MONEY_CACHE_SECONDS, query: StockMoneyReq, handler: (ctx) => read(ctx, () => money.stockMoney(ctx.db, ctx.query.code, ctx.query.days)) });
  route(app, { method: 'GET', url: '/stock/money/board-rank', auth: 'public', cacheSeconds: MONEY_CACHE_SECONDS, query: BoardMoneyReq, handler: (ctx) => read(ctx, () => money.boardMoneyRank(ctx.db, ctx.query)) });
  route(app, { method: 'GET', url: '/stock/money/dragon-tiger', auth: 'public', cacheSeconds: MONEY_CACHE_SECONDS, query: DragonTigerDayReq, handler: (ctx) => read(ctx, () => money.dragonTigerDay(ctx.db, ctx.query.tradeDate)) });
  route(app, { method: 'GET', url: '/stock/money/dragon-tiger/stock', auth: 'public', cacheSeconds: MONEY_CACHE_SECONDS, query: DragonTigerStockReq, handler: (ctx) => read(ctx, () => money.dragonTigerStock(ctx.db, ctx.query.code, ctx.query.tradeDate)) });
}
