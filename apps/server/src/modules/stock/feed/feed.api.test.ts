import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { loadConfig } from '../../../config';
import { startMarketFeed } from './market-feed';

let t: TestApp;
let feedToken = '';
/** a moment after every seeded quote, on the latest trade day of the data (no day roll) */
let base = 0;
/** two stocks of the (small) test market */
let A = '';
let B = '';

async function clientToken(clientId: string, secret: string, scope?: string): Promise<string> {
  const res = await t.call({
    method: 'POST',
    url: '/admin-api/system/oauth2/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ grant_type: 'client_credentials', client_id: clientId, client_secret: secret, ...(scope ? { scope } : {}) }).toString(),
  });
  expect(res.code).toBe(0);
  return res.data.access_token;
}

/** POSTs a batch and answers the envelope whatever the HTTP status. */
async function push(kind: string, items: unknown[], token: string | null = feedToken) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/admin-api/stock-feed/${kind}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: { items },
  });
  return res.json() as { code: number; msg: string; data: any };
}

const stockRow = async (code: string) =>
  (await t.database.pool.query('select price::float8 price, high::float8 high, volume::float8 volume, quote_time from stock_info where code = $1', [code])).rows[0];

beforeAll(async () => {
  t = await createTestApp();
  feedToken = await clientToken('stock-feed', 'stock-feed-secret');
  const q = await t.database.pool.query('select extract(epoch from max(quote_time)) * 1000 as t from stock_info');
  base = Math.ceil(Number(q.rows[0].t)) + 1000;
  const codes = await t.database.pool.query(
    "select code from stock_info where limit_up_price is not null and price < limit_up_price - 0.1 and price > limit_down_price + 0.1 order by code limit 2",
  );
  [A, B] = codes.rows.map((r) => r.code);
});
afterAll(() => t.close());

describe('feed auth', () => {
  it('no token 401; a user token, or a client token without stock.feed, 403; nothing is written', async () => {
    const before = await stockRow(A);
    const row = { code: A, time: base, price: before.price, volume: 1, amount: 1 };
    expect((await push('quotes', [row], null)).code).toBe(401);
    expect((await push('quotes', [row], 'not-a-token')).code).toBe(401);
    expect((await push('quotes', [row], await t.login('admin', 'admin123'))).code).toBe(403);
    expect((await push('quotes', [row], await t.login('member', 'member123'))).code).toBe(403);
    // another machine client, with the grant but another scope
    await t.database.pool.query(`insert into system_oauth2_client (client_id, secret, name, authorized_grant_types, scopes)
      values ('other-bot', 'other-secret', '其他机器人', '["client_credentials"]', '["other.read"]')`);
    expect((await push('quotes', [row], await clientToken('other-bot', 'other-secret'))).code).toBe(403);
    expect(await stockRow(A)).toEqual(before);
  });
});

