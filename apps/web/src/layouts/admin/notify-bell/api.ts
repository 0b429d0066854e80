import type { NotifyMessageResp } from '@gprs/contract';
import { request } from '../../../shared/request';

export const NOTIFY_POLL_MS = 120_000;

export const notifyKeys = {
  unreadCount: ['notify', 'unread-count'] as const,
  unreadList: ['notify', 'unread-list'] as const,
};

export function getUnreadNotifyCount(): Promise<number> {
  return request.get<number>('/system/notify-message/get-unread-count');
}

export function getUnreadNotifyList(): Promise<NotifyMessageResp[]> {
  return request.get<NotifyMessageResp[]>('/system/notify-message/get-unread-list');
}

/** PUT /system/notify-message/update-read?ids=1&ids=2 */
export function updateNotifyRead(ids: readonly number[]): Promise<boolean> {
  return request.put<boolean>('/system/notify-message/update-read', undefined, { params: { ids: [...ids] } });
}
