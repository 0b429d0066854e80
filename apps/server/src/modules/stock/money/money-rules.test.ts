import { describe, expect, it } from 'vitest';
import { Prng } from '../generator/prng';
import { DRAGON_TIGER_REASONS as R, dragonTigerListings, flowNets, listingAmplitude, moneyBias, simulateSeats, splitTurnover, type ListingCandidate } from './money-rules';

const cand = (code: string, over: Partial<ListingCandidate> = {}): ListingCandidate => ({
  code,
  board: code.startsWith('30') ? 'gem' : code.startsWith('68') ? 'star' : code.startsWith('8') || code.startsWith('4') ? 'bse' : 'main',
  isSt: false,
  changePercent: 1,
  limitPercent: code.startsWith('30') || code.startsWith('68') ? 20 : 10,
  high: 10.2,
  low: 10,
  turnoverRate: 3,
  amount: 1e8,
  volume: 1e7,
  change3: 2,
  ...over,
});
const flat = { sh: 0, sz: 0, sh3: 0, sz3: 0 };
const reasonsOf = (list: { code: string; reason: string }[], code: string) => list.filter((l) => l.code === code).map((l) => l.reason);

describe('splitTurnover', () => {
  it('the eight buckets add up to the turnover exactly, none negative', () => {
    const r = new Prng(7);
    for (const cents of [1, 99, 12_345, 987_654_321, 4_500_000_000_01]) {
      for (const bias of [-1, -0.3, 0, 0.4, 1]) {
        const f = splitTurnover(cents, bias, r);
        expect(f.reduce((a, b) => a + b, 0)).toBe(cents);
        expect(f.every((v) => Number.isInteger(v) && v >= 0)).toBe(true);
      }
    }
    expect(splitTurnover(0, 1, r)).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('主力 lean with the bias and 小单 against it, on average', () => {
    const r = new Prng(3);
    let mainUp = 0;
    let smallUp = 0;
    for (let i = 0; i < 200; i++) {
      const n = flowNets(splitTurnover(10_000_000, 0.8, r));
      if (n.main > 0) mainUp++;
      if (n.sm > 0) smallUp++;
    }
    expect(mainUp).toBeGreaterThan(180);
    expect(smallUp).toBeLessThan(20);
  });

  it('the bias follows the price move', () => {
    const r = new Prng(5);
    const ups = Array.from({ length: 100 }, () => moneyBias(1000, 1010, 3, r)).filter((b) => b > 0).length;
    const downs = Array.from({ length: 100 }, () => moneyBias(1000, 990, -3, r)).filter((b) => b < 0).length;
    expect(ups).toBeGreaterThan(90);
    expect(downs).toBeGreaterThan(90);
  });
});

describe('dragonTigerListings (交易公开信息)', () => {
  it('主板: deviation ±7 % from its index, 振幅 15 % on the low, 换手率 20 %', () => {
    const list = dragonTigerListings(
      [
        cand('600001', { changePercent: 8 }),
        cand('600002', { changePercent: 6.9 }),
        cand('000003', { changePercent: -7.5 }),
        cand('600004', { high: 11.5, low: 10 }),
        cand('600005', { high: 11.49, low: 10 }),
        cand('000006', { turnoverRate: 20 }),
        cand('000007', { turnoverRate: 19.99 }),
      ],
      flat,
    );
    expect(reasonsOf(list, '600001')).toEqual([R.upDeviation7]);
    expect(reasonsOf(list, '600002')).toEqual([]);
    expect(reasonsOf(list, '000003')).toEqual([R.downDeviation7]);
    expect(reasonsOf(list, '600004')).toEqual([R.amplitude15]);
    expect(reasonsOf(list, '600005')).toEqual([]);
    expect(reasonsOf(list, '000006')).toEqual([R.turnover20]);
    expect(reasonsOf(list, '000007')).toEqual([]);
    expect(listingAmplitude(11.5, 10)).toBeCloseTo(15);
  });

  it('the deviation is taken from the stock’s own index; at the limit the limit percent counts', () => {
    const ref = { sh: 3.5, sz: -1, sh3: 0, sz3: 0 };
    // +9.8 % on a day 上证 rose 3.5 %: deviation 6.3 — not listed; the same on 深市 with 深成指 −1 %: 10.8 — listed
    const list = dragonTigerListings([cand('600010', { changePercent: 9.8 }), cand('000010', { changePercent: 9.8 }), cand('600011', { changePercent: 9.97 })], ref);
    expect(reasonsOf(list, '600010')).toEqual([]);
    expect(reasonsOf(list, '000010')).toEqual([R.upDeviation7]);
    // a close at the limit rounds to 9.97 %: counted as 10 → deviation 6.5, still not listed
    expect(reasonsOf(list, '600011')).toEqual([]);
  });

  it('only the top 5 of each criterion per exchange, ties by turnover', () => {
    const sh = Array.from({ length: 8 }, (_, i) => cand(`60010${i}`, { changePercent: 9 + i * 0.1, amount: 1e8 }));
    const sz = Array.from({ length: 3 }, (_, i) => cand(`00010${i}`, { changePercent: 8 }));
    const tie = [cand('600200', { changePercent: 7.5, amount: 5e8 }), cand('600201', { changePercent: 7.5, amount: 6e8 })];
    const list = dragonTigerListings([...sh, ...sz, ...tie], flat);
    const shUp = list.filter((l) => l.code.startsWith('6') && l.reason === R.upDeviation7).map((l) => l.code);
    expect(shUp).toEqual(['600107', '600106', '600105', '600104', '600103']);
    expect(list.filter((l) => l.code.startsWith('0')).length).toBe(3);
    const few = dragonTigerListings([cand('600300', { changePercent: 8 }), ...tie, cand('600301', { changePercent: 8 }), cand('600302', { changePercent: 8 }), cand('600303', { changePercent: 8 })], flat);
    expect(few.map((l) => l.code)).toContain('600201');
    expect(few.map((l) => l.code)).not.toContain('600200');
  });

  it('创业板 / 科创板: ±15 %, 振幅 30 %, 换手率 30 %; 北交所 is not listed', () => {
    const list = dragonTigerListings(
      [
        cand('300001', { changePercent: 14.9 }),
        cand('300002', { changePercent: 15 }),
        cand('688003', { changePercent: -16 }),
        cand('300004', { turnoverRate: 25 }),
        cand('300005', { turnoverRate: 31 }),
        cand('688006', { high: 13, low: 10 }),
        cand('830001', { changePercent: 29.9, turnoverRate: 50 }),
      ],
      flat,
    );
    expect(reasonsOf(list, '300001')).toEqual([]);
    expect(reasonsOf(list, '300002')).toEqual([R.up15]);
    expect(reasonsOf(list, '688003')).toEqual([R.down15]);
    expect(reasonsOf(list, '300004')).toEqual([]);
    expect(reasonsOf(list, '300005')).toEqual([R.turnover30]);
    expect(reasonsOf(list, '688006')).toEqual([R.amplitude30]);
    expect(reasonsOf(list, '830001')).toEqual([]);
  });

  it('3-day cumulative deviation: 20 % (ST 12 %, 创业板 30 %), every such stock; a stock without limit is listed as such', () => {
    const list = dragonTigerListings(
      [
        cand('600400', { change3: 21 }),
        cand('600401', { change3: 19 }),
        cand('600402', { change3: 13, isSt: true, limitPercent: 5 }),
        cand('300403', { change3: 29 }),
        cand('300404', { change3: -31 }),
        cand('688405', { limitPercent: null, changePercent: 120 }),
      ],
      flat,
    );
    expect(reasonsOf(list, '600400')).toEqual([R.up3(20)]);
    expect(reasonsOf(list, '600401')).toEqual([]);
    expect(reasonsOf(list, '600402')).toEqual([R.up3(12)]);
    expect(reasonsOf(list, '300403')).toEqual([]);
    expect(reasonsOf(list, '300404')).toEqual([R.down3(30)]);
    expect(reasonsOf(list, '688405')).toEqual([R.noLimit]);
  });
});

describe('simulateSeats', () => {
  it('5 buy and 5 sell seats, distinct names but 机构专用, within the turnover, leaning with the change', () => {
    const r = new Prng(11);
    for (const chg of [10, -10]) {
      const seats = simulateSeats(5e8, chg, r);
      expect(seats.filter((s) => s.side === 'buy')).toHaveLength(5);
      expect(seats.filter((s) => s.side === 'sell')).toHaveLength(5);
      const names = seats.filter((s) => !s.institution).map((s) => s.seat);
      expect(new Set(names).size).toBe(names.length);
      expect(seats.filter((s) => s.institution).every((s) => s.seat === '机构专用')).toBe(true);
      const buy = seats.reduce((a, s) => a + s.buy, 0);
      const sell = seats.reduce((a, s) => a + s.sell, 0);
      expect(buy + sell).toBeLessThan(5e8);
      expect(chg > 0 ? buy > sell : buy < sell).toBe(true);
    }
  });
});
