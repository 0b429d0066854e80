import { describe, expect, it } from 'vitest';
import { boardMoveFlash, boardStep, brokenLimitFlash, closingReview } from './event-flash';

const P = '演示快讯11月27日，';

describe('炸板 flash', () => {
  it('names the stock, its stored price and change, and the open count after the first', () => {
    expect(brokenLimitFlash(P, { code: '600519', name: '贵州茅台', price: 1650.5, changePercent: 7.26, openCount: 1 })).toEqual({
      title: '贵州茅台炸板',
      content: '演示快讯11月27日，贵州茅台(600519)涨停板被打开，最新价1650.50元，涨幅+7.26%。',
      level: 2,
      stockCodes: ['600519'],
    });
    expect(brokenLimitFlash(P, { code: '300001', name: '特锐德', price: 20, changePercent: 15, openCount: 3 }).content).toContain('今日第3次开板');
  });
});

describe('board move flash', () => {
  const board = { code: 'GN1', name: '算力', changePercent: 2.4, leadingStockCode: '300001', leadingStockName: '特锐德', leadingStockChangePercent: 20 };

  it('steps of 2 % away from zero, capped at two', () => {
    expect([0, 1.99, 2, 3.9, 4.1, 9, -1.5, -2, -4.2, -8].map(boardStep)).toEqual([0, 0, 1, 1, 2, 2, 0, -1, -2, -2]);
  });

  it('says each step once a day: 拉升, then 大涨, never again after a dip', () => {
    const first = boardMoveFlash(P, { up: 0, down: 0 }, board)!;
    expect(first).toEqual({ title: '算力板块拉升', content: '演示快讯11月27日，算力板块拉升，板块涨幅+2.40%，特锐德领涨（+20.00%）。', level: 2, stockCodes: ['300001'] });
    expect(boardMoveFlash(P, { up: 1, down: 0 }, board)).toBeNull();
    expect(boardMoveFlash(P, { up: 1, down: 0 }, { ...board, changePercent: 4.5 })!.title).toBe('算力板块大涨');
    expect(boardMoveFlash(P, { up: 2, down: 0 }, { ...board, changePercent: 8 })).toBeNull();
    expect(boardMoveFlash(P, { up: 2, down: -1 }, { ...board, changePercent: 2.1 })).toBeNull();
    expect(boardMoveFlash(P, { up: 0, down: 0 }, { ...board, changePercent: 1.2 })).toBeNull();
  });

  it('a falling board is 走弱 / 大跌 without a leader', () => {
    const down = boardMoveFlash(P, { up: 1, down: 0 }, { ...board, changePercent: -2.2 })!;
    expect(down).toEqual({ title: '算力板块走弱', content: '演示快讯11月27日，算力板块走弱，板块涨幅-2.20%。', level: 2, stockCodes: [] });
    expect(boardMoveFlash(P, { up: 0, down: -1 }, { ...board, changePercent: -4 })!).toMatchObject({ title: '算力板块大跌', level: 1 });
    expect(boardMoveFlash(P, { up: 0, down: -2 }, { ...board, changePercent: -3 })).toBeNull();
  });
});

describe('收评', () => {
  it('says the close in the stored figures', () => {
    const r = closingReview({
      indices: [
        { name: '上证指数', price: 3380.12, changePercent: 0.52 },
        { name: '创业板指', price: 2240.5, changePercent: -1.1 },
      ],
      twoMarketAmount: 1_234_500_000_000,
      bjAmount: 31_200_000_000,
      up: 3100,
      down: 1800,
      flat: 100,
      limitUp: 52,
      limitDown: 3,
      leading: [{ name: '算力', changePercent: 4.21 }],
      lagging: [{ name: '白酒', changePercent: -2 }],
    });
    expect(r.title).toBe('收评：沪指涨0.52%，两市成交额1.23万亿元，算力板块领涨');
    expect(r.summary).toBe('上证指数涨0.52%报3380.12点，创业板指跌1.10%报2240.50点。沪深两市成交额1.23万亿元，北交所成交额312亿元。');
    expect(r.content).toContain('上涨3100家，下跌1800家，平盘100家；52只个股涨停，3只个股跌停。');
    expect(r.content).toContain('算力（+4.21%）涨幅居前；白酒（-2.00%）跌幅居前。');
  });
});
