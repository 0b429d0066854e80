import { describe, expect, it } from 'vitest';
import { RECENT_SEARCHES_MAX, withSearch } from './recent-searches';

describe('withSearch', () => {
  it('puts the keyword first, once, trimmed', () => {
    expect(withSearch(['茅台', 'gzmt'], ' gzmt ')).toEqual(['gzmt', '茅台']);
    expect(withSearch([], '宁德时代')).toEqual(['宁德时代']);
  });
  it('ignores an empty keyword and keeps at most the maximum', () => {
    expect(withSearch(['a'], '   ')).toEqual(['a']);
    const full = Array.from({ length: RECENT_SEARCHES_MAX }, (_, i) => `k${i}`);
    const next = withSearch(full, 'new');
    expect(next).toHaveLength(RECENT_SEARCHES_MAX);
    expect(next[0]).toBe('new');
    expect(next).not.toContain(`k${RECENT_SEARCHES_MAX - 1}`);
  });
});
