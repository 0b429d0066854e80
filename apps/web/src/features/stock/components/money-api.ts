import type { BoardMoneyRankVO, DragonTigerDayVO, DragonTigerStockVO, StockMoneyVO } from '@gprs/contract';
import { request } from '../../../shared/request';

/** The money side's public reads (资金流向, 龙虎榜; decision 0036). Keys live apart from 'quotes' (the live patches). */
export const moneyKeys = {
  stock: (code: string) => ['money', 'stock', code] as const,
  boardRank: (type: 1 | 2 | undefined, order: 'in' | 'out') => ['money', 'board-rank', type ?? 0, order] as const,
  dragonTiger: (tradeDate: string | undefined) => ['money', 'dragon-tiger', tradeDate ?? ''] as const,
  dragonTigerStock: (code: string, tradeDate: string | undefined) => ['money', 'dragon-tiger-stock', code, tradeDate ?? ''] as const,
};

export const moneyApi = {
  stock: (code: string, days = 10) => request.get<StockMoneyVO>('/stock/money/stock', { code, days }),
  boardRank: (type: 1 | 2 | undefined, order: 'in' | 'out', limit = 20) => request.get<BoardMoneyRankVO>('/stock/money/board-rank', { type, order, limit }),
  dragonTiger: (tradeDate?: string) => request.get<DragonTigerDayVO>('/stock/money/dragon-tiger', { tradeDate }),
  dragonTigerStock: (code: string, tradeDate?: string) => request.get<DragonTigerStockVO>('/stock/money/dragon-tiger/stock', { code, tradeDate }),
};
