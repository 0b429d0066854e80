import { describe, expect, it } from 'vitest';
import { chartStages } from './stages';
import { intradayOption, klineOption, linesOption } from './options';

type Any = Record<string, any>;

const bars = Array.from({ length: 120 }, (_, i) => ({
  tradeDate: `2026-01-${String((i % 28) + 1).padStart(2, '0')}`,
  open: 10 + (i % 7) * 0.1,
  close: 10 + (i % 5) * 0.1,
  high: 11,
  low: 9.5,
  volume: 1000 + i,
  amount: 1e6,
  changePercent: 0.5,
  turnoverRate: 1,
})) as never[];

describe('chartStages', () => {
  it('draws the K-line main pane first: its grid, axes, candles and moving averages, the crosshair and the inside zoom', () => {
    const full = klineOption(bars, 'macd') as Any;
    const [first, whole] = chartStages(full) as Any[];
    expect(whole).toBe(full);
    expect(first.grid).toEqual([full.grid[0]]);
    expect(first.xAxis).toEqual([full.xAxis[0]]);
    expect(first.yAxis).toEqual([full.yAxis[0]]);
    expect(first.series.map((s: Any) => s.name)).toEqual(['K线', 'MA5', 'MA10', 'MA20', 'MA60']);
    expect(first.tooltip).toBe(full.tooltip);
    // the zoom of the first stage starts where the whole chart's does, on the main pane only; the slider comes later
    expect(first.dataZoom).toEqual([{ ...full.dataZoom[0], xAxisIndex: [0] }]);
    // merged by index, the whole option only adds: each first-stage series is the whole option's at the same index
    first.series.forEach((s: Any, i: number) => expect(full.series[i]).toBe(s));
  });

  it('draws the 分时 price and 均价 first, the volume pane after', () => {
    const full = intradayOption({ code: '600519', tradeDate: '2026-01-05', prevClose: 10, minutes: [{ minute: 0, price: 10.1, avgPrice: 10.05, volume: 100, amount: 1010, time: '09:30' }] } as never) as Any;
    const [first] = chartStages(full) as Any[];
    expect(first.series.map((s: Any) => s.name)).toEqual(['价格', '均价']);
    expect(first.grid).toHaveLength(1);
    expect(first.xAxis).toHaveLength(1);
  });

  it('draws a one-pane chart in one stage', () => {
    const one = linesOption(['a', 'b'], [{ name: 'x', data: [1, 2] }]);
    expect(chartStages(one)).toEqual([one]);
  });

  it('draws in one stage when the main pane is not first in its lists', () => {
    const odd = { grid: [{}, {}], xAxis: [{}, { gridIndex: 1 }], yAxis: [{}, { gridIndex: 1 }], series: [{ xAxisIndex: 1, yAxisIndex: 1 }, { name: 'main' }] };
    expect(chartStages(odd)).toEqual([odd]);
  });
});

