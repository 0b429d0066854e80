import { describe, expect, it } from 'vitest';
import {
  sessionClock,
  aggregateBars,
  amplitude,
  board,
  isTradeDay,
  lastTradeDays,
  limitPrice,
  limitPriceCents,
  limitPrices,
  limitRate,
  minuteIndex,
  ntStat,
  sealRate,
  streak,
  streakLabel,
  TRADING_MINUTES,
  tradingSession,
  volumeRatio,
} from './market-rules';

describe('board(code)', () => {
  it.each([
    ['600519', 'SH', 'main'],
    ['601318', 'SH', 'main'],
    ['603259', 'SH', 'main'],
    ['605499', 'SH', 'main'],
    ['688981', 'SH', 'star'],
    ['689009', 'SH', 'star'],
    ['000001', 'SZ', 'main'],
    ['001979', 'SZ', 'main'],
    ['002594', 'SZ', 'main'],
    ['003816', 'SZ', 'main'],
    ['300750', 'SZ', 'gem'],
    ['301236', 'SZ', 'gem'],
    ['430047', 'BJ', 'bse'],
    ['835185', 'BJ', 'bse'],
    ['870299', 'BJ', 'bse'],
    ['920001', 'BJ', 'bse'],
  ])('%s → %s %s', (code, marketType, b) => {
    expect(board(code)).toEqual({ marketType, board: b });
  });
  it('rejects codes of no A-share board', () => {
    for (const code of ['900901', '200002', '12345', 'abcdef', '1234567', '510300']) expect(board(code)).toBeNull();
  });
});

describe('limitRate(code, name/isST, listDays)', () => {
  it.each([
    // code, name or isST, listDays, expected (basis points) or null
    ['600519', '贵州茅台', Infinity, { up: 1000, down: 1000 }],
    ['000001', '平安银行', 30, { up: 1000, down: 1000 }],
    ['600000', 'ST浦发', Infinity, { up: 500, down: 500 }],
    ['000004', '*ST国华', Infinity, { up: 500, down: 500 }],
    ['002001', true, Infinity, { up: 500, down: 500 }],
    ['300750', '宁德时代', Infinity, { up: 2000, down: 2000 }],
    ['301001', 'ST凯淳', Infinity, { up: 2000, down: 2000 }],
    ['688981', '中芯国际', Infinity, { up: 2000, down: 2000 }],
    ['689009', '九号公司', 6, { up: 2000, down: 2000 }],
    ['835185', '贝特瑞', Infinity, { up: 3000, down: 3000 }],
    ['920001', '某北交所', 6, { up: 3000, down: 3000 }],
    // new listings
    ['600001', '新股', 1, { up: 4400, down: 3600 }],
    ['003001', '新股', 1, { up: 4400, down: 3600 }],
    ['600001', '新股', 2, { up: 1000, down: 1000 }],
    ['300999', '新股', 1, null],
    ['300999', '新股', 5, null],
    ['688999', '新股', 3, null],
    ['830001', '新股', 5, null],
    ['300999', '新股', 6, { up: 2000, down: 2000 }],
  ] as const)('%s %s day %s', (code, name, days, expected) => {
    expect(limitRate(code, name, days)).toEqual(expected);
  });
  it('throws for an unknown board', () => {
    expect(() => limitRate('900901', 'B股', 10)).toThrow();
  });
});

describe('limitPrice(prevClose, rate)', () => {
  it.each([
    [10, 0.1, 11],
    [10, -0.1, 9],
    [10.05, 0.1, 11.06], // 11.055 → half-up
    [10.05, -0.1, 9.05], // 9.045 → 9.05
    [3.33, 0.05, 3.5], // 3.4965 → 3.50
    [3.33, -0.05, 3.16], // 3.1635 → 3.16
    [1.15, 0.1, 1.27], // 1.265 → 1.27 (float gives 1.2649999…)
    [1.15, -0.1, 1.04], // 1.035 → 1.04
    [268.77, 0.2, 322.52], // 322.524
    [27.65, 0.3, 35.95], // 35.945 → 35.95
    [27.65, -0.3, 19.36], // 19.355 → 19.36
    [12.5, 0.44, 18], // main-board first day
    [12.5, -0.36, 8],
  ])('%s × (1 %s) → %s', (prev, rate, expected) => {
    expect(limitPrice(prev, rate)).toBe(expected);
  });
  it('works in integer cents', () => {
    expect(limitPriceCents(115, 1000, 1)).toBe(127);
    expect(limitPriceCents(1005, 1000, -1)).toBe(905);
    expect(limitPrices(1000, { up: 1000, down: 1000 })).toEqual({ up: 1100, down: 900 });
    expect(limitPrices(1000, null)).toBeNull();
    expect(limitPrices(1, { up: 1000, down: 1000 })!.down).toBeGreaterThanOrEqual(1);
  });
});

