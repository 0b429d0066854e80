import { describe, expect, it } from 'vitest';
import { isBlocked, throttleTarget } from './login-throttle-dialog';

describe('登录限制 rows', () => {
  it('names one username at one address, or every username of an address', () => {
    expect(throttleTarget({ username: 'admin', userIp: '10.0.0.1' })).toBe('admin（10.0.0.1）');
    expect(throttleTarget({ username: '', userIp: '10.0.0.1' })).toBe('地址 10.0.0.1 的所有账号');
  });

  it('is blocked only while the wait lasts', () => {
    expect(isBlocked({ blockedUntil: null }, 1000)).toBe(false);
    expect(isBlocked({ blockedUntil: 999 }, 1000)).toBe(false);
    expect(isBlocked({ blockedUntil: 1001 }, 1000)).toBe(true);
  });
});
