import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AuctionDayReq, Level2BookReq, ProductBenefitType, StockBookError, StockBookReq } from '@gprs/contract';
import { route } from '../../../core/route';
import { fail } from '../../../core/errors';
import { hasBenefit } from '../../trade/order/benefit.service';
import { getMarketReadModel } from '../read-model';
import * as book from './book.service';

/** Book reads are market reads: the same for every caller (五档, 竞价), changing at most every few seconds. */
const BOOK_CACHE_SECONDS = 3;

/**
 * 盘口 / 逐笔 / 集合竞价 reads under /admin-api/stock/book (decision 0040). 五档 and the auctions are public; 十档 and
 * 逐笔 (`/stock/book/level2`) answer only a signed-in member holding an unexpired Level-2 benefit — checked here, on
 * every request, before any cached answer is read (and never cached by a shared cache).
 */
export function bookRoutes(app: FastifyInstance): void {
  const model = getMarketReadModel(app);
  const read = async (req: FastifyRequest, load: () => Promise<unknown>) => {
    const answer = await model.read(req.url, load);
    return answer.json ?? answer.data;
  };
  route(app, { method: 'GET', url: '/stock/book', auth: 'public', cacheSeconds: BOOK_CACHE_SECONDS, query: StockBookReq, handler: ({ req, db, query }) => read(req, () => book.stockBook(db, query.code)) });
  route(app, {
    method: 'GET',
    url: '/stock/book/level2',
    auth: 'user',
    query: Level2BookReq,
    handler: async ({ req, db, user, query }) => {
      if (!(await hasBenefit(db, user.id, ProductBenefitType.LEVEL2))) fail(StockBookError.LEVEL2_REQUIRED);
      return read(req, () => book.level2Book(db, query.code, query.ticks));
    },
  });
  route(app, { method: 'GET', url: '/stock/book/auctions', auth: 'public', cacheSeconds: BOOK_CACHE_SECONDS, query: AuctionDayReq, handler: ({ req, db, query }) => read(req, () => book.poolAuctions(db, query.tradeDate)) });
}