describe('trading session (Asia/Shanghai)', () => {
  const at = (iso: string) => tradingSession(new Date(iso));
  it.each([
    ['2026-11-20T01:00:00Z', 'pre'], // Fri 09:00
    ['2026-11-20T01:15:00Z', 'auction'], // 09:15
    ['2026-11-20T01:29:59Z', 'auction'],
    ['2026-11-20T01:30:00Z', 'morning'],
    ['2026-11-20T03:29:00Z', 'morning'],
    ['2026-11-20T03:30:00Z', 'noon-break'],
    ['2026-11-20T05:00:00Z', 'afternoon'], // 13:00
    ['2026-11-20T06:59:59Z', 'afternoon'],
    ['2026-11-20T07:00:00Z', 'closed'], // 15:00
    ['2026-11-20T15:30:00Z', 'closed'], // 23:30
    ['2026-11-19T16:30:00Z', 'pre'], // Fri 00:30 in Shanghai (still Thursday in UTC)
    ['2026-11-21T02:00:00Z', 'closed'], // Saturday
    ['2026-11-22T02:00:00Z', 'closed'], // Sunday
    ['2026-10-01T02:00:00Z', 'closed'], // National Day
    ['2026-02-18T02:00:00Z', 'closed'], // Spring Festival
    ['2026-10-09T02:00:00Z', 'morning'], // Friday after the holiday
  ])('%s → %s', (iso, session) => {
    expect(at(iso)).toBe(session);
  });
  it('trade days skip weekends and holidays', () => {
    expect(isTradeDay('2026-11-20')).toBe(true);
    expect(isTradeDay('2026-11-21')).toBe(false);
    expect(isTradeDay('2026-01-01')).toBe(false);
    expect(lastTradeDays('2026-10-09', 3)).toEqual(['2026-09-30', '2026-10-08', '2026-10-09']);
  });
  it('maps clock minutes to the 241 trading minutes', () => {
    expect(TRADING_MINUTES).toHaveLength(241);
    expect([TRADING_MINUTES[0], TRADING_MINUTES[120], TRADING_MINUTES[121], TRADING_MINUTES[240]]).toEqual(['09:30', '11:30', '13:01', '15:00']);
    expect(minuteIndex(9 * 60)).toBe(0);
    expect(minuteIndex(10 * 60)).toBe(30);
    expect(minuteIndex(12 * 60)).toBe(120);
    expect(minuteIndex(13 * 60 + 1)).toBe(121);
    expect(minuteIndex(16 * 60)).toBe(240);
  });
});

describe('limit-up statistics', () => {
  it('streak counts consecutive limit-ups ending today', () => {
    expect(streak([])).toBe(0);
    expect(streak([true, true, false])).toBe(0);
    expect(streak([true, false, true, true])).toBe(2);
    expect(streak([true, true, true])).toBe(3);
  });
  it('N/T counts limit-ups from the earliest one in the window', () => {
    const U = true;
    const _ = false;
    expect(ntStat([_, _, _])).toEqual({ n: 0, t: 0, label: '' });
    expect(ntStat([_, U])).toEqual({ n: 1, t: 1, label: '1天1板' });
    expect(ntStat([U, _, U, U])).toEqual({ n: 3, t: 4, label: '4天3板' });
    expect(ntStat([U, _, _, _, _, _, _, _, _, _, _, U], 10)).toEqual({ n: 1, t: 1, label: '1天1板' });
  });
  it('封板率 = 涨停 / (涨停 + 炸板)', () => {
    expect(sealRate(60, 20)).toBe(75);
    expect(sealRate(2, 1)).toBe(66.67);
    expect(sealRate(0, 0)).toBeNull();
    expect(sealRate(0, 5)).toBe(0);
  });
  it('量比 compares volume per elapsed minute with the 5-day average per minute', () => {
    // the same pace as the 5-day average → 1
    expect(volumeRatio(1_200_000, 2_400_000, 120)).toBe(1);
    // half the day's average volume after 60 minutes → twice the pace
    expect(volumeRatio(1_200_000, 2_400_000, 60)).toBe(2);
    // after the close the whole day counts
    expect(volumeRatio(1_200_000, 2_400_000, 300)).toBe(0.5);
    expect(volumeRatio(100, 0, 10)).toBeNull();
    expect(volumeRatio(100, 1000, 0)).toBeNull();
  });

  it('amplitude is (high − low) / previous close', () => {
    expect(amplitude(11, 10, 10)).toBe(10);
    expect(amplitude(10.33, 10.01, 10.2)).toBe(3.14);
    expect(amplitude(1, 1, 0)).toBe(0);
  });
  it('ladder labels', () => {
    expect([1, 2, 3, 10, 12].map(streakLabel)).toEqual(['首板', '二连板', '三连板', '十连板', '十二连板']);
  });
});

