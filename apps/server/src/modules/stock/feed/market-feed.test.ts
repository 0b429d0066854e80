import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { splitPayloads, MAX_NOTIFY_BYTES } from './live-hub';
import { startMarketFeed } from './market-feed';
import { MarketSimulator } from './simulator';
import { limitPrice, nextTradeDay } from '../market-rules';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A Saturday: outside trading hours, so the simulator works on the latest trade day of the data. */
const SATURDAY = new Date('2026-11-21T02:00:00Z');

describe('market simulator', () => {
  it('keeps every price within its limits and moves stocks in and out of the limit-up pools', async () => {
    const sim = new MarketSimulator(t.app.db, { moveShare: 1, limitUpChance: 0.15, breakChance: 0.4, seed: 7, always: true });
    const joined = new Set<string>();
    const broken = new Set<string>();
    let tradeDate = '';
    for (let i = 0; i < 4; i++) {
      const r = await sim.tick(SATURDAY);
      tradeDate = r.tradeDate;
      expect(r.moved).toBe(200);
      r.joinedLimitUp.forEach((c) => joined.add(c));
      r.broken.forEach((c) => broken.add(c));
    }
    expect(joined.size).toBeGreaterThan(0);
    expect(broken.size).toBeGreaterThan(0);
    const outside = await t.database.pool.query(
      'select code from stock_info where limit_up_price is not null and (price > limit_up_price or price < limit_down_price)',
    );
    expect(outside.rows).toEqual([]);
    const pools = await t.database.pool.query('select pool_type, stock_code, open_count from stock_limit_up where trade_date = $1 and pool_type in (1, 2)', [tradeDate]);
    const up = new Set(pools.rows.filter((r) => r.pool_type === 1).map((r) => r.stock_code));
    const brokenPool = pools.rows.filter((r) => r.pool_type === 2);
    // a stock is in 涨停 exactly when it sits at its limit price; 炸板 rows carry their open count
    const atLimit = await t.database.pool.query('select code from stock_info where price = limit_up_price');
    for (const { code } of atLimit.rows) expect(up.has(code)).toBe(true);
    for (const row of brokenPool) {
      expect(up.has(row.stock_code)).toBe(false);
      expect(row.open_count).toBeGreaterThan(0);
    }
    // today's bar follows the quote
    const mismatch = await t.database.pool.query(
      'select s.code from stock_info s join stock_daily d on d.stock_code = s.code and d.trade_date = $1 where d.close <> s.price',
      [tradeDate],
    );
    expect(mismatch.rows).toEqual([]);
    // 量比 follows the volume: positive for every stock that has traded today and has a 5-day history
    const ratios = await t.database.pool.query(
      `select count(*)::int n, count(*) filter (where volume_ratio > 0)::int positive from stock_info s where volume > 0
         and exists (select 1 from stock_daily d where d.stock_code = s.code and d.trade_date < $1 and d.volume > 0)`,
      [tradeDate],
    );
    expect(ratios.rows[0].n).toBeGreaterThan(0);
    expect(ratios.rows[0].positive).toBe(ratios.rows[0].n);
    // boards and indices follow: today's board bars carry the board change, indices sum their members' turnover
    const boards = await t.database.pool.query(
      'select count(*)::int n from stock_concept_daily d join stock_concept c on c.code = d.concept_code where d.trade_date = $1 and d.change_percent = c.change_percent',
      [tradeDate],
    );
    expect(boards.rows[0].n).toBe(40);
    // board heat follows the members' heat
    const heat = await t.database.pool.query(
      `select count(*)::int n from stock_concept c where c.heat <> round((select sum(s.heat) from stock_concept_member m join stock_info s on s.code = m.stock_code
         where m.concept_code = c.code) / sqrt((select count(*) from stock_concept_member m where m.concept_code = c.code)) * (1 + greatest(c.change_percent, 0) / 5))`,
    );
    expect(heat.rows[0].n).toBe(0);
    const index = (await t.call({ method: 'GET', url: '/admin-api/stock/index/list' })).data[0];
    expect(index.amount).toBeGreaterThan(0);
    expect((await t.call({ method: 'GET', url: '/admin-api/stock/index/kline?code=000001&limit=1' })).data[0].close).toBe(index.price);
    // the public API sees the new pools and minutes
    const summary = (await t.call({ method: 'GET', url: `/admin-api/stock/limit-up/summary?tradeDate=${tradeDate}` })).data;
    expect(summary.limitUpCount).toBe(up.size);
    const minutes = await t.database.pool.query('select count(*)::int n from stock_minute where security_type = 1 and trade_date = $1', [tradeDate]);
    expect(minutes.rows[0].n).toBeGreaterThan(0);
  });
});

