export * from './format';
export * from './api';
export * from './components';
export { useLiveMarket, type LiveStatus } from './use-live-market';
export { EChart } from './charts/echart';
export { klineOption, intradayOption, linesOption, type KlineLowerPane } from './charts/options';
export * from './member-api';
export * from './limit-rule';
export { DemoNamesNote, LiveBadge, MarketStatusMark, useMarketStatus } from './market-status';
