import { describe, expect, it } from 'vitest';
import { intradayOption, intradayReadout, klineIndicators, klineOption, klineReadout, tradingMinuteLabels } from './options';

describe('tradingMinuteLabels', () => {
  it('covers the morning and afternoon sessions, minute index 0 … 240', () => {
    const labels = tradingMinuteLabels();
    expect(labels).toHaveLength(241);
    expect(labels[0]).toBe('09:30');
    expect(labels[120]).toBe('11:30');
    expect(labels[121]).toBe('13:01');
    expect(labels[240]).toBe('15:00');
  });
});

describe('klineOption', () => {
  const bars = Array.from({ length: 6 }, (_, i) => ({
    tradeDate: `2026-11-0${i + 1}`,
    open: 10 + i,
    high: 11 + i,
    low: 9 + i,
    close: 10.5 + i,
    volume: 120_000 * (i + 1),
    amount: 1_500_000 * (i + 1),
    changePercent: 1.25,
  }));

  it('draws MA5/10/20/60 on the candles, volume, and the chosen lower pane', () => {
    const names = (o: ReturnType<typeof klineOption>) => o.series.map((s) => s.name);
    expect(names(klineOption(bars))).toEqual(['K线', 'MA5', 'MA10', 'MA20', 'MA60', '成交量', 'MACD', 'DIF', 'DEA']);
    expect(names(klineOption(bars, 'kdj')).slice(-3)).toEqual(['K', 'D', 'J']);
    const ma5 = klineOption(bars).series[1].data as (number | null)[];
    expect(ma5).toEqual([null, null, null, null, 12.5, 13.5]);
  });

  it('reads out the bar under the crosshair with its indicators', () => {
    const ind = klineIndicators(bars);
    const lines = Object.fromEntries(klineReadout(bars, ind, 4, 'kdj'));
    expect(lines).toMatchObject({ 日期: '2026-11-05', 开: '14.00', 高: '15.00', 低: '13.00', 收: '14.50', 涨跌幅: '+1.25%', 成交量: '6000手', 成交额: '750万元', MA5: '12.50', MA10: '--' });
    expect(lines.K).toBe(ind.kdj[4].k.toFixed(2));
    expect(Object.keys(Object.fromEntries(klineReadout(bars, ind, 4, 'macd')))).toContain('DIF');
  });
});

describe('intradayOption', () => {
  const data = {
    code: '600519',
    tradeDate: '2026-11-27',
    prevClose: 100,
    minutes: [
      { minute: 0, time: '09:30', price: 101, avgPrice: 101, volume: 20_000, amount: 2_020_000 },
      { minute: 1, time: '09:31', price: 99.5, avgPrice: 100.4, volume: 30_000, amount: 2_985_000 },
    ],
  };

  it('draws the price and the 均价 line with a crosshair through both panes', () => {
    const o = intradayOption(data);
    expect(o.series.map((s) => s.name)).toEqual(['价格', '均价', '成交量']);
    expect((o.series[1].data as (number | null)[]).slice(0, 3)).toEqual([101, 100.4, null]);
    expect(o.tooltip.axisPointer).toEqual({ type: 'cross' });
  });

  it('reads out the minute under the crosshair against the previous close', () => {
    expect(intradayReadout(data, 1)).toEqual([
      ['时间', '09:31'],
      ['价格', '99.50'],
      ['涨跌幅', '-0.50%'],
      ['均价', '100.40'],
      ['成交量', '300手'],
    ]);
    // between and after sparse trades the last traded minute is read, with its own time; no minutes, no readout
    expect(intradayReadout(data, 5)[0]).toEqual(['时间', '09:31']);
    expect(intradayReadout({ ...data, minutes: [data.minutes[1]] }, 0)[0]).toEqual(['时间', '09:31']);
    expect(intradayReadout({ ...data, minutes: [] }, 3)).toEqual([]);
    const html = (intradayOption(data).tooltip.formatter as (p: { dataIndex: number }[]) => string)([{ dataIndex: 1 }]);
    expect(html).toContain('<b>100.40</b>');
  });
});
