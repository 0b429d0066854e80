import { request } from '../../../shared/request';
import type { TokenPair } from '../../../shared/auth/storage';

export interface LoginBody {
  username: string;
  password: string;
  captchaVerification?: string;
  socialType?: number;
  socialCode?: string;
  socialState?: string;
}

/** POST /system/auth/login (with the social fields it also binds the social account). Errors are shown by the form. */
export function login(body: LoginBody): Promise<TokenPair> {
  return request.post<TokenPair>('/system/auth/login', body, { isToken: false, skipErrorHandler: true });
}
