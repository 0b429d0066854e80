import { request } from '../../../shared/request';

/** SMS scenes: 1 = login. */
export const SmsScene = { LOGIN: 1 } as const;

/** POST /system/auth/send-sms-code */
export function sendSmsCode(body: { mobile: string; scene: number }): Promise<unknown> {
  return request.post('/system/auth/send-sms-code', body, { isToken: false, skipErrorHandler: true });
}
