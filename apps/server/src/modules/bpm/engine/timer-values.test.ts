import { describe, expect, it } from 'vitest';
import { addIsoDuration, nextTimerFire, parseIsoDuration, parseTimerCycle, timerOccurrence, timerSpecProblem } from './timer-values';

const at = (text: string) => new Date(text);

describe('ISO 8601 durations', () => {
  it('reads every part, fractions below a day', () => {
    expect(parseIsoDuration('P1Y2M3W4DT5H6M7.5S')).toEqual({ years: 1, months: 2, weeks: 3, days: 4, hours: 5, minutes: 6, seconds: 7.5 });
    expect(parseIsoDuration('PT0.5H')).toMatchObject({ hours: 0.5 });
    for (const bad of ['P', 'PT', 'P1H', 'PT1D', '1H', 'P1.5M', 'P-1D', '']) expect(parseIsoDuration(bad), bad).toBeNull();
  });
  it('adds months on the calendar (the day clamped to the month) and the rest in milliseconds', () => {
    expect(addIsoDuration(at('2026-01-31T10:00:00+08:00'), parseIsoDuration('P1M')!).getTime()).toBe(at('2026-02-28T10:00:00+08:00').getTime());
    expect(addIsoDuration(at('2028-01-31T10:00:00+08:00'), parseIsoDuration('P1M')!).getTime()).toBe(at('2028-02-29T10:00:00+08:00').getTime());
    expect(addIsoDuration(at('2026-03-01T00:00:00Z'), parseIsoDuration('PT1H30M')!).toISOString()).toBe('2026-03-01T01:30:00.000Z');
    expect(addIsoDuration(at('2026-03-01T00:00:00Z'), parseIsoDuration('P1W')!, 3).toISOString()).toBe('2026-03-22T00:00:00.000Z');
  });
});

describe('cycles', () => {
  it('R[n]/duration and R[n]/start/duration', () => {
    expect(parseTimerCycle('R3/PT1H')).toMatchObject({ repeat: 3, start: null });
    expect(parseTimerCycle('R/P1D')).toMatchObject({ repeat: null });
    expect(parseTimerCycle('R2/2026-12-01T09:00:00Z/P1D')?.start?.toISOString()).toBe('2026-12-01T09:00:00.000Z');
    for (const bad of ['PT1H', 'R3', 'R/PT0S', 'R3/tomorrow/PT1H', 'R3/a/b/c', '0 0 9 * * ?']) expect(parseTimerCycle(bad), bad).toBeNull();
  });
  it('names what is wrong with a value', () => {
    expect(timerSpecProblem({ kind: 'timeCycle', value: '0 0 9 * * ?' })).toContain('重复周期');
    expect(timerSpecProblem({ kind: 'timeDate', value: '2026-12-01' })).toContain('日期');
    expect(timerSpecProblem({ kind: 'timeDuration', value: 'PT1H' })).toBeNull();
  });
});

describe('when a timer fires', () => {
  const anchor = at('2026-11-28T08:00:00Z');
  it('a date once, a duration once after the anchor', () => {
    expect(timerOccurrence({ kind: 'timeDate', value: '2026-12-01T09:00:00Z' }, anchor, 0)?.toISOString()).toBe('2026-12-01T09:00:00.000Z');
    expect(timerOccurrence({ kind: 'timeDate', value: '2026-12-01T09:00:00Z' }, anchor, 1)).toBeNull();
    expect(timerOccurrence({ kind: 'timeDuration', value: 'PT2H' }, anchor, 0)?.toISOString()).toBe('2026-11-28T10:00:00.000Z');
    expect(timerOccurrence({ kind: 'timeDuration', value: 'PT2H' }, anchor, 1)).toBeNull();
  });
  it('a cycle n times, one period apart, from its start or one period after the anchor', () => {
    const spec = { kind: 'timeCycle' as const, value: 'R3/PT1H' };
    expect([0, 1, 2, 3].map((i) => timerOccurrence(spec, anchor, i)?.toISOString() ?? null)).toEqual([
      '2026-11-28T09:00:00.000Z',
      '2026-11-28T10:00:00.000Z',
      '2026-11-28T11:00:00.000Z',
      null,
    ]);
    const started = { kind: 'timeCycle' as const, value: 'R2/2026-12-01T09:00:00Z/P1D' };
    expect([0, 1, 2].map((i) => timerOccurrence(started, anchor, i)?.toISOString() ?? null)).toEqual(['2026-12-01T09:00:00.000Z', '2026-12-02T09:00:00.000Z', null]);
    expect(timerOccurrence({ kind: 'timeCycle', value: 'R/PT1M' }, anchor, 100_000)?.toISOString()).toBe('2027-02-05T18:41:00.000Z');
  });
  it('the next firing after a given time skips what was missed, and ends with the repetitions', () => {
    const spec = { kind: 'timeCycle' as const, value: 'R5/PT1H' };
    // fired occurrence 0 at 09:00; the server was down until 11:30: the next is 12:00 (occurrence 3)
    expect(nextTimerFire(spec, anchor, 1, at('2026-11-28T11:30:00Z'))).toEqual({ at: at('2026-11-28T12:00:00Z'), index: 3 });
    expect(nextTimerFire(spec, anchor, 1, at('2026-11-28T09:00:00Z'))).toEqual({ at: at('2026-11-28T10:00:00Z'), index: 1 });
    expect(nextTimerFire(spec, anchor, 1, at('2026-11-28T13:00:00Z'))).toBeNull(); // 13:00 was the last (index 4), not after
    const monthly = { kind: 'timeCycle' as const, value: 'R/2026-01-31T09:00:00+08:00/P1M' };
    expect(nextTimerFire(monthly, anchor, 0, at('2026-11-28T08:00:00Z'))).toEqual({ at: at('2026-11-30T09:00:00+08:00'), index: 10 });
    expect(nextTimerFire({ kind: 'timeDuration', value: 'PT1H' }, anchor, 1, anchor)).toBeNull();
    expect(nextTimerFire({ kind: 'timeDate', value: '2026-11-01T00:00:00Z' }, anchor, 0, anchor)).toBeNull(); // passed
  });
});
