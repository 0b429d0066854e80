import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BpmModelVO } from '@gprs/contract';
import { request } from '../../../../shared/request';

/** GET /bpm/model/get?id=: one model with its BPMN XML. */
export function getModel(id: number): Promise<BpmModelVO> {
  return request.get<BpmModelVO>('/bpm/model/get', { id });
}

export const modelQuery = (id: number) =>
  queryOptions({
    queryKey: ['bpm', 'model', 'get', id],
    queryFn: () => getModel(id),
    staleTime: 0,
    gcTime: 0,
  });

export function useModel(id: number | undefined) {
  return useQuery({ ...modelQuery(id ?? 0), enabled: id !== undefined && id > 0 });
}
