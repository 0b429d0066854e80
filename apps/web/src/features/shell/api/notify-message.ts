import type { NotifyMessageResp, PageResult } from '@gprs/contract';
import { request } from '../../../shared/request';

export interface MyNotifyQuery {
  pageNo: number;
  pageSize: number;
  readStatus?: boolean;
  /** 'YYYY-MM-DD HH:mm:ss' begin and end */
  createTime?: [string, string];
}

export const myNotifyKey = ['notify', 'my-page'] as const;

export function getMyNotifyPage(q: MyNotifyQuery): Promise<PageResult<NotifyMessageResp>> {
  return request.get<PageResult<NotifyMessageResp>>('/system/notify-message/my-page', { ...q });
}

export function updateNotifyMessageRead(ids: readonly number[]): Promise<boolean> {
  return request.put<boolean>('/system/notify-message/update-read', undefined, { params: { ids: [...ids] } });
}

export function updateAllNotifyMessageRead(): Promise<boolean> {
  return request.put<boolean>('/system/notify-message/update-all-read');
}
