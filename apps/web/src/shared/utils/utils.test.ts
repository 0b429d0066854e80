import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { addBeginAndEndTime, formatDate } from './date';
import { ratio } from './ratio';
import { isExternal, isNumberStr } from './validate';
import { loadScript } from './load-script';

describe('formatDate', () => {
  const ms = new Date(2024, 0, 2, 3, 4, 5).getTime();
  it('uses YYYY-MM-DD HH:mm:ss by default', () => {
    expect(formatDate(ms)).toBe('2024-01-02 03:04:05');
  });
  it('treats 10-digit numbers and numeric strings as seconds', () => {
    expect(formatDate(Math.floor(ms / 1000))).toBe('2024-01-02 03:04:05');
    expect(formatDate(String(Math.floor(ms / 1000)))).toBe('2024-01-02 03:04:05');
  });
  it('accepts a custom format and returns empty text for nothing', () => {
    expect(formatDate(ms, 'YYYY/MM/DD')).toBe('2024/01/02');
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDate(dayjs('2024-05-06').toDate(), 'MM-DD')).toBe('05-06');
  });
});

describe('addBeginAndEndTime', () => {
  it('appends 00:00:00 and 23:59:59', () => {
    expect(addBeginAndEndTime({ a: 1 }, ['2024-01-01', '2024-01-31'])).toEqual({
      a: 1,
      beginTime: '2024-01-01 00:00:00',
      endTime: '2024-01-31 23:59:59',
    });
  });
  it('names fields after the property and leaves params untouched without a range', () => {
    expect(addBeginAndEndTime({}, ['2024-01-01', '2024-01-02'], 'createTime')).toEqual({
      beginCreateTime: '2024-01-01 00:00:00',
      endCreateTime: '2024-01-02 23:59:59',
    });
    const params = { a: 1 };
    expect(addBeginAndEndTime(params, [])).toEqual({ a: 1 });
    expect(addBeginAndEndTime(params, null)).toEqual({ a: 1 });
    expect(params).toEqual({ a: 1 });
  });
});

describe('ratio', () => {
  it('floors to two decimals', () => {
    expect(ratio(2, 3)).toBe(0.66);
    expect(ratio(1, 3)).toBe(0.33);
    expect(ratio(29, 100)).toBe(0.29);
    expect(ratio(10, 4)).toBe(2.5);
    expect(ratio(0, 5)).toBe(0);
  });
  it('returns nothing for a zero or missing divisor', () => {
    expect(ratio(1, 0)).toBeUndefined();
    expect(ratio(1, undefined)).toBeUndefined();
    expect(ratio(1, null)).toBeUndefined();
    expect(ratio(undefined, 2)).toBeUndefined();
  });
});

describe('isNumberStr', () => {
  it.each(['0', '12', '-3', '+4', '3.14', '-0.5'])('accepts %s', (s) => expect(isNumberStr(s)).toBe(true));
  it.each(['', 'abc', '01', '1.', '.5', '1e5', '--1', '1 2'])('rejects %s', (s) => expect(isNumberStr(s)).toBe(false));
});

describe('isExternal', () => {
  it.each(['http://a.com', 'https://a.com/x', '//cdn.example.com/a.js', 'mailto:a@b.c', 'tel:123'])('%s is external', (s) =>
    expect(isExternal(s)).toBe(true),
  );
  it.each(['/index', 'system/user', '', 'httpx://a'])('%s is internal', (s) => expect(isExternal(s)).toBe(false));
});

describe('loadScript', () => {
  it('rejects with Failed to load {src}', async () => {
    const promise = loadScript('https://cdn.example.com/missing.js');
    const script = document.head.querySelector('script[src="https://cdn.example.com/missing.js"]');
    expect(script).not.toBeNull();
    script!.dispatchEvent(new Event('error'));
    await expect(promise).rejects.toThrow('Failed to load https://cdn.example.com/missing.js');
  });
  it('resolves once loaded and loads each src once', async () => {
    const first = loadScript('https://cdn.example.com/ok.js');
    const second = loadScript('https://cdn.example.com/ok.js');
    expect(second).toBe(first);
    expect(document.head.querySelectorAll('script[src="https://cdn.example.com/ok.js"]').length).toBe(1);
    document.head.querySelector('script[src="https://cdn.example.com/ok.js"]')!.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBeUndefined();
  });
});
