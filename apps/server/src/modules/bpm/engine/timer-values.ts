/**
 * Timer arithmetic of the timers the runtime schedules itself (timer start events, timer event sub-processes):
 * ISO 8601 durations, dates and repeating cycles → when a timer fires. Pure; the clock is always an argument.
 * (Boundary and intermediate timers are bpmn-elements' own, which has its own reader.)
 */

export interface IsoDuration {
  years: number;
  months: number;
  weeks: number;
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

const DURATION_PARTS = /^P(?!$)(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)W)?(?:(\d+(?:\.\d+)?)D)?(?:T(?=\d)(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?)?$/;

/**
 * An ISO 8601 duration (`P1Y2M3W4DT5H6M7.5S`, any part optional, at least one): years, months and weeks whole, the
 * others may have a fraction. Null when the text is not one.
 */
export function parseIsoDuration(text: string): IsoDuration | null {
  const m = DURATION_PARTS.exec(text.trim());
  if (!m) return null;
  const n = (i: number) => (m[i] ? Number(m[i]) : 0);
  return { years: n(1), months: n(2), weeks: n(3), days: n(4), hours: n(5), minutes: n(6), seconds: n(7) };
}

/** The milliseconds of the parts that have a fixed length (weeks and below; a day is 24 h: no DST where we run). */
function fixedMs(d: IsoDuration): number {
  return Math.round((((d.weeks * 7 + d.days) * 24 + d.hours) * 60 + d.minutes) * 60_000 + d.seconds * 1000);
}

/** Whether the duration has calendar parts (years, months), whose length depends on the date it is added to. */
const isCalendar = (d: IsoDuration) => d.years > 0 || d.months > 0;

/**
 * `at` plus `times` × the duration: years and months on the calendar (31 Jan + P1M = 28/29 Feb, as Java's
 * Duration/Period do: the day is clamped to the month's last), then the fixed parts.
 */
export function addIsoDuration(at: Date, d: IsoDuration, times = 1): Date {
  const out = new Date(at.getTime());
  const months = (d.years * 12 + d.months) * times;
  if (months) {
    const day = out.getDate();
    out.setDate(1);
    out.setMonth(out.getMonth() + months);
    const last = new Date(out.getFullYear(), out.getMonth() + 1, 0).getDate();
    out.setDate(Math.min(day, last));
  }
  return new Date(out.getTime() + fixedMs(d) * times);
}

/** A date-time with its time part (`2026-12-01T09:00:00`, with or without a zone: without, the server's). */
export function parseTimerDate(text: string): Date | null {
  const value = text.trim();
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : new Date(ms);
}

export interface TimerCycle {
  /** how many times it fires (null: `R` without a number, no end) */
  repeat: number | null;
  /** the first firing (`R/<start>/<period>`), else one period after the anchor */
  start: Date | null;
  period: IsoDuration;
}

/** `R[n]/<duration>` or `R[n]/<start date-time>/<duration>`. A cycle of no length (`R/PT0S`) is no cycle. */
export function parseTimerCycle(text: string): TimerCycle | null {
  const m = /^R(\d*)\/(.+)$/.exec(text.trim());
  if (!m) return null;
  const parts = m[2].split('/');
  const periodText = parts.length === 2 ? parts[1] : parts.length === 1 ? parts[0] : null;
  const period = periodText === null ? null : parseIsoDuration(periodText);
  if (!period || (!isCalendar(period) && fixedMs(period) <= 0)) return null;
  let start: Date | null = null;
  if (parts.length === 2) {
    start = parseTimerDate(parts[0]);
    if (!start) return null;
  }
  return { repeat: m[1] === '' ? null : Number(m[1]), start, period };
}

export type TimerKind = 'timeDate' | 'timeDuration' | 'timeCycle';

/** A timer of the model, its value already free of `${…}`. */
export interface TimerSpec {
  kind: TimerKind;
  value: string;
}

/** Why a timer value cannot be scheduled, in words; null when it can. */
export function timerSpecProblem(spec: TimerSpec): string | null {
  if (spec.kind === 'timeDate') return parseTimerDate(spec.value) ? null : '不是带时间的日期（如 2026-12-01T09:00:00）';
  if (spec.kind === 'timeDuration') {
    const d = parseIsoDuration(spec.value);
    return d && (isCalendar(d) || fixedMs(d) >= 0) ? null : '不是 ISO 8601 时长（如 PT2H、P1D）';
  }
  return parseTimerCycle(spec.value) ? null : '不是重复周期（如 R3/PT1H、R/2026-12-01T09:00:00/P1D）';
}

/**
 * When occurrence `index` (0-based) of the timer fires, counted from `anchor` (the deploy of a timer start event, the
 * start of the scope of a timer event sub-process); null when there is no such occurrence.
 * timeDate: once, at the date. timeDuration: once, anchor + duration. timeCycle: n times (or without end), the first
 * at its start date or one period after the anchor, then one period apart.
 */
export function timerOccurrence(spec: TimerSpec, anchor: Date, index: number): Date | null {
  if (index < 0) return null;
  if (spec.kind === 'timeDate') return index === 0 ? parseTimerDate(spec.value) : null;
  if (spec.kind === 'timeDuration') {
    const d = parseIsoDuration(spec.value);
    return index === 0 && d ? addIsoDuration(anchor, d) : null;
  }
  const cycle = parseTimerCycle(spec.value);
  if (!cycle || (cycle.repeat !== null && index >= cycle.repeat)) return null;
  return cycle.start ? addIsoDuration(cycle.start, cycle.period, index) : addIsoDuration(anchor, cycle.period, index + 1);
}

/**
 * The next firing from occurrence `fromIndex` on that lies after `after`: occurrences missed meanwhile (the server
 * was down) are skipped — a cycle fires once for them, on the tick that finds it due, not once per missed period.
 * Null when the timer has no occurrence left.
 */
export function nextTimerFire(spec: TimerSpec, anchor: Date, fromIndex: number, after: Date): { at: Date; index: number } | null {
  let index = Math.max(fromIndex, 0);
  let at = timerOccurrence(spec, anchor, index);
  if (!at) return null;
  if (at.getTime() > after.getTime()) return { at, index };
  if (spec.kind !== 'timeCycle') return null;
  const cycle = parseTimerCycle(spec.value)!;
  if (!isCalendar(cycle.period)) {
    // fixed period: jump straight past `after`
    const step = fixedMs(cycle.period);
    index += Math.floor((after.getTime() - at.getTime()) / step) + 1;
  } else {
    // calendar period: a month or more apart, so few steps even after a long stop
    while (at && at.getTime() <= after.getTime()) at = timerOccurrence(spec, anchor, ++index);
  }
  at = timerOccurrence(spec, anchor, index);
  return at ? { at, index } : null;
}
