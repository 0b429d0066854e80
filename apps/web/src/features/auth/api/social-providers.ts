import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/request';

export interface SocialProvider {
  type: number;
  name: string;
}

/** GET /system/auth/social-providers (public): the enabled providers; empty means no social buttons. */
export function getSocialProviders(): Promise<SocialProvider[]> {
  return request.get<SocialProvider[]>('/system/auth/social-providers', undefined, { isToken: false, skipErrorHandler: true });
}

export const socialProvidersQuery = queryOptions({
  queryKey: ['auth', 'social-providers'],
  queryFn: getSocialProviders,
  staleTime: 5 * 60_000,
});

export function useSocialProviders() {
  return useQuery(socialProvidersQuery);
}
