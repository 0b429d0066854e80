import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { minuteOfTime, shapeSealedPrices, synthesizeMinutes } from './intraday';
import { TRADING_MINUTES } from './market-rules';

const bar = { open: 10, high: 11, low: 9.8, close: 11, volume: 1_000_000, amount: 10_500_000 };

describe('a synthesized 分时 agrees with the day\'s pool row', () => {
  it('reaches the limit first at 首次封板 and stays there from 最后封板 to the close', () => {
    const minutes = synthesizeMinutes(bar, 'k', { limit: 11, firstSealTime: '11:06:12', lastSealTime: '13:45:00', sealedAtClose: true });
    const first = minutes.findIndex((m) => m.price === 11);
    expect(minutes[first].time).toBe('11:06');
    expect(minutes.slice(minuteOfTime('13:45')).every((m) => m.price === 11)).toBe(true);
    expect(minutes[240].price).toBe(11);
  });

  it('a 炸板 day touches the limit at its seals and closes below it', () => {
    const broken = { ...bar, close: 10.6 };
    const minutes = synthesizeMinutes(broken, 'k2', { limit: 11, firstSealTime: '09:45', lastSealTime: '10:20', sealedAtClose: false });
    expect(minutes.findIndex((m) => m.price === 11)).toBe(minuteOfTime('09:45'));
    expect(minutes[minuteOfTime('10:20')].price).toBe(11);
    expect(minutes.slice(minuteOfTime('10:20') + 1).every((m) => m.price < 11)).toBe(true);
    expect(minutes[240].price).toBe(10.6);
  });

  it('holds for any seal times: nothing at the limit before the first seal, sealed from the last one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 240 }), fc.integer({ min: 0, max: 240 }), fc.array(fc.integer({ min: 900, max: 1100 }), { minLength: 241, maxLength: 241 }), (a, b, prices) => {
        const [first, last] = a <= b ? [a, b] : [b, a];
        const out = shapeSealedPrices(prices, { limit: 11, firstSealTime: TRADING_MINUTES[first], lastSealTime: TRADING_MINUTES[last], sealedAtClose: true });
        expect(out.findIndex((p) => p === 1100)).toBe(first);
        expect(out.slice(last).every((p) => p === 1100)).toBe(true);
        expect(out.every((p) => p <= 1100)).toBe(true);
      }),
    );
  });
});