describe('POST /stock-feed/quotes', () => {
  it('refuses a batch with a bad row by its index and applies nothing of it', async () => {
    const a = await stockRow(A);
    const b = await stockRow(B);
    const good = { code: A, time: base + 5_000, price: a.price, volume: 100, amount: 1000 };
    const bad = await push('quotes', [good, { code: B, time: base + 5_000, price: b.price, volume: 100, amount: 1000 }, { code: '600000', time: base, price: -1, volume: 1, amount: 1 }]);
    expect(bad.code).toBe(1_100_040_000);
    expect(bad.msg).toContain('第 3 行（items[2]）');
    expect(bad.msg).toBe('第 3 行（items[2]）不正确：price 数值过小：期望 number >0，整批未写入');
    const unknown = await push('quotes', [good, { code: '699999', time: base, price: 10, volume: 1, amount: 1 }]);
    expect(unknown).toMatchObject({ code: 1_100_040_001 });
    expect(unknown.msg).toContain('699999');
    const extra = await push('quotes', [{ ...good, pe: 12 }]);
    expect(extra.code).toBe(1_100_040_000);
    const tooMany = await push('quotes', Array.from({ length: 6001 }, () => good));
    expect(tooMany.code).toBe(400);
    expect(await stockRow(A)).toEqual(a);
    expect(await stockRow(B)).toEqual(b);
  });

  it('is idempotent by (code, time), ignores stale rows and counts what changed', async () => {
    const info = (await t.database.pool.query('select price::float8 price, limit_up_price::float8 up, limit_down_price::float8 down from stock_info where code = $1', [B])).rows[0];
    const price = Math.round(Math.min(info.up - 0.01, Math.max(info.down + 0.01, info.price + 0.05)) * 100) / 100;
    const batch = [
      { code: B, time: base + 10_000, price, high: Math.max(price, info.price), low: Math.min(price, info.price), volume: 123_400, amount: 1_500_000 },
      { code: A, time: new Date(base + 10_000).toISOString(), price: (await stockRow(A)).price, volume: 5_000, amount: 7_000_000 },
    ];
    const first = await push('quotes', batch);
    expect(first).toMatchObject({ code: 0, data: { total: 2, changed: 2, ignored: 0 } });
    expect((await stockRow(B)).price).toBe(price);
    expect((await push('quotes', batch)).data).toMatchObject({ total: 2, changed: 0, ignored: 2 });
    // an older quote is ignored
    const stale = await push('quotes', [{ ...batch[0], time: base + 9_000, price: info.down + 0.01, low: info.down + 0.01 }]);
    expect(stale.data).toMatchObject({ changed: 0, ignored: 1 });
    expect((await stockRow(B)).price).toBe(price);
    // today's bar and the market statistics follow
    const day = (await t.database.pool.query('select close::float8 c from stock_daily where stock_code = $1 order by trade_date desc limit 1', [B])).rows[0];
    expect(day.c).toBe(price);
  });

  it('a stock pushed at its upper limit joins 涨停, and the statistics count it', async () => {
    const { rows } = await t.database.pool.query(`select code, price::float8 price, limit_up_price::float8 up, prev_close::float8 prev from stock_info s
      where limit_up_price is not null and price < limit_up_price and code <> all($1)
        and not exists (select 1 from stock_limit_up l where l.stock_code = s.code and l.pool_type in (1, 2, 3)
          and l.trade_date = (select max(trade_date) from stock_market_turnover)) order by code limit 1`, [[A, B]]);
    const s = rows[0];
    const res = await push('quotes', [{ code: s.code, time: base + 20_000, price: s.up, high: s.up, low: s.prev, volume: 10_000_000, amount: s.up * 10_000_000 }]);
    expect(res.data.changed).toBe(1);
    const pool = await t.database.pool.query('select pool_type from stock_limit_up where stock_code = $1 and trade_date = $2', [s.code, res.data.tradeDate]);
    expect(pool.rows.map((r) => r.pool_type)).toContain(1);
    const summary = (await t.call({ method: 'GET', url: `/admin-api/stock/limit-up/pool?tradeDate=${res.data.tradeDate}&poolType=1&pageSize=100` })).data;
    expect(summary.list.map((x: { stockCode?: string; code?: string }) => x.stockCode ?? x.code)).toContain(s.code);
    const stats = (await t.database.pool.query('select limit_up_count from stock_market_turnover where trade_date = $1', [res.data.tradeDate])).rows[0];
    const atLimit = (await t.database.pool.query('select count(*)::int n from stock_info where price = limit_up_price')).rows[0].n;
    expect(stats.limit_up_count).toBe(atLimit);
    // falling back from the limit: 炸板 with one open
    const back = await push('quotes', [{ code: s.code, time: base + 21_000, price: Math.round((s.up - 0.1) * 100) / 100, high: s.up, low: s.prev, volume: 11_000_000, amount: s.up * 11_000_000 }]);
    expect(back.data.changed).toBe(1);
    const after = await t.database.pool.query('select pool_type, open_count from stock_limit_up where stock_code = $1 and trade_date = $2 and pool_type in (1, 2)', [s.code, res.data.tradeDate]);
    expect(after.rows).toEqual([{ pool_type: 2, open_count: 1 }]);
  });
});

describe('POST /stock-feed/indices', () => {
  it('stores index quotes newer than the stored ones, idempotently; a bad or unknown row refuses the batch', async () => {
    const ix = (await t.database.pool.query('select code, prev_close::float8 prev from stock_index where prev_close is not null order by sort, code limit 1')).rows[0];
    const price = Math.round(ix.prev * 1.01 * 100) / 100;
    const row = { code: ix.code, time: base + 50_000, price, high: price, low: ix.prev, volume: 1_000_000, amount: 2_000_000_000 };
    expect((await push('indices', [row], await t.login('admin', 'admin123'))).code).toBe(403);
    expect((await push('indices', [row, { code: '399999', time: base, price: 1 }])).code).toBe(1_100_040_002);
    expect((await push('indices', [row, { ...row, price: 'x' }])).msg).toContain('第 2 行（items[1]）');
    const first = await push('indices', [row]);
    expect(first.data).toMatchObject({ total: 1, changed: 1 });
    expect((await push('indices', [row])).data).toMatchObject({ changed: 0, ignored: 1 });
    const list = (await t.call({ method: 'GET', url: '/admin-api/stock/index/list' })).data as { code: string; price: number; changePercent: number }[];
    expect(list.find((x) => x.code === ix.code)).toMatchObject({ price, changePercent: 1 });
    const bar = (await t.database.pool.query('select close::float8 c from stock_index_daily where index_code = $1 and trade_date = $2', [ix.code, first.data.tradeDate])).rows[0];
    expect(bar.c).toBe(price);
  });
});

