import type { IntradayVO, KlineBarVO } from '@gprs/contract';
import { DOWN_COLOR, EMPTY, UP_COLOR, formatPercent, formatPrice, formatUnit } from '../format';
import { kdj, macd, movingAverage } from './indicators';

const axisLabel = { color: '#8c8c8c', fontSize: 11 };

/**
 * The panes are placed by their own margins (left 56 px holds the price labels): ECharts 6's default outer-bounds
 * layout would measure every axis label on every draw and resize to fit them (≈ a fifth of the first draw, issue 25).
 */
const PLACED = { outerBoundsMode: 'none' } as const;

/** The lower pane of the K-line chart. */
export type KlineLowerPane = 'macd' | 'kdj';

export const MA_PERIODS = [5, 10, 20, 60] as const;
const MA_COLORS = ['#fa8c16', '#1677ff', '#eb2f96', '#722ed1'];
const KDJ_COLORS = { K: '#fa8c16', D: '#1677ff', J: '#eb2f96' };

/** Everything drawn for the bars: the moving averages and both lower-pane indicators, one value per bar. */
export function klineIndicators(bars: readonly KlineBarVO[]) {
  const closes = bars.map((b) => b.close);
  return { ma: MA_PERIODS.map((n) => movingAverage(closes, n)), macd: macd(closes), kdj: kdj(bars) };
}

const fixed = (v: number | null | undefined, digits = 2) => (v === null || v === undefined ? EMPTY : v.toFixed(digits));

/**
 * The readout of the bar under the crosshair (the tooltip, also on a tap): 日期 开 高 低 收 涨跌幅 成交量 成交额, the
 * moving averages and the lower pane's values. Lines of [label, value].
 */
export function klineReadout(bars: readonly KlineBarVO[], ind: ReturnType<typeof klineIndicators>, i: number, lower: KlineLowerPane): [string, string][] {
  const b = bars[i];
  if (!b) return [];
  const lines: [string, string][] = [
    ['日期', b.tradeDate],
    ['开', formatPrice(b.open)],
    ['高', formatPrice(b.high)],
    ['低', formatPrice(b.low)],
    ['收', formatPrice(b.close)],
    ['涨跌幅', formatPercent(b.changePercent)],
    ['成交量', formatUnit(b.volume / 100, 2, '手')],
    ['成交额', formatUnit(b.amount, 2, '元')],
    ...MA_PERIODS.map((n, k): [string, string] => [`MA${n}`, fixed(ind.ma[k][i])]),
  ];
  if (lower === 'macd') {
    const m = ind.macd[i];
    lines.push(['DIF', fixed(m.dif, 3)], ['DEA', fixed(m.dea, 3)], ['MACD', fixed(m.macd, 3)]);
  } else {
    const k = ind.kdj[i];
    lines.push(['K', fixed(k.k)], ['D', fixed(k.d)], ['J', fixed(k.j)]);
  }
  return lines;
}

const readoutHtml = (lines: [string, string][]) =>
  lines.map(([label, value]) => `<div class="chart-readout__row" style="display:flex;justify-content:space-between;gap:12px;line-height:1.5"><span>${label}</span><b>${value}</b></div>`).join('');

/**
 * Daily / weekly / monthly candles with MA5/10/20/60, a volume pane and a MACD or KDJ pane (red up, green down). The
 * crosshair runs through all three panes; its readout is the bar under it (a tap shows it on a phone).
 */
