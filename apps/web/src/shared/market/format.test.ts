import { describe, expect, it } from 'vitest';
import { changeColor, changeDirection, DOWN_COLOR, FLAT_COLOR, formatChange, formatPercent, formatPrice, formatUnit, formatYi, UP_COLOR, volumeTrend } from './format';

describe('formatUnit (万/亿)', () => {
  it('uses 万亿, 亿, 万 and plain numbers by size', () => {
    expect(formatUnit(1_834_133_513_230)).toBe('1.83万亿');
    expect(formatUnit(183_413_351_323)).toBe('1834.13亿');
    expect(formatUnit(100_000_000)).toBe('1亿');
    expect(formatUnit(125_000)).toBe('12.5万');
    expect(formatUnit(9_999)).toBe('9999');
    expect(formatUnit(12.345)).toBe('12.35');
    expect(formatUnit(0)).toBe('0');
  });
  it('keeps the sign, the digits and the suffix', () => {
    expect(formatUnit(-37_413_308_880)).toBe('-374.13亿');
    expect(formatUnit(123_456_789, 1, '元')).toBe('1.2亿元');
    expect(formatUnit(50_000, 2, '手')).toBe('5万手');
  });
  it('shows -- for nothing', () => {
    expect(formatUnit(null)).toBe('--');
    expect(formatUnit(undefined)).toBe('--');
    expect(formatUnit(Number.NaN)).toBe('--');
  });
  it('formats 亿 with fixed decimals', () => {
    expect(formatYi(183_413_351_323)).toBe('1834.13亿');
    expect(formatYi(null)).toBe('--');
  });
});

describe('percent, price and change', () => {
  it('signs ups only', () => {
    expect(formatPercent(1.7)).toBe('+1.70%');
    expect(formatPercent(-0.5)).toBe('-0.50%');
    expect(formatPercent(0)).toBe('0.00%');
    expect(formatPercent(3, false)).toBe('3.00%');
    expect(formatPercent(null)).toBe('--');
    expect(formatChange(1.2)).toBe('+1.20');
    expect(formatChange(-1.2)).toBe('-1.20');
    expect(formatPrice(1468.5)).toBe('1468.50');
    expect(formatPrice(null)).toBe('--');
  });
});

describe('changeColor', () => {
  it('is red up, green down, grey flat (Chinese colours)', () => {
    expect(changeColor(0.01)).toBe(UP_COLOR);
    expect(changeColor(-0.01)).toBe(DOWN_COLOR);
    expect(changeColor(0)).toBe(FLAT_COLOR);
    expect(changeColor(null)).toBe(FLAT_COLOR);
    expect(UP_COLOR).toBe('#f5222d');
    expect(changeDirection(5)).toBe(1);
    expect(changeDirection(-5)).toBe(-1);
  });
  it('names the turnover trend', () => {
    expect(volumeTrend(10)).toBe('放量');
    expect(volumeTrend(-10)).toBe('缩量');
    expect(volumeTrend(0)).toBe('持平');
    expect(volumeTrend(null)).toBe('');
  });
});
