import { describe, expect, it } from 'vitest';
import { rankMove } from './hot';

describe('rankMove', () => {
  it('新上榜 wins over the number; up, down and unchanged by the sign; nothing when unknown', () => {
    expect(rankMove({ newEntry: true, rankChange: 140 })).toEqual({ kind: 'new' });
    expect(rankMove({ newEntry: false, rankChange: 8 })).toEqual({ kind: 'up', by: 8 });
    expect(rankMove({ newEntry: false, rankChange: -4 })).toEqual({ kind: 'down', by: 4 });
    expect(rankMove({ newEntry: false, rankChange: 0 })).toEqual({ kind: 'same' });
    expect(rankMove({ newEntry: false, rankChange: null })).toBeNull();
  });
});
