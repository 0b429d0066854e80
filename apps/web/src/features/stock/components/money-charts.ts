import type { MoneyFlowDayVO, MoneyMinuteVO } from '@gprs/contract';
import { DOWN_COLOR, UP_COLOR, formatUnit } from '../../../shared/market';

// ECharts options of the 资金流向 panel, built from data already on the page (the chart itself loads lazily: EChart).

const axisLabel = { color: '#8c8c8c', fontSize: 11 };
const signColor = (v: number) => (v >= 0 ? UP_COLOR : DOWN_COLOR);

/** The intraday 主力净流入 line (cumulative), red above zero and green below. */
export function mainNetLineOption(points: readonly MoneyMinuteVO[]) {
  return {
    animation: false,
    tooltip: { trigger: 'axis', triggerOn: 'mousemove|click', confine: true, className: 'chart-tooltip', valueFormatter: (v: number) => formatUnit(v) },
    grid: { left: 64, right: 16, top: 16, bottom: 28 },
    xAxis: { type: 'category', data: points.map((p) => p.time), axisLabel, boundaryGap: false },
    yAxis: { type: 'value', axisLabel: { ...axisLabel, formatter: (v: number) => formatUnit(v, 0) }, splitLine: { lineStyle: { color: '#f0f0f0' } } },
    series: [
      {
        name: '主力净流入',
        type: 'line',
        data: points.map((p) => p.mainNet),
        showSymbol: false,
        lineStyle: { width: 2, color: '#1677ff' },
        itemStyle: { color: '#1677ff' },
        markLine: { silent: true, symbol: 'none', lineStyle: { color: '#bfbfbf', type: 'dashed' }, label: { show: false }, data: [{ yAxis: 0 }] },
      },
    ],
  };
}

/** 主力净流入 of each of the last days as bars (oldest left), red for inflow and green for outflow. */
export function dailyMainNetOption(days: readonly MoneyFlowDayVO[]) {
  const ordered = [...days].reverse();
  return {
    animation: false,
    tooltip: { trigger: 'axis', triggerOn: 'mousemove|click', confine: true, className: 'chart-tooltip', valueFormatter: (v: number) => formatUnit(v) },
    grid: { left: 64, right: 16, top: 16, bottom: 28 },
    xAxis: { type: 'category', data: ordered.map((d) => d.tradeDate.slice(5)), axisLabel },
    yAxis: { type: 'value', axisLabel: { ...axisLabel, formatter: (v: number) => formatUnit(v, 0) }, splitLine: { lineStyle: { color: '#f0f0f0' } } },
    series: [{ name: '主力净流入', type: 'bar', data: ordered.map((d) => ({ value: d.mainNet, itemStyle: { color: signColor(d.mainNet) } })) }],
  };
}

/** The sum of the last `n` days' 主力净流入 (the newest first in `days`); null when fewer days are stored. */
export function mainNetOver(days: readonly MoneyFlowDayVO[], n: number): number | null {
  if (days.length < n) return null;
  return days.slice(0, n).reduce((a, d) => a + d.mainNet, 0);
}
