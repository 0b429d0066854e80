import { describe, expect, it } from 'vitest';
import type { InformationVO } from '@gprs/contract';
import { patchQuotes, prependFlashes, reconnectDelay, tickMap } from './live';

describe('patchQuotes', () => {
  const data = {
    hotStocks: [
      { code: '600519', name: '贵州茅台', price: 1400, changePercent: 1 },
      { code: '000001', name: '平安银行', price: 10, changePercent: 0 },
    ],
    limitUp: { count: 3 },
  };
  it('merges ticks into quote-like objects at any depth and keeps untouched branches', () => {
    const next = patchQuotes(data, tickMap([{ code: '600519', price: 1410, changePercent: 1.7 }]));
    expect(next.hotStocks[0]).toEqual({ code: '600519', name: '贵州茅台', price: 1410, changePercent: 1.7 });
    expect(next.hotStocks[1]).toBe(data.hotStocks[1]);
    expect(next.limitUp).toBe(data.limitUp);
    expect(data.hotStocks[0].price).toBe(1400);
  });
  it('returns the same data when no code matches', () => {
    expect(patchQuotes(data, tickMap([{ code: '300750', price: 1 }]))).toBe(data);
    expect(patchQuotes(data, new Map())).toBe(data);
  });
  it('leaves objects without a price alone', () => {
    const rows = [{ code: '600519', reason: 'x' }];
    expect(patchQuotes(rows, tickMap([{ code: '600519', price: 1 }]))).toBe(rows);
  });
});

describe('prependFlashes', () => {
  const f = (id: number, t: number) => ({ id, publishTime: t, title: `t${id}` }) as InformationVO;
  it('puts new flashes on top without duplicates and caps the list', () => {
    const list = [f(2, 20), f(1, 10)];
    expect(prependFlashes(list, [f(3, 30), f(2, 20)]).map((x) => x.id)).toEqual([3, 2, 1]);
    expect(prependFlashes(list, [f(3, 30)], 2).map((x) => x.id)).toEqual([3, 2]);
  });
});

describe('reconnectDelay', () => {
  it('backs off exponentially up to 30 s', () => {
    expect(reconnectDelay(0)).toBe(1000);
    expect(reconnectDelay(3)).toBe(8000);
    expect(reconnectDelay(10)).toBe(30_000);
  });
});
