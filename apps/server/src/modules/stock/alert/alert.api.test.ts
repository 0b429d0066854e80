import http from 'node:http';
import type { AddressInfo } from 'node:net';
import bcrypt from 'bcryptjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AlertKind } from '@gprs/contract';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { alertBookOf } from './alert.routes';
import { bookFor, databaseKey } from './alert-book';
import type { Db } from '../../../db/client';

let t: TestApp;
let alice: string; // the seeded demo member
let bob: string; // a second member
let aliceId = 0;
let feedToken = '';
/** a moment after every seeded quote (the latest trade day of the data: no day roll) */
let clock = 0;
/** a stock well inside its limits, and its price */
let A = '';
let P = 0;
let pushes = 0;

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) => t.call({ method, url: `/admin-api${url}`, token, payload });
const sync = () => alertBookOf(t.app)!.sync();

/** Pushes one quote of A through the push feed (the market's one write path) and waits until every instance saw its notifications. */
async function pushPrice(price: number): Promise<void> {
  clock += 1000;
  const res = await t.app.inject({
    method: 'POST',
    url: '/admin-api/stock-feed/quotes',
    headers: { authorization: `Bearer ${feedToken}` },
    payload: { items: [{ code: A, time: clock, price: Math.round(price * 100) / 100, volume: 1_000_000 + (pushes += 100), amount: 10_000_000 + pushes * 10 }] },
  });
  expect(res.json()).toMatchObject({ code: 0, msg: '' });
  await sync();
}

const alertMessages = async (userId: number) =>
  (await t.database.pool.query("select template_content, template_params from system_notify_message where user_id = $1 and template_code = 'stock-alert' order by id", [userId])).rows;

beforeAll(async () => {
  t = await createTestApp({ marketFeed: 'push' });
  await t.database.pool.query("insert into system_users (username, password, nickname, user_type) values ('member2', $1, '股友小王', 1)", [await bcrypt.hash('member234', 4)]);
  alice = await t.login('member', 'member123');
  bob = await t.login('member2', 'member234');
  aliceId = (await t.database.pool.query("select id from system_users where username = 'member'")).rows[0].id;
  const secret = (await t.database.pool.query("select secret from system_oauth2_client where client_id = 'stock-feed'")).rows[0].secret;
  const token = await t.call({
    method: 'POST',
    url: '/admin-api/system/oauth2/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ grant_type: 'client_credentials', client_id: 'stock-feed', client_secret: secret }).toString(),
  });
  feedToken = token.data.access_token;
  const q = await t.database.pool.query('select extract(epoch from max(quote_time)) * 1000 as t from stock_info');
  clock = Math.ceil(Number(q.rows[0].t)) + 1000;
  const s = await t.database.pool.query(
    'select code, price::float8 price from stock_info where limit_up_price is not null and price > 5 and price < limit_up_price - 1 and price > limit_down_price + 1 order by code limit 1',
  );
  A = s.rows[0].code;
  P = s.rows[0].price;
});
afterAll(() => t.close());

describe('alert APIs need a signed-in user', () => {
  it.each([
    ['GET', '/stock/alert/list'],
    ['POST', '/stock/alert/create'],
    ['DELETE', '/stock/alert/delete?id=1'],
    ['PUT', '/stock/alert/update-status'],
    ['GET', '/stock/member/watch-news/page'],
    ['GET', '/stock/live/alert-stream'],
    ['POST', '/stock/alert/stream-ticket'],
  ] as const)('%s %s → 401 without a token', async (method, url) => {
    expect((await api(method, url, undefined, method === 'POST' || method === 'PUT' ? {} : undefined)).code).toBe(401);
  });
});

