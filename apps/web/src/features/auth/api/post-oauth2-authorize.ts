import { request } from '../../../shared/request';

export interface OAuth2AuthorizeParams {
  responseType: string;
  clientId: string;
  redirectUri: string;
  state: string;
  autoApprove: boolean;
  /** scope name → approved */
  scopes: Record<string, boolean>;
}

/** POST /system/oauth2/authorize (form-encoded, parameters in the query) → the URL to send the browser to. */
export function postOAuth2Authorize(p: OAuth2AuthorizeParams): Promise<string> {
  return request.post<string>('/system/oauth2/authorize', '', {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    params: {
      response_type: p.responseType,
      client_id: p.clientId,
      redirect_uri: p.redirectUri,
      state: p.state,
      auto_approve: p.autoApprove,
      scope: JSON.stringify(p.scopes),
    },
    skipErrorHandler: true,
  });
}
