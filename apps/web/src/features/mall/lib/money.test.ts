import { describe, expect, it } from 'vitest';
import { fenToYuan, formatFen, yuanToFen } from './money';

describe('money', () => {
  it('converts 元 to integer 分 without binary noise', () => {
    expect(yuanToFen(19.99)).toBe(1999);
    expect(yuanToFen(0.1)).toBe(10);
    expect(yuanToFen(1.005 as number)).toBeUndefined(); // three decimals are refused, not rounded
    expect(yuanToFen('12.3')).toBe(1230);
    expect(yuanToFen(' 8 ')).toBe(800);
    expect(yuanToFen(0)).toBe(0);
    expect(yuanToFen('-0.5')).toBe(-50);
  });

  it('refuses what is not an amount', () => {
    expect(yuanToFen('')).toBeUndefined();
    expect(yuanToFen('abc')).toBeUndefined();
    expect(yuanToFen(null)).toBeUndefined();
    expect(yuanToFen(Number.NaN)).toBeUndefined();
    expect(yuanToFen(1e21)).toBeUndefined();
  });

  it('converts 分 back to 元', () => {
    expect(fenToYuan(1999)).toBe(19.99);
    expect(fenToYuan(10)).toBe(0.1);
    expect(fenToYuan(undefined)).toBeUndefined();
    for (const fen of [0, 1, 99, 1999, 123456789]) expect(yuanToFen(fenToYuan(fen))).toBe(fen);
  });

  it('shows ¥ with two decimals', () => {
    expect(formatFen(1999)).toBe('¥19.99');
    expect(formatFen(5)).toBe('¥0.05');
    expect(formatFen(0)).toBe('¥0.00');
    expect(formatFen(123456789)).toBe('¥1,234,567.89');
    expect(formatFen(-50)).toBe('-¥0.50');
    expect(formatFen(null)).toBe('-');
  });
});
