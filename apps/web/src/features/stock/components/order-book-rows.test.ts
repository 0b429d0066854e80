import { describe, expect, it } from 'vitest';
import { bookRows, hands, sideLabel, tickTime, unmatchedText } from './order-book-rows';

describe('bookRows', () => {
  it('reads 卖五 … 卖一 then 买一 … 买五, the asks reversed', () => {
    const rows = bookRows(
      [10, 9, 8, 7, 6].map((p, i) => ({ price: p, volume: (i + 1) * 100 })),
      [11, 12, 13, 14, 15].map((p, i) => ({ price: p, volume: (i + 1) * 100 })),
      5,
    );
    expect(rows.map((r) => r.label)).toEqual(['卖五', '卖四', '卖三', '卖二', '卖一', '买一', '买二', '买三', '买四', '买五']);
    expect(rows.map((r) => r.price)).toEqual([15, 14, 13, 12, 11, 10, 9, 8, 7, 6]);
  });

  it('keeps the rows of a side that has none (sealed at 涨停: no asks), empty', () => {
    const rows = bookRows([{ price: 11, volume: 5_000_000 }], [], 5);
    expect(rows.filter((r) => r.side === 'ask').every((r) => r.price === null && r.volume === null)).toBe(true);
    expect(rows[5]).toMatchObject({ label: '买一', price: 11, volume: 5_000_000 });
  });

  it('ten levels for Level-2: 卖十 first', () => {
    const rows = bookRows([], [], 10);
    expect(rows).toHaveLength(20);
    expect(rows[0].label).toBe('卖十');
    expect(rows[19].label).toBe('买十');
  });
});

describe('text', () => {
  it('hands: shares as 手, 万 from 10,000 手', () => {
    expect(hands(12_300)).toBe('123');
    expect(hands(123_456_700)).toBe('123.46万');
    expect(hands(100_000_000)).toBe('100万');
    expect(hands(null)).toBe('--');
  });

  it('tickTime is Beijing time whatever the zone', () => {
    expect(tickTime(Date.parse('2026-11-27T09:25:00+08:00'))).toBe('09:25:00');
    expect(tickTime(Date.parse('2026-11-27T14:59:58+08:00'))).toBe('14:59:58');
  });

  it('sides and the unmatched volume', () => {
    expect([sideLabel(1), sideLabel(2), sideLabel(0)]).toEqual(['买', '卖', '中']);
    expect(unmatchedText(1_230_000)).toBe('买 1.23万手');
    expect(unmatchedText(-30_000)).toBe('卖 300手');
    expect(unmatchedText(null)).toBe('--');
  });
});
