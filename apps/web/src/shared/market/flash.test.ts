import { describe, expect, it } from 'vitest';
import { flashDirection } from './flash';

describe('flashDirection', () => {
  it('flashes up on a rise and down on a fall', () => {
    expect(flashDirection(10, 10.01)).toBe('up');
    expect(flashDirection(-1.5, -2)).toBe('down');
  });
  it('does not flash the first value, an unchanged one or a missing one', () => {
    expect(flashDirection(undefined, 10)).toBeNull();
    expect(flashDirection(10, 10)).toBeNull();
    expect(flashDirection(10, null)).toBeNull();
    expect(flashDirection(Number.NaN, 3)).toBeNull();
  });
});
