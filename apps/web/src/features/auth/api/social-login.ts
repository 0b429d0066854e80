import { request } from '../../../shared/request';
import type { TokenPair } from '../../../shared/auth/storage';

export interface SocialLoginBody {
  type: number;
  code: string;
  state: string;
}

/** POST /system/auth/social-login: sign in with a bound social account. */
export function socialLogin(body: SocialLoginBody): Promise<TokenPair> {
  return request.post<TokenPair>('/system/auth/social-login', body, { isToken: false, skipErrorHandler: true });
}
