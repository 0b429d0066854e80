import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BpmModelUpdateReq } from '@gprs/contract';
import { request } from '../../../../shared/request';

/**
 * PUT /bpm/model/update. A bpmnXml whose process id differs from the key, or that does not parse, is rejected by the
 * server with its message (1009002003 / 1009002002); the request layer shows that message.
 */
export function updateModel(body: BpmModelUpdateReq): Promise<boolean> {
  return request.put<boolean>('/bpm/model/update', body);
}

export function useUpdateModel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateModel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['bpm', 'model'] }),
  });
}
