import { describe, expect, it } from 'vitest';
import { Prng } from '../generator/prng';
import { auctionChangePercent, bidAskStats, bookProblems, outerInner, sealedSide, simulateAuction, simulateBook, splitTrades } from './book-rules';

// Prices in cents: a stock at 10.00 with limits 9.00 / 11.00.
const UP = 1100;
const DOWN = 900;

describe('simulateBook', () => {
  it('draws bid 1 < last ≤ ask 1, levels ordered and within the limits, ten a side away from the limits', () => {
    const r = new Prng(1);
    for (let i = 0; i < 500; i++) {
      const price = r.int(DOWN + 1, UP - 1);
      const book = simulateBook({ price, up: UP, down: DOWN, depth: 5000 }, r);
      expect(bookProblems(book, price, UP, DOWN)).toEqual([]);
      expect(book.bids[0].price).toBeLessThan(price);
      expect(book.asks[0].price).toBeGreaterThanOrEqual(price);
      expect(book.asks[0].price - book.bids[0].price).toBeLessThanOrEqual(3);
      if (price > DOWN + 25 && price < UP - 25) expect([book.bids.length, book.asks.length]).toEqual([10, 10]);
      expect([...book.bids, ...book.asks].every((l) => l.volume > 0 && l.volume % 100 === 0)).toBe(true);
    }
  });

  it('near a limit has fewer levels on that side, never past the limit price', () => {
    const book = simulateBook({ price: UP - 1, up: UP, down: DOWN, depth: 5000 }, new Prng(2));
    expect(book.asks.length).toBeLessThanOrEqual(2);
    expect(book.asks.every((l) => l.price <= UP)).toBe(true);
  });

  it('sealed at 涨停: no asks, the 封单 on bid 1 at the limit price; at 跌停: no bids, the 封单 on ask 1', () => {
    const up = simulateBook({ price: UP, up: UP, down: DOWN, depth: 5000, sealVolume: 1_234_567 }, new Prng(3));
    expect(up.asks).toEqual([]);
    expect(up.bids[0]).toEqual({ price: UP, volume: 1_234_600 });
    expect(bookProblems(up, UP, UP, DOWN)).toEqual([]);
    const down = simulateBook({ price: DOWN, up: UP, down: DOWN, depth: 5000, sealVolume: 80_000 }, new Prng(4));
    expect(down.bids).toEqual([]);
    expect(down.asks[0]).toEqual({ price: DOWN, volume: 80_000 });
    expect(bookProblems(down, DOWN, UP, DOWN)).toEqual([]);
  });
});

describe('bookProblems', () => {
  it('names a disordered side, a crossed book, asks at a sealed 涨停 and prices past the limits', () => {
    expect(bookProblems({ bids: [{ price: 999, volume: 100 }, { price: 999, volume: 100 }], asks: [{ price: 1000, volume: 100 }] }, 1000, UP, DOWN)).toEqual(['买盘价格未逐档降低']);
    expect(bookProblems({ bids: [{ price: 1000, volume: 100 }], asks: [{ price: 1001, volume: 100 }] }, 1000, UP, DOWN)).toEqual(['买一价须低于最新价']);
    expect(bookProblems({ bids: [{ price: 999, volume: 100 }], asks: [{ price: 999, volume: 100 }] }, 1000, UP, DOWN)).toEqual(['卖一价须不低于最新价']);
    expect(bookProblems({ bids: [{ price: UP, volume: 100 }], asks: [{ price: UP + 1, volume: 100 }] }, UP, UP, DOWN)).toEqual(['价格超出涨跌停', '涨停封板时不应有卖盘']);
  });
});

describe('bidAskStats (委比 / 委差)', () => {
  it('is (委买 − 委卖) / (委买 + 委卖) over the first five levels; null without orders', () => {
    const lv = (v: number) => ({ price: 1000, volume: v });
    const book = { bids: [lv(300), lv(300), lv(100), lv(100), lv(100), lv(99_900)], asks: [lv(100), lv(100), lv(100), lv(100), lv(100)] };
    expect(bidAskStats(book)).toEqual({ ratio: 28.57, diff: 400 });
    expect(bidAskStats({ bids: [lv(500)], asks: [] })).toEqual({ ratio: 100, diff: 500 });
    expect(bidAskStats({ bids: [], asks: [] })).toEqual({ ratio: null, diff: null });
  });
});

describe('splitTrades', () => {
  it('cuts a volume into 1–4 whole-lot trades that add up to it exactly; a rise is mostly taken at the ask', () => {
    const r = new Prng(5);
    let buys = 0;
    let all = 0;
    for (let i = 0; i < 300; i++) {
      const volume = r.int(1, 500) * 100;
      const trades = splitTrades(volume, 1000, 1005, r);
      expect(trades.length).toBeGreaterThanOrEqual(1);
      expect(trades.length).toBeLessThanOrEqual(4);
      expect(trades.reduce((a, t) => a + t.volume, 0)).toBe(volume);
      expect(trades.every((t) => t.volume > 0 && t.volume % 100 === 0 && t.price === 1005)).toBe(true);
      buys += trades.filter((t) => t.side === 1).length;
      all += trades.length;
    }
    expect(buys / all).toBeGreaterThan(0.6);
    expect(splitTrades(0, 1000, 1000, r)).toEqual([]);
    // odd shares stay in the last trade
    expect(splitTrades(150, 1000, 1000, r).reduce((a, t) => a + t.volume, 0)).toBe(150);
  });

  it('外盘 / 内盘 are the buy-side and sell-side volumes', () => {
    expect(outerInner([{ volume: 100, side: 1 }, { volume: 300, side: 2 }, { volume: 200, side: 1 }, { volume: 50, side: 0 }])).toEqual({ outer: 300, inner: 300 });
  });
});

describe('集合竞价', () => {
  it('the simulated match stays a tick inside the limits, its amount is volume × price, the unmatched side follows the gap', () => {
    const r = new Prng(6);
    for (let i = 0; i < 300; i++) {
      const a = simulateAuction(1000, UP, DOWN, 1_000_000, r);
      expect(a.price).toBeGreaterThan(DOWN);
      expect(a.price).toBeLessThan(UP);
      expect(a.volume % 100).toBe(0);
      expect(a.amount).toBe(Math.round((a.volume * a.price) / 100));
      if (a.price > 1000) expect(a.unmatchedVolume).toBeGreaterThan(0);
      if (a.price < 1000) expect(a.unmatchedVolume).toBeLessThan(0);
    }
  });

  it('竞价涨幅 against the previous close', () => {
    expect(auctionChangePercent(1023, 1000)).toBe(2.3);
    expect(auctionChangePercent(977, 1000)).toBe(-2.3);
    expect(auctionChangePercent(1000, null)).toBeNull();
  });

  it('sealedSide', () => {
    expect(sealedSide(UP, UP, DOWN)).toBe('up');
    expect(sealedSide(DOWN, UP, DOWN)).toBe('down');
    expect(sealedSide(1000, UP, DOWN)).toBeNull();
    expect(sealedSide(1000, null, null)).toBeNull();
  });
});
