import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../../shared/request';

/** DELETE /bpm/model/delete?id=. */
export function deleteModel(id: number): Promise<boolean> {
  return request.delete<boolean>('/bpm/model/delete', { id });
}

export function useDeleteModel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteModel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['bpm', 'model'] }),
  });
}
