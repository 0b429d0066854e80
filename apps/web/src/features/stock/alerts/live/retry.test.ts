import { describe, expect, it } from 'vitest';
import { retryDelay } from './retry';

describe('retryDelay', () => {
  it('doubles from 1 s up to 30 s', () => {
    expect([0, 1, 2, 4, 5, 9].map(retryDelay)).toEqual([1000, 2000, 4000, 16_000, 30_000, 30_000]);
  });
});
