import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductBenefitType } from '@gprs/contract';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { TRADING_MINUTES, nextTradeDay, toCents } from '../market-rules';
import { MarketSimulator } from '../feed/simulator';
import { bookProblems } from './book-rules';

// 盘口 / 逐笔 / 集合竞价 through their doors (the simulator's tick, the push feed) and the reads, with the Level-2 gate.

let t: TestApp;
let feedToken = '';
let admin = '';
let member = '';
let memberId = 0;
let date = '';
/** the seeded market before the simulator ran: its latest day's books per quoted stock */
let seeded = { day: '', books: 0, quoted: 0 };
let latestSeeded = '';
/** what the day's first tick wrote */
let firstTick = { books: 0, auctions: 0 };

const q = async <T = any>(text: string, values: unknown[] = []): Promise<T[]> => (await t.database.pool.query(text, values)).rows;
const call = (method: string, path: string, token?: string, payload?: object) => t.call({ method: method as any, url: `/admin-api${path}`, token, payload });

async function push(kind: string, items: unknown[]) {
  const res = await t.app.inject({ method: 'POST', url: `/admin-api/stock-feed/${kind}`, headers: { authorization: `Bearer ${feedToken}` }, payload: { items } });
  return res.json() as { code: number; msg: string; data: any };
}

/** Beijing time of session minute i (0–240) of `day`, 20 s into the minute. */
function sessionTime(day: string, i: number): Date {
  const [h, m] = TRADING_MINUTES[i].split(':').map(Number);
  const minutes = i > 120 ? h * 60 + m - 1 : h * 60 + m;
  return new Date(Date.parse(`${day}T${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:20+08:00`));
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
  admin = await t.login('admin', 'admin123');
  await q("update infra_config set value = 'true' where config_key = 'system.user.register-enabled'");
  const reg = await call('POST', '/system/auth/register', undefined, { username: 'level2buyer', password: 'level2pass', nickname: 'L2买家' });
  if (reg.code !== 0) throw new Error(reg.msg);
  member = await t.login('level2buyer', 'level2pass');
  memberId = (await call('GET', '/system/user/profile/get', member)).data.id;
  const topUp = await call('PUT', '/pay/wallet/update-balance', admin, { userId: memberId, balance: 500_000 });
  if (topUp.code !== 0) throw new Error(topUp.msg);
  // a simulated trading day from its open: the auction sets each stock's open, then 40 minutes of ticks
  const [{ latest }] = await q(`select max(trade_date)::text latest from stock_market_turnover`);
  latestSeeded = latest;
  date = nextTradeDay(latest);
  const [b] = await q(`select max(b.trade_date)::text d, count(*)::int n, (select count(*)::int from stock_info where price is not null and prev_close is not null) quoted
    from stock_order_book b`);
  seeded = { day: b.d, books: b.n, quoted: b.quoted };
  const sim = new MarketSimulator(t.app.db, { moveShare: 0.5, limitUpChance: 0.03, breakChance: 0.1, seed: 7 });
  for (let i = 0; i <= 40; i++) {
    await sim.tick(sessionTime(date, i));
    if (i === 0) [firstTick] = await q(`select (select count(*)::int from stock_order_book where trade_date = $1) books, (select count(*)::int from stock_auction where trade_date = $1) auctions`, [date]);
  }
}, 300_000);
afterAll(() => t.close());

describe('the seed', () => {
  it('gives the latest seeded day a book per quoted stock, its last trades ending at the quote, and auctions at each bar open', async () => {
    expect(seeded.day).toBe(latestSeeded);
    expect(seeded.books).toBe(seeded.quoted);
    const [open] = await q(`select count(*)::int n from stock_auction a join stock_daily d on d.stock_code = a.stock_code and d.trade_date = a.trade_date
      where a.trade_date = $1 and a.price <> d.open`, [seeded.day]);
    expect(open.n, 'an auction away from its bar open').toBe(0);
    const [{ n }] = await q(`select count(*)::int n from stock_auction where trade_date = $1`, [seeded.day]);
    expect(n).toBeGreaterThan(50);
    const [{ ticks }] = await q(`select count(distinct stock_code)::int ticks from stock_tick where trade_date = $1`, [seeded.day]);
    expect(ticks).toBeGreaterThan(50);
  });
});

