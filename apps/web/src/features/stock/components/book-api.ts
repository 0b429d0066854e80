import type { AuctionDayVO, Level2BookVO, OrderBookVO } from '@gprs/contract';
import { request } from '../../../shared/request';

/** 盘口 / 逐笔 / 集合竞价 reads (decision 0040). The auctions of a day live under the limit-up keys (refetched with the pools). */
export const bookKeys = {
  all: (code: string) => ['book', code] as const,
  stock: (code: string) => ['book', code, 'five'] as const,
  level2: (code: string) => ['book', code, 'level2'] as const,
  auctions: (tradeDate: string | undefined) => ['limit-up', 'auctions', tradeDate ?? ''] as const,
};

/**
 * StockBookError.LEVEL2_REQUIRED of the contract: the server's answer to a member without Level-2. Repeated here as a
 * number because the contract's values module evaluates zod, which public pages do not load (decision 0034).
 */
export const LEVEL2_REQUIRED_CODE = 1_100_061_000;

export const bookApi = {
  stock: (code: string) => request.get<OrderBookVO>('/stock/book', { code }),
  level2: (code: string, ticks = 30) => request.get<Level2BookVO>('/stock/book/level2', { code, ticks }, { skipErrorHandler: true }),
  auctions: (tradeDate?: string) => request.get<AuctionDayVO>('/stock/book/auctions', { tradeDate }),
};
