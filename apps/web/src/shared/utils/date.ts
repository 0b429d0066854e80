import dayjs from 'dayjs';

export const DEFAULT_DATE_FORMAT = 'YYYY-MM-DD HH:mm:ss';

export type DateInput = Date | number | string | null | undefined;

/** A 10-digit number (or numeric string) is epoch seconds; everything else is passed to dayjs as is. */
export function toDayjs(value: DateInput): dayjs.Dayjs | null {
  if (value == null || value === '') return null;
  let input: Date | number | string = value;
  if (typeof value === 'string' && /^\d+$/.test(value)) input = Number(value);
  if (typeof input === 'number' && String(Math.trunc(Math.abs(input))).length === 10) input = input * 1000;
  const d = dayjs(input);
  return d.isValid() ? d : null;
}

/** Formats a date, epoch milliseconds or 10-digit epoch seconds; empty or invalid input gives ''. */
export function formatDate(value: DateInput, format: string = DEFAULT_DATE_FORMAT): string {
  const d = toDayjs(value);
  return d ? d.format(format) : '';
}

/**
 * Returns a copy of params with the begin and end of a date range, begin at 00:00:00 and end at 23:59:59.
 * Without propName the fields are beginTime / endTime; with propName 'createTime' they are beginCreateTime / endCreateTime.
 */
export function addBeginAndEndTime<T extends Record<string, unknown>>(
  params: T,
  dateRange: readonly (string | null | undefined)[] | null | undefined,
  propName?: string,
): T & Record<string, string> {
  const result: Record<string, unknown> = { ...params };
  if (!dateRange || dateRange.length < 2 || !dateRange[0] || !dateRange[1]) return result as T & Record<string, string>;
  const suffix = propName ? propName.charAt(0).toUpperCase() + propName.slice(1) : 'Time';
  result[`begin${suffix}`] = `${dateRange[0]} 00:00:00`;
  result[`end${suffix}`] = `${dateRange[1]} 23:59:59`;
  return result as T & Record<string, string>;
}