describe('creating, listing and deleting alerts', () => {
  it('creates an alert of each kind and lists them with the stock name and the cap', async () => {
    const created = await api('POST', '/stock/alert/create', alice, { stockCode: A, kind: AlertKind.LIMIT_UP });
    expect(created.code).toBe(0);
    const list = await api('GET', `/stock/alert/list?stockCode=${A}`, alice);
    // the seeded member bought VIP (level 1): the level-1 cap
    expect(list.data).toMatchObject({ cap: 50, level: 1, list: [{ id: created.data, stockCode: A, kind: AlertKind.LIMIT_UP, threshold: null, status: 0, active: false, fireCount: 0 }] });
    expect(list.data.list[0].stockName).not.toBe(A);
    expect((await api('DELETE', `/stock/alert/delete?id=${created.data}`, alice)).code).toBe(0);
    expect((await api('GET', '/stock/alert/list', alice)).data.list).toEqual([]);
  });

  it('refuses bad rules with a clear message and writes nothing', async () => {
    const before = await t.count('stock_alert');
    const noPrice = await api('POST', '/stock/alert/create', alice, { stockCode: A, kind: AlertKind.PRICE_ABOVE });
    expect(noPrice).toMatchObject({ code: 400 });
    expect(noPrice.msg).toContain('请输入 0.01 至 100000 之间的价格');
    const surge = await api('POST', '/stock/alert/create', alice, { stockCode: A, kind: AlertKind.SURGE, threshold: 3, windowMinutes: 90 });
    expect(surge.msg).toContain('异动时间窗口为 1 至 30 分钟');
    expect((await api('POST', '/stock/alert/create', alice, { stockCode: A, kind: 9 })).msg).toContain('提醒类型不正确');
    expect(await api('POST', '/stock/alert/create', alice, { stockCode: '999999', kind: AlertKind.LIMIT_UP })).toMatchObject({ code: 1_100_012_003, msg: '股票不存在' });
    const once = await api('POST', '/stock/alert/create', alice, { stockCode: A, kind: AlertKind.CHANGE_ABOVE, threshold: 5 });
    expect(await api('POST', '/stock/alert/create', alice, { stockCode: A, kind: AlertKind.CHANGE_ABOVE, threshold: 5 })).toMatchObject({ code: 1_100_012_002 });
    await api('DELETE', `/stock/alert/delete?id=${once.data}`, alice);
    expect(await t.count('stock_alert')).toBe(before);
  });

  it('keeps members apart: another member neither sees, deletes nor switches an alert', async () => {
    const id = (await api('POST', '/stock/alert/create', alice, { stockCode: A, kind: AlertKind.LIMIT_BREAK })).data;
    expect((await api('GET', '/stock/alert/list', bob)).data.list).toEqual([]);
    expect((await api('DELETE', `/stock/alert/delete?id=${id}`, bob)).code).toBe(404);
    expect((await api('PUT', '/stock/alert/update-status', bob, { id, status: 1 })).code).toBe(404);
    const mine = (await api('GET', '/stock/alert/list', alice)).data.list;
    expect(mine).toMatchObject([{ id, status: 0 }]);
    expect((await api('PUT', '/stock/alert/update-status', alice, { id, status: 1 })).code).toBe(0);
    expect((await api('GET', '/stock/alert/list', alice)).data.list).toMatchObject([{ id, status: 1 }]);
    await api('DELETE', `/stock/alert/delete?id=${id}`, alice);
  });
});

describe('the cap of the member level', () => {
  it('refuses the alert past the base cap, and allows more once the member holds VIP', async () => {
    const ids: number[] = [];
    for (let i = 1; i <= 5; i++) {
      const r = await api('POST', '/stock/alert/create', bob, { stockCode: A, kind: AlertKind.PRICE_ABOVE, threshold: P + i });
      expect(r.code).toBe(0);
      ids.push(r.data);
    }
    const over = await api('POST', '/stock/alert/create', bob, { stockCode: A, kind: AlertKind.PRICE_ABOVE, threshold: P + 6 });
    expect(over).toMatchObject({ code: 1_100_012_001, msg: '提醒数量已达上限（5 条），开通或升级 VIP 会员可设置更多' });
    // the VIP product's benefit (level 1) sets the cap configured for level 1
    const bobId = (await t.database.pool.query("select id from system_users where username = 'member2'")).rows[0].id;
    await t.database.pool.query("insert into trade_member_benefit (user_id, type, level, expire_time) values ($1, 1, 1, now() + interval '30 days')", [bobId]);
    expect((await api('GET', '/stock/alert/list', bob)).data).toMatchObject({ cap: 50, level: 1 });
    expect((await api('POST', '/stock/alert/create', bob, { stockCode: A, kind: AlertKind.PRICE_ABOVE, threshold: P + 6 })).code).toBe(0);
    // an administrator lowers the level-1 cap in 参数配置: the next creation is refused at the new cap
    await t.database.pool.query("update infra_config set value = '6' where config_key = 'stock.alert.cap.level-1'");
    expect((await api('POST', '/stock/alert/create', bob, { stockCode: A, kind: AlertKind.PRICE_ABOVE, threshold: P + 7 })).msg).toContain('（6 条）');
    // a lapsed VIP falls back to the base cap
    await t.database.pool.query("update trade_member_benefit set expire_time = now() - interval '1 day' where user_id = $1", [bobId]);
    expect((await api('GET', '/stock/alert/list', bob)).data).toMatchObject({ cap: 5, level: 0 });
    for (const id of (await api('GET', '/stock/alert/list', bob)).data.list.map((a: { id: number }) => a.id)) await api('DELETE', `/stock/alert/delete?id=${id}`, bob);
  });
});

