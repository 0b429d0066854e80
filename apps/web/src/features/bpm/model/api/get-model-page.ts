import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BpmModelVO, PageResult } from '@gprs/contract';
import { request } from '../../../../shared/request';

export interface ModelPageParams {
  pageNo: number;
  pageSize: number;
  key?: string;
  name?: string;
  category?: string;
}

/** GET /bpm/model/page: models newest first, filtered by key / name (contains) and category. */
export function getModelPage(params: ModelPageParams): Promise<PageResult<BpmModelVO>> {
  return request.get<PageResult<BpmModelVO>>('/bpm/model/page', { ...params });
}

export const modelPageQuery = (params: ModelPageParams) =>
  queryOptions({
    queryKey: ['bpm', 'model', 'page', params],
    queryFn: () => getModelPage(params),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useModelPage(params: ModelPageParams) {
  return useQuery(modelPageQuery(params));
}
