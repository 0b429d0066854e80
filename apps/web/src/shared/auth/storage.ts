/**
 * Values kept in the browser between visits. The password is deliberately never stored: "remember me" keeps the
 * username filled in and the session alive through the refresh token.
 */
export const StorageKey = {
  ACCESS_TOKEN: 'ACCESS_TOKEN',
  REFRESH_TOKEN: 'REFRESH_TOKEN',
  USERNAME: 'USERNAME',
  REMEMBER_ME: 'REMEMBER_ME',
  TENANT_ID: 'TENANT_ID',
} as const;

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
  expiresTime?: number;
  userId?: number;
}

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value == null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // storage unavailable (private mode): the session lives only in memory for this page
  }
}

export const getAccessToken = (): string | null => read(StorageKey.ACCESS_TOKEN);
export const getRefreshToken = (): string | null => read(StorageKey.REFRESH_TOKEN);

export function setToken(token: TokenPair): void {
  write(StorageKey.ACCESS_TOKEN, token.accessToken);
  write(StorageKey.REFRESH_TOKEN, token.refreshToken);
}

export function removeToken(): void {
  write(StorageKey.ACCESS_TOKEN, null);
  write(StorageKey.REFRESH_TOKEN, null);
}

export interface RememberedLogin {
  username: string;
  rememberMe: boolean;
}

export function getRememberedLogin(): RememberedLogin {
  const rememberMe = read(StorageKey.REMEMBER_ME) === 'true';
  return { rememberMe, username: rememberMe ? (read(StorageKey.USERNAME) ?? '') : '' };
}

export function setRememberedLogin(value: RememberedLogin): void {
  if (value.rememberMe) {
    write(StorageKey.REMEMBER_ME, 'true');
    write(StorageKey.USERNAME, value.username);
  } else {
    write(StorageKey.REMEMBER_ME, null);
    write(StorageKey.USERNAME, null);
  }
}

export const getTenantId = (): string | null => read(StorageKey.TENANT_ID);
export const setTenantId = (id: string | number | null): void => write(StorageKey.TENANT_ID, id == null ? null : String(id));
