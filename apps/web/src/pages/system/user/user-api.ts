import { queryOptions } from '@tanstack/react-query';
import type { UserSimpleResp } from '@gprs/contract';
import { request } from '../../../shared/request';

/** GET /system/user/list-all-simple: enabled back-office users for pickers (department leader). */
export const userSimpleQuery = queryOptions({
  queryKey: ['system', 'user', 'simple'],
  queryFn: () => request.get<UserSimpleResp[]>('/system/user/list-all-simple'),
  staleTime: 30_000,
});
