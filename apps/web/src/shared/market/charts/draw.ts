// The staged first draw of a chart (issue 25, docs/decisions/0044), loaded with the charts (echarts-setup), so a
// page carries none of it until it draws: the main pane, then the rest when the browser is idle.
import type * as Echarts from 'echarts/core';
import { chartStages } from './stages';

type Option = Echarts.EChartsCoreOption;
type Instance = ReturnType<typeof Echarts.init>;

/** Resolves when the browser has a quiet moment (at most `timeout` ms later). */
const nextIdle = (timeout = 500) =>
  new Promise<void>((resolve) => (window.requestIdleCallback ? window.requestIdleCallback(() => resolve(), { timeout }) : setTimeout(resolve, 1)));

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
