import { request } from '../../../shared/request';
import type { TokenPair } from '../../../shared/auth/storage';

/** POST /system/auth/sms-login */
export function smsLogin(body: { mobile: string; code: string }): Promise<TokenPair> {
  return request.post<TokenPair>('/system/auth/sms-login', body, { isToken: false, skipErrorHandler: true });
}
