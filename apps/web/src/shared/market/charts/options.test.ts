import { describe, expect, it } from 'vitest';
import { klineIndicators, klineOption, klineReadout, tradingMinuteLabels } from './options';

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