describe('alerts fire through the quote path', () => {
  it('fires exactly once per crossing, re-arms when the price falls back, and writes an in-site message each time', async () => {
    const threshold = Math.round((P + 0.1) * 100) / 100;
    const id = (await api('POST', '/stock/alert/create', alice, { stockCode: A, kind: AlertKind.PRICE_ABOVE, threshold })).data;
    const off = (await api('POST', '/stock/alert/create', alice, { stockCode: A, kind: AlertKind.PRICE_ABOVE, threshold: threshold - 0.05 })).data;
    await api('PUT', '/stock/alert/update-status', alice, { id: off, status: 1 });
    await sync();
    const before = (await alertMessages(aliceId)).length;

    // the member's stream on a real socket, and another member's
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    // the page's way: a one-time ticket asked for with the token, then the stream opened with the ticket alone
    const open = async (token: string) => {
      const box = { body: '' };
      const ticket = (await api('POST', '/stock/alert/stream-ticket', token)).data as string;
      expect(ticket).toMatch(/^[0-9a-f]{64}$/);
      const req = http.get({ host: '127.0.0.1', port, path: `/admin-api/stock/live/alert-stream?ticket=${ticket}` });
      const res = await new Promise<http.IncomingMessage>((resolve, reject) => req.on('response', resolve).on('error', reject));
      res.setEncoding('utf8');
      res.on('data', (c: string) => (box.body += c));
      await expect.poll(() => box.body).toContain(': connected');
      return { box, close: () => req.destroy() };
    };
    const mine = await open(alice);
    const other = await open(bob);

    await pushPrice(threshold - 0.02);
    expect(await alertMessages(aliceId)).toHaveLength(before);
    await pushPrice(threshold + 0.01); // crosses: fires
    await pushPrice(threshold + 0.03); // stays above: nothing
    await pushPrice(threshold); // still at / above: nothing
    let messages = await alertMessages(aliceId);
    expect(messages).toHaveLength(before + 1);
    expect(messages.at(-1).template_content).toMatch(new RegExp(`（${A}）股价涨到 ${threshold.toFixed(2)} 元以上，最新价 ${(threshold + 0.01).toFixed(2)} 元`));
    await expect.poll(() => mine.box.body, { timeout: 10_000 }).toContain('event: alert');
    const frame = mine.box.body.split('\n\n').find((f) => f.includes('event: alert'))!;
    expect(JSON.parse(frame.slice(frame.indexOf('data: ') + 6))).toMatchObject({ alertId: id, stockCode: A, kind: AlertKind.PRICE_ABOVE, price: threshold + 0.01 });
    expect((await api('GET', `/stock/alert/list?stockCode=${A}`, alice)).data.list.find((a: { id: number }) => a.id === id)).toMatchObject({ active: true, fireCount: 1 });

    await pushPrice(threshold - 0.01); // falls back: re-armed, no message
    expect(await alertMessages(aliceId)).toHaveLength(before + 1);
    expect((await api('GET', `/stock/alert/list?stockCode=${A}`, alice)).data.list.find((a: { id: number }) => a.id === id)).toMatchObject({ active: false, fireCount: 1 });
    await pushPrice(threshold + 0.02); // crosses again: fires again
    messages = await alertMessages(aliceId);
    expect(messages).toHaveLength(before + 2);
    // the switched-off alert never fired; the other member's stream carried nothing
    expect((await api('GET', `/stock/alert/list?stockCode=${A}`, alice)).data.list.find((a: { id: number }) => a.id === off)).toMatchObject({ fireCount: 0 });
    await expect.poll(() => mine.box.body.split('event: alert').length - 1, { timeout: 10_000 }).toBe(2);
    expect(other.box.body).not.toContain('event: alert');
    // the in-site message is in the member's own list (it is there after a reload)
    const my = await api('GET', '/system/notify-message/my-page?pageNo=1&pageSize=5', alice);
    expect(my.data.list[0]).toMatchObject({ templateCode: 'stock-alert', templateNickname: '盯盘助手', readStatus: false });
    mine.close();
    other.close();
    await api('DELETE', `/stock/alert/delete?id=${id}`, alice);
    await api('DELETE', `/stock/alert/delete?id=${off}`, alice);
  });

  it('a new alert whose condition already holds waits for the next crossing', async () => {
    await pushPrice(P + 0.2);
    const id = (await api('POST', '/stock/alert/create', alice, { stockCode: A, kind: AlertKind.PRICE_ABOVE, threshold: P + 0.1 })).data;
    await sync();
    const before = (await alertMessages(aliceId)).length;
    expect((await api('GET', `/stock/alert/list?stockCode=${A}`, alice)).data.list[0]).toMatchObject({ id, active: true });
    await pushPrice(P + 0.25);
    expect(await alertMessages(aliceId)).toHaveLength(before);
    await pushPrice(P);
    await pushPrice(P + 0.15);
    expect(await alertMessages(aliceId)).toHaveLength(before + 1);
    await api('DELETE', `/stock/alert/delete?id=${id}`, alice);
  });
});

