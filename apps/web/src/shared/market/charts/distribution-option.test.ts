import { describe, expect, it } from 'vitest';
import { bucketColor, distributionOption } from './distribution-option';
import { DOWN_COLOR, FLAT_COLOR, UP_COLOR } from '../format';

const labels = ['涨停', '>7%', '5~7%', '3~5%', '0~3%', '平', '0~-3%', '-3~-5%', '-5~-7%', '<-7%', '跌停'];
const keys = ['limitUp', 'gt7', 'up5to7', 'up3to5', 'up0to3', 'flat', 'down0to3', 'down3to5', 'down5to7', 'lt7', 'limitDown'];
const data = {
  tradeDate: '2026-11-27',
  buckets: keys.map((key, i) => ({ key, label: labels[i], count: i * 10 })),
  upCount: 100,
  downCount: 350,
  flatCount: 50,
  limitUpCount: 0,
  limitDownCount: 100,
  moneyEffect: 22.22,
};

describe('distributionOption', () => {
  it('draws one bar per bucket in order, red above 平, grey 平, green below, with the count on each', () => {
    const o = distributionOption(data);
    expect(o.xAxis.data).toEqual(labels);
    const bars = o.series[0].data;
    expect(bars.map((b) => b.value)).toEqual(keys.map((_, i) => i * 10));
    expect(bars[0].itemStyle.color).toBe(UP_COLOR);
    expect(bars[4].itemStyle.color).toBe(UP_COLOR);
    expect(bars[5].itemStyle.color).toBe(FLAT_COLOR);
    expect(bars[10].itemStyle.color).toBe(DOWN_COLOR);
    expect(bucketColor(6, data.buckets)).toBe(DOWN_COLOR);
    expect(o.series[0].label.show).toBe(true);
  });
});
