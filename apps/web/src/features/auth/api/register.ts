import { request } from '../../../shared/request';
import type { TokenPair } from '../../../shared/auth/storage';

export interface RegisterBody {
  username: string;
  password: string;
  nickname: string;
}

/** POST /system/auth/register → a token pair (signed in at once). */
export function register(body: RegisterBody): Promise<TokenPair> {
  return request.post<TokenPair>('/system/auth/register', body, { isToken: false, skipErrorHandler: true });
}
