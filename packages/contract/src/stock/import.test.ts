import { describe, expect, it } from 'vitest';
import { importTradeDateDefault } from './admin';

/** Beijing wall-clock time as a Date (UTC+8). */
const beijing = (iso: string) => new Date(`${iso}+08:00`);

describe('importTradeDateDefault: the trade day of an import that carries none', () => {
  it('is today on a trade day from its call auction on', () => {
    expect(importTradeDateDefault(beijing('2026-11-27T09:15:00'))).toBe('2026-11-27');
    expect(importTradeDateDefault(beijing('2026-11-27T20:00:00'))).toBe('2026-11-27');
  });

  it('is the trade day before on a trade day before 09:15', () => {
    expect(importTradeDateDefault(beijing('2026-11-27T09:14:59'))).toBe('2026-11-26');
    expect(importTradeDateDefault(beijing('2026-11-30T08:00:00'))).toBe('2026-11-27');
  });

  it('is never a weekend or a holiday', () => {
    expect(importTradeDateDefault(beijing('2026-11-28T10:00:00'))).toBe('2026-11-27'); // Saturday
    expect(importTradeDateDefault(beijing('2026-11-29T23:59:00'))).toBe('2026-11-27'); // Sunday
    expect(importTradeDateDefault(beijing('2026-10-05T10:00:00'))).toBe('2026-09-30'); // 国庆
    expect(importTradeDateDefault(beijing('2026-01-05T09:00:00'))).toBe('2025-12-31'); // after 元旦, before the auction
  });
});
