import { describe, expect, it } from 'vitest';
import { clampPage, easeInOutQuad, pagerCount, visibleColumns } from './pagination-rules';

describe('table kit rules', () => {
  it('uses 5 pagers under 992 px, else 7', () => {
    expect(pagerCount(991)).toBe(5);
    expect(pagerCount(992)).toBe(7);
  });
  it('keeps the page in range', () => {
    expect(clampPage(5, 20, 41)).toBe(3);
    expect(clampPage(0, 20, 0)).toBe(1);
    expect(clampPage(2, 10, 100)).toBe(2);
  });
  it('eases from start to end', () => {
    expect(easeInOutQuad(0, 500, 0, 800)).toBe(500);
    expect(easeInOutQuad(800, 500, 0, 800)).toBe(0);
    expect(easeInOutQuad(400, 500, 0, 800)).toBe(250);
  });
  it('filters hidden columns', () => {
    const cols = [{ key: 'a' }, { dataIndex: 'b' }, { dataIndex: ['c', 'd'] }];
    expect(visibleColumns(cols, ['b'])).toEqual([{ key: 'a' }, { dataIndex: ['c', 'd'] }]);
    expect(visibleColumns(cols, ['c.d', 'a'])).toEqual([{ dataIndex: 'b' }]);
  });
});
