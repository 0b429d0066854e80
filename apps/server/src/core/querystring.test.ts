import { describe, expect, it } from 'vitest';
import { parseQueryString } from './querystring';

describe('parseQueryString', () => {
  it('reads nested objects written as key[sub]=value', () => {
    expect(parseQueryString('pageNo=1&params%5Btype%5D=a&params[name]=%E8%82%A1')).toEqual({
      pageNo: '1',
      params: { type: 'a', name: '股' },
    });
  });
  it('reads repeated keys, key[] and key[0] as arrays', () => {
    expect(parseQueryString('ids=1&ids=2&ids=3')).toEqual({ ids: ['1', '2', '3'] });
    expect(parseQueryString('createTime[]=1&createTime[]=2')).toEqual({ createTime: ['1', '2'] });
    expect(parseQueryString('createTime[0]=1&createTime[1]=2')).toEqual({ createTime: ['1', '2'] });
  });
  it('decodes plus as space and tolerates broken escapes', () => {
    expect(parseQueryString('q=a+b&r=%E0%A4%A')).toEqual({ q: 'a b', r: '%E0%A4%A' });
  });
  it('never writes to prototypes', () => {
    const parsed = parseQueryString('__proto__[polluted]=1&a[__proto__][x]=1&constructor[prototype][y]=2');
    expect(({} as any).polluted).toBeUndefined();
    expect(parsed).toEqual({});
  });
  it('returns an empty object for an empty string', () => {
    expect(parseQueryString('')).toEqual({});
  });
});
