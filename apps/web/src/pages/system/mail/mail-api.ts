import { useQuery } from '@tanstack/react-query';
import type { MailAccountSimpleResp } from '@gprs/contract';
import { request } from '../../../shared/request';

/** Every mail account for pickers (GET /system/mail-account/list-all-simple). */
export function useMailAccounts() {
  return useQuery({
    queryKey: ['system', 'mail-account', 'list-all-simple'],
    queryFn: () => request.get<MailAccountSimpleResp[]>('/system/mail-account/list-all-simple'),
    staleTime: 30_000,
  });
}
