import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/request';

export interface OAuth2AuthorizeInfo {
  client: { name: string; logo?: string | null };
  scopes: { key: string; value: boolean }[];
}

/** GET /system/oauth2/authorize?clientId= : the client and its scopes with their current approval. */
export function getOAuth2Authorize(clientId: string): Promise<OAuth2AuthorizeInfo> {
  return request.get<OAuth2AuthorizeInfo>('/system/oauth2/authorize', { clientId }, { skipErrorHandler: true });
}

export const oauth2AuthorizeQuery = (clientId: string) =>
  queryOptions({
    queryKey: ['auth', 'oauth2-authorize', clientId],
    queryFn: () => getOAuth2Authorize(clientId),
    enabled: !!clientId,
  });

export function useOAuth2Authorize(clientId: string) {
  return useQuery(oauth2AuthorizeQuery(clientId));
}
