import { describe, expect, it } from 'vitest';
import { bucketOf, changeDistribution, moneyEffect } from './distribution';

const at = (changePercent: number, price: number | null = 10, limitUpPrice: number | null = 11, limitDownPrice: number | null = 9) => ({ changePercent, price, limitUpPrice, limitDownPrice });

describe('bucketOf', () => {
  it('puts a stock at its limit price in 涨停 / 跌停, the others by change % (upper bounds inclusive above 0)', () => {
    expect(bucketOf(at(10, 11))).toBe('limitUp');
    expect(bucketOf(at(-10, 9))).toBe('limitDown');
    // a 20 % board at +9.9 % is not at its limit
    expect(bucketOf(at(9.9, 10.99, 12))).toBe('gt7');
    expect(bucketOf(at(7))).toBe('up5to7');
    expect(bucketOf(at(5.01))).toBe('up5to7');
    expect(bucketOf(at(5))).toBe('up3to5');
    expect(bucketOf(at(3))).toBe('up0to3');
    expect(bucketOf(at(0.01))).toBe('up0to3');
    expect(bucketOf(at(0))).toBe('flat');
    expect(bucketOf(at(-3))).toBe('down0to3');
    expect(bucketOf(at(-3.01))).toBe('down3to5');
    expect(bucketOf(at(-5.5))).toBe('down5to7');
    expect(bucketOf(at(-7))).toBe('down5to7');
    expect(bucketOf(at(-7.01))).toBe('lt7');
    // no limit (first days of a 创业板 listing): by change only
    expect(bucketOf(at(50, 30, null, null))).toBe('gt7');
  });
});

describe('moneyEffect', () => {
  it('is up / (up + down) in %, flat stocks left out', () => {
    expect(moneyEffect(3, 1)).toBe(75);
    expect(moneyEffect(1, 2)).toBe(33.33);
    expect(moneyEffect(0, 0)).toBeNull();
  });
});

describe('changeDistribution', () => {
  it('counts every bucket in order with the day’s up / down / flat', () => {
    const d = changeDistribution([at(10, 11), at(4), at(0), at(0), at(-1), at(-10, 9), at(1)]);
    expect(d.buckets.map((b) => `${b.label}:${b.count}`)).toEqual(['涨停:1', '>7%:0', '5~7%:0', '3~5%:1', '0~3%:1', '平:2', '0~-3%:1', '-3~-5%:0', '-5~-7%:0', '<-7%:0', '跌停:1']);
    expect(d).toMatchObject({ upCount: 3, downCount: 2, flatCount: 2, limitUpCount: 1, limitDownCount: 1, moneyEffect: 60 });
    expect(d.buckets.reduce((n, b) => n + b.count, 0)).toBe(7);
  });
});
