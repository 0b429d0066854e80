import { describe, expect, it } from 'vitest';
import { formatValidity, normalizeTags, scopesOutside } from './client-rules';

describe('normalizeTags', () => {
  it('trims, drops empties and repeats, keeps the order', () => {
    expect(normalizeTags([' user.read ', '', 'user.write', 'user.read', null, 3])).toEqual(['user.read', 'user.write', '3']);
    expect(normalizeTags(undefined)).toEqual([]);
  });
});

describe('scopesOutside', () => {
  it('lists auto-approve scopes missing from the scopes', () => {
    expect(scopesOutside(['user.read', 'admin'], ['user.read', 'user.write'])).toEqual(['admin']);
    expect(scopesOutside(['user.read '], [' user.read'])).toEqual([]);
    expect(scopesOutside(undefined, undefined)).toEqual([]);
  });
});

describe('formatValidity', () => {
  it('uses the largest whole unit', () => {
    expect(formatValidity(1800)).toBe('30 分钟');
    expect(formatValidity(2_592_000)).toBe('30 天');
    expect(formatValidity(7200)).toBe('2 小时');
    expect(formatValidity(90)).toBe('90 秒');
    expect(formatValidity(null)).toBe('');
  });
});
