import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HotStockVO } from '@gprs/contract';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { TRADING_MINUTES, nextTradeDay } from '../market-rules';
import { MarketSimulator } from '../feed/simulator';
import { feedWrites } from '../sources/tushare/writes';

// 人气榜 facts through every door (decision 0037): the seed, the push feed, the tushare writes and the simulator all
// store tags and 上榜理由 through applyHotSnapshot; the reads answer the rank change since the previous snapshot.

let t: TestApp;
let feedToken = '';
let base = 0;

const q = async <T = any>(text: string, values: unknown[] = []): Promise<T[]> => (await t.database.pool.query(text, values)).rows;
const hotList = async (limit = 100): Promise<HotStockVO[]> => (await t.call({ method: 'GET', url: `/admin-api/stock/stock/hot-rank?limit=${limit}` })).data;
const hotRise = async (limit = 100): Promise<HotStockVO[]> => (await t.call({ method: 'GET', url: `/admin-api/stock/stock/hot-rise?limit=${limit}` })).data;

async function push(items: unknown[]) {
  const res = await t.app.inject({ method: 'POST', url: '/admin-api/stock-feed/hot-ranks', headers: { authorization: `Bearer ${feedToken}` }, payload: { items } });
  return res.json() as { code: number; msg: string; data: any };
}

beforeAll(async () => {
  t = await createTestApp({ marketFeed: 'push' });
  const secret = (await q("select secret from system_oauth2_client where client_id = 'stock-feed'"))[0].secret;
  const token = await t.call({
    method: 'POST',
    url: '/admin-api/system/oauth2/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ grant_type: 'client_credentials', client_id: 'stock-feed', client_secret: secret }).toString(),
  });
  feedToken = token.data.access_token;
  const [{ t: latest }] = await q('select extract(epoch from max(quote_time)) * 1000 as t from stock_info');
  base = Math.ceil(Number(latest)) + 1000;
});
afterAll(() => t.close());

describe('the seed', () => {
  it("the seeded list has tags and a reason per stock, and no rank change before a second snapshot", async () => {
    const list = await hotList(20);
    expect(list.map((s) => s.hotRank)).toEqual(list.map((_, i) => i + 1));
    for (const s of list) {
      expect(s.hotReason.length, s.code).toBeGreaterThan(0);
      expect(s.hotReason.length).toBeLessThanOrEqual(60);
      expect(s.hotConcepts.length).toBeLessThanOrEqual(3);
      // the tags are the stock's own boards
      for (const c of s.hotConcepts) expect(s.conceptNames).toContain(c);
      expect(s.rankChange).toBeNull();
      expect(s.newEntry).toBe(false);
      expect(s.hotTime).toEqual(expect.any(Number));
      // the old fields are all still there
      expect(s).toMatchObject({ code: expect.any(String), name: expect.any(String), heat: expect.any(Number) });
    }
    expect(list.some((s) => s.hotConcepts.length > 0)).toBe(true);
    expect(await hotRise()).toEqual([]);
    const snaps = await q('select source, previous_time from stock_hot_snapshot');
    expect(snaps).toEqual([{ source: 'seed', previous_time: null }]);
  });
});

