import { useEffect, useRef, useState } from 'react';
import { Skeleton } from 'antd';
import type { EChartsCoreOption } from 'echarts/core';

type Instance = ReturnType<(typeof import('echarts/core'))['init']>;

/** An ECharts canvas; the library is fetched on first use, a skeleton stands in meanwhile. */
export function EChart({ option, height = 320, ariaLabel }: { option: EChartsCoreOption; height?: number; ariaLabel?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const chart = useRef<Instance | null>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let disposed = false;
    let observer: ResizeObserver | undefined;
    void import('./echarts-setup').then(({ echarts }) => {
      if (disposed || !ref.current) return;
      chart.current = echarts.init(ref.current);
      setReady(true);
      if (typeof ResizeObserver !== 'undefined') {
        observer = new ResizeObserver(() => chart.current?.resize());
        observer.observe(ref.current);
      }
    });
    return () => {
      disposed = true;
      observer?.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    if (ready) chart.current?.setOption(option, { notMerge: true, lazyUpdate: true });
  }, [ready, option]);

  return (
    <div style={{ position: 'relative', height }} role="img" aria-label={ariaLabel}>
      {!ready && <Skeleton.Node active style={{ width: '100%', height }} />}
      <div ref={ref} style={{ position: 'absolute', inset: 0 }} />
    </div>
  );
}
