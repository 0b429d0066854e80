// The staged first draw of a chart (issue 25, docs/decisions/0044), loaded with the charts (echarts-setup), so a
// page carries none of it until it draws: the warm-up once a page, then the main pane, then the rest when idle.
import type * as Echarts from 'echarts/core';
import { chartStages, warmUpSteps } from './stages';

type Option = Echarts.EChartsCoreOption;
type Instance = ReturnType<typeof Echarts.init>;

/** Resolves in a later task, so that the work before and after it is not one long task. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Resolves when the browser has a quiet moment (at most `timeout` ms later). */
const nextIdle = (timeout = 500) =>
  new Promise<void>((resolve) => (window.requestIdleCallback ? window.requestIdleCallback(() => resolve(), { timeout }) : setTimeout(resolve, 1)));

let warmed: Promise<void> | undefined;

/**
 * Once a page: a hidden three-point copy of the first chart, drawn step by step a task apart (warmUpSteps), so the
 * first run of ECharts' code is paid in slices before the real chart is drawn.
 */
export function warmUpOnce(echarts: typeof Echarts, option: Option): Promise<void> {
  warmed ??= (async () => {
    const box = document.createElement('div');
    box.setAttribute('aria-hidden', 'true');
    box.style.cssText = 'position:absolute;left:-10000px;top:0;width:240px;height:160px;visibility:hidden;pointer-events:none';
    document.body.appendChild(box);
    const hidden = echarts.init(box);
    try {
      for (const step of warmUpSteps(option)) {
        await nextTask();
        hidden.setOption(step as Option, { lazyUpdate: false });
      }
    } finally {
      hidden.dispose();
      box.remove();
    }
  })().catch(() => undefined);
  return warmed;
}

/**
 * A chart's first draw: its main pane (chartStages), `data-chart-drawn` on `el` once drawn, then the whole option merged
 * in when the browser is idle and `data-chart-complete`. Returns a function that stops the stages still to come.
 */
export function drawStaged(chart: Instance, el: Element, option: Option): () => void {
  const [first, ...rest] = chartStages(option) as Option[];
  let cancelled = false;
  const onDrawn = () => {
    chart.off('finished', onDrawn);
    el.setAttribute('data-chart-drawn', 'true');
    void (async () => {
      for (const stage of rest) {
        await nextIdle();
        if (cancelled || chart.isDisposed()) return;
        chart.setOption(stage, { lazyUpdate: true });
      }
      el.setAttribute('data-chart-complete', 'true');
    })();
  };
  chart.on('finished', onDrawn);
  chart.setOption(first, { notMerge: true, lazyUpdate: true });
  return () => {
    cancelled = true;
  };
}
