// Loaded lazily (dynamic import) so no page pays for ECharts before it draws a chart.
import * as echarts from 'echarts/core';
import { BarChart, CandlestickChart, LineChart } from 'echarts/charts';
import { DataZoomComponent, GridComponent, LegendComponent, MarkLineComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';

echarts.use([LineChart, BarChart, CandlestickChart, GridComponent, TooltipComponent, DataZoomComponent, LegendComponent, MarkLineComponent, CanvasRenderer]);

export { echarts };
// the staged first draw (draw.ts) comes with the charts, not with the page (it is only needed to draw)
export { drawStaged } from './draw';