describe('the simulator', () => {
  it('opens the day at its first tick: every quoted stock gets its auction and a book of the new day', async () => {
    expect(firstTick).toEqual({ books: seeded.quoted, auctions: seeded.quoted });
  });

  it('gives every stock a 集合竞价 at its day open, with 竞价涨幅 against the previous close', async () => {
    const rows = await q(`select s.code, s.open::float8 open, s.prev_close::float8 pc, a.price::float8 price, a.change_percent::float8 chg, a.volume::float8 vol, a.amount::float8 amount
      from stock_info s left join stock_auction a on a.stock_code = s.code and a.trade_date = $1 where s.price is not null`, [date]);
    expect(rows.length).toBeGreaterThan(50);
    for (const r of rows) {
      expect(r.price, r.code).toBe(r.open);
      expect(r.chg, r.code).toBeCloseTo(Math.round(((r.price - r.pc) / r.pc) * 10000) / 100, 2);
      expect(Math.abs(r.amount - r.vol * r.price)).toBeLessThanOrEqual(1);
    }
    // not every stock opens flat
    expect(rows.filter((r) => r.chg !== 0).length).toBeGreaterThan(rows.length / 2);
  });

  it('writes trades that add up to each stock volume of the day, and 外盘 + 内盘 + the auction = that volume', async () => {
    const rows = await q(`select s.code, s.volume::float8 volume, coalesce(t.v, 0)::float8 ticks, b.outer_volume::float8 outer, b.inner_volume::float8 inner, a.volume::float8 auction
      from stock_info s join stock_auction a on a.stock_code = s.code and a.trade_date = $1
      left join (select stock_code, sum(volume) v from stock_tick where trade_date = $1 group by stock_code) t on t.stock_code = s.code
      left join stock_order_book b on b.stock_code = s.code and b.trade_date = $1`, [date]);
    for (const r of rows) {
      expect(r.ticks, r.code).toBe(r.volume);
      expect(r.outer + r.inner + r.auction, r.code).toBe(r.volume);
    }
    const [seq] = await q(`select count(*)::int n from (select stock_code, count(*) c, max(seq) m from stock_tick where trade_date = $1 group by stock_code) x where c <> m`, [date]);
    expect(seq.n, 'trade numbers run 1, 2, 3 … per stock').toBe(0);
    // the 分时 volume bars hold the auction too: the day's minutes add up to its volume
    const minutes = await q(`select s.code, s.volume::float8 v, sum(m.volume)::float8 mv from stock_info s
      join stock_minute m on m.security_type = 1 and m.code = s.code and m.trade_date = $1 group by s.code, s.volume having sum(m.volume) <> s.volume`, [date]);
    expect(minutes.slice(0, 3)).toEqual([]);
  });

  it('keeps every book consistent with its quote: bid 1 < last ≤ ask 1, or sealed at the limit with 封板资金 on the sealed side', async () => {
    const rows = await q(`select s.code, s.price::float8 price, s.limit_up_price::float8 up, s.limit_down_price::float8 down, b.bid_prices::float8[] bp, b.bid_volumes::float8[] bv,
        b.ask_prices::float8[] ap, b.ask_volumes::float8[] av, l.seal_amount::float8 seal
      from stock_order_book b join stock_info s on s.code = b.stock_code
      left join stock_limit_up l on l.trade_date = $1 and l.stock_code = s.code and l.pool_type = 1
      where b.trade_date = $1`, [date]);
    expect(rows.length).toBeGreaterThan(50);
    let sealed = 0;
    for (const r of rows) {
      const book = { bids: r.bp.map((p: number, i: number) => ({ price: toCents(p), volume: r.bv[i] })), asks: r.ap.map((p: number, i: number) => ({ price: toCents(p), volume: r.av[i] })) };
      expect(bookProblems(book, toCents(r.price), r.up === null ? null : toCents(r.up), r.down === null ? null : toCents(r.down)), r.code).toEqual([]);
      if (r.up !== null && r.price === r.up) {
        sealed++;
        expect(r.ap, r.code).toEqual([]);
        // the 封单 on 买一 is the pool's 封板资金 at the limit price, to one lot
        expect(Math.abs(r.bv[0] * r.up - r.seal), r.code).toBeLessThanOrEqual(r.up * 100);
      }
    }
    expect(sealed, 'some stock sealed at 涨停 in 40 minutes').toBeGreaterThan(0);
  });
});

