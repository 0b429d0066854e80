import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BpmModelCreateReq } from '@gprs/contract';
import { request } from '../../../../shared/request';

/** POST /bpm/model/create → the new model's id. */
export function createModel(body: BpmModelCreateReq): Promise<number> {
  return request.post<number>('/bpm/model/create', body);
}

export function useCreateModel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createModel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['bpm', 'model'] }),
  });
}
