import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../../test/test-app';
import { TushareClient } from './client';
import { RateLimiter } from './rate-limiter';
import { runTusharePull } from './runner';
import { mapStkAuction } from './auction';
import { fixture, recordedMarket, stubTushare } from './test-kit';
import { feedWrites } from './writes';

// tushare's 当日集合竞价 (stk_auction) through the one book path, from an answer in the shape its page documents.

let t: TestApp;
const q = async <T = any>(text: string, params: unknown[] = []) => (await t.database.pool.query(text, params)).rows as T[];

function instantLimiter() {
  let now = Date.now();
  return new RateLimiter(
    () => now,
    async (ms) => {
      now += ms;
    },
  );
}

async function pull(answer: Parameters<typeof stubTushare>[0], only: string[]) {
  const stub = stubTushare(answer);
  const client = new TushareClient({ token: 'test-token', fetch: stub.fetch, limiter: instantLimiter() });
  await runTusharePull(t.app.db, { client, writes: feedWrites, now: new Date('2026-11-27T18:00:00+08:00'), only });
  return stub.calls;
}

beforeAll(async () => {
  t = await createTestApp({ marketSource: 'tushare', tushareToken: 'test-token' });
  await q("delete from stock_market_turnover where trade_date >= '2026-11-26'");
  await q("update stock_info set quote_time = '2026-11-25T07:00:00Z'");
  // the seed's own auctions of those days (it writes the last five trade days before the test's clock) are not tushare's
  await q("delete from stock_auction where trade_date >= '2026-11-26'");
}, 120_000);
afterAll(() => t.close());

describe('stk_auction', () => {
  it('maps A-share rows (funds, bonds and rows without a match left out), volume in shares and amount in yuan', () => {
    const rows = fixture('stk_auction_20261127').data;
    const mapped = mapStkAuction(rows.items.map((r: unknown[]) => Object.fromEntries(rows.fields.map((f: string, i: number) => [f, r[i]]))));
    expect(mapped.map((a) => a.code)).toEqual(['600519', '300750', '600036']);
    expect(mapped[0]).toEqual({ code: '600519', tradeDate: '2026-11-27', price: 1410, prevClose: 1411.22, volume: 31200, amount: 43992000 });
  });

  it('is pulled once per trade day into stock_auction with 竞价涨幅 computed by the write path; the unmatched volume stays unknown', async () => {
    const calls = await pull(recordedMarket({ stk_auction: fixture('stk_auction_20261127') }), ['trade_cal', 'stk_auction']);
    expect(calls.filter((c) => c.api_name === 'stk_auction').map((c) => c.params.trade_date)).toContain('20261127');
    const rows = await q(`select stock_code, price::float8, prev_close::float8, change_percent::float8, volume::float8, amount::float8, unmatched_volume
      from stock_auction where trade_date = '2026-11-27' and stock_code in ('300750', '600036', '600519', '601318') order by stock_code`);
    expect(rows).toEqual([
      { stock_code: '300750', price: 252, prev_close: 250, change_percent: 0.8, volume: 412300, amount: 103899600, unmatched_volume: null },
      { stock_code: '600036', price: 40.2, prev_close: 40, change_percent: 0.5, volume: 1805400, amount: 72577080, unmatched_volume: null },
      { stock_code: '600519', price: 1410, prev_close: 1411.22, change_percent: -0.09, volume: 31200, amount: 43992000, unmatched_volume: null },
    ]);
    // the public read shows it with the stock
    const book = await t.call({ method: 'GET', url: '/admin-api/stock/book?code=600519' });
    expect(book.data.auction).toMatchObject({ tradeDate: '2026-11-27', price: 1410, changePercent: -0.09, unmatchedVolume: null });
  });

  it('a token without the permission shows the dataset as such', async () => {
    await q("delete from stock_source_dataset where dataset = 'stk_auction'");
    await pull(recordedMarket({ stk_auction: fixture('error_no_permission') }), ['trade_cal', 'stk_auction']);
    const status = await t.call({ method: 'GET', url: '/admin-api/stock-admin/source/status', token: await t.login('admin', 'admin123') });
    const d = status.data.datasets.find((x: { key: string }) => x.key === 'stk_auction');
    expect(d).toMatchObject({ label: '集合竞价', without: '不显示集合竞价（推送接口可送入）' });
    expect(d.apis[0]).toMatchObject({ name: 'stk_auction', requirement: '单独开通的权限' });
    expect(d.state).toBe('no_permission');
  });
});
