import { describe, expect, it } from 'vitest';
import { TradeOrderCreateReq, mergeOrderLines } from './index';

describe('mergeOrderLines', () => {
  it('sums repeated SKUs into one line, in first-seen order', () => {
    expect(mergeOrderLines([{ skuId: 7, count: 2 }, { skuId: 3, count: 1 }, { skuId: 7, count: 5 }])).toEqual([
      { skuId: 7, count: 7 },
      { skuId: 3, count: 1 },
    ]);
  });

  it('lets the order schema refuse a merged count over 99', () => {
    expect(TradeOrderCreateReq.safeParse({ items: Array.from({ length: 20 }, () => ({ skuId: 1, count: 99 })) }).success).toBe(false);
    expect(TradeOrderCreateReq.safeParse({ items: [{ skuId: 1, count: 50 }, { skuId: 2, count: 50 }] }).success).toBe(true);
    expect(TradeOrderCreateReq.safeParse({ items: [{ skuId: 1, count: 49 }, { skuId: 1, count: 50 }] }).success).toBe(true);
  });
});
