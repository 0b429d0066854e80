import { useQuery } from '@tanstack/react-query';
import type { SmsChannelSimpleResp } from '@gprs/contract';
import { request } from '../../../shared/request';

/** Every SMS channel for pickers (GET /system/sms-channel/list-all-simple). */
export function useSmsChannels() {
  return useQuery({
    queryKey: ['system', 'sms-channel', 'list-all-simple'],
    queryFn: () => request.get<SmsChannelSimpleResp[]>('/system/sms-channel/list-all-simple'),
    staleTime: 30_000,
  });
}

/** '股票热搜（LOG）' */
export function channelLabel(c: Pick<SmsChannelSimpleResp, 'signature' | 'code'>): string {
  return `${c.signature}（${c.code}）`;
}
