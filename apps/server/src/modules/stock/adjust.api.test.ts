import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { applyAdjFactors } from './feed/adj-path';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = async (url: string) => t.call({ method: 'GET', url: `/admin-api${url}` });
const q = async <T = any>(text: string, params: unknown[] = []) => (await t.database.pool.query(text, params)).rows as T[];
const cents = (n: number) => Math.round(n * 100) / 100;

describe('K-line 复权 (GET /stock/stock/kline?adjust=)', () => {
  it('adjusts by the stored factors: 前复权 × factor / latest factor, 后复权 × factor, days without one take the earlier one', async () => {
    const days = (await q<{ d: string }>("select trade_date::text d from stock_daily where stock_code = '600519' order by trade_date")).map((r) => r.d);
    expect(days.length).toBeGreaterThan(20);
    // no factor before days[10] (→ 1), 2 from days[10], 4 from days[20] on (a split halfway)
    const written = await t.app.db.transaction((tx) =>
      applyAdjFactors(tx, [
        { code: '600519', tradeDate: days[10], factor: 2 },
        { code: '600519', tradeDate: days[20], factor: 4 },
        { code: '999999', tradeDate: days[20], factor: 1 },
      ]),
    );
    expect(written).toEqual({ written: 2, unchanged: 0, problems: ['999999：本站没有这只股票（先拉取股票列表）'] });
    // the same rows again write nothing
    const again = await t.app.db.transaction((tx) => applyAdjFactors(tx, [{ code: '600519', tradeDate: days[10], factor: 2 }]));
    expect(again).toEqual({ written: 0, unchanged: 1, problems: [] });

    const limit = days.length;
    const plain = (await get(`/stock/stock/kline?code=600519&period=day&limit=${limit}`)).data;
    const none = (await get(`/stock/stock/kline?code=600519&period=day&limit=${limit}&adjust=none`)).data;
    const qfq = (await get(`/stock/stock/kline?code=600519&period=day&limit=${limit}&adjust=qfq`)).data;
    const hfq = (await get(`/stock/stock/kline?code=600519&period=day&limit=${limit}&adjust=hfq`)).data;
    expect(none).toEqual(plain);
    expect(qfq).toHaveLength(plain.length);
    for (const [i, factor] of [[0, 1], [9, 1], [10, 2], [19, 2], [20, 4], [plain.length - 1, 4]] as const) {
      expect(hfq[i].close).toBe(cents(plain[i].close * factor));
      expect(hfq[i].high).toBe(cents(plain[i].high * factor));
      expect(qfq[i].open).toBe(cents((plain[i].open * factor) / 4));
      // volume, turnover and the day's change are the day's own
      expect(qfq[i]).toMatchObject({ tradeDate: plain[i].tradeDate, volume: plain[i].volume, amount: plain[i].amount, changePercent: plain[i].changePercent });
    }
    // 前复权 keeps the latest prices real
    expect(qfq.at(-1)).toEqual(plain.at(-1));
    // weeks are aggregated from the adjusted days
    const week = (await get('/stock/stock/kline?code=600519&period=week&adjust=hfq')).data;
    expect(week.at(-1).close).toBe(hfq.at(-1).close);
  });

  it('a stock without factors reads unadjusted; an unknown mode is refused', async () => {
    const plain = (await get('/stock/stock/kline?code=000001&period=day&limit=30')).data;
    expect((await get('/stock/stock/kline?code=000001&period=day&limit=30&adjust=qfq')).data).toEqual(plain);
    expect((await get('/stock/stock/kline?code=600519&adjust=forward')).code).toBe(400);
  });

  it('refuses a factor that is not positive', async () => {
    const res = await t.app.db.transaction((tx) => applyAdjFactors(tx, [{ code: '600519', tradeDate: '2026-11-02', factor: 0 }]));
    expect(res).toMatchObject({ written: 0, problems: ['600519：2026-11-02 的复权因子无效（0）'] });
  });
});
