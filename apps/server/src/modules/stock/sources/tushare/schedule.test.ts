import { describe, expect, it } from 'vitest';
import { recordsOf } from './client';
import { mapTradeCal } from './mappers';
import { lastOpenDay, nextReady, pendingDates, readyMoment } from './schedule';
import { fixture } from './test-kit';

const calendar = mapTradeCal(recordsOf(fixture('trade_cal').data));
const at = (s: string) => new Date(`${s}+08:00`);
const DAILY = 16 * 60 + 30;

describe('pull schedule on the exchange calendar', () => {
  it('a new dataset backfills its last trade days whose data is published', () => {
    expect(pendingDates(calendar, null, at('2026-11-27T18:00:00'), DAILY, 3)).toEqual(['2026-11-25', '2026-11-26', '2026-11-27']);
    // before 16:30 the day's bars are not published yet
    expect(pendingDates(calendar, null, at('2026-11-27T16:00:00'), DAILY, 2)).toEqual(['2026-11-25', '2026-11-26']);
  });

  it('after the cursor only; weekends and holidays are skipped; nothing when caught up', () => {
    expect(pendingDates(calendar, '2026-11-26', at('2026-11-30T18:00:00'), DAILY, 5)).toEqual(['2026-11-27', '2026-11-30']);
    expect(pendingDates(calendar, '2026-11-27', at('2026-11-29T12:00:00'), DAILY, 5)).toEqual([]);
    expect(pendingDates(calendar, '2026-11-16', at('2026-12-04T18:00:00'), DAILY, 5, 4)).toHaveLength(4);
  });

  it('the next publication is the next open day after the cursor (over a weekend: Monday)', () => {
    expect(nextReady(calendar, '2026-11-27', at('2026-11-28T10:00:00'), DAILY)).toEqual(readyMoment('2026-11-30', DAILY));
    expect(nextReady(calendar, '2026-11-26', at('2026-11-27T10:00:00'), DAILY)).toEqual(at('2026-11-27T16:30:00'));
    expect(lastOpenDay(calendar, '2026-11-29')).toBe('2026-11-27');
  });
});