describe('live stream (SSE over LISTEN/NOTIFY)', () => {
  it('delivers a quote event to a browser after a simulator tick', async () => {
    const feed = await startMarketFeed(t.app, { simulator: true, always: true, intervalMs: 3_600_000, seed: 3 });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    let body = '';
    const req = http.get({ host: '127.0.0.1', port, path: '/admin-api/stock/live/stream' });
    try {
      const res = await new Promise<http.IncomingMessage>((resolve, reject) => req.on('response', resolve).on('error', reject));
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/event-stream');
      const got = new Promise<string>((resolve) => {
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
          if (body.includes('event: quote') && body.includes('event: index')) resolve(body);
        });
      });
      await new Promise((r) => setTimeout(r, 50));
      await feed.simulator!.tick(SATURDAY);
      const text = await Promise.race([got, new Promise<string>((_, reject) => setTimeout(() => reject(new Error(`no event; got ${body}`)), 10_000))]);
      const quoteFrames = text.split('\n\n').filter((f) => f.startsWith('event: quote'));
      const items = quoteFrames.flatMap((f) => JSON.parse(f.slice(f.indexOf('data: ') + 6)).items);
      expect(items.length).toBeGreaterThan(0);
      expect(items[0]).toMatchObject({ code: expect.stringMatching(/^\d{6}$/), price: expect.any(Number), changePercent: expect.any(Number) });
    } finally {
      req.destroy();
      await feed.stop();
    }
  });

  it('splits NOTIFY payloads over 8000 bytes and sends oversized flashes as references', () => {
    const items = Array.from({ length: 500 }, (_, i) => ({ code: String(600000 + i), price: 12.34, change: 0.12, changePercent: 0.98, volume: 123456789 }));
    const parts = splitPayloads({ type: 'quote', data: { tradeDate: '2026-11-20', items } });
    expect(parts.length).toBeGreaterThan(1);
    for (const p of parts) expect(Buffer.byteLength(p)).toBeLessThanOrEqual(MAX_NOTIFY_BYTES);
    expect(parts.flatMap((p) => JSON.parse(p).data.items)).toHaveLength(500);
    const flash = splitPayloads({ type: 'flash', data: { id: 42, items: [{ id: 42, content: '长'.repeat(5000) }] } });
    expect(flash).toEqual([JSON.stringify({ type: 'flash', data: { ref: 42 } })]);
  });
});

describe('a new trade day', () => {
  it('rolls over at the call auction: previous close, new limits, 昨日涨停 carried over', async () => {
    const latest = (await t.database.pool.query('select max(trade_date)::text d from stock_market_turnover')).rows[0].d as string;
    const next = nextTradeDay(latest);
    const upYesterday = (await t.database.pool.query('select count(*)::int n from stock_limit_up where trade_date = $1 and pool_type = 1', [latest])).rows[0].n;
    const closeBefore = (await t.database.pool.query("select price from stock_info where code = '600519'")).rows[0].price;
    const sim = new MarketSimulator(t.app.db, { moveShare: 0.2, seed: 11 });
    const r = await sim.tick(new Date(`${next}T02:00:00Z`)); // 10:00 in Shanghai
    expect(r.tradeDate).toBe(next);
    const maotai = (await t.call({ method: 'GET', url: '/admin-api/stock/stock/get?code=600519' })).data;
    expect(maotai.prevClose).toBe(closeBefore);
    expect(maotai.limitUpPrice).toBe(limitPrice(closeBefore, 0.1));
    expect(maotai.limitDownPrice).toBe(limitPrice(closeBefore, -0.1));
    expect((await t.call({ method: 'GET', url: '/admin-api/stock/trade-day/list?limit=1' })).data).toEqual([next]);
    const yesterdayPool = (await t.call({ method: 'GET', url: `/admin-api/stock/limit-up/pool?tradeDate=${next}&poolType=4` })).data.list;
    expect(yesterdayPool).toHaveLength(upYesterday);
    const outside = await t.database.pool.query('select code from stock_info where price > limit_up_price or price < limit_down_price');
    expect(outside.rows).toEqual([]);
  });
});

describe('the demo flashes of market events', () => {
  it('says 炸板 of stocks that broke a seal, 板块拉升 once per step a day, and the 收评 at the close, with the stored figures', async () => {
    const latest = (await t.database.pool.query('select max(trade_date)::text d from stock_market_turnover')).rows[0].d as string;
    const day = nextTradeDay(latest);
    const sim = new MarketSimulator(t.app.db, { moveShare: 1, limitUpChance: 0.3, breakChance: 0.5, seed: 5 });
    for (let i = 0; i < 8; i++) await sim.tick(new Date(Date.parse(`${day}T02:00:00Z`) + i * 60_000)); // 10:00 … 10:07 in Shanghai
    const flashes = (await t.database.pool.query("select title, content, stock_codes from stock_information where source = '演示快讯' and publish_time >= $1", [`${day}T02:00:00Z`])).rows;
    const broken = flashes.filter((f) => f.title.endsWith('炸板'));
    expect(broken.length).toBeGreaterThan(0);
    const pooled = new Set((await t.database.pool.query('select stock_code from stock_limit_up where trade_date = $1 and pool_type in (1, 2)', [day])).rows.map((r) => r.stock_code));
    for (const f of broken) {
      expect(f.content).toContain('涨停板被打开');
      expect(pooled.has(f.stock_codes[0])).toBe(true);
    }
    const boards = flashes.filter((f) => /板块(拉升|大涨|走弱|大跌)$/.test(f.title));
    expect(boards.length).toBeGreaterThan(0);
    // each step said once a day, at most three boards a tick
    expect(new Set(boards.map((f) => f.title)).size).toBe(boards.length);
    expect(boards.length).toBeLessThanOrEqual(3 * 7);

    // the close: one 收评 in the day's stored figures, however often the close runs
    await sim.closeDay(new Date(`${day}T07:00:00Z`));
    await sim.closeDay(new Date(`${day}T07:01:00Z`));
    const reviews = (await t.database.pool.query("select title, content from stock_news where title like '收评：%' and publish_time >= $1", [`${day}T07:00:00Z`])).rows;
    expect(reviews).toHaveLength(1);
    const stats = (await t.database.pool.query('select up_count, down_count, limit_up_count from stock_market_turnover where trade_date = $1', [day])).rows[0];
    expect(reviews[0].content).toContain(`上涨${stats.up_count}家，下跌${stats.down_count}家`);
    expect(reviews[0].content).toContain(`${stats.limit_up_count}只个股涨停`);
  });
});