describe('the push feed', () => {
  it('refuses more than 3 tags or a reason over 60 characters, naming the row', async () => {
    const [a] = await hotList(1);
    const many = await push([{ code: a.code, time: base, rank: 1, concepts: ['a', 'b', 'c', 'd'] }]);
    expect(many.code).not.toBe(0);
    expect(many.msg).toContain('第 1 行');
    const long = await push([{ code: a.code, time: base, rank: 1, reason: '涨'.repeat(61) }]);
    expect(long.code).not.toBe(0);
    expect((await hotList(1))[0].hotReason).toBe(a.hotReason);
  });

  it('stores tags and reasons; the next snapshot answers ↑↓, 新上榜 and a 飙升榜 ordered by the rise', async () => {
    const before = await hotList(100);
    const [outsider] = await q<{ code: string; hot_rank: number }>('select code, hot_rank from stock_info where hot_rank > 150 order by hot_rank limit 1');
    const first = before[0];
    const tenth = before[9];
    const res = await push([
      { code: outsider.code, time: base + 1000, rank: 1, concepts: ['固态电池', '机器人'], reason: '午后直线拉升，所属固态电池概念领涨' },
      { code: tenth.code, time: base + 1000, rank: 2, reason: '盘中大涨6.2%，成交额放大至昨日2.1倍' },
      { code: first.code, time: base + 1000, rank: 5 },
    ]);
    expect(res).toMatchObject({ code: 0, data: { changed: 3 } });
    const after = await hotList(100);
    const byCode = new Map(after.map((s) => [s.code, s]));
    const o = byCode.get(outsider.code)!;
    expect(o).toMatchObject({ hotRank: 1, hotConcepts: ['固态电池', '机器人'], hotReason: '午后直线拉升，所属固态电池概念领涨', previousRank: outsider.hot_rank, newEntry: true });
    expect(o.rankChange).toBe(outsider.hot_rank - 1);
    expect(byCode.get(tenth.code)).toMatchObject({ hotRank: 2, previousRank: 10, rankChange: 8, newEntry: false, hotReason: '盘中大涨6.2%，成交额放大至昨日2.1倍' });
    // a pushed row without tags gets the stock's strongest boards; without a reason it has none (the seed's is dropped)
    const f = byCode.get(first.code)!;
    expect(f).toMatchObject({ hotRank: 5, previousRank: 1, rankChange: -4, hotReason: '' });
    for (const c of f.hotConcepts) expect(f.conceptNames).toContain(c);
    // the stocks pushed down by the new ones: ↓ by one or two, reasons kept
    const second = byCode.get(before[1].code)!;
    expect(second.rankChange).toBeLessThan(0);
    expect(second.hotReason).toBe(before[1].hotReason);
    expect(after[0].hotTime).toBe(base + 1000);

    const rise = await hotRise(100);
    expect(rise.map((s) => s.code).slice(0, 2)).toEqual([outsider.code, tenth.code]);
    for (let i = 1; i < rise.length; i++) expect(rise[i - 1].rankChange!).toBeGreaterThanOrEqual(rise[i].rankChange!);
    expect(rise.every((s) => s.rankChange! > 0 && s.hotRank! <= 100)).toBe(true);

    // the home summary carries both lists
    const home = (await t.call({ method: 'GET', url: '/admin-api/stock/home/summary' })).data;
    expect(home.hotStocks[0]).toMatchObject({ code: outsider.code, newEntry: true, hotReason: o.hotReason });
    expect(home.hotRising[0].code).toBe(outsider.code);

    // a re-sent batch is ignored: no new snapshot, the change stays
    expect((await push([{ code: outsider.code, time: base + 1000, rank: 1 }])).data).toMatchObject({ changed: 0 });
    expect((await hotList(1))[0]).toMatchObject({ code: outsider.code, newEntry: true });
    expect((await q("select count(*)::int n from stock_hot_snapshot where source = 'feed'"))[0].n).toBe(1);
  });
});

describe('主力净流入 on the hot lists', () => {
  it("answers each listed stock's 主力净流入 of the market's day, a pushed flow as soon as it is stored, and none without a row", async () => {
    const [{ d: day }] = await q<{ d: string }>('select max(trade_date)::text d from stock_market_turnover');
    const list = await hotList(20);
    const stored = new Map(
      (await q<{ code: string; main: number }>('select stock_code code, main_net::float8 main from stock_money_flow where trade_date = $1', [day])).map((r) => [r.code, r.main]),
    );
    // the seed writes flows for its days: the list carries them, row by row
    expect(list.some((s) => s.mainNet !== null)).toBe(true);
    for (const s of list) expect(s.mainNet, s.code).toBe(stored.get(s.code) ?? null);
    // a flow pushed for the first listed stock: 主力 = 超大单 + 大单 net, as the money reads compute it
    const [a, b] = list;
    const flows = await t.app.inject({
      method: 'POST',
      url: '/admin-api/stock-feed/money-flows',
      headers: { authorization: `Bearer ${feedToken}` },
      payload: { items: [{ code: a.code, time: base + 4000, extraLarge: { net: 3_000_000 }, large: { net: -500_000 }, medium: { net: 100_000 }, small: { net: -2_600_000 } }] },
    });
    expect(flows.json()).toMatchObject({ code: 0 });
    const home = (await t.call({ method: 'GET', url: '/admin-api/stock/home/summary' })).data as { hotStocks: HotStockVO[] };
    expect(home.hotStocks.find((s) => s.code === a.code)?.mainNet).toBe(2_500_000);
    // a stock without a flow that day has none (not an older day's)
    await q('delete from stock_money_flow where stock_code = $1 and trade_date = $2', [b.code, day]);
    expect((await hotList(20)).find((s) => s.code === b.code)?.mainNet).toBeNull();
  });
});

