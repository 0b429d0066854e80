import { describe, expect, it } from 'vitest';
import { PageParam } from './envelope';

describe('PageParam', () => {
  it('coerces query strings and applies defaults', () => {
    expect(PageParam.parse({ pageNo: '2', pageSize: '50' })).toEqual({ pageNo: 2, pageSize: 50 });
    expect(PageParam.parse({})).toEqual({ pageNo: 1, pageSize: 10 });
  });
  it('rejects page sizes outside 1–200 and page numbers below 1', () => {
    expect(PageParam.safeParse({ pageSize: '201' }).success).toBe(false);
    expect(PageParam.safeParse({ pageSize: '0' }).success).toBe(false);
    expect(PageParam.safeParse({ pageNo: '0' }).success).toBe(false);
    expect(PageParam.safeParse({ pageNo: 'abc' }).success).toBe(false);
  });
});

describe('TimeRange', () => {
  it('accepts epoch milliseconds and Beijing date-time strings', async () => {
    const { TimeRange } = await import('./envelope');
    expect(TimeRange.parse(['1700000000000', 1700000001000])).toEqual([1700000000000, 1700000001000]);
    expect(TimeRange.parse(['2026-01-01 00:00:00', '2026-01-01 23:59:59'])).toEqual([
      Date.UTC(2025, 11, 31, 16, 0, 0),
      Date.UTC(2026, 0, 1, 15, 59, 59),
    ]);
    expect(TimeRange.parse(undefined)).toBeUndefined();
    expect(TimeRange.safeParse(['yesterday', 'today']).success).toBe(false);
    expect(TimeRange.safeParse(['1']).success).toBe(false);
  });
});
