import type { NotifyMessageResp, PageResult } from '@gprs/contract';
import { request } from '../request';

/** Unread count poll of the bell (spec section 9). */
export const NOTIFY_POLL_MS = 120_000;

/** Every notify query key starts with 'notify': invalidating ['notify'] refreshes the bell and 我的站内信 alike. */
export const notifyKeys = {
  unreadCount: ['notify', 'unread-count'] as const,
  unreadList: ['notify', 'unread-list'] as const,
  myPage: ['notify', 'my-page'] as const,
};

export interface MyNotifyQuery {
  pageNo: number;
  pageSize: number;
  readStatus?: boolean;
  /** 'YYYY-MM-DD HH:mm:ss' begin and end */
  createTime?: [string, string];
}

export function getUnreadNotifyCount(): Promise<number> {
  return request.get<number>('/system/notify-message/get-unread-count');
}

export function getUnreadNotifyList(): Promise<NotifyMessageResp[]> {
  return request.get<NotifyMessageResp[]>('/system/notify-message/get-unread-list');
}

export function getMyNotifyPage(q: MyNotifyQuery): Promise<PageResult<NotifyMessageResp>> {
  return request.get<PageResult<NotifyMessageResp>>('/system/notify-message/my-page', { ...q });
}

/** PUT /system/notify-message/update-read?ids=1&ids=2 */
export function updateNotifyMessageRead(ids: readonly number[]): Promise<boolean> {
  return request.put<boolean>('/system/notify-message/update-read', undefined, { params: { ids: [...ids] } });
}

export function updateAllNotifyMessageRead(): Promise<boolean> {
  return request.put<boolean>('/system/notify-message/update-all-read');
}
