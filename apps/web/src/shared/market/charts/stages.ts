// Drawing a chart in stages (issue 25): ECharts' first draw of a whole multi-pane chart is one main-thread task
// (≈ 200–600 ms on a 4× slowed phone CPU for the K-line with its volume and MACD panes). The first stage is the main
// pane only — its grid, axes and series, the crosshair and the pinch / drag zoom — and the lower panes (volume,
// MACD / KDJ) and the zoom slider follow in a later task, merged into the same chart. Pure, so the split is tested.

type Obj = Record<string, unknown>;

const list = (v: unknown): Obj[] => (Array.isArray(v) ? (v as Obj[]) : v === undefined || v === null ? [] : [v as Obj]);
const onFirst = (index: unknown): boolean => index === undefined || index === 0;

/**
 * The stages of a chart's first draw: `[option]` when it has one pane, else `[main pane, whole option]`. The main
 * pane's components come first in their lists (as the market options build them), so merging the whole option into
 * the drawn main pane keeps every component's index and only adds the rest.
 */
export function chartStages<O extends object>(option: O): object[] {
  const o = option as Obj;
  const grids = list(o.grid);
  if (grids.length < 2) return [option];
  const xAxes = list(o.xAxis);
  const yAxes = list(o.yAxis);
  const series = list(o.series);
  const prefixOf = <T,>(items: T[], keep: (item: T) => boolean): T[] => {
    const end = items.findIndex((item) => !keep(item));
    return end < 0 ? items : items.slice(0, end);
  };
  const mainX = prefixOf(xAxes, (a) => onFirst(a.gridIndex));
  const mainY = prefixOf(yAxes, (a) => onFirst(a.gridIndex));
  const mainSeries = prefixOf(series, (s) => onFirst(s.xAxisIndex) && onFirst(s.yAxisIndex));
  // the main pane must be a prefix of every list, or merging by index would mix panes: then draw in one stage
  const mainSeriesAll = series.filter((s) => onFirst(s.xAxisIndex) && onFirst(s.yAxisIndex)).length;
  if (mainX.length === 0 || mainY.length === 0 || mainSeries.length === 0 || mainSeries.length !== mainSeriesAll) return [option];
  const mainXIndexes = mainX.map((_, i) => i);
  const dataZoom = list(o.dataZoom)
    .filter((z) => z.type === 'inside')
    .map((z) => ({ ...z, xAxisIndex: mainXIndexes }));
  const first: Obj = { ...o, grid: [grids[0]], xAxis: mainX, yAxis: mainY, series: mainSeries };
  if (o.dataZoom !== undefined) first.dataZoom = dataZoom;
  return [first, option];
}

