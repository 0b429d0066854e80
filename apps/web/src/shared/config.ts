/** Build-time switches and constants shared by the whole web app (spec sections 2.3 and 9). */
export const BASE_URL = '/admin-api';
export const REQUEST_TIMEOUT = 30_000;
export const HTTP_ERROR_DURATION = 5;
export const TENANT_ENABLE = false;
export const CAPTCHA_ENABLE = false;
export const DEFAULT_TITLE = '股票热搜 - 实时股票热点资讯';
export const SITE_NAME = '股票热搜';
export const DEFAULT_AVATAR =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="32" fill="#409EFF"/><circle cx="32" cy="25" r="11" fill="#fff"/><path d="M12 54c3-11 11-17 20-17s17 6 20 17" fill="#fff"/></svg>',
  );
