import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toWireJson } from '../../core/serialize';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { LIVE_CHANNEL } from './feed/live-hub';
import { startMarketFeed } from './feed/market-feed';
import { MarketSimulator } from './feed/simulator';
import { hotList } from './hot/hot.service';
import * as market from './market.service';
import { getMarketReadModel } from './read-model';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.call({ method: 'GET', url: `/admin-api${url}` });
/** What the wire carries for a value (dates as epoch ms). */
const wire = (v: unknown) => JSON.parse(toWireJson(v));
const SATURDAY = new Date('2026-11-21T02:00:00Z');

async function until(check: () => boolean | Promise<boolean>, what: string, ms = 5000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('market read model: search from memory equals the SQL search', () => {
  it('gives the same stocks, concepts and news as searchSql for codes, names, pinyin initials and mixed keywords', async () => {
    const sample = (await t.database.pool.query('select code, name, pinyin from stock_info order by hot_rank nulls last, code limit 40')).rows as { code: string; name: string; pinyin: string }[];
    const conceptNames = (await t.database.pool.query('select name from stock_concept order by code limit 5')).rows.map((r) => r.name as string);
    const newsWords = (await t.database.pool.query('select title from stock_news order by id limit 3')).rows.map((r) => (r.title as string).slice(0, 2));
    const keywords = new Set<string>([
      '600519', '6005', '60', '6', '0', '00', '300', '519', '8', '999999',
      'GZMT', 'gzmt', 'GZ', 'gz', 'Z', 'y', 'ST', 'st', '*ST', 'Ab',
      '茅台', '贵州', '银行', '科技', '电子', '中', '人工智能', '白酒',
      '%', '_', '\\', "'", '6%', 'g_',
      'GZ6', '茅台GZ', '60茅',
      ...conceptNames,
      ...newsWords,
    ]);
    for (const s of sample.slice(0, 10)) {
      keywords.add(s.code);
      keywords.add(s.code.slice(0, 3));
      keywords.add(s.code.slice(2));
      keywords.add(s.name);
      keywords.add(s.name.slice(0, 2));
      keywords.add(s.name.slice(1));
      keywords.add(s.pinyin);
      keywords.add(s.pinyin.slice(0, 2).toLowerCase());
      keywords.add(s.pinyin.slice(1));
    }
    let compared = 0;
    for (const keyword of keywords) {
      if (!keyword.trim()) continue;
      for (const limit of [1, 10, 50]) {
        const res = await get(`/stock/search?keyword=${encodeURIComponent(keyword)}&limit=${limit}`);
        expect(res.code, keyword).toBe(0);
        expect(res.data, `${keyword} limit ${limit}`).toEqual(wire(await market.searchSql(t.app.db, keyword.trim(), limit)));
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(150);
    // the index really answered (one snapshot for this version)
    expect(await getMarketReadModel(t.app).snapshot()).not.toBeNull();
  });
});

describe('market read model: never older than the last change seen', () => {
  it('shows a quote written by the simulator on the next read (quote, hot rank, search, pools, home summary)', async () => {
    const before = await get('/stock/stock/get?code=600519');
    const rankBefore = await get('/stock/stock/hot-rank?limit=20');
    const searchBefore = await get('/stock/search?keyword=600519');
    expect(searchBefore.data.stocks[0].price).toBe(before.data.price);
    const model = getMarketReadModel(t.app);
    const version = model.currentVersion;

    const sim = new MarketSimulator(t.app.db, { moveShare: 1, seed: 5, always: true, limitUpChance: 0.2 });
    for (let i = 0; i < 2; i++) await sim.tick(SATURDAY);
    // the simulator writes outside route(): this instance sees its changes once their notifications are in
    await t.app.cacheBus.sync();
    expect(model.currentVersion).toBeGreaterThan(version);

    const row = (await t.database.pool.query("select price, change_percent from stock_info where code = '600519'")).rows[0];
    const after = await get('/stock/stock/get?code=600519');
    expect(after.data.price).toBe(Number(row.price));
    expect(after.data.changePercent).toBe(Number(row.change_percent));
    expect(after.data.price).not.toBe(before.data.price);
    expect((await get('/stock/search?keyword=600519')).data.stocks[0].price).toBe(Number(row.price));
    expect((await get('/stock/stock/hot-rank?limit=20')).data).toEqual(wire(await hotList(t.app.db, 20)));
    expect((await get('/stock/stock/hot-rank?limit=20')).data).not.toEqual(rankBefore.data);
    expect((await get('/stock/limit-up/pool?poolType=1')).data).toEqual(wire(await market.limitUpPool(t.app.db, { poolType: 1 })));
    expect((await get('/stock/index/list')).data).toEqual(wire(await market.listIndices(t.app.db)));
  });

  it('shows a change made by plain SQL (any writer) on the next read', async () => {
    await get('/stock/stock/hot-rank?limit=5');
    const top = (await get('/stock/stock/hot-rank?limit=5')).data[0];
    await t.database.pool.query('update stock_info set name = $1 where code = $2', ['测试改名', top.code]);
    expect((await get('/stock/stock/hot-rank?limit=5')).data[0].name).toBe('测试改名');
    expect((await get(`/stock/search?keyword=${encodeURIComponent('测试改名')}`)).data.stocks.map((s: any) => s.code)).toEqual([top.code]);
  });

  it('empties its answers on every live-feed notification, before the browsers hear of it', async () => {
    const feed = await startMarketFeed(t.app, { simulator: false });
    try {
      const model = getMarketReadModel(t.app);
      await get('/stock/stock/hot-rank?limit=3');
      expect(model.size).toBeGreaterThan(0);
      const version = model.currentVersion;
      // a bare notification, no table written: only the live listener can have advanced the version
      await feed.listener.client!.query('select pg_notify($1, $2)', [LIVE_CHANNEL, JSON.stringify({ type: 'index', data: { items: [] } })]);
      await until(() => model.currentVersion > version, 'the live notification');
      expect(model.size).toBe(0);
    } finally {
      await feed.stop();
    }
  });

  it('a tick of the running feed is visible on the next read once its live event has arrived', async () => {
    const feed = await startMarketFeed(t.app, { simulator: true, always: true, intervalMs: 3_600_000, seed: 9 });
    try {
      await get('/stock/home/summary');
      const arrived = new Promise<void>((resolve) => {
        const client = feed.listener.client!;
        client.on('notification', (msg) => msg.channel === LIVE_CHANNEL && resolve());
      });
      await feed.simulator!.tick(SATURDAY);
      await arrived;
      const summary = (await get('/stock/home/summary')).data;
      expect(summary.hotStocks).toEqual(wire(await hotList(t.app.db, 10)));
      expect(summary.indices).toEqual(wire(await market.listIndices(t.app.db)));
    } finally {
      await feed.stop();
    }
  });

  it('sends kept answers with the envelope, JSON type and the tag @fastify/etag would give them', async () => {
    await get('/stock/concept/page?type=2&pageSize=5');
    const res = await t.app.inject({ method: 'GET', url: '/admin-api/stock/concept/page?type=2&pageSize=5' });
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers.etag).toBe(`W/"${crypto.createHash('sha1').update(res.payload).digest('base64')}"`);
    expect(res.json()).toMatchObject({ code: 0, msg: '', data: { total: expect.any(Number) } });
    // errors are not kept
    expect((await get('/stock/stock/get?code=999999')).code).toBe(1_100_000_000);
    expect((await get('/stock/stock/get?code=999999')).code).toBe(1_100_000_000);
  });
});

describe('market read model: compressed answers', () => {
  it('sends the kept answer compressed once per encoding, with one tag for every encoding and 304 on it', async () => {
    const url = '/admin-api/stock/stock/hot-rank?limit=50';
    const plain = await t.app.inject({ method: 'GET', url });
    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers.etag).toBe(plain.headers.etag);
    expect(br.headers['cache-control']).toBe('public, max-age=3');
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.payload);
    const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString('utf8')).toBe(plain.payload);
    const none = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br', 'x-no-compression': '1' } });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.payload).toBe(plain.payload);
    const notModified = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br', 'if-none-match': plain.headers.etag as string } });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.payload).toBe('');
  });
});
