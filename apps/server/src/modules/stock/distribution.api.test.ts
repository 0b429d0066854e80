import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = async (url: string) => t.call({ method: 'GET', url: `/admin-api${url}` });
const q = async <T = any>(text: string) => (await t.database.pool.query(text)).rows as T[];

describe('涨跌分布 (GET /stock/market/distribution, public)', () => {
  it('buckets every quoted stock once, with the day’s counts and 赚钱效应', async () => {
    const res = await get('/stock/market/distribution');
    expect(res.code).toBe(0);
    const d = res.data;
    const [n] = await q(`select count(*)::int quoted, count(*) filter (where change_percent > 0)::int up, count(*) filter (where change_percent < 0)::int down,
      count(*) filter (where change_percent = 0)::int flat, count(*) filter (where price = limit_up_price)::int lu, count(*) filter (where price = limit_down_price)::int ld
      from stock_info where change_percent is not null`);
    expect(n.quoted).toBeGreaterThan(0);
    expect(d.buckets.map((b: any) => b.label)).toEqual(['涨停', '>7%', '5~7%', '3~5%', '0~3%', '平', '0~-3%', '-3~-5%', '-5~-7%', '<-7%', '跌停']);
    expect(d.buckets.reduce((s: number, b: any) => s + b.count, 0)).toBe(n.quoted);
    expect(d).toMatchObject({ upCount: n.up, downCount: n.down, flatCount: n.flat, limitUpCount: n.lu, limitDownCount: n.ld });
    expect(d.moneyEffect).toBe(Math.round((n.up / (n.up + n.down)) * 10_000) / 100);
    const [day] = await q('select max(trade_date)::text d from stock_market_turnover');
    expect(d.tradeDate).toBe(day.d);
    // the day's breadth agrees with the turnover row of /index
    const today = (await get('/stock/turnover/compare')).data.today;
    expect({ up: d.upCount, down: d.downCount, lu: d.limitUpCount }).toEqual({ up: today.upCount, down: today.downCount, lu: today.limitUpCount });
  });

  it('follows the quotes: a stock moved to its limit price is counted as 涨停', async () => {
    const [s] = await q("select code from stock_info where change_percent is not null and price <> limit_up_price and limit_up_price is not null order by code limit 1");
    const before = (await get('/stock/market/distribution')).data.limitUpCount;
    await q(`update stock_info set price = limit_up_price, change_percent = round((limit_up_price - prev_close) / prev_close * 100, 2) where code = '${s.code}'`);
    // the read model keeps an answer per URL until the market changes: another URL reads afresh
    expect((await get('/stock/market/distribution?after=write')).data.limitUpCount).toBe(before + 1);
  });
});