describe('stream tickets', () => {
  it('open the stream once, for their member only; a used, unknown or malformed ticket is refused', async () => {
    const ticket = (await api('POST', '/stock/alert/stream-ticket', alice)).data as string;
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const get = (path: string) =>
      new Promise<{ type: string; body: string; req: http.ClientRequest }>((resolve, reject) => {
        const req = http.get({ host: '127.0.0.1', port, path }, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (c: string) => {
            body += c;
            if (body.includes(': connected') || body.endsWith('}')) resolve({ type: String(res.headers['content-type']), body, req });
          });
        });
        req.on('error', reject);
      });
    const first = await get(`/admin-api/stock/live/alert-stream?ticket=${ticket}`);
    expect(first.type).toContain('text/event-stream');
    first.req.destroy();
    const again = await get(`/admin-api/stock/live/alert-stream?ticket=${ticket}`);
    expect(JSON.parse(again.body)).toMatchObject({ code: 401 });
    expect(JSON.parse((await get(`/admin-api/stock/live/alert-stream?ticket=${'0'.repeat(64)}`)).body)).toMatchObject({ code: 401 });
    expect(JSON.parse((await get('/admin-api/stock/live/alert-stream?ticket=x')).body)).toMatchObject({ code: 400 });
    // an expired one
    const old = (await api('POST', '/stock/alert/stream-ticket', alice)).data as string;
    await t.database.pool.query("update stock_alert_ticket set expire_time = now() - interval '1 second'");
    expect(JSON.parse((await get(`/admin-api/stock/live/alert-stream?ticket=${old}`)).body)).toMatchObject({ code: 401 });
  });
});

describe('the book of a database', () => {
  it('is found from the pool (the simulator) and from a transaction (the push feed) alike', async () => {
    const book = alertBookOf(t.app)!;
    expect(bookFor(t.app.db)).toBe(book);
    await t.app.db.transaction(async (tx) => {
      expect(databaseKey(tx as unknown as Db)).toBe(databaseKey(t.app.db));
      expect(bookFor(tx as unknown as Db)).toBe(book);
    });
  });
});

describe('自选资讯', () => {
  it('pages the news, flashes and announcements of the member’s watched stocks, newest first', async () => {
    const codes = (await api('GET', '/stock/member/watch/codes', alice)).data.map((c: { stockCode: string }) => c.stockCode);
    expect(codes.length).toBeGreaterThan(0);
    const code = codes[0];
    const now = Date.now();
    await t.database.pool.query("insert into stock_news (title, summary, publish_time, stock_codes) values ('自选测试新闻', '摘要', $1, $2)", [new Date(now + 60_000), [code]]);
    await t.database.pool.query("insert into stock_information (title, content, publish_time, stock_codes) values ('自选测试快讯', '快讯内容', $1, $2)", [new Date(now + 30_000), [code]]);
    await t.database.pool.query("insert into stock_news (title, summary, publish_time, stock_codes) values ('无关新闻', '摘要', $1, '{000000}')", [new Date(now + 90_000)]);
    const page = await api('GET', '/stock/member/watch-news/page?pageNo=1&pageSize=5', alice);
    expect(page.code).toBe(0);
    expect(page.data.list.slice(0, 2)).toMatchObject([
      { kind: 'news', title: '自选测试新闻', stocks: [{ code }] },
      { kind: 'flash', title: '自选测试快讯', summary: '快讯内容' },
    ]);
    expect(page.data.list.map((i: { title: string }) => i.title)).not.toContain('无关新闻');
    const times = page.data.list.map((i: { time: number }) => i.time);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const second = await api('GET', '/stock/member/watch-news/page?pageNo=2&pageSize=5', alice);
    expect(second.data.total).toBe(page.data.total);
    expect(second.data.list[0]?.id === page.data.list[0].id && second.data.list[0]?.kind === page.data.list[0].kind).toBe(false);
    // a member without a watch list has an empty feed
    expect((await api('GET', '/stock/member/watch-news/page', bob)).data).toEqual({ list: [], total: 0 });
  });
});