describe('aggregateBars', () => {
  const bar = (tradeDate: string, open: number, high: number, low: number, close: number, changePercent: number) => ({
    tradeDate,
    open,
    high,
    low,
    close,
    volume: 100,
    amount: 1000,
    changePercent,
  });
  const days = [
    bar('2026-11-02', 10, 11, 9.5, 10.5, 5), // Mon
    bar('2026-11-06', 10.5, 12, 10, 11, 4.76), // Fri
    bar('2026-11-09', 11, 11.5, 10, 10.2, -7.27), // next Mon
    bar('2026-12-01', 10.2, 10.8, 10.1, 10.7, 4.9),
  ];
  it('weeks: first open, max high, min low, last close, summed volume, change vs previous week close', () => {
    const w = aggregateBars(days, 'week');
    expect(w.map((b) => b.tradeDate)).toEqual(['2026-11-06', '2026-11-09', '2026-12-01']);
    expect(w[0]).toMatchObject({ open: 10, high: 12, low: 9.5, close: 11, volume: 200, amount: 2000, changePercent: 10 });
    expect(w[1].changePercent).toBe(-7.27);
  });
  it('months', () => {
    const m = aggregateBars(days, 'month');
    expect(m).toHaveLength(2);
    expect(m[0]).toMatchObject({ tradeDate: '2026-11-09', open: 10, high: 12, low: 9.5, close: 10.2, volume: 300 });
    expect(m[1].changePercent).toBe(4.9);
  });
  it('day is the identity', () => {
    expect(aggregateBars(days, 'day')).toBe(days);
  });
});

describe('sessionClock', () => {
  const at = (hhmmss: string) => new Date(`2026-11-20T${hhmmss}+08:00`);
  it('is the real Beijing time during continuous trading', () => {
    expect(sessionClock(at('09:30:05'))).toEqual({ minute: 0, time: '09:30:05' });
    expect(sessionClock(at('10:45:30'))).toEqual({ minute: 75, time: '10:45:30' });
    expect(sessionClock(at('14:59:59'))).toEqual({ minute: 239, time: '14:59:59' });
  });
  it('puts prints at the session\'s edges on the edge minute: auction → 09:30, noon break → 11:30, the close\'s snapshot → 15:00', () => {
    expect(sessionClock(at('09:25:00'))).toEqual({ minute: 0, time: '09:30:00' });
    expect(sessionClock(at('11:30:02'))).toEqual({ minute: 120, time: '11:30:02' });
    expect(sessionClock(at('12:15:00'))).toEqual({ minute: 120, time: '11:30:00' });
    expect(sessionClock(at('15:00:03'))).toEqual({ minute: 240, time: '15:00:03' });
    expect(sessionClock(at('15:29:59')).minute).toBe(240);
  });
  it('folds other hours onto the session, never outside 09:30–11:30 / 13:00–15:00', () => {
    for (const t of ['00:00:00', '08:00:10', '15:30:00', '21:26:23', '23:59:59']) {
      const { minute, time } = sessionClock(at(t));
      expect(minute).toBeGreaterThanOrEqual(0);
      expect(minute).toBeLessThan(240);
      expect((time >= '09:30:00' && time < '11:30:00') || (time >= '13:00:00' && time < '15:00:00')).toBe(true);
    }
  });
});
