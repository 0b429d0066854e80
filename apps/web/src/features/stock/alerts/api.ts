import type { AlertListVO, PageResult, WatchNewsItemVO } from '@gprs/contract';
import { request } from '../../../shared/request';

/** Stock alerts (自选股提醒) and 自选资讯: member APIs (decision 0039). */
export const alertKeys = {
  all: ['alerts'] as const,
  list: (stockCode?: string) => ['alerts', 'list', stockCode ?? ''] as const,
  watchNews: (p: { pageNo: number; pageSize: number }) => ['alerts', 'watch-news', p] as const,
};

export interface AlertDraft {
  stockCode: string;
  kind: number;
  threshold?: number | null;
  windowMinutes?: number | null;
}

export const alertApi = {
  list: (stockCode?: string) => request.get<AlertListVO>('/stock/alert/list', stockCode ? { stockCode } : undefined),
  create: (draft: AlertDraft) => request.post<number>('/stock/alert/create', draft),
  remove: (id: number) => request.delete<boolean>('/stock/alert/delete', { id }),
  setStatus: (id: number, status: 0 | 1) => request.put<boolean>('/stock/alert/update-status', { id, status }),
  watchNews: (p: { pageNo: number; pageSize: number }) => request.get<PageResult<WatchNewsItemVO>>('/stock/member/watch-news/page', p),
};
