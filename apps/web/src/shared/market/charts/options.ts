import type { IntradayVO, KlineBarVO } from '@gprs/contract';
import { DOWN_COLOR, UP_COLOR, formatUnit } from '../format';

const axisLabel = { color: '#8c8c8c', fontSize: 11 };

/** Daily / weekly / monthly candles with a volume panel (red up, green down; hollow-free Chinese style). */
export function klineOption(bars: readonly KlineBarVO[]) {
  const dates = bars.map((b) => b.tradeDate);
  return {
    animation: false,
    // a tap shows the crosshair values (triggerOn includes click), kept inside the chart on a narrow screen
    tooltip: { trigger: 'axis', axisPointer: { type: 'cross' }, triggerOn: 'mousemove|click', confine: true, className: 'chart-tooltip' },
    grid: [
      { left: 56, right: 16, top: 16, height: '52%' },
      { left: 56, right: 16, top: '68%', height: '16%' },
    ],
    xAxis: [
      { type: 'category', data: dates, axisLabel, boundaryGap: true },
      { type: 'category', data: dates, gridIndex: 1, axisLabel: { show: false }, boundaryGap: true },
    ],
    yAxis: [
      { scale: true, axisLabel, splitLine: { lineStyle: { color: '#f0f0f0' } } },
      { gridIndex: 1, axisLabel: { ...axisLabel, formatter: (v: number) => formatUnit(v, 0) }, splitNumber: 2, splitLine: { show: false } },
    ],
    // pinch / drag inside the chart, or the slider below it
    dataZoom: [
      { type: 'inside', xAxisIndex: [0, 1], start: bars.length > 80 ? 40 : 0, end: 100 },
      { type: 'slider', xAxisIndex: [0, 1], start: bars.length > 80 ? 40 : 0, end: 100, bottom: 6, height: 20, showDetail: false },
    ],
    series: [
      {
        name: 'K线',
        type: 'candlestick',
        data: bars.map((b) => [b.open, b.close, b.low, b.high]),
        itemStyle: { color: UP_COLOR, color0: DOWN_COLOR, borderColor: UP_COLOR, borderColor0: DOWN_COLOR },
      },
      {
        name: '成交量',
        type: 'bar',
        xAxisIndex: 1,
        yAxisIndex: 1,
        data: bars.map((b) => ({ value: b.volume, itemStyle: { color: b.close >= b.open ? UP_COLOR : DOWN_COLOR } })),
      },
    ],
  };
}

/** The 241 minute labels of a trading day: 09:30–11:30 and 13:01–15:00 (minute index 0 … 240). */
export function tradingMinuteLabels(): string[] {
  const labels: string[] = [];
  const add = (from: number, to: number) => {
    for (let t = from; t <= to; t++) labels.push(`${String(Math.floor(t / 60)).padStart(2, '0')}:${String(t % 60).padStart(2, '0')}`);
  };
  add(9 * 60 + 30, 11 * 60 + 30);
  add(13 * 60 + 1, 15 * 60);
  return labels;
}

/** The intraday minute line on a full-day axis against the previous close, with the average price and volume. */
export function intradayOption(data: IntradayVO) {
  const times = tradingMinuteLabels();
  const at = <T,>(pick: (m: IntradayVO['minutes'][number], i: number) => T): (T | null)[] => {
    const values: (T | null)[] = times.map(() => null);
    data.minutes.forEach((m, i) => {
      if (m.minute >= 0 && m.minute < times.length) values[m.minute] = pick(m, i);
    });
    return values;
  };
  const prices = data.minutes.map((m) => m.price);
  const span = Math.max(...prices.map((p) => Math.abs(p - data.prevClose)), data.prevClose * 0.01);
  const sparse = data.minutes.length < 5;
  return {
    animation: false,
    tooltip: { trigger: 'axis', triggerOn: 'mousemove|click', confine: true, className: 'chart-tooltip' },
    grid: [
      { left: 56, right: 16, top: 16, height: '58%' },
      { left: 56, right: 16, top: '74%', height: '18%' },
    ],
    xAxis: [
      { type: 'category', data: times, axisLabel: { ...axisLabel, interval: 29 }, boundaryGap: false },
      { type: 'category', data: times, gridIndex: 1, axisLabel: { show: false } },
    ],
    yAxis: [
      { min: +(data.prevClose - span).toFixed(2), max: +(data.prevClose + span).toFixed(2), axisLabel, splitLine: { lineStyle: { color: '#f0f0f0' } } },
      { gridIndex: 1, axisLabel: { ...axisLabel, formatter: (v: number) => formatUnit(v, 0) }, splitNumber: 2, splitLine: { show: false } },
    ],
    series: [
      {
        name: '价格',
        type: 'line',
        data: at((m) => m.price),
        connectNulls: true,
        showSymbol: sparse,
        lineStyle: { color: '#1677ff', width: 1.5 },
        itemStyle: { color: '#1677ff' },
        areaStyle: sparse ? undefined : { color: 'rgba(22,119,255,0.08)' },
        markLine: { symbol: 'none', silent: true, lineStyle: { color: '#bfbfbf', type: 'dashed' }, data: [{ yAxis: data.prevClose }], label: { show: false } },
      },
      { name: '均价', type: 'line', data: at((m) => m.avgPrice), connectNulls: true, showSymbol: false, lineStyle: { color: '#fa8c16', width: 1 } },
      {
        name: '成交量',
        type: 'bar',
        xAxisIndex: 1,
        yAxisIndex: 1,
        data: at((m, i) => ({ value: m.volume, itemStyle: { color: m.price >= (i > 0 ? data.minutes[i - 1].price : data.prevClose) ? UP_COLOR : DOWN_COLOR } })),
      },
    ],
  };
}

/** A line chart of several series over shared categories (turnover history, index closes). */
export function linesOption(categories: readonly string[], series: { name: string; data: (number | null)[]; color?: string }[], format: (v: number) => string = (v) => String(v)) {
  return {
    animation: false,
    tooltip: { trigger: 'axis', triggerOn: 'mousemove|click', confine: true, className: 'chart-tooltip', valueFormatter: (v: number) => format(v) },
    legend: { top: 0 },
    grid: { left: 64, right: 16, top: 36, bottom: 28 },
    xAxis: { type: 'category', data: categories, axisLabel },
    yAxis: { type: 'value', scale: true, axisLabel: { ...axisLabel, formatter: (v: number) => format(v) }, splitLine: { lineStyle: { color: '#f0f0f0' } } },
    series: series.map((s) => ({ name: s.name, type: 'line', data: s.data, showSymbol: false, smooth: true, lineStyle: { width: 2, color: s.color }, itemStyle: { color: s.color } })),
  };
}
