import { beforeEach, describe, expect, it } from 'vitest';
import {
  StorageKey,
  getAccessToken,
  getRefreshToken,
  getRememberedLogin,
  removeToken,
  setRememberedLogin,
  setToken,
} from './storage';

describe('stored browser values', () => {
  beforeEach(() => window.localStorage.clear());

  it('stores and removes the token pair', () => {
    setToken({ accessToken: 'a', refreshToken: 'r' });
    expect(getAccessToken()).toBe('a');
    expect(getRefreshToken()).toBe('r');
    removeToken();
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
  });

  it('remember-me keeps the username and never a password', () => {
    setRememberedLogin({ username: 'admin', rememberMe: true });
    expect(getRememberedLogin()).toEqual({ username: 'admin', rememberMe: true });
    expect(Object.keys(window.localStorage).some((k) => /password/i.test(k))).toBe(false);
    setRememberedLogin({ username: 'admin', rememberMe: false });
    expect(getRememberedLogin()).toEqual({ username: '', rememberMe: false });
    expect(window.localStorage.getItem(StorageKey.USERNAME)).toBeNull();
  });
});
