import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { TRADING_MINUTES, nextTradeDay } from '../market-rules';
import { MarketSimulator } from '../feed/simulator';
import { applyMoneyFlows } from '../feed/money-path';
import { DRAGON_TIGER_REASONS as R, listingAmplitude } from './money-rules';

// The money side through its doors: the push feed's two kinds, the simulator's tick and close, and the public reads.

let t: TestApp;
let feedToken = '';
let base = 0;
let latest = '';
let A = '';
let B = '';

const q = async <T = any>(text: string, values: unknown[] = []): Promise<T[]> => (await t.database.pool.query(text, values)).rows;

async function push(kind: string, items: unknown[]) {
  const res = await t.app.inject({ method: 'POST', url: `/admin-api/stock-feed/${kind}`, headers: { authorization: `Bearer ${feedToken}` }, payload: { items } });
  return res.json() as { code: number; msg: string; data: any };
}
const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/admin-api/stock/money/${url}` });
  return res.json() as { code: number; msg: string; data: any };
};

/** Beijing time of session minute i (0–240) of `date`, 20 s into the minute. */
function sessionTime(date: string, i: number): Date {
  const [h, m] = TRADING_MINUTES[i].split(':').map(Number);
  const minutes = i > 120 ? h * 60 + m - 1 : h * 60 + m;
  return new Date(Date.parse(`${date}T${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:20+08:00`));
}

beforeAll(async () => {
  t = await createTestApp({ marketFeed: 'push' });
  const secret = (await q("select secret from system_oauth2_client where client_id = 'stock-feed'"))[0].secret;
  const res = await t.call({
    method: 'POST',
    url: '/admin-api/system/oauth2/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ grant_type: 'client_credentials', client_id: 'stock-feed', client_secret: secret }).toString(),
  });
  feedToken = res.data.access_token;
  base = Math.ceil(Number((await q('select extract(epoch from max(quote_time)) * 1000 as t from stock_info'))[0].t)) + 1000;
  latest = (await q('select max(trade_date)::text d from stock_market_turnover'))[0].d;
  [A, B] = (await q("select code from stock_info where code like '6%' order by code limit 2")).map((r) => r.code);
});
afterAll(() => t.close());

const flowRow = (code: string, time: number, main = 1_000_000) => ({
  code,
  time,
  extraLarge: { buy: 5_000_000, sell: 5_000_000 - main / 2 },
  large: { net: main / 2 },
  medium: { buy: 2_000_000, sell: 2_500_000, net: -500_000 },
  small: { net: -300_000 },
});

/** Every 龙虎榜 row of `date` meets its rule, at most 5 a rule per exchange group, and its seats add up; answers the rows. */
async function checkDragonTiger(date: string): Promise<number> {
    const rows = await q(`select t.stock_code code, t.reason, t.buy_amount::float8 buy, t.sell_amount::float8 sell, t.net_amount::float8 net, t.inst_net::float8 inst,
        b.change_percent::float8 chg, b.high::float8 high, b.low::float8 low, b.turnover_rate::float8 tr, b.amount::float8 amount, s.board
      from stock_dragon_tiger t join stock_daily b on b.stock_code = t.stock_code and b.trade_date = t.trade_date join stock_info s on s.code = t.stock_code
      where t.trade_date = $1`, [date]);
    const ix = Object.fromEntries(
      (await q(`select index_code, change_percent::float8 chg from stock_index_daily where trade_date = $1 and index_code in ('000001', '399001')`, [date])).map((r) => [r.index_code, r.chg]),
    );
    const perRule = new Map<string, number>();
    for (const r of rows) {
      const group = r.board === 'main' ? (r.code.startsWith('6') ? 'sh' : 'sz') : r.board;
      expect(['main', 'gem', 'star']).toContain(r.board);
      const limit = r.board === 'main' ? 10 : 20;
      const chg = Math.abs(Math.abs(r.chg) - limit) < 0.06 ? Math.sign(r.chg) * limit : r.chg;
      const dev = chg - (group === 'sh' ? ix['000001'] : ix['399001']);
      const meets: Record<string, boolean> = {
        [R.upDeviation7]: dev >= 7,
        [R.downDeviation7]: dev <= -7,
        [R.amplitude15]: listingAmplitude(r.high, r.low) >= 15,
        [R.turnover20]: r.tr >= 20,
        [R.up15]: r.chg >= 15,
        [R.down15]: r.chg <= -15,
        [R.amplitude30]: listingAmplitude(r.high, r.low) >= 30,
        [R.turnover30]: r.tr >= 30,
      };
      if (r.reason in meets) expect(meets[r.reason], `${r.code} ${r.reason} (change ${r.chg}, dev ${dev})`).toBe(true);
      else expect(r.reason).toMatch(/^连续三个交易日内|^无价格涨跌幅限制/);
      const key = `${group}:${r.reason}`;
      perRule.set(key, (perRule.get(key) ?? 0) + 1);
      const seats = await q(`select side, seat_name, institution, buy_amount::float8 buy, sell_amount::float8 sell from stock_dragon_tiger_seat
        where trade_date = $1 and stock_code = $2 and reason = $3`, [date, r.code, r.reason]);
      expect(seats.filter((s) => s.side === 1)).toHaveLength(5);
      expect(seats.filter((s) => s.side === 2)).toHaveLength(5);
      const sum = (f: (s: any) => number) => Math.round(seats.reduce((a, s) => a + f(s), 0) * 100) / 100;
      expect(r.buy).toBe(sum((s) => s.buy));
      expect(r.sell).toBe(sum((s) => s.sell));
      expect(r.net).toBe(Math.round((r.buy - r.sell) * 100) / 100);
      expect(r.inst).toBe(sum((s) => (s.institution ? s.buy - s.sell : 0)));
      expect(r.buy + r.sell).toBeLessThan(r.amount);
    }
    for (const [key, count] of perRule) if (!key.includes('连续三个交易日内')) expect(count, key).toBeLessThanOrEqual(5);
  return rows.length;
}

describe('push feed: money-flows', () => {
  it('writes the day’s figures, computes 主力 and 净流入, and ignores the same or an older row', async () => {
    const first = await push('money-flows', [flowRow(A, base), flowRow(B, base, -2_000_000)]);
    expect(first.code).toBe(0);
    expect(first.data).toMatchObject({ total: 2, changed: 2, ignored: 0, tradeDate: latest });
    const [a] = await q('select main_net::float8 main, net::float8 net, elg_net::float8 elg, lg_net::float8 lg from stock_money_flow where stock_code = $1 and trade_date = $2', [A, latest]);
    expect(a).toEqual({ main: 1_000_000, net: 200_000, elg: 500_000, lg: 500_000 });
    expect((await push('money-flows', [flowRow(A, base), flowRow(B, base - 1000, 9_000_000)])).data).toMatchObject({ changed: 0, ignored: 2 });
    const money = await get(`stock?code=${A}`);
    expect(money.code).toBe(0);
    expect(money.data.today).toMatchObject({ tradeDate: latest, mainNet: 1_000_000, net: 200_000, extraLarge: { buy: 5_000_000, sell: 4_500_000, net: 500_000 }, large: { buy: null, sell: null, net: 500_000 } });
    expect(money.data.days[0].tradeDate).toBe(latest);
  });

  it('refuses a batch by the bad row’s index and writes none of it', async () => {
    const before = await q('select main_net::float8 m from stock_money_flow where stock_code = $1', [A]);
    const bad = await push('money-flows', [flowRow(A, base + 5000, 7_000_000), { ...flowRow(B, base + 5000), small: { buy: 1 } }]);
    expect(bad.code).toBe(1_100_040_000);
    expect(bad.msg).toContain('items[1]');
    const mismatch = await push('money-flows', [{ ...flowRow(A, base + 5000), medium: { buy: 10, sell: 5, net: 4 } }]);
    expect(mismatch.code).toBe(1_100_040_000);
    expect(mismatch.msg).toContain('items[0]');
    const unknown = await push('money-flows', [flowRow(A, base + 5000), flowRow('600999', base + 5000)]);
    expect(unknown.code).toBe(1_100_040_001);
    expect(unknown.msg).toContain('items[1]');
    expect(await q('select main_net::float8 m from stock_money_flow where stock_code = $1', [A])).toEqual(before);
  });
});

describe('push feed: dragon-tiger', () => {
  const row = (over: Record<string, unknown> = {}) => ({
    code: A,
    tradeDate: latest,
    reason: R.upDeviation7,
    seats: [
      { side: 'buy', name: '机构专用', buy: 30_000_000, sell: 1_000_000 },
      { side: 'buy', name: '演示证券上海中山路营业部', buy: 20_000_000, sell: 0 },
      { side: 'sell', name: '演示证券深圳人民路营业部', buy: 500_000, sell: 15_000_000 },
    ],
    ...over,
  });

  it('stores a row with its seats, sums the seats, and is idempotent by (day, stock, reason)', async () => {
    const first = await push('dragon-tiger', [row()]);
    expect(first.code).toBe(0);
    expect(first.data).toMatchObject({ changed: 1, tradeDate: latest });
    expect((await push('dragon-tiger', [row()])).data).toMatchObject({ changed: 0, ignored: 1 });
    const day = await get(`dragon-tiger?tradeDate=${latest}`);
    const entry = day.data.list.find((e: any) => e.code === A);
    expect(entry).toMatchObject({ reason: R.upDeviation7, buyAmount: 50_500_000, sellAmount: 16_000_000, netAmount: 34_500_000, instNet: 29_000_000 });
    // the stock's figures of the day come from its bar
    const [bar] = await q('select close::float8 close from stock_daily where stock_code = $1 and trade_date = $2', [A, latest]);
    expect(entry.close).toBe(bar.close);
    const detail = await get(`dragon-tiger/stock?code=${A}`);
    expect(detail.data.tradeDate).toBe(latest);
    expect(detail.data.entries[0].buySeats.map((s: any) => [s.rank, s.name, s.institution])).toEqual([
      [1, '机构专用', true],
      [2, '演示证券上海中山路营业部', false],
    ]);
    expect(detail.data.entries[0].sellSeats).toHaveLength(1);
    expect(detail.data.history.map((h: any) => h.tradeDate)).toContain(latest);
    // a changed seat rewrites the row's seats
    const changed = await push('dragon-tiger', [row({ seats: [{ side: 'buy', name: '机构专用', buy: 1_000_000, sell: 0 }] })]);
    expect(changed.data.changed).toBe(1);
    expect((await get(`dragon-tiger/stock?code=${A}`)).data.entries[0]).toMatchObject({ buyAmount: 1_000_000, sellAmount: 0, instNet: 1_000_000, sellSeats: [] });
  });

  it('refuses bad rows by index: six seats a side, a day that is no trade day, an unknown stock', async () => {
    const six = Array.from({ length: 6 }, (_, i) => ({ side: 'buy', name: `席位${i}`, buy: 1, sell: 0 }));
    const tooMany = await push('dragon-tiger', [row({ reason: 'x' }), row({ seats: six })]);
    expect(tooMany.code).toBe(1_100_040_000);
    expect(tooMany.msg).toContain('items[1]');
    const saturday = await push('dragon-tiger', [row({ tradeDate: '2026-11-21' })]);
    expect(saturday.code).toBe(1_100_040_000);
    expect(saturday.msg).toContain('items[0]');
    const unknown = await push('dragon-tiger', [row({ reason: 'y' }), row({ code: '600999' })]);
    expect(unknown.code).toBe(1_100_040_001);
    expect((await q("select count(*)::int n from stock_dragon_tiger where reason in ('x', 'y')"))[0].n).toBe(0);
  });
});

describe('the write path as a pulled source uses it', () => {
  it('takes closing figures without buy / sell or time, reports unknown codes, and writes nothing the second time', async () => {
    const rows = [
      { code: B, tradeDate: latest, smallNet: 1, mediumNet: 2, largeNet: 3, extraLargeNet: 4, mainNet: 999, net: 999 },
      { code: '600999', tradeDate: latest, smallNet: 1, mediumNet: 2, largeNet: 3, extraLargeNet: 4, mainNet: 7, net: 10 },
    ];
    const first = await t.app.db.transaction((db) => applyMoneyFlows(db, rows, { tradeDate: latest }));
    expect(first).toMatchObject({ written: 1, unchanged: 0, problems: ['600999：本站没有这只股票'] });
    // 主力 is 超大单 + 大单 whatever the source computed
    expect((await q('select main_net::float8 m, net::float8 n from stock_money_flow where stock_code = $1 and trade_date = $2', [B, latest]))[0]).toEqual({ m: 7, n: 10 });
    expect(await t.app.db.transaction((db) => applyMoneyFlows(db, rows, { tradeDate: latest }))).toMatchObject({ written: 0, unchanged: 1 });
  });
});

describe('the simulator', () => {
  it('keeps every stock’s 资金流向 equal to its turnover, with 主力 following the price, and lists only what the rules select at 15:00', async () => {
    const date = nextTradeDay(latest);
    const sim = new MarketSimulator(t.app.db, { moveShare: 0.5, limitUpChance: 0.03, seed: 21 });
    const minutes = [...Array.from({ length: 40 }, (_, i) => i), 200, 230, 239, 240, 241];
    for (const i of minutes) {
      // 241: the close's snapshot at 15:00:20 (on the 15:00 minute), which lists the day's 龙虎榜
      await sim.tick(i === 241 ? new Date(`${date}T15:00:20+08:00`) : sessionTime(date, i));
      if (i % 20 === 0 || i >= 239) {
        // the eight buckets add up to the stored turnover, to the cent; every stock that traded has its row
        const off = await q(`select s.code, s.amount::float8 amount, (f.elg_buy + f.elg_sell + f.lg_buy + f.lg_sell + f.md_buy + f.md_sell + f.sm_buy + f.sm_sell)::float8 gross
          from stock_info s left join stock_money_flow f on f.stock_code = s.code and f.trade_date = $1
          where s.amount > 0 and (f.stock_code is null or f.elg_buy + f.elg_sell + f.lg_buy + f.lg_sell + f.md_buy + f.md_sell + f.sm_buy + f.sm_sell <> s.amount
            or f.main_net <> f.elg_net + f.lg_net or f.net <> f.elg_net + f.lg_net + f.md_net + f.sm_net or f.elg_net <> f.elg_buy - f.elg_sell)`, [date]);
        expect(off.slice(0, 3), `minute ${i}`).toEqual([]);
      }
    }
    // 主力 leans with the price: most stocks that moved clearly have a 主力净流入 of the same sign
    const [agree] = await q(`select count(*) filter (where sign(f.main_net) = sign(s.change_percent))::int same, count(*)::int n
      from stock_info s join stock_money_flow f on f.stock_code = s.code and f.trade_date = $1 where abs(s.change_percent) >= 1`, [date]);
    expect(agree.n).toBeGreaterThan(10);
    expect(agree.same / agree.n).toBeGreaterThan(0.7);
    // the intraday line ends at the day's 主力净流入
    const line = await q(`select f.stock_code from stock_money_flow f where f.trade_date = $1 and f.main_net <>
      (select m.main_net from stock_money_minute m where m.trade_date = $1 and m.stock_code = f.stock_code order by m.minute desc limit 1)`, [date]);
    expect(line).toEqual([]);

    // 龙虎榜 at 15:00: every row meets its rule, at most 5 a rule per exchange group, seats add up
    expect(await checkDragonTiger(date)).toBeGreaterThan(0);
    // the close runs once a day
    expect(await sim.closeDay(new Date(`${date}T15:00:30+08:00`))).toBe(0);
  }, 300_000);
});

describe('the seed', () => {
  it('writes 资金流向 of the last days adding up to the bars’ turnover, and 龙虎榜 of closed days by the rules', async () => {
    const days = await q(`select trade_date::text d, count(*)::int n from stock_money_flow where stock_code not in ($1, $2) group by trade_date order by trade_date`, [A, B]);
    expect(days.length).toBeGreaterThanOrEqual(10);
    const off = await q(`select f.stock_code, f.trade_date from stock_money_flow f join stock_daily b on b.stock_code = f.stock_code and b.trade_date = f.trade_date
      where f.stock_code not in ($1, $2) and f.elg_buy + f.elg_sell + f.lg_buy + f.lg_sell + f.md_buy + f.md_sell + f.sm_buy + f.sm_sell <> b.amount limit 3`, [A, B]);
    expect(off).toEqual([]);
    const listed = await q(`select distinct trade_date::text d from stock_dragon_tiger where trade_date <= $1 order by d`, [latest]);
    expect(listed.length).toBeGreaterThan(0);
    let rows = 0;
    for (const { d } of listed) if (d < latest) rows += await checkDragonTiger(d);
    expect(rows).toBeGreaterThan(0);
  });
});
