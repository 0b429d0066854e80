import type { ChangeDistributionVO } from '@gprs/contract';
import { DOWN_COLOR, FLAT_COLOR, UP_COLOR } from '../format';

const axisLabel = { color: '#8c8c8c', fontSize: 11 };

/** The colour of a 涨跌分布 bucket: red above 平, grey for 平, green below (the buckets are ordered 涨停 … 跌停). */
export function bucketColor(index: number, buckets: readonly { key: string }[]): string {
  const flat = buckets.findIndex((b) => b.key === 'flat');
  return index < flat ? UP_COLOR : index === flat ? FLAT_COLOR : DOWN_COLOR;
}

/** 涨跌分布 as bars from 涨停 to 跌停 with the count on each bar (a tap shows the bucket too). */
export function distributionOption(data: ChangeDistributionVO) {
  return {
    animation: false,
    tooltip: { trigger: 'axis', triggerOn: 'mousemove|click', confine: true, className: 'chart-tooltip', axisPointer: { type: 'shadow' } },
    grid: { left: 8, right: 8, top: 22, bottom: 4, containLabel: true },
    xAxis: { type: 'category', data: data.buckets.map((b) => b.label), axisLabel: { ...axisLabel, interval: 0, fontSize: 10, rotate: 40 }, axisTick: { show: false } },
    yAxis: { type: 'value', show: false },
    series: [
      {
        name: '家数',
        type: 'bar',
        barMaxWidth: 28,
        label: { show: true, position: 'top', fontSize: 10, color: '#595959' },
        data: data.buckets.map((b, i) => ({ value: b.count, itemStyle: { color: bucketColor(i, data.buckets) } })),
      },
    ],
  };
}
