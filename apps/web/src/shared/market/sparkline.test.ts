import { describe, expect, it } from 'vitest';
import { sparklinePath } from './sparkline';

describe('sparklinePath', () => {
  it('maps the minimum to the bottom and the maximum to the top', () => {
    expect(sparklinePath([1, 3, 2], 104, 24, 2)).toBe('M2.0,22.0 L52.0,2.0 L102.0,12.0');
  });
  it('draws a flat line through the middle and nothing for no data', () => {
    expect(sparklinePath([5, 5], 10, 20, 0)).toBe('M0.0,10.0 L10.0,10.0');
    expect(sparklinePath([], 10, 10)).toBe('');
  });
});