export function klineOption(bars: readonly KlineBarVO[], lower: KlineLowerPane = 'macd') {
  const dates = bars.map((b) => b.tradeDate);
  const ind = klineIndicators(bars);
  const line = (name: string, data: (number | null)[], color: string, xAxisIndex = 0) => ({
    name,
    type: 'line',
    data,
    xAxisIndex,
    yAxisIndex: xAxisIndex,
    showSymbol: false,
    connectNulls: false,
    lineStyle: { width: 1, color },
    itemStyle: { color },
  });
  const lowerSeries =
    lower === 'macd'
      ? [
          {
            name: 'MACD',
            type: 'bar',
            xAxisIndex: 2,
            yAxisIndex: 2,
            data: ind.macd.map((m) => ({ value: m.macd, itemStyle: { color: m.macd >= 0 ? UP_COLOR : DOWN_COLOR } })),
          },
          line('DIF', ind.macd.map((m) => m.dif), '#fa8c16', 2),
          line('DEA', ind.macd.map((m) => m.dea), '#1677ff', 2),
        ]
      : (['K', 'D', 'J'] as const).map((key) => line(key, ind.kdj.map((p) => p[key.toLowerCase() as 'k' | 'd' | 'j']), KDJ_COLORS[key], 2));
  const zoomStart = bars.length > 80 ? 40 : 0;
  return {
    animation: false,
    legend: { top: 0, left: 56, itemWidth: 14, itemHeight: 2, textStyle: { fontSize: 11 }, data: MA_PERIODS.map((n) => `MA${n}`), selectedMode: false },
    // the crosshair and its readout (a tap shows them too: triggerOn includes click), kept inside the chart on a phone
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'cross' },
      triggerOn: 'mousemove|click',
      confine: true,
      className: 'chart-tooltip',
      formatter: (params: { dataIndex: number }[] | { dataIndex: number }) => {
        const first = Array.isArray(params) ? params[0] : params;
        return first ? readoutHtml(klineReadout(bars, ind, first.dataIndex, lower)) : '';
      },
    },
    axisPointer: { link: [{ xAxisIndex: 'all' }] },
    grid: [
      { ...PLACED, left: 56, right: 16, top: 24, height: '46%' },
      { ...PLACED, left: 56, right: 16, top: '60%', height: '11%' },
      { ...PLACED, left: 56, right: 16, top: '75%', height: '13%' },
    ],
    xAxis: [0, 1, 2].map((gridIndex) => ({
      type: 'category',
      data: dates,
      gridIndex,
      boundaryGap: true,
      axisLabel: gridIndex === 0 ? axisLabel : { show: false },
      axisTick: { show: gridIndex === 0 },
    })),
    yAxis: [
      { scale: true, axisLabel, splitLine: { lineStyle: { color: '#f0f0f0' } } },
      { gridIndex: 1, axisLabel: { ...axisLabel, formatter: (v: number) => formatUnit(v, 0) }, splitNumber: 2, splitLine: { show: false } },
      { gridIndex: 2, scale: true, axisLabel, splitNumber: 2, splitLine: { show: false } },
    ],
    // pinch / drag inside the chart, or the slider below it
    dataZoom: [
      { type: 'inside', xAxisIndex: [0, 1, 2], start: zoomStart, end: 100 },
      { type: 'slider', xAxisIndex: [0, 1, 2], start: zoomStart, end: 100, bottom: 6, height: 20, showDetail: false },
    ],
    series: [
      {
        name: 'K线',
        type: 'candlestick',
        data: bars.map((b) => [b.open, b.close, b.low, b.high]),
        itemStyle: { color: UP_COLOR, color0: DOWN_COLOR, borderColor: UP_COLOR, borderColor0: DOWN_COLOR },
      },
      ...MA_PERIODS.map((n, k) => line(`MA${n}`, ind.ma[k], MA_COLORS[k])),
      {
        name: '成交量',
        type: 'bar',
        xAxisIndex: 1,
        yAxisIndex: 1,
        data: bars.map((b) => ({ value: b.volume, itemStyle: { color: b.close >= b.open ? UP_COLOR : DOWN_COLOR } })),
      },
      ...lowerSeries,
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

/**
 * The traded minute the 分时 crosshair at `minuteIndex` reads: the last stored minute at or before it (the price holds
 * between trades, so a pointer between two sparse minutes reads the earlier one), else the first of the day.
 */
export function minuteUnderPointer<M extends { minute: number }>(minutes: readonly M[], minuteIndex: number): M | undefined {
  let found: M | undefined;
  for (const m of minutes) {
    if (m.minute > minuteIndex) break;
    found = m;
  }
  return found ?? minutes[0];
}

/**
 * The readout of the 分时 crosshair: 时间 价格 涨跌幅 (against the previous close) 均价 成交量 of the traded minute
 * under the pointer (minuteUnderPointer); 时间 is that minute's own, so a held price never claims a later time.
 */
export function intradayReadout(data: IntradayVO, minuteIndex: number): [string, string][] {
  const m = minuteUnderPointer(data.minutes, minuteIndex);
  if (!m) return [];
  const change = data.prevClose > 0 ? ((m.price - data.prevClose) / data.prevClose) * 100 : null;
  return [
    ['时间', m.time],
    ['价格', formatPrice(m.price)],
    ['涨跌幅', formatPercent(change)],
    ['均价', formatPrice(m.avgPrice)],
    ['成交量', formatUnit(m.volume / 100, 2, '手')],
  ];
}

/**
 * The intraday minute line on a full-day axis against the previous close, with the average price (均价) and volume;
 * a crosshair through both panes with the minute's readout (a tap shows it on a phone).
 */
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
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'cross' },
      triggerOn: 'mousemove|click',
      confine: true,
      className: 'chart-tooltip',
      formatter: (params: { dataIndex: number }[] | { dataIndex: number }) => {
        const first = Array.isArray(params) ? params[0] : params;
        return first ? readoutHtml(intradayReadout(data, first.dataIndex)) : '';
      },
    },
    axisPointer: { link: [{ xAxisIndex: 'all' }] },
    grid: [
      { ...PLACED, left: 56, right: 16, top: 16, height: '58%' },
      { ...PLACED, left: 56, right: 16, top: '74%', height: '18%' },
    ],
    xAxis: [
      { type: 'category', data: times, axisLabel: { ...axisLabel, interval: 29 }, boundaryGap: false },
      // (no labels or ticks of its own: an 'auto' interval would measure all 241 labels it never shows)
      { type: 'category', data: times, gridIndex: 1, axisLabel: { show: false, interval: 29 }, axisTick: { show: false } },
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
    grid: { ...PLACED, left: 64, right: 16, top: 36, bottom: 28 },
    xAxis: { type: 'category', data: categories, axisLabel },
    yAxis: { type: 'value', scale: true, axisLabel: { ...axisLabel, formatter: (v: number) => format(v) }, splitLine: { lineStyle: { color: '#f0f0f0' } } },
    series: series.map((s) => ({ name: s.name, type: 'line', data: s.data, showSymbol: false, smooth: true, lineStyle: { width: 2, color: s.color }, itemStyle: { color: s.color } })),
  };
}
