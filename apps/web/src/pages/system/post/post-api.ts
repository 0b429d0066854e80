import { queryOptions } from '@tanstack/react-query';
import type { PostSimpleResp } from '@gprs/contract';
import { request } from '../../../shared/request';

/** GET /system/post/list-all-simple: enabled posts for pickers. */
export const postSimpleQuery = queryOptions({
  queryKey: ['system', 'post', 'simple'],
  queryFn: () => request.get<PostSimpleResp[]>('/system/post/list-all-simple'),
  staleTime: 30_000,
});