describe('the tushare writes', () => {
  it('store ths_hot tags and 上榜解读; a repeat writes nothing', async () => {
    const list = await hotList(3);
    const time = new Date(base + 5000);
    const rows = [
      { code: list[2].code, rank: 1, heat: 1000, concepts: ['钠离子电池', '同花顺漂亮100', '储能', '第四个'], reason: '公司发布新品，板块异动', time },
      { code: list[0].code, rank: 2, heat: 900, concepts: [], reason: '', time },
    ];
    const res = await t.app.db.transaction((tx) => feedWrites.hotRanks(tx as never, rows));
    expect(res.written).toBe(2);
    // written through the app's own connection: the read model moves when the commit's cache notification arrives
    await expect.poll(async () => (await hotList(3))[0].code).toBe(list[2].code);
    const after = await hotList(3);
    expect(after[0]).toMatchObject({ code: list[2].code, hotConcepts: ['钠离子电池', '同花顺漂亮100', '储能'], hotReason: '公司发布新品，板块异动', previousRank: 3, rankChange: 2 });
    expect(after[1]).toMatchObject({ code: list[0].code, hotReason: '', previousRank: 1, rankChange: -1 });
    const again = await t.app.db.transaction((tx) => feedWrites.hotRanks(tx as never, rows));
    expect(again).toMatchObject({ written: 0, unchanged: 2 });
    expect((await q("select count(*)::int n from stock_hot_snapshot where source = 'tushare'"))[0].n).toBe(1);
  });
});

describe('the simulator', () => {
  it('reranks every 5th tick with reasons the market state bears out', async () => {
    const [{ latest }] = await q(`select max(trade_date)::text latest from stock_market_turnover`);
    const date = nextTradeDay(latest);
    const sim = new MarketSimulator(t.app.db, { moveShare: 1, limitUpChance: 0.05, breakChance: 0.1, seed: 37 });
    const at = (i: number) => new Date(Date.parse(`${date}T${TRADING_MINUTES[i]}:20+08:00`));
    // ticks 1 and 6 take the snapshots; the last tick is one of them, so the list is in heat order
    for (let i = 0; i < 6; i++) await sim.tick(at(60 + i));
    const snaps = await q("select count(*)::int n from stock_hot_snapshot where source = 'simulator'");
    expect(snaps[0].n).toBe(2);
    await expect.poll(async () => (await hotList(1))[0].hotTime).toBe(at(65).getTime());
    const list = await hotList(100);
    // ranks by heat
    const heats = list.map((s) => s.heat);
    for (let i = 1; i < heats.length; i++) expect(heats[i - 1]).toBeGreaterThanOrEqual(heats[i]);
    expect(list.every((s) => s.hotReason.length > 0 && s.rankChange !== null)).toBe(true);
    const pools = await q<{ pool_type: number; stock_code: string }>('select pool_type, stock_code from stock_limit_up where trade_date = $1', [date]);
    const inPool = (type: number, code: string) => pools.some((p) => p.pool_type === type && p.stock_code === code);
    for (const s of list) {
      const r = s.hotReason;
      const chg = s.changePercent ?? 0;
      if (/^(涨停|\d+连板)/.test(r)) expect(s.price, `${s.code} ${r}`).toBe(s.limitUpPrice);
      if (r.startsWith('跌停')) expect(s.price, `${s.code} ${r}`).toBe(s.limitDownPrice);
      if (r.startsWith('炸板回落')) expect(inPool(2, s.code) && s.price !== s.limitUpPrice, `${s.code} ${r}`).toBe(true);
      const big = /大(涨|跌)([\d.]+)%/.exec(r);
      if (big) expect(Math.abs(chg), `${s.code} ${r}`).toBeCloseTo(Number(big[2]), 0);
      if (r.includes('大涨')) expect(chg).toBeGreaterThanOrEqual(5);
      if (r.includes('大跌')) expect(chg).toBeLessThanOrEqual(-5);
      if (s.price === s.limitUpPrice) expect(r, s.code).toMatch(/^(涨停|\d+连板)/);
      for (const c of s.hotConcepts) expect(s.conceptNames).toContain(c);
    }
    // the market made at least one limit-up reason in the list, so the check above had something to check
    expect(list.some((s) => /^(涨停|\d+连板|炸板回落|盘中大)/.test(s.hotReason))).toBe(true);
  });
});
