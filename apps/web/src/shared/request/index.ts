import { BASE_URL, HTTP_ERROR_DURATION, REQUEST_TIMEOUT, TENANT_ENABLE } from '../config';
import { getAccessToken, getRefreshToken, getTenantId, removeToken, setToken } from '../auth/storage';
import { createRequestClient } from './client';
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

/** The one HTTP client of the web app. */
export const request = createRequestClient({
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
