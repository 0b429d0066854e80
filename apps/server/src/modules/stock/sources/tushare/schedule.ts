import type { CalendarDay } from './mappers';

/** Midnight of a date in Beijing time plus `minutes`: when a trade day's data of a dataset is published. */
export function readyMoment(date: string, minutes: number): Date {
  return new Date(new Date(`${date}T00:00:00+08:00`).getTime() + minutes * 60_000);
}

/** Today's date in Beijing time. */
export const beijingDate = (now: Date) => new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

/**
 * Trade days of a per-day dataset still to pull: open days of the calendar whose data is published by `now`, after the
 * cursor (the last day written completely); without a cursor, the last `backfill` of them. At most `max` per run (a
 * longer gap is pulled over the next runs).
 */
export function pendingDates(calendar: readonly CalendarDay[], cursor: string | null, now: Date, readyMinutes: number, backfill: number, max = 20): string[] {
  const ready = calendar.filter((d) => d.open && readyMoment(d.date, readyMinutes) <= now).map((d) => d.date);
  const after = cursor ? ready.filter((d) => d > cursor) : ready.slice(-Math.max(1, backfill));
  return after.slice(0, max);
}

/** When the next trade day's data of a per-day dataset is published (null: not within the calendar fetched). */
export function nextReady(calendar: readonly CalendarDay[], cursor: string | null, now: Date, readyMinutes: number): Date | null {
  for (const d of calendar) {
    if (!d.open || (cursor && d.date <= cursor)) continue;
    const at = readyMoment(d.date, readyMinutes);
    if (at > now) return at;
  }
  return null;
}

/** The latest open day on or before `date` (the hot lists' trade_date). */
export function lastOpenDay(calendar: readonly CalendarDay[], date: string): string | null {
  let found: string | null = null;
  for (const d of calendar) if (d.open && d.date <= date) found = d.date;
  return found;
}