describe('reads', () => {
  it('/stock/book answers 五档 to anyone, with 委比 over the five levels and the day auction', async () => {
    const [s] = await q(`select b.stock_code code from stock_order_book b join stock_info s on s.code = b.stock_code
      where b.trade_date = $1 and s.price < s.limit_up_price and s.price > s.limit_down_price and cardinality(b.bid_prices) = 10 and cardinality(b.ask_prices) = 10 limit 1`, [date]);
    const res = await call('GET', `/stock/book?code=${s.code}`);
    expect(res.code).toBe(0);
    const b = res.data;
    expect(b).toMatchObject({ code: s.code, tradeDate: date, levels: 5, sealed: null });
    expect(b.bids).toHaveLength(5);
    expect(b.asks).toHaveLength(5);
    expect(b.bids[0].price).toBeLessThan(b.price);
    expect(b.asks[0].price).toBeGreaterThanOrEqual(b.price);
    const sum = (l: { volume: number }[]) => l.reduce((a, x) => a + x.volume, 0);
    expect(b.bidAskDiff).toBe(sum(b.bids) - sum(b.asks));
    expect(b.bidAskRatio).toBeCloseTo(((sum(b.bids) - sum(b.asks)) / (sum(b.bids) + sum(b.asks))) * 100, 2);
    expect(b.auction).toMatchObject({ tradeDate: date, code: s.code });
    expect(b).not.toHaveProperty('ticks');
    expect((await call('GET', '/stock/book?code=999999')).code).not.toBe(0);
  });

  it('/stock/book/auctions lists the auctions of the day limit-up pool stocks', async () => {
    const res = await call('GET', `/stock/book/auctions?tradeDate=${date}`);
    expect(res.code).toBe(0);
    const pool = (await q(`select distinct stock_code from stock_limit_up where trade_date = $1`, [date])).map((r) => r.stock_code).sort();
    expect(res.data.list.map((a: { code: string }) => a.code).sort()).toEqual(pool);
    expect(pool.length).toBeGreaterThan(0);
  });
});

describe('Level-2: 十档 and 逐笔 only for a holder of the benefit', () => {
  const L2_REFUSED = 1_100_061_000;
  let code = '';
  beforeAll(async () => {
    [{ code }] = await q(`select stock_code code from stock_order_book b join stock_info s on s.code = b.stock_code
      where b.trade_date = $1 and s.price < s.limit_up_price and cardinality(b.bid_prices) = 10 and cardinality(b.ask_prices) = 10 and s.volume > 0 limit 1`, [date]);
  });

  it('refuses a visitor (sign in) and a member without Level-2 (the product), whatever the client asks', async () => {
    expect((await call('GET', `/stock/book/level2?code=${code}`)).code).toBe(401);
    const res = await call('GET', `/stock/book/level2?code=${code}`, member);
    expect(res).toMatchObject({ code: L2_REFUSED, msg: expect.stringContaining('Level-2') });
    // the public book never carries more than five levels
    const open = await call('GET', `/stock/book?code=${code}&levels=10`, member);
    expect(open.data.bids.length).toBeLessThanOrEqual(5);
  });

  it('grants 十档 and the latest trades after a paid Level-2 order, and refuses again once it lapsed', async () => {
    const spu = (await call('GET', `/product/spu/on-sale-list?benefitType=${ProductBenefitType.LEVEL2}`, member)).data[0];
    expect(spu, 'the seed sells Level-2').toBeTruthy();
    const created = await call('POST', '/trade/order/create', member, { items: [{ skuId: spu.skus[0].id, count: 1 }] });
    expect(created.code, created.msg).toBe(0);
    const paid = await call('POST', '/pay/order/submit', member, { id: created.data.payOrderId, channelCode: 'wallet' });
    expect(paid.code, paid.msg).toBe(0);

    const res = await call('GET', `/stock/book/level2?code=${code}&ticks=20`, member);
    expect(res.code, res.msg).toBe(0);
    expect(res.data.levels).toBe(10);
    expect(res.data.bids).toHaveLength(10);
    expect(res.data.asks).toHaveLength(10);
    const ticks = res.data.ticks;
    expect(ticks.length).toBeGreaterThan(0);
    expect(ticks.length).toBeLessThanOrEqual(20);
    expect(ticks.map((x: { seq: number }) => x.seq)).toEqual(ticks.map((x: { seq: number }) => x.seq).sort((a: number, b: number) => b - a));
    const [last] = await q(`select price::float8 price from stock_tick where trade_date = $1 and stock_code = $2 order by seq desc limit 1`, [date, code]);
    expect(ticks[0].price).toBe(last.price);
    // the public answer is unchanged by it
    expect((await call('GET', `/stock/book?code=${code}`, member)).data.bids).toHaveLength(5);

    await q(`update trade_member_benefit set expire_time = now() - interval '1 minute' where user_id = $1 and type = ${ProductBenefitType.LEVEL2}`, [memberId]);
    expect((await call('GET', `/stock/book/level2?code=${code}`, member)).code).toBe(L2_REFUSED);
  });
});

