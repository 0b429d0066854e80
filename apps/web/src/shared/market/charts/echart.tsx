import { useEffect, useRef, useState } from 'react';
import type { EChartsCoreOption } from 'echarts/core';
import type { drawStaged as DrawStaged } from './draw';

type Instance = ReturnType<(typeof import('echarts/core'))['init']>;

/** Resolves in a later task, so that the work before and after it is not one long task. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * When the chart's box is in view and the browser has a quiet moment (or after `maxWaitMs`): the chart library is
 * fetched and initialised off the page's first tasks (docs/decisions/0034), never during hydration.
 */
function whenInViewAndIdle(el: Element, run: () => void, maxWaitMs = 1500): () => void {
  let cancelled = false;
  let idle: number | undefined;
  const go = () => {
    if (cancelled) return;
    const ric = window.requestIdleCallback;
    if (ric) idle = ric(() => !cancelled && run(), { timeout: maxWaitMs });
    else idle = window.setTimeout(() => !cancelled && run(), 1);
  };
  let observer: IntersectionObserver | undefined;
  if (typeof IntersectionObserver === 'undefined') go();
  else {
    observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer?.disconnect();
      go();
    });
    observer.observe(el);
  }
  return () => {
    cancelled = true;
    observer?.disconnect();
    if (idle !== undefined) (window.cancelIdleCallback ?? window.clearTimeout)(idle);
  };
}

/**
 * An ECharts canvas drawn from the option the page already has (its data came with the page). ECharts (echarts/core
 * with only the charts and components used, charts/echarts-setup) is fetched when the box comes into view and the
 * browser is idle; a grey block of the same height stands in, so nothing moves when it is drawn. The first draw comes
 * in stages (charts/stages.ts, docs/decisions/0044): the main pane with its crosshair, then the lower panes and the
 * zoom slider when the browser is idle. The element gets `data-chart-drawn` once the main pane is drawn (bench:web
 * times it; a tap shows the readout from then on) and `data-chart-complete` once the whole chart is.
 */
export function EChart({ option, height = 320, ariaLabel }: { option: EChartsCoreOption; height?: number; ariaLabel?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const chart = useRef<Instance | null>(null);
  const [ready, setReady] = useState(false);
  const drawFirst = useRef<typeof DrawStaged | null>(null);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let disposed = false;
    let observer: ResizeObserver | undefined;
    const start = async () => {
      // tasks apart: ECharts' core is evaluated, then its charts and components (the modules of one import run in one
      // task, ≈ 100 ms each on a slow phone), then the chart is created
      await import('echarts/core');
      await nextTask();
      const { echarts, drawStaged } = await import('./echarts-setup');
      drawFirst.current = drawStaged;
      await nextTask();
      if (disposed) return;
      chart.current = echarts.init(el);
      setReady(true);
      if (typeof ResizeObserver !== 'undefined') {
        // (its first call, on observe, finds the size the chart was created with: a resize would draw it all again)
        observer = new ResizeObserver(() => {
          const c = chart.current;
          if (c && (c.getWidth() !== el.clientWidth || c.getHeight() !== el.clientHeight)) c.resize();
        });
        observer.observe(el);
      }
    };
    const stop = whenInViewAndIdle(el, () => void start());
    return () => {
      disposed = true;
      stop();
      observer?.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
  }, []);

  // the first draw in stages (the main pane, then the lower panes merged in when the browser is idle); later options
  // (a refetch, another period) replace the whole chart at once
  const drawn = useRef(false);
  useEffect(() => {
    const c = chart.current;
    const el = ref.current;
    if (!ready || !c || !el) return;
    if (drawn.current) {
      c.setOption(option, { notMerge: true, lazyUpdate: true });
      el.setAttribute('data-chart-complete', 'true');
      return;
    }
    drawn.current = true;
    return drawFirst.current?.(c, el, option);
  }, [ready, option]);

  return (
    <div style={{ position: 'relative', height }} role="img" aria-label={ariaLabel}>
      {!ready && <div className="lt-skeleton__block" style={{ position: 'absolute', inset: 0 }} />}
      <div ref={ref} style={{ position: 'absolute', inset: 0 }} />
    </div>
  );
}
