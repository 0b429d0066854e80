import type { FavoriteVO, HistoryVO, RecordVO, StockGroupVO, WatchItemVO } from '@gprs/contract';
import { request } from '../request';
import type { PageResult } from './api';

/** Member APIs (a token is required; each member reaches only his own rows). */
export const memberKeys = {
  groups: ['member', 'groups'] as const,
  codes: ['member', 'watch-codes'] as const,
  favorites: (type: number, p: Record<string, unknown>) => ['member', 'favorites', type, p] as const,
  favoriteCheck: (type: number, id: number) => ['member', 'favorite-check', type, id] as const,
  records: (p: Record<string, unknown>) => ['member', 'records', p] as const,
  history: (p: Record<string, unknown>) => ['member', 'history', p] as const,
  historySwitch: ['member', 'history-switch'] as const,
  profile: ['member', 'profile'] as const,
};

export const memberApi = {
  groups: () => request.get<StockGroupVO[]>('/stock/member/stock-group/list'),
  createGroup: (name: string) => request.post<number>('/stock/member/stock-group/create', { name }),
  updateGroup: (id: number, name: string) => request.put<boolean>('/stock/member/stock-group/update', { id, name }),
  deleteGroup: (id: number) => request.delete<boolean>('/stock/member/stock-group/delete', { id }),
  reorderGroups: (ids: number[]) => request.put<boolean>('/stock/member/stock-group/reorder', { ids }),
  watchList: (groupId?: number) => request.get<WatchItemVO[]>('/stock/member/watch/list', { groupId }),
  /** the member's watched stocks and the groups each is in (加自选 / 已自选 everywhere a stock appears) */
  watchCodes: () => request.get<{ stockCode: string; groupIds: number[] }[]>('/stock/member/watch/codes'),
  addWatch: (stockCode: string, groupId?: number) => request.post<number>('/stock/member/watch/add', { stockCode, groupId }),
  removeWatch: (groupId: number, stockCode: string) => request.delete<boolean>('/stock/member/watch/remove', { groupId, stockCode }),
  reorderWatch: (groupId: number, stockCodes: string[]) => request.put<boolean>('/stock/member/watch/reorder', { groupId, stockCodes }),
  favoritePage: (targetType: number, p: Record<string, unknown>) => request.get<PageResult<FavoriteVO>>('/stock/member/favorite/page', { targetType, ...p }),
  favoriteCheck: (targetType: number, targetId: number) => request.get<boolean>('/stock/member/favorite/check', { targetType, targetId }),
  addFavorite: (targetType: number, targetId: number) => request.post<number>('/stock/member/favorite/add', { targetType, targetId }),
  removeFavorite: (targetType: number, targetId: number) => request.delete<boolean>('/stock/member/favorite/remove', { targetType, targetId }),
  recordPage: (p: Record<string, unknown>) => request.get<PageResult<RecordVO>>('/stock/member/record/page', p),
  record: (id: number) => request.get<RecordVO>('/stock/member/record/get', { id }),
  createRecord: (body: Omit<RecordVO, 'id' | 'userId' | 'createTime' | 'updateTime' | 'nickname'>) => request.post<number>('/stock/member/record/create', body),
  updateRecord: (body: Omit<RecordVO, 'userId' | 'createTime' | 'updateTime' | 'nickname'>) => request.put<boolean>('/stock/member/record/update', body),
  deleteRecord: (id: number) => request.delete<boolean>('/stock/member/record/delete', { id }),
  historyPage: (p: Record<string, unknown>) => request.get<PageResult<HistoryVO>>('/stock/member/history/page', p),
  clearHistory: () => request.delete<boolean>('/stock/member/history/clear'),
  deleteHistory: (id: number) => request.delete<boolean>('/stock/member/history/delete', { id }),
  historySwitch: () => request.get<{ enabled: boolean }>('/stock/member/history/get-switch'),
  setHistorySwitch: (enabled: boolean) => request.put<boolean>('/stock/member/history/switch', { enabled }),
};
