import { describe, expect, it } from 'vitest';
import { AlertKind, DEFAULT_ALERT_CAP } from '@gprs/contract';
import { alertCap, alertEvent, alertHolds, crossing, parseCaps, surgeMove, type AlertQuote } from './alert-rules';

const q = (price: number, extra: Partial<AlertQuote> = {}): AlertQuote => ({ price, prevClose: 10, high: Math.max(price, 10), limitUp: 11, ...extra });
const rule = (kind: number, threshold: number | null = null, windowMinutes: number | null = null) => ({ kind, threshold, windowMinutes });

describe('alert conditions', () => {
  it('price above / below compare in cents, the threshold itself included', () => {
    expect(alertHolds(rule(AlertKind.PRICE_ABOVE, 10.5), q(10.49))).toBe(false);
    expect(alertHolds(rule(AlertKind.PRICE_ABOVE, 10.5), q(10.5))).toBe(true);
    expect(alertHolds(rule(AlertKind.PRICE_ABOVE, 10.1), q(10.1 + 1e-9))).toBe(true);
    expect(alertHolds(rule(AlertKind.PRICE_BELOW, 9.5), q(9.51))).toBe(false);
    expect(alertHolds(rule(AlertKind.PRICE_BELOW, 9.5), q(9.5))).toBe(true);
  });

  it('涨幅高于 / 跌幅超过 use the change against the previous close', () => {
    expect(alertHolds(rule(AlertKind.CHANGE_ABOVE, 5), q(10.49))).toBe(false);
    expect(alertHolds(rule(AlertKind.CHANGE_ABOVE, 5), q(10.5))).toBe(true);
    expect(alertHolds(rule(AlertKind.CHANGE_BELOW, 3), q(9.71))).toBe(false);
    expect(alertHolds(rule(AlertKind.CHANGE_BELOW, 3), q(9.7))).toBe(true);
    // no previous close: no change
    expect(alertHolds(rule(AlertKind.CHANGE_ABOVE, 1), q(12, { prevClose: null }))).toBe(false);
  });

  it('涨停 is the price at the upper limit; 炸板 is below it after touching it', () => {
    expect(alertHolds(rule(AlertKind.LIMIT_UP), q(11, { high: 11 }))).toBe(true);
    expect(alertHolds(rule(AlertKind.LIMIT_UP), q(10.99, { high: 11 }))).toBe(false);
    expect(alertHolds(rule(AlertKind.LIMIT_UP), q(11, { limitUp: null }))).toBe(false);
    expect(alertHolds(rule(AlertKind.LIMIT_BREAK), q(10.9, { high: 11 }))).toBe(true);
    expect(alertHolds(rule(AlertKind.LIMIT_BREAK), q(11, { high: 11 }))).toBe(false);
    expect(alertHolds(rule(AlertKind.LIMIT_BREAK), q(10.9, { high: 10.95 }))).toBe(false);
  });

  it('异动: a move of the threshold from the window low or high', () => {
    expect(surgeMove([10, 10.1, 10.2], 10.3, 3)).toEqual({ up: true, percent: 3 });
    expect(surgeMove([10.5, 10.4], 10.18, 3)).toEqual({ up: false, percent: 3.05 });
    expect(surgeMove([10, 10.1], 10.2, 3)).toBeNull();
    expect(surgeMove([], 10, 1)).toBeNull();
    expect(alertHolds(rule(AlertKind.SURGE, 3, 5), q(10.3), [10, 10.2])).toBe(true);
    expect(alertHolds(rule(AlertKind.SURGE, 3, 5), q(10.3), [10.1, 10.2])).toBe(false);
    expect(alertEvent(rule(AlertKind.SURGE, 3, 5), q(10.3), [10])).toBe('异动：5 分钟内快速拉升 3%');
  });
});

describe('once per crossing', () => {
  it('fires when the condition turns true, re-arms when it turns false, and is quiet in between', () => {
    expect(crossing(false, true)).toBe('fire');
    expect(crossing(true, true)).toBeNull();
    expect(crossing(true, false)).toBe('rearm');
    expect(crossing(false, false)).toBeNull();
  });

  it('a price walking across a threshold and back fires once per upward crossing', () => {
    const r = rule(AlertKind.PRICE_ABOVE, 10.5);
    let active = false;
    let fires = 0;
    for (const price of [10.2, 10.5, 10.6, 10.7, 10.5, 10.4, 10.3, 10.55, 10.6, 10.49, 10.51]) {
      const step = crossing(active, alertHolds(r, q(price)));
      if (step === 'fire') fires++;
      if (step) active = step === 'fire';
    }
    expect(fires).toBe(3);
  });
});

describe('alert caps per VIP level', () => {
  it('takes the cap of the highest configured level at or below the member level', () => {
    const caps = parseCaps([
      { key: 'stock.alert.cap.level-0', value: '5' },
      { key: 'stock.alert.cap.level-1', value: '50' },
      { key: 'stock.alert.cap.level-3', value: ' 200 ' },
      { key: 'stock.alert.cap.level-x', value: '9' },
      { key: 'stock.alert.cap.level-2', value: 'many' },
    ]);
    expect([...caps.entries()].sort()).toEqual([[0, 5], [1, 50], [3, 200]]);
    expect(alertCap(0, caps)).toBe(5);
    expect(alertCap(1, caps)).toBe(50);
    expect(alertCap(2, caps)).toBe(50);
    expect(alertCap(7, caps)).toBe(200);
    expect(alertCap(0, new Map())).toBe(DEFAULT_ALERT_CAP);
    expect(alertCap(1, new Map([[0, 3]]))).toBe(3);
  });
});
