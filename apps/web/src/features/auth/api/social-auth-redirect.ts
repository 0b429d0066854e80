import { request } from '../../../shared/request';

/** GET /system/auth/social-auth-redirect → the provider's authorize URL. */
export function getSocialAuthRedirect(type: number, redirectUri: string): Promise<string> {
  return request.get<string>('/system/auth/social-auth-redirect', { type, redirectUri }, { isToken: false, skipErrorHandler: true });
}
