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
