import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { TRADING_MINUTES, nextTradeDay } from '../market-rules';
import { minuteOfTime } from '../intraday';
import { MarketSimulator } from './simulator';

// A whole trading session of the simulator, minute by minute, on the test market: after every tick each figure that
// appears in two places must be the same figure (issue: a header of 1468.50 beside a chart at 1747).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const q = async <T = any>(text: string, values: unknown[] = []): Promise<T[]> => (await t.database.pool.query(text, values)).rows;

/** Beijing time of minute i (0–240) of `date`, 20 s into the minute. */
function sessionTime(date: string, i: number): Date {
  const [h, m] = TRADING_MINUTES[i].split(':').map(Number);
  // the minute labelled 13:01 is traded from 13:00:00; 09:30 from 09:30:00
  const minutes = i > 120 ? h * 60 + m - 1 : h * 60 + m;
  return new Date(Date.parse(`${date}T${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:20+08:00`));
}

async function checkInvariants(date: string, label: string): Promise<void> {
  // header = today's bar = the last stored minute, for every stock that traded today
  const split = await q(`select s.code, s.price::float8 p, d.close::float8 c, d.high::float8 dh, s.high::float8 sh, d.low::float8 dl, s.low::float8 sl, d.volume::float8 dv, s.volume::float8 sv,
      (select m.price::float8 from stock_minute m where m.security_type = 1 and m.code = s.code and m.trade_date = $1 order by m.minute desc limit 1) lm
    from stock_info s join stock_daily d on d.stock_code = s.code and d.trade_date = $1
    where d.close <> s.price or d.high <> s.high or d.low <> s.low or d.volume <> s.volume
      or exists (select 1 from stock_minute m where m.security_type = 1 and m.code = s.code and m.trade_date = $1)
        and (select m.price from stock_minute m where m.security_type = 1 and m.code = s.code and m.trade_date = $1 order by m.minute desc limit 1) <> s.price`, [date]);
  expect(split.slice(0, 3), `${label}: quote, bar and last minute disagree`).toEqual([]);
  // pools ⊂ stocks at the limit (涨停 at the upper, 跌停 at the lower), 炸板 below it
  const pools = await q(`select l.pool_type, l.stock_code from stock_limit_up l join stock_info s on s.code = l.stock_code
    where l.trade_date = $1 and ((l.pool_type = 1 and s.price <> s.limit_up_price) or (l.pool_type = 3 and s.price <> s.limit_down_price)
      or (l.pool_type = 2 and s.price >= s.limit_up_price))`, [date]);
  expect(pools, `${label}: a pool row not at its limit`).toEqual([]);
  const unpooled = await q(`select code from stock_info s where s.price = s.limit_up_price
    and not exists (select 1 from stock_limit_up l where l.trade_date = $1 and l.pool_type = 1 and l.stock_code = s.code)`, [date]);
  expect(unpooled, `${label}: at the limit but not in 涨停`).toEqual([]);
  // 首次封板 is the first stored minute at the limit
  const seals = await q(`select l.stock_code, l.first_seal_time,
      (select min(m.minute) from stock_minute m where m.security_type = 1 and m.code = l.stock_code and m.trade_date = $1 and m.price = s.limit_up_price) first_at_limit
    from stock_limit_up l join stock_info s on s.code = l.stock_code where l.trade_date = $1 and l.pool_type in (1, 2)`, [date]);
  // (by minute of the series: 11:30 and 13:00 are one point of a 分时 chart, the noon break left out)
  for (const r of seals) expect(minuteOfTime(r.first_seal_time), `${label}: ${r.stock_code} 首次封板 ${r.first_seal_time}`).toBe(r.first_at_limit);
  // the day's statistics are the sums of the stocks
  const [turnover] = await q(`select sh_amount::float8 sh, sz_amount::float8 sz, bj_amount::float8 bj, total_amount::float8 total, up_count, down_count, flat_count, limit_up_count, limit_down_count
    from stock_market_turnover where trade_date = $1`, [date]);
  const [sums] = await q(`select coalesce(sum(amount) filter (where market_type = 'SH'), 0)::float8 sh, coalesce(sum(amount) filter (where market_type = 'SZ'), 0)::float8 sz,
      coalesce(sum(amount) filter (where market_type = 'BJ'), 0)::float8 bj, count(*) filter (where change_percent > 0)::int up, count(*) filter (where change_percent < 0)::int down,
      count(*) filter (where change_percent = 0)::int flat, count(*) filter (where price = limit_up_price)::int lu, count(*) filter (where price = limit_down_price)::int ld from stock_info`);
  expect(turnover.sh, label).toBeCloseTo(sums.sh, 0);
  expect(turnover.sz, label).toBeCloseTo(sums.sz, 0);
  expect(turnover.bj, label).toBeCloseTo(sums.bj, 0);
  expect(turnover.total, label).toBeCloseTo(sums.sh + sums.sz + sums.bj, 0);
  expect([turnover.up_count, turnover.down_count, turnover.flat_count, turnover.limit_up_count, turnover.limit_down_count], label).toEqual([sums.up, sums.down, sums.flat, sums.lu, sums.ld]);
  // a board's figures are its members' (boards whose figures come from the source are kept as the source gave them)
  const boards = await q(`select c.code, c.change_percent::float8 chg, a.chg::float8 member_chg, c.up_count, a.up, c.limit_up_count, a.lu from stock_concept c
    join (select m.concept_code, round(avg(s.change_percent), 2) chg, count(*) filter (where s.change_percent > 0)::int up, count(*) filter (where s.price = s.limit_up_price)::int lu
      from stock_concept_member m join stock_info s on s.code = m.stock_code group by m.concept_code) a on a.concept_code = c.code
    where not c.source_figures and (c.change_percent <> a.chg or c.up_count <> a.up or c.limit_up_count <> a.lu)`);
  expect(boards, `${label}: board figures differ from their members'`).toEqual([]);
  // an index's level, its bar and its last minute agree
  const indices = await q(`select i.code from stock_index i join stock_index_daily d on d.index_code = i.code and d.trade_date = $1
    where d.close <> i.price or (select m.price from stock_minute m where m.security_type = 2 and m.code = i.code and m.trade_date = $1 order by m.minute desc limit 1) <> i.price`, [date]);
  expect(indices, `${label}: index level, bar and minute disagree`).toEqual([]);
}

describe('a whole simulated session', () => {
  it('keeps header = last bar = last minute, pools at their limits, 首次封板 = first minute at the limit, and every aggregate the sum of its parts', async () => {
    const [{ latest }] = await q(`select max(trade_date)::text latest from stock_market_turnover`);
    const date = nextTradeDay(latest);
    const sim = new MarketSimulator(t.app.db, { moveShare: 0.5, limitUpChance: 0.02, breakChance: 0.1, seed: 11 });
    for (let i = 0; i <= 240; i++) {
      const r = await sim.tick(sessionTime(date, i));
      expect(r.tradeDate).toBe(date);
      if (i % 10 === 0 || i === 240) await checkInvariants(date, `minute ${TRADING_MINUTES[i]}`);
    }
    const [{ n }] = await q(`select count(*)::int n from stock_limit_up where trade_date = $1 and pool_type = 1`, [date]);
    expect(n).toBeGreaterThan(0);
  }, 600_000);
});
