import { describe, expect, it } from 'vitest';
import type { KlineBarVO, LimitUpVO } from '@gprs/contract';
import { boardOfCode, brokenRate, filterPool, groupLadder, limitPercent, limitUpBars, limitUpHistory, reasonCounts, streakLabel } from './limit-rule';

const s = (code: string, streak: number, firstSealTime: string | null = '09:30:00') => ({ stockCode: code, stockName: code, streak, firstSealTime }) as LimitUpVO;

describe('groupLadder (连板梯队)', () => {
  it('groups by streak with the highest on top', () => {
    const levels = groupLadder([s('a', 1), s('b', 3), s('c', 2), s('d', 3, '09:25:00'), s('e', 1)]);
    expect(levels.map((l) => l.streak)).toEqual([3, 2, 1]);
    expect(levels.map((l) => l.label)).toEqual(['三连板', '二连板', '首板']);
    expect(levels[0].stocks.map((x) => x.stockCode)).toEqual(['d', 'b']);
    expect(levels[2].stocks.map((x) => x.stockCode)).toEqual(['a', 'e']);
  });
  it('counts a missing streak as 首板 and handles nothing', () => {
    expect(groupLadder([s('a', 0)])[0].label).toBe('首板');
    expect(groupLadder([])).toEqual([]);
    expect(streakLabel(12)).toBe('12连板');
  });
});

describe('limit rules', () => {
  it('knows the daily limit of each board', () => {
    expect(limitPercent('main', false)).toBe(10);
    expect(limitPercent('main', true)).toBe(5);
    expect(limitPercent('gem', false)).toBe(20);
    expect(limitPercent('star', true)).toBe(20);
    expect(limitPercent('bse', false)).toBe(30);
  });
  it('finds the limit-up days of a stock, newest first', () => {
    const bar = (d: string, changePercent: number, close = 10, high = 10) => ({ tradeDate: d, changePercent, close, high }) as KlineBarVO;
    const bars = [bar('01', 9.99), bar('02', 9.5), bar('03', 10.01), bar('04', 9.95, 10, 10.5), bar('05', 19.99)];
    expect(limitUpBars(bars, 'main', false).map((b) => b.tradeDate)).toEqual(['05', '03', '01']);
    expect(limitUpBars(bars, 'gem', false).map((b) => b.tradeDate)).toEqual(['05']);
  });
  it('joins the limit-up bars with the pools: details where the pools reach, 炸板 days, newest first', () => {
    const bar = (d: string, changePercent: number, low = 9) => ({ tradeDate: d, changePercent, close: 11, high: 11, low, amount: 1e8 }) as KlineBarVO;
    const bars = [bar('2026-01-02', 10), bar('2026-01-05', 3), bar('2026-01-06', 10, 11), bar('2026-01-07', 10)];
    const pool = (tradeDate: string, poolType: number, streak: number, reason: string) =>
      ({ tradeDate, poolType, streak, reason, price: 11, changePercent: 10, amount: 2e8, oneWord: false, firstSealTime: '09:31:00', openCount: 2 }) as LimitUpVO;
    const rows = limitUpHistory(bars, 'main', false, [pool('2026-01-07', 1, 2, '算力'), pool('2026-01-06', 1, 1, '算力'), pool('2026-01-05', 2, 0, '回封失败'), pool('2026-01-08', 1, 3, '今日')]);
    expect(rows.map((r) => `${r.tradeDate} ${r.kind} ${r.streak}`)).toEqual([
      '2026-01-08 涨停 三连板',
      '2026-01-07 涨停 二连板',
      '2026-01-06 涨停 首板',
      '2026-01-05 炸板 ',
      '2026-01-02 涨停 ',
    ]);
    // an older day keeps what its bar knows: a one-word board when low = high
    expect(rows[4]).toMatchObject({ reason: '', firstSealTime: null, openCount: null, oneWord: false });
    expect(rows[2]).toMatchObject({ reason: '算力', firstSealTime: '09:31:00', openCount: 2 });
    expect(limitUpHistory([bar('2026-01-02', 10, 11)], 'main', false, [])[0].oneWord).toBe(true);
  });
  it('derives 炸板率 from 封板率', () => {
    expect(brokenRate(83.33)).toBe(16.67);
    expect(brokenRate(null)).toBeNull();
  });
});

describe('limit-up page filters', () => {
  const row = (stockCode: string, stockName: string, reasonConcept: string, oneWord = false) => ({ stockCode, stockName, reasonConcept, oneWord, streak: 1 }) as LimitUpVO;
  const pool = [row('600001', '甲', '机器人'), row('300001', '乙', '机器人', true), row('688001', '丙', '芯片'), row('830001', '丁', '')];
  it('knows the board of a code', () => {
    expect(['600519', '000001', '002001', '688001', '300750', '301001', '430001', '830001', '920001'].map(boardOfCode)).toEqual(['main', 'main', 'main', 'star', 'gem', 'gem', 'bse', 'bse', 'bse']);
  });
  it('filters by board, keyword, reason and 一字板', () => {
    expect(filterPool(pool, { board: 'gem' }).map((s) => s.stockCode)).toEqual(['300001']);
    expect(filterPool(pool, { keyword: '丙' }).map((s) => s.stockCode)).toEqual(['688001']);
    expect(filterPool(pool, { keyword: '6000' }).map((s) => s.stockCode)).toEqual(['600001']);
    expect(filterPool(pool, { reason: '机器人', oneWordOnly: true }).map((s) => s.stockCode)).toEqual(['300001']);
    expect(filterPool(pool, {})).toHaveLength(4);
  });
  it('counts reasons, most first', () => {
    expect(reasonCounts(pool)).toEqual([
      { name: '机器人', count: 2 },
      { name: '芯片', count: 1 },
    ]);
  });
});