describe('POST /stock-feed/flashes', () => {
  it('stores flashes once by (time, source, title), sanitised; unknown stocks refuse the batch', async () => {
    const flashes = await t.count('stock_information');
    const row = { time: base + 60_000, title: '推送快讯', content: '<p>某公司公告<script>alert(1)</script></p>', level: 1, source: '数据推送', stockCodes: [A] };
    expect((await push('flashes', [row], await t.login('member', 'member123'))).code).toBe(403);
    expect((await push('flashes', [row, { ...row, title: '二', stockCodes: ['699999'] }])).code).toBe(1_100_040_001);
    expect((await push('flashes', [{ ...row, content: '' }])).msg).toContain('第 1 行（items[0]）');
    expect(await t.count('stock_information')).toBe(flashes);
    const first = await push('flashes', [row, row, { ...row, title: '另一条' }]);
    expect(first.data).toMatchObject({ total: 3, changed: 2, ignored: 1 });
    expect((await push('flashes', [row])).data).toMatchObject({ changed: 0, ignored: 1 });
    expect(await t.count('stock_information')).toBe(flashes + 2);
    const stored = (await t.database.pool.query("select content, level, stock_codes from stock_information where title = '推送快讯'")).rows;
    expect(stored).toEqual([{ content: '<p>某公司公告</p>', level: 1, stock_codes: [A] }]);
  });
});

describe('broadcast', () => {
  it('a pushed quote reaches an SSE client', async () => {
    const feed = await startMarketFeed(t.app, { simulator: false });
    expect(feed.simulator).toBeNull();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    let body = '';
    const req = http.get({ host: '127.0.0.1', port, path: '/admin-api/stock/live/stream' });
    try {
      const res = await new Promise<http.IncomingMessage>((resolve, reject) => req.on('response', resolve).on('error', reject));
      const price = (await stockRow(A)).price;
      const pushed = Math.round((price + 0.01) * 100) / 100;
      const got = new Promise<string>((resolve) => {
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
          if (body.includes(`"code":"${A}"`)) resolve(body);
        });
      });
      await new Promise((r) => setTimeout(r, 50));
      const r = await push('quotes', [{ code: A, time: base + 30_000, price: pushed, volume: 9_000, amount: 13_000_000 }]);
      expect(r.data.changed).toBe(1);
      const text = await Promise.race([got, new Promise<string>((_, reject) => setTimeout(() => reject(new Error(`no event; got ${body}`)), 10_000))]);
      const frame = text.split('\n\n').find((f) => f.startsWith('event: quote') && f.includes(`"${A}"`))!;
      const items = JSON.parse(frame.slice(frame.indexOf('data: ') + 6)).items;
      expect(items.find((i: { code: string }) => i.code === A)).toMatchObject({ price: pushed, volume: 9_000 });
    } finally {
      req.destroy();
      await feed.stop();
    }
  });
});

describe('scripts/replay-feed.mjs', () => {
  it('pushes recorded snapshots through the API, shifted, in order', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' }).catch(() => undefined);
    const { port } = t.app.server.address() as AddressInfo;
    const a = await stockRow(A);
    const b = await stockRow(B);
    const p1 = Math.round((a.price - 0.02) * 100) / 100;
    const p2 = Math.round((a.price - 0.03) * 100) / 100;
    const file = path.join(os.tmpdir(), `replay-${process.pid}.csv`);
    // recorded a day earlier; --shift moves it after everything stored
    const t0 = base - 86_400_000;
    fs.writeFileSync(
      file,
      [
        'code,time,price,volume,amount',
        `${A},${t0},${p1},${a.volume + 100},1000`,
        `${B},${t0},${b.price},${b.volume + 100},1000`,
        `${A},${t0 + 3000},${p2},${a.volume + 200},2000`,
      ].join('\n'),
    );
    try {
      const { stdout } = await promisify(execFile)(
        process.execPath,
        ['scripts/replay-feed.mjs', '--file', file, '--url', `http://127.0.0.1:${port}`, '--speed', '0', '--shift', String(86_400_000 + 60_000)],
        { cwd: path.resolve(import.meta.dirname, '../../../../../..') },
      );
      expect(stdout).toContain('2 rows, 2 changed');
      expect(stdout).toContain('done: 2 snapshots, 3 rows, 3 changed');
      expect((await stockRow(A)).price).toBe(p2);
    } finally {
      fs.rmSync(file, { force: true });
    }
  });
});

describe('MARKET_FEED', () => {
  it('defaults to the simulator; push keeps the simulator off', async () => {
    expect(loadConfig({}).marketFeed).toBe('simulator');
    expect(loadConfig({ MARKET_FEED: 'push' }).marketFeed).toBe('push');
    const pushed = await createTestApp({ marketFeed: 'push', marketSimulator: true });
    try {
      const feed = await startMarketFeed(pushed.app);
      expect(feed.simulator).toBeNull();
      await feed.stop();
    } finally {
      await pushed.close();
    }
  });
});
