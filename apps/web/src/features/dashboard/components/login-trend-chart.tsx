import { useEffect, useRef } from 'react';
import * as echarts from 'echarts/core';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import type { DashboardSummary } from '@gprs/contract';

echarts.use([LineChart, BarChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

/** Sign-ins of the last 14 days: successes as bars, failures as a line. */
export function LoginTrendChart({ data }: { data: DashboardSummary['loginTrend'] }) {
  const el = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!el.current) return;
    const chart = echarts.init(el.current);
    chart.setOption({
      tooltip: { trigger: 'axis' },
      legend: { top: 0, data: ['登录成功', '登录失败'] },
      grid: { left: 40, right: 20, top: 40, bottom: 30 },
      xAxis: { type: 'category', data: data.map((d) => d.date.slice(5)) },
      yAxis: { type: 'value', minInterval: 1 },
      series: [
        { name: '登录成功', type: 'bar', data: data.map((d) => d.success), itemStyle: { color: '#409EFF' }, barMaxWidth: 28 },
        { name: '登录失败', type: 'line', data: data.map((d) => d.failure), itemStyle: { color: '#f56c6c' }, smooth: true },
      ],
    });
    const onResize = () => chart.resize();
    window.addEventListener('resize', onResize);
    const observer = typeof ResizeObserver !== 'undefined' ? new ResizeObserver(onResize) : null;
    observer?.observe(el.current);
    return () => {
      window.removeEventListener('resize', onResize);
      observer?.disconnect();
      chart.dispose();
    };
  }, [data]);
  return <div ref={el} style={{ width: '100%', height: 320 }} data-testid="login-trend-chart" />;
}