describe('the push feed', () => {
  let code = '';
  let up = 0;
  let down = 0;
  let at = 0;
  beforeAll(async () => {
    const [s] = await q(`select code, limit_up_price::float8 up, limit_down_price::float8 down from stock_info where price < limit_up_price and price > limit_down_price and code like '60%' order by code limit 1`);
    ({ code, up, down } = s);
    at = sessionTime(date, 60).getTime();
  });
  const mid = () => Math.round(((up + down) / 2) * 100) / 100;
  const levels = (from: number, step: number, n = 5) => Array.from({ length: n }, (_, i) => ({ price: Math.round((from + step * i) * 100) / 100, volume: 100 * (i + 1) }));

  it('stores a book and 外盘 / 内盘; an older snapshot is ignored', async () => {
    const p = mid();
    const res = await push('order-books', [{ code, time: at, bids: levels(p - 0.01, -0.01, 10), asks: levels(p, 0.01, 10), outerVolume: 5000, innerVolume: 3000 }]);
    expect(res.code, res.msg).toBe(0);
    expect(res.data.changed).toBe(1);
    const book = (await call('GET', `/stock/book?code=${code}`)).data;
    expect(book.bids[0]).toEqual({ price: Math.round((p - 0.01) * 100) / 100, volume: 100 });
    expect(book.asks[4]).toEqual({ price: Math.round((p + 0.04) * 100) / 100, volume: 500 });
    expect([book.outerVolume, book.innerVolume]).toEqual([5000, 3000]);
    const older = await push('order-books', [{ code, time: at - 60_000, bids: levels(p - 0.05, -0.01), asks: levels(p, 0.01) }]);
    expect(older.data.changed).toBe(0);
  });

  it('refuses a whole batch for one bad row, naming it, and writes nothing', async () => {
    const p = mid();
    const before = await q(`select bid_prices::text bp from stock_order_book where stock_code = $1`, [code]);
    const crossed = await push('order-books', [
      { code, time: at + 1000, bids: levels(p - 0.01, -0.01), asks: levels(p, 0.01) },
      { code, time: at + 2000, bids: levels(p, -0.01), asks: levels(p + 0.01, -0.01) },
    ]);
    expect(crossed).toMatchObject({ code: 1_100_040_000, msg: expect.stringContaining('items[1]') });
    const past = await push('order-books', [{ code, time: at + 3000, bids: levels(p - 0.01, -0.01), asks: [{ price: up + 0.5, volume: 100 }] }]);
    expect(past).toMatchObject({ code: 1_100_040_004, msg: expect.stringContaining('asks[0].price') });
    const unknown = await push('ticks', [{ code: '999999', time: at, seq: 1, price: 10, volume: 100, side: 'buy' }]);
    expect(unknown.code).toBe(1_100_040_001);
    const badTick = await push('ticks', [
      { code, time: at, seq: 900_001, price: mid(), volume: 100, side: 'buy' },
      { code, time: at, seq: 900_002, price: mid(), volume: 0, side: 'sell' },
    ]);
    expect(badTick).toMatchObject({ code: 1_100_040_000, msg: expect.stringContaining('items[1]') });
    expect(await q(`select bid_prices::text bp from stock_order_book where stock_code = $1`, [code])).toEqual(before);
    expect(await q(`select seq from stock_tick where stock_code = $1 and seq > 900000`, [code])).toEqual([]);
  });

  it('stores trades once by (code, day, seq) and auctions with 竞价涨幅 computed by the server', async () => {
    const row = { code, time: at, seq: 900_001, price: mid(), volume: 300, side: 'sell' };
    expect((await push('ticks', [row, { ...row, seq: 900_002, side: 'buy' }])).data.changed).toBe(2);
    expect((await push('ticks', [row])).data.changed).toBe(0);
    const [stock] = await q(`select prev_close::float8 pc from stock_info where code = $1`, [code]);
    const price = Math.round(stock.pc * 1.02 * 100) / 100;
    const res = await push('auctions', [{ code, time: at, price, volume: 12_300, amount: Math.round(12_300 * price), unmatchedVolume: -4500 }]);
    expect(res.code, res.msg).toBe(0);
    const [a] = await q(`select change_percent::float8 chg, unmatched_volume::float8 u from stock_auction where stock_code = $1 and trade_date = $2`, [code, date]);
    expect(a).toEqual({ chg: Math.round(((price - stock.pc) / stock.pc) * 10000) / 100, u: -4500 });
    const out = await push('auctions', [{ code, time: at, price: up + 1, volume: 1, amount: 1 }]);
    expect(out.code).toBe(1_100_040_004);
  });
});
