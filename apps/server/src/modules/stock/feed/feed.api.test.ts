import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { loadConfig } from '../../../config';
import { changePercent, limitPrice, toCents } from '../market-rules';
import { startMarketFeed } from './market-feed';
import { openLiveClient } from './sse-test-kit';

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

/** The push client's secret as this install generated it. */
const feedSecret = async (): Promise<string> => (await t.database.pool.query("select secret from system_oauth2_client where client_id = 'stock-feed'")).rows[0].secret;

const stockRow = async (code: string) =>
  (await t.database.pool.query('select price::float8 price, high::float8 high, volume::float8 volume, quote_time from stock_info where code = $1', [code])).rows[0];

beforeAll(async () => {
  t = await createTestApp({ marketFeed: 'push' });
  feedToken = await clientToken('stock-feed', await feedSecret());
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

describe('the feed door (decision 0035)', () => {
  it('no install shares a secret: the documented demo value gets no token', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/admin-api/system/oauth2/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ grant_type: 'client_credentials', client_id: 'stock-feed', client_secret: 'stock-feed-secret' }).toString(),
    });
    expect(res.code).not.toBe(0);
    expect(await feedSecret()).toMatch(/^[\w-]{40,}$/);
  });

  it('answers 403 with a valid token while the server is not in push mode, and writes nothing', async () => {
    const closed = await createTestApp();
    try {
      const secret = (await closed.database.pool.query("select secret from system_oauth2_client where client_id = 'stock-feed'")).rows[0].secret;
      const token = await closed.call({
        method: 'POST',
        url: '/admin-api/system/oauth2/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ grant_type: 'client_credentials', client_id: 'stock-feed', client_secret: secret }).toString(),
      });
      const before = (await closed.database.pool.query('select price::float8 p from stock_info where code = $1', [A])).rows[0].p;
      const res = await closed.app.inject({
        method: 'POST',
        url: '/admin-api/stock-feed/quotes',
        headers: { authorization: `Bearer ${token.data.access_token}` },
        payload: { items: [{ code: A, time: base + 1, price: before, volume: 1, amount: 1 }] },
      });
      expect(res.json()).toMatchObject({ code: 403, msg: expect.stringContaining('MARKET_FEED=push') });
      expect((await closed.database.pool.query('select price::float8 p from stock_info where code = $1', [A])).rows[0].p).toBe(before);
    } finally {
      await closed.close();
    }
  });

  it('refuses a price outside the day\'s limits (± one tick) by its row, and takes one just inside', async () => {
    const s = (await t.database.pool.query('select price::float8 price, limit_up_price::float8 up, limit_down_price::float8 down from stock_info where code = $1', [A])).rows[0];
    const before = await stockRow(A);
    const ok = { code: A, time: base + 2_000, price: s.price, volume: before.volume, amount: 1 };
    const low = await push('quotes', [ok, { ...ok, time: base + 2_001, price: 1.01 }]);
    expect(low.code).toBe(1_100_040_004);
    expect(low.msg).toBe(`第 2 行（items[1]）股票 ${A} 的 price 1.01 超出当日涨跌停范围 ${s.down.toFixed(2)}–${s.up.toFixed(2)}，整批未写入`);
    const high = await push('quotes', [{ ...ok, high: Math.round((s.up + 0.05) * 100) / 100 }]);
    expect(high.code).toBe(1_100_040_004);
    expect(high.msg).toContain('high');
    expect(await stockRow(A)).toEqual(before);
    const rejected = (await t.database.pool.query("select client_id, row_index from stock_feed_batch where not accepted order by id desc limit 1")).rows[0];
    expect(rejected).toEqual({ client_id: 'stock-feed', row_index: 0 });
    // a new previous close (ex-rights) brings its own limits: the price is judged against them
    const prev = Math.round(s.price * 50) / 100;
    const exRights = await push('quotes', [{ ...ok, time: base + 2_500, prevClose: prev, price: Math.round(prev * 1.05 * 100) / 100 }]);
    expect(exRights.code).toBe(0);
  });

  it('shows the generated secret once, to whoever may edit OAuth2 clients; a rotation ends the old secret and its tokens', async () => {
    const staff = await t.login('staff', 'staff123');
    expect((await t.call({ method: 'POST', url: '/admin-api/stock-admin/feed-source/secret/reveal', token: staff })).code).toBe(403);
    const admin = await t.login('admin', 'admin123');
    const summary = async () => (await t.call({ method: 'GET', url: '/admin-api/stock-admin/feed-source/summary', token: admin })).data;
    expect((await summary()).client).toEqual({ clientId: 'stock-feed', secretRevealed: false });
    expect((await summary()).pushOpen).toBe(true);
    const shown = await t.call({ method: 'POST', url: '/admin-api/stock-admin/feed-source/secret/reveal', token: admin });
    expect(shown.data).toEqual({ clientId: 'stock-feed', secret: await feedSecret() });
    expect((await summary()).client.secretRevealed).toBe(true);
    const again = await t.call({ method: 'POST', url: '/admin-api/stock-admin/feed-source/secret/reveal', token: admin });
    expect(again).toMatchObject({ code: 1_100_040_005, data: null });
    const oldToken = await clientToken('stock-feed', shown.data.secret);
    const rotated = await t.call({ method: 'POST', url: '/admin-api/stock-admin/feed-source/secret/rotate', token: admin });
    expect(rotated.data.secret).not.toBe(shown.data.secret);
    expect((await push('quotes', [{ code: A, time: base + 3_000, price: (await stockRow(A)).price, volume: 1, amount: 1 }], oldToken)).code).toBe(401);
    feedToken = await clientToken('stock-feed', rotated.data.secret);
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

describe('POST /stock-feed/quotes: the minute line', () => {
  it('grows by the growth of the cumulative volume and amount', async () => {
    const s = (await t.database.pool.query(`select code, price::float8 price, volume::float8 volume, amount::float8 amount from stock_info
      where limit_up_price is not null and price < limit_up_price - 0.1 and code <> all($1) order by code desc offset 5 limit 1`, [[A, B]])).rows[0];
    const minuteRow = async (date: string) =>
      (await t.database.pool.query('select volume::float8 v, amount::float8 a, price::float8 p from stock_minute where security_type = 1 and code = $1 and trade_date = $2 order by minute desc limit 1', [s.code, date])).rows[0];
    // a moment at the start of a minute, so that both quotes fall in it
    const t0 = Math.ceil((base + 120_000) / 60_000) * 60_000;
    const first = await push('quotes', [{ code: s.code, time: t0, price: s.price, volume: s.volume + 1_000, amount: s.amount + 20_000 }]);
    expect(first.data.changed).toBe(1);
    const before = await minuteRow(first.data.tradeDate);
    const next = Math.round((s.price + 0.02) * 100) / 100;
    expect((await push('quotes', [{ code: s.code, time: t0 + 20_000, price: next, volume: s.volume + 1_600, amount: s.amount + 32_000 }])).data.changed).toBe(1);
    const after = await minuteRow(first.data.tradeDate);
    expect(after).toEqual({ v: before.v + 600, a: before.a + 12_000, p: next });
  });
});

describe('POST /stock-feed/quotes with prevClose', () => {
  it('takes the source previous close: limits and change % follow it; a stale row changes nothing', async () => {
    const s = (await t.database.pool.query(`select code, prev_close::float8 prev, price::float8 price, is_st, board from stock_info
      where board = 'main' and not is_st and prev_close > 5 and code <> all($1) order by code desc limit 1`, [[A, B]])).rows[0];
    // an ex-rights day: the vendor's previous close is 10 % below our close
    const prevClose = Math.round(s.prev * 0.9 * 100) / 100;
    const price = Math.round(prevClose * 1.02 * 100) / 100;
    const row = { code: s.code, time: base + 40_000, prevClose, price, high: price, low: price, volume: 1_000, amount: price * 1_000 };
    expect((await push('quotes', [row])).data).toMatchObject({ changed: 1 });
    const after = (await t.database.pool.query(`select prev_close::float8 prev, limit_up_price::float8 up, limit_down_price::float8 down,
      change_percent::float8 pct, change::float8 chg from stock_info where code = $1`, [s.code])).rows[0];
    expect(after).toEqual({ prev: prevClose, up: limitPrice(prevClose, 0.1), down: limitPrice(prevClose, -0.1), pct: changePercent(toCents(price), toCents(prevClose)), chg: Math.round((price - prevClose) * 100) / 100 });
    const bar = (await t.database.pool.query('select prev_close::float8 p, change_percent::float8 c from stock_daily where stock_code = $1 order by trade_date desc limit 1', [s.code])).rows[0];
    expect(bar).toEqual({ p: prevClose, c: changePercent(toCents(price), toCents(prevClose)) });
    // at the new limit price → 涨停
    const up = limitPrice(prevClose, 0.1);
    const sealed = await push('quotes', [{ ...row, time: base + 41_000, price: up, high: up }]);
    expect(sealed.data.changed).toBe(1);
    const pool = await t.database.pool.query('select pool_type from stock_limit_up where stock_code = $1 and pool_type = 1 and trade_date = $2', [s.code, sealed.data.tradeDate]);
    expect(pool.rowCount).toBe(1);
    // an older row with another previous close is ignored whole
    expect((await push('quotes', [{ ...row, time: base + 39_000, prevClose: s.prev }])).data).toMatchObject({ changed: 0, ignored: 1 });
    expect((await t.database.pool.query('select prev_close::float8 p from stock_info where code = $1', [s.code])).rows[0].p).toBe(prevClose);
  });
});

/** A stock of the test market none of the other tests touch. */
async function freshStock(exclude: string[]): Promise<string> {
  const { rows } = await t.database.pool.query(
    `select code from stock_info s where code <> all($1) and limit_up_price is not null
      and not exists (select 1 from stock_limit_up l where l.stock_code = s.code) order by code limit 1 offset 3`,
    [exclude],
  );
  return rows[0].code;
}
const used: string[] = [];

describe('POST /stock-feed/limit-up-pools', () => {
  const poolRow = (code: string, time: number, extra: Record<string, unknown> = {}) => ({
    code,
    time,
    poolType: 1,
    sealAmount: 123_456_789,
    firstSealTime: '09:35:00',
    lastSealTime: '10:01:12',
    openCount: 1,
    streak: 3,
    ntN: 3,
    ntT: 3,
    reasonConcept: '推送概念',
    reason: '推送的涨停原因',
    ...extra,
  });
  const poolOf = async (code: string) =>
    (await t.database.pool.query('select pool_type, seal_amount::float8 seal, streak, reason, open_count from stock_limit_up where stock_code = $1 order by pool_type', [code])).rows;

  it('refuses a bad or unknown row, and a token without the scope, with nothing written', async () => {
    const C = await freshStock([A, B]);
    used.push(C);
    expect((await push('limit-up-pools', [poolRow(C, base)], null)).code).toBe(401);
    expect((await push('limit-up-pools', [poolRow(C, base)], await t.login('admin', 'admin123'))).code).toBe(403);
    const bad = await push('limit-up-pools', [poolRow(C, base), poolRow(A, base, { poolType: 4 })]);
    expect(bad.code).toBe(1_100_040_000);
    expect(bad.msg).toContain('第 2 行（items[1]）不正确：poolType');
    expect((await push('limit-up-pools', [poolRow(C, base), poolRow(A, base, { firstSealTime: '9:35' })])).msg).toContain('第 2 行（items[1]）');
    expect((await push('limit-up-pools', [poolRow(C, base), poolRow('699999', base)])).code).toBe(1_100_040_001);
    expect(await poolOf(C)).toEqual([]);
  });

  it('stores the vendor figures by (day, pool, code), idempotently; stale rows are ignored; 涨停 and 炸板 exclude each other', async () => {
    const C = used[0];
    const first = await push('limit-up-pools', [poolRow(C, base + 1_000)]);
    expect(first).toMatchObject({ code: 0, data: { total: 1, changed: 1, ignored: 0 } });
    expect(await poolOf(C)).toEqual([{ pool_type: 1, seal: 123_456_789, streak: 3, reason: '推送的涨停原因', open_count: 1 }]);
    const page = (await t.call({ method: 'GET', url: `/admin-api/stock/limit-up/pool?tradeDate=${first.data.tradeDate}&poolType=1&pageSize=200` })).data;
    expect(page.list.find((x: { stockCode: string }) => x.stockCode === C)).toMatchObject({ sealAmount: 123_456_789, streak: 3, reason: '推送的涨停原因' });
    expect((await push('limit-up-pools', [poolRow(C, base + 1_000)])).data).toMatchObject({ changed: 0, ignored: 1 });
    expect((await push('limit-up-pools', [poolRow(C, base + 500, { sealAmount: 1 })])).data).toMatchObject({ changed: 0, ignored: 1 });
    expect((await poolOf(C))[0].seal).toBe(123_456_789);
    // newer: 炸板 — the stock leaves 涨停
    const broken = await push('limit-up-pools', [poolRow(C, base + 2_000, { poolType: 2, sealAmount: 0, openCount: 2 })]);
    expect(broken.data.changed).toBe(1);
    expect(await poolOf(C)).toEqual([{ pool_type: 2, seal: 0, streak: 3, reason: '推送的涨停原因', open_count: 2 }]);
  });
});

describe('POST /stock-feed/hot-ranks', () => {
  const ranks = async () => (await t.database.pool.query('select code, hot_rank from stock_info where hot_rank <= 3 order by hot_rank')).rows;
  const duplicates = async () => (await t.database.pool.query('select hot_rank from stock_info where hot_rank is not null group by hot_rank having count(*) > 1')).rowCount;

  it('refuses duplicate ranks, bad rows and unknown stocks with nothing written', async () => {
    const before = await ranks();
    expect((await push('hot-ranks', [{ code: A, time: base, rank: 1 }], await t.login('member', 'member123'))).code).toBe(403);
    const dup = await push('hot-ranks', [{ code: A, time: base, rank: 1 }, { code: B, time: base, rank: 1 }]);
    expect(dup).toMatchObject({ code: 1_100_040_003, msg: '第 2 行（items[1]）名次 1 与第 1 行重复，整批未写入' });
    expect((await push('hot-ranks', [{ code: A, time: base, rank: 1 }, { code: B, time: base, rank: 0 }])).msg).toContain('第 2 行（items[1]）');
    expect((await push('hot-ranks', [{ code: A, time: base, rank: 1 }, { code: '699999', time: base, rank: 2 }])).code).toBe(1_100_040_001);
    expect(await ranks()).toEqual(before);
  });

  it('the pushed stocks take their ranks, the others close up without gaps; board heat follows; idempotent, stale ignored', async () => {
    const [X, Y] = (await t.database.pool.query('select code from stock_info where hot_rank > 10 order by hot_rank limit 2')).rows.map((r) => r.code);
    const boardHeat = async () =>
      Number((await t.database.pool.query('select coalesce(sum(c.heat), 0) h from stock_concept c join stock_concept_member m on m.concept_code = c.code where m.stock_code = $1', [X])).rows[0].h);
    const heatBefore = await boardHeat();
    const res = await push('hot-ranks', [{ code: X, time: base + 3_000, rank: 1, heat: 50_000_000 }, { code: Y, time: base + 3_000, rank: 2 }]);
    expect(res.data).toMatchObject({ total: 2, changed: 2 });
    expect((await ranks()).slice(0, 2)).toEqual([{ code: X, hot_rank: 1 }, { code: Y, hot_rank: 2 }]);
    expect(await duplicates()).toBe(0);
    const max = (await t.database.pool.query('select max(hot_rank)::int m, count(hot_rank)::int n from stock_info')).rows[0];
    expect(max.m).toBe(max.n);
    expect(await boardHeat()).toBeGreaterThan(heatBefore);
    const list = (await t.call({ method: 'GET', url: '/admin-api/stock/stock/hot-rank?limit=2' })).data as { code: string }[];
    expect(list.map((x) => x.code)).toEqual([X, Y]);
    expect((await push('hot-ranks', [{ code: X, time: base + 3_000, rank: 1, heat: 50_000_000 }])).data).toMatchObject({ changed: 0, ignored: 1 });
    expect((await push('hot-ranks', [{ code: X, time: base + 2_000, rank: 9 }])).data).toMatchObject({ changed: 0, ignored: 1 });
    expect((await ranks())[0]).toEqual({ code: X, hot_rank: 1 });
  });
});

describe('POST /stock-feed/announcements', () => {
  const row = (extra: Record<string, unknown> = {}) => ({ code: A, time: base + 4_000, title: '关于推送测试的公告', type: '重大事项', url: 'https://example.com/ann/1', ...extra });

  it('stores an announcement once by (code, day, title); bad rows refuse the batch', async () => {
    const count = await t.count('stock_announcement');
    expect((await push('announcements', [row()], await t.login('admin', 'admin123'))).code).toBe(403);
    expect((await push('announcements', [row(), row({ type: '八卦' })])).msg).toContain('第 2 行（items[1]）不正确：type');
    expect((await push('announcements', [row(), row({ url: 'javascript:alert(1)' })])).msg).toContain('第 2 行（items[1]）');
    expect((await push('announcements', [row(), row({ code: '699999' })])).code).toBe(1_100_040_001);
    expect(await t.count('stock_announcement')).toBe(count);
    const first = await push('announcements', [row(), row(), row({ title: '另一份公告', type: '财务报告', url: undefined })]);
    expect(first.data).toMatchObject({ total: 3, changed: 2, ignored: 1 });
    // the same announcement re-sent later that day is not stored again
    expect((await push('announcements', [row({ time: base + 5_000 })])).data).toMatchObject({ changed: 0, ignored: 1 });
    expect(await t.count('stock_announcement')).toBe(count + 2);
    const page = (await t.call({ method: 'GET', url: `/admin-api/stock/announcement/page?stockCode=${A}&pageSize=50` })).data;
    expect(page.list.find((x: { title: string }) => x.title === '关于推送测试的公告')).toMatchObject({ type: '重大事项', url: 'https://example.com/ann/1', stockCode: A });
  });
});

describe('broadcast', () => {
  it('every kind reaches an SSE client', async () => {
    const live = await openLiveClient(t);
    expect(live.feed.simulator).toBeNull();
    const frame = live.frame;
    try {
      const price = (await stockRow(A)).price;
      const pushed = Math.round((price + 0.01) * 100) / 100;
      let seen = frame('quote', `"code":"${A}"`);
      expect((await push('quotes', [{ code: A, time: base + 30_000, price: pushed, volume: 9_000, amount: 13_000_000 }])).data.changed).toBe(1);
      expect((await seen).items.find((i: { code: string }) => i.code === A)).toMatchObject({ price: pushed, volume: 9_000 });

      const ix = (await t.database.pool.query('select code from stock_index order by code limit 1')).rows[0].code;
      seen = frame('index', `"code":"${ix}"`);
      expect((await push('indices', [{ code: ix, time: base + 90_000, price: 3333.33 }])).data.changed).toBe(1);
      expect((await seen).items[0]).toMatchObject({ code: ix, price: 3333.33 });

      const D = await freshStock([A, B, ...used]);
      seen = frame('limit-up', `"code":"${D}"`);
      expect((await push('limit-up-pools', [{ code: D, time: base + 30_000, poolType: 3 }])).data.changed).toBe(1);
      expect((await seen).items).toContainEqual(expect.objectContaining({ code: D, poolType: 3, action: 'join' }));

      seen = frame('hot-rank', `"code":"${B}"`);
      expect((await push('hot-ranks', [{ code: B, time: base + 30_000, rank: 3 }])).data.changed).toBe(1);
      expect((await seen).items).toEqual([expect.objectContaining({ code: B, rank: 3 })]);

      seen = frame('flash', '广播快讯');
      expect((await push('flashes', [{ time: base + 30_000, title: '广播快讯', content: '内容' }])).data.changed).toBe(1);
      expect((await seen).items[0]).toMatchObject({ title: '广播快讯' });

      seen = frame('announcement', '广播公告');
      expect((await push('announcements', [{ code: B, time: base + 30_000, title: '广播公告', type: '风险提示' }])).data.changed).toBe(1);
      expect((await seen).items[0]).toMatchObject({ stockCode: B, title: '广播公告', type: '风险提示' });
    } finally {
      await live.close();
    }
  });
});

describe('股票数据 → 数据源', () => {
  it('shows the last batch per kind, rows per minute and the refused batches with their reasons', async () => {
    expect((await t.call({ method: 'GET', url: '/admin-api/stock-admin/feed-source/summary', token: await t.login('member', 'member123') })).code).toBe(403);
    const admin = await t.login('admin', 'admin123');
    const summary = (await t.call({ method: 'GET', url: '/admin-api/stock-admin/feed-source/summary', token: admin })).data;
    expect(summary).toMatchObject({ mode: 'push', quiet: false, windowMinutes: 5 });
    expect(summary.kinds.map((k: { kind: string }) => k.kind)).toEqual(['quotes', 'indices', 'limit-up-pools', 'hot-ranks', 'flashes', 'announcements', 'money-flows', 'dragon-tiger', 'order-books', 'ticks', 'auctions']);
    const quotes = summary.kinds[0];
    expect(quotes).toMatchObject({ label: '个股行情', lastBatchTime: expect.any(Number) });
    expect(quotes.batches).toBeGreaterThan(3);
    expect(quotes.rejectedBatches).toBeGreaterThan(2);
    expect(quotes.rowsPerMinute).toBeGreaterThan(0);
    const accepted = (await t.database.pool.query("select sum(rows)::int n from stock_feed_batch where kind = 'quotes' and accepted")).rows[0].n;
    expect(quotes.rowsPerMinute).toBe(Math.round((accepted / 5) * 10) / 10);
    const page = (await t.call({ method: 'GET', url: '/admin-api/stock-admin/feed-source/rejected-page?kind=quotes&pageSize=100', token: admin })).data;
    expect(page.total).toBe(quotes.rejectedBatches);
    expect(page.list).toContainEqual(
      expect.objectContaining({ kind: 'quotes', clientId: 'stock-feed', rows: 3, rowIndex: 2, code: 1_100_040_000, reason: '第 3 行（items[2]）不正确：price 数值过小：期望 number >0，整批未写入', sample: expect.stringContaining('"price":-1') }),
    );
    const hot = (await t.call({ method: 'GET', url: '/admin-api/stock-admin/feed-source/rejected-page?kind=hot-ranks', token: admin })).data;
    expect(hot.list[0]).toMatchObject({ code: 1_100_040_001 });
  });

  it('migration 0019 adds the menu and its permission to a database seeded before it, for the operator role too', async () => {
    const menu = async () =>
      (await t.database.pool.query(`select m.name, m.component, b.permission, (select count(*)::int from system_role_menu rm join system_role r on r.id = rm.role_id
          where r.code = 'operator' and rm.menu_id in (m.id, b.id)) grants
        from system_menu m join system_menu b on b.parent_id = m.id where m.path = 'feed-source'`)).rows;
    const seeded = await menu();
    expect(seeded).toEqual([{ name: '数据源', component: 'stock/feedSource/index', permission: 'stock:feed-source:query', grants: 2 }]);
    // an older database: no such menu yet
    await t.database.pool.query("delete from system_menu where path = 'feed-source' or permission = 'stock:feed-source:query'");
    expect(await menu()).toEqual([]);
    const sql = fs.readFileSync(path.resolve(import.meta.dirname, '../../../db/migrations/0019_feed_source.sql'), 'utf8');
    const statements = sql.split('--> statement-breakpoint').filter((x) => /system_(role_)?menu/.test(x));
    expect(statements).toHaveLength(3);
    for (const statement of statements) await t.database.pool.query(statement);
    expect(await menu()).toEqual(seeded);
    // run again: nothing doubles
    for (const statement of statements) await t.database.pool.query(statement);
    expect(await menu()).toEqual(seeded);
    const staff = await t.login('staff', 'staff123');
    expect((await t.call({ method: 'GET', url: '/admin-api/stock-admin/feed-source/summary', token: staff })).code).toBe(0);
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
    // an index row of the recording goes to /stock-feed/indices
    const ix = (await t.database.pool.query('select code, price::float8 price from stock_index order by code desc limit 1')).rows[0];
    const ixPrice = Math.round((ix.price + 1.23) * 100) / 100;
    const file = path.join(os.tmpdir(), `replay-${process.pid}.csv`);
    // recorded a day earlier; --shift moves it after everything stored
    const t0 = base - 86_400_000;
    fs.writeFileSync(
      file,
      [
        'code,time,price,volume,amount,kind',
        `${A},${t0},${p1},${a.volume + 100},1000,`,
        `${B},${t0},${b.price},${b.volume + 100},1000,`,
        `${ix.code},${t0},${ixPrice},,,indices`,
        `${A},${t0 + 3000},${p2},${a.volume + 200},2000,`,
      ].join('\n'),
    );
    try {
      const { stdout } = await promisify(execFile)(
        process.execPath,
        ['scripts/replay-feed.mjs', '--file', file, '--url', `http://127.0.0.1:${port}`, '--speed', '0', '--shift', String(86_400_000 + 60_000), '--client-secret', await feedSecret()],
        { cwd: path.resolve(import.meta.dirname, '../../../../../..') },
      );
      expect(stdout).toContain('2 rows, 2 changed');
      expect(stdout).toContain('indices 1 rows, 1 changed');
      expect(stdout).toContain('done: 2 snapshots, 4 rows, 4 changed');
      expect((await stockRow(A)).price).toBe(p2);
      expect((await t.database.pool.query('select price::float8 p from stock_index where code = $1', [ix.code])).rows[0].p).toBe(ixPrice);
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
    // a pulled source keeps the simulator off too
    const pulled = await createTestApp({ marketSource: 'tushare', marketSimulator: true });
    try {
      const feed = await startMarketFeed(pulled.app);
      expect(feed.simulator).toBeNull();
      await feed.stop();
    } finally {
      await pulled.close();
    }
  });
});
