import { BASE_URL, HTTP_ERROR_DURATION, REQUEST_TIMEOUT, TENANT_ENABLE } from '../config';
import { getAccessToken, getRefreshToken, getTenantId, removeToken, setToken } from '../auth/storage';
import { createRequestClient, type RequestClient } from './client';
import { serializeParams } from './params';
import { feedback } from './feedback';

export { RequestError, type FileResponse, type RequestClient } from './client';
export { feedback, feedbackFrom, installFeedback, type Feedback } from './feedback';
export { saveBlob, fileNameFromContentDisposition } from './download';
export { serializeParams } from './params';
export { runReported } from './run-reported';

/** Re-login from the session-expired prompt: drop the session and reload on the login page, back to here afterwards. */
function relogin(): void {
  removeToken();
  const here = window.location.pathname + window.location.search + window.location.hash;
  window.location.href = `/login?redirect=${encodeURIComponent(here)}`;
}

/** Answers a GET of the API in the server process while a page is rendered there (docs/decisions/0028). */
export type ServerReader = (url: string) => Promise<unknown>;
let serverReader: ServerReader | null = null;

/** Set once by the server-rendering entry: from then on GETs are read in-process. */
export function setServerReader(reader: ServerReader): void {
  serverReader = reader;
}

const client = createRequestClient({
  baseURL: BASE_URL,
  timeout: REQUEST_TIMEOUT,
  feedback,
  getAccessToken,
  getRefreshToken,
  setToken,
  onRelogin: relogin,
  tenantEnabled: TENANT_ENABLE,
  getTenantId,
  httpErrorDuration: HTTP_ERROR_DURATION,
});

/**
 * The one HTTP client of the web app. While a page is rendered on the server its GETs go to the server's reader
 * (the same URL the browser would request, so the answers are the same). Writes happen in handlers and effects,
 * which do not run on the server.
 */
export const request: RequestClient = {
  ...client,
  get: <T>(url: string, params?: Record<string, unknown>, config?: Parameters<RequestClient['get']>[2]) => {
    if (!serverReader) return client.get<T>(url, params, config);
    const query = serializeParams(params);
    return serverReader(`${BASE_URL}${url}${query ? `?${query}` : ''}`) as Promise<T>;
  },
};
