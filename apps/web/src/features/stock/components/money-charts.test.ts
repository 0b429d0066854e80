import { describe, expect, it } from 'vitest';
import type { MoneyFlowDayVO } from '@gprs/contract';
import { dailyMainNetOption, mainNetOver } from './money-charts';

const day = (tradeDate: string, mainNet: number): MoneyFlowDayVO => ({
  tradeDate,
  mainNet,
  net: mainNet,
  extraLarge: { buy: null, sell: null, net: mainNet },
  large: { buy: null, sell: null, net: 0 },
  medium: { buy: null, sell: null, net: 0 },
  small: { buy: null, sell: null, net: 0 },
  close: null,
  changePercent: null,
  amount: null,
});

describe('money charts', () => {
  it('sums the newest n days, and says nothing with fewer days', () => {
    const days = [day('2026-11-27', 5), day('2026-11-26', -2), day('2026-11-25', 1)];
    expect(mainNetOver(days, 2)).toBe(3);
    expect(mainNetOver(days, 3)).toBe(4);
    expect(mainNetOver(days, 5)).toBeNull();
  });

  it('draws the days oldest first, inflow red and outflow green', () => {
    const option = dailyMainNetOption([day('2026-11-27', 5), day('2026-11-26', -2)]);
    expect(option.xAxis.data).toEqual(['11-26', '11-27']);
    expect(option.series[0].data.map((d) => d.itemStyle.color)).toEqual(['#13a34a', '#f5222d']);
  });
});
