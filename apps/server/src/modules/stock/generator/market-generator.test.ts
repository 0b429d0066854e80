import { describe, expect, it } from 'vitest';
import { board, isTradeDay, limitPrices, limitRate, toCents } from '../market-rules';
import { marketChecksum } from '../seed-market';
import { generateMarket } from './market-generator';

const today = new Date('2026-11-20T08:00:00Z');
const market = generateMarket({ scale: 'test', seed: 42, today });

describe('demo market generator', () => {
  it('is deterministic: the same seed gives the same rows, another seed other rows', () => {
    const again = generateMarket({ scale: 'test', seed: 42, today });
    expect(marketChecksum(again)).toBe(marketChecksum(market));
    expect(marketChecksum(generateMarket({ scale: 'test', seed: 43, today }))).not.toBe(marketChecksum(market));
  });

  it('builds the test scale: 200 stocks on every board, 40 boards, 60 trade days without weekends or holidays', () => {
    expect(market.stocks).toHaveLength(200);
    expect(new Set(market.stocks.map((s) => s.code)).size).toBe(200);
    expect(new Set(market.stocks.map((s) => s.board))).toEqual(new Set(['main', 'star', 'gem', 'bse']));
    for (const s of market.stocks) expect(board(s.code)).toEqual({ marketType: s.marketType, board: s.board });
    expect(market.concepts).toHaveLength(40);
    expect(market.tradeDays).toHaveLength(60);
    expect(market.tradeDays.every((d) => isTradeDay(d))).toBe(true);
    expect(market.tradeDays.at(-1)).toBe('2026-11-20');
    expect(market.stocks.some((s) => s.isSt && /^\*?ST/.test(s.name))).toBe(true);
    expect(market.indices.map((i) => i.code)).toEqual(['000001', '399001', '399006', '000688', '899050', '000300', '000016', '000905', '000852']);
    expect(market.news.length).toBeGreaterThanOrEqual(300);
  });

  it('keeps the well-known names with their real codes and pinyin initials', () => {
    const byCode = new Map(market.stocks.map((s) => [s.code, s]));
    expect(byCode.get('600519')).toMatchObject({ name: '贵州茅台', pinyin: 'GZMT', industryName: '白酒' });
    expect(byCode.get('300750')).toMatchObject({ name: '宁德时代', pinyin: 'NDSD', board: 'gem' });
    expect(byCode.get('688981')).toMatchObject({ name: '中芯国际', board: 'star' });
    expect(Math.abs(byCode.get('600519')!.price - 1468.5) / 1468.5).toBeLessThan(0.15);
  });

  it('never closes a bar outside the day limits, and pools agree with the bars', () => {
    const bars = market.stockDaily;
    const stock = new Map(market.stocks.map((s) => [s.code, s]));
    const barOf = new Map<string, number>();
    const limitsOf = (i: number) => {
      const s = stock.get(bars.code[i])!;
      const listDays = s.listDate >= market.tradeDays[0] ? market.tradeDays.filter((d) => d >= s.listDate && d <= bars.tradeDate[i]).length : Infinity;
      return limitPrices(toCents(bars.prevClose[i]), limitRate(s.code, s.isSt, listDays));
    };
    for (let i = 0; i < bars.length; i++) {
      barOf.set(`${bars.code[i]}:${bars.tradeDate[i]}`, i);
      const lim = limitsOf(i);
      if (!lim) continue;
      expect(toCents(bars.close[i])).toBeLessThanOrEqual(lim.up);
      expect(toCents(bars.close[i])).toBeGreaterThanOrEqual(lim.down);
      expect(toCents(bars.high[i])).toBeLessThanOrEqual(lim.up);
      expect(toCents(bars.low[i])).toBeGreaterThanOrEqual(lim.down);
    }
    const pool = market.limitUp;
    expect(pool.filter((p) => p.poolType === 1).length).toBeGreaterThan(10);
    const days = new Set(pool.map((p) => p.tradeDate));
    expect(days.size).toBe(30);
    for (const p of pool) {
      const i = barOf.get(`${p.stockCode}:${p.tradeDate}`)!;
      const lim = limitsOf(i)!;
      if (p.poolType === 1) expect(toCents(bars.close[i])).toBe(lim.up);
      if (p.poolType === 2) {
        expect(toCents(bars.high[i])).toBe(lim.up);
        expect(toCents(bars.close[i])).toBeLessThan(lim.up);
        expect(p.openCount).toBeGreaterThan(0);
      }
      if (p.poolType === 3) expect(toCents(bars.close[i])).toBe(lim.down);
      if (p.poolType === 1 && p.streak > 1) {
        const prevDay = market.tradeDays[market.tradeDays.indexOf(p.tradeDate) - 1];
        const y = pool.find((q) => q.tradeDate === prevDay && q.poolType === 1 && q.stockCode === p.stockCode);
        if (y) expect(y.streak).toBe(p.streak - 1);
      }
      if (p.poolType === 1) expect(p.ntN).toBeGreaterThanOrEqual(p.streak);
    }
  });

  it('sums turnover per market and counts limit-ups like the pools', () => {
    const last = market.turnover.at(-1)!;
    expect(last.totalAmount).toBeCloseTo(last.shAmount + last.szAmount + last.bjAmount, 0);
    expect(last.limitUpCount).toBe(market.limitUp.filter((p) => p.tradeDate === last.tradeDate && p.poolType === 1).length);
    expect(last.upCount + last.downCount + last.flatCount).toBe(200);
  });
});

describe('limit-up pools', () => {
  it('seeds news and flashes that claim no price, board or money move the seeded market did not make', () => {
    const claims = /涨停|跌停|涨超|跌超|拉升|涨幅居前|净流入|异常波动/;
    for (const n of market.news) expect(`${n.title} ${n.summary} ${n.content}`).not.toMatch(claims);
    for (const f of market.information) expect(`${f.title} ${f.content}`).not.toMatch(claims);
  });

  it('never seal last before they seal first', () => {
    const market = generateMarket({ scale: 'test', seed: 7, today: new Date('2026-11-20T08:00:00Z') });
    const sealed = market.limitUp.filter((row) => row.firstSealTime && row.lastSealTime);
    expect(sealed.length).toBeGreaterThan(0);
    for (const row of sealed) expect(row.firstSealTime! <= row.lastSealTime!).toBe(true);
  });
});
