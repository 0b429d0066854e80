import { describe, expect, it } from 'vitest';
import { breadthSentence } from './simulator';

describe('the simulator\'s breadth flash', () => {
  it('says 涨多跌少 only when more stocks rise than fall, with the day\'s counts', () => {
    expect(breadthSentence({ up: 3100, down: 1800, flat: 100, lu: 52 })).toBe('沪深北三市个股涨多跌少，上涨3100家，下跌1800家，平盘100家，52只个股涨停。');
    expect(breadthSentence({ up: 1200, down: 3700, flat: 100, lu: 9 })).toContain('跌多涨少');
    expect(breadthSentence({ up: 10, down: 10, flat: 0, lu: 0 })).toContain('涨跌互现');
  });
});
