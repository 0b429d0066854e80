import type {
  AnnouncementVO,
  ChangeDistributionVO,
  ConceptVO,
  ConceptMemberVO,
  EssayVO,
  HotStockVO,
  IndexVO,
  InformationVO,
  IntradayVO,
  KlineBarVO,
  MarketStatusVO,
  LadderVO,
  LimitUpSummaryVO,
  LimitUpVO,
  NavGroupVO,
  NewsDetailVO,
  NewsVO,
  RecordVO,
  SearchResultVO,
  StockDetailVO,
  StockQuoteVO,
  TurnoverCompareVO,
  TurnoverVO,
} from '@gprs/contract';
import { request } from '../request';

/** A paged result of the admin-api. */
export interface PageResult<T> {
  list: T[];
  total: number;
}

export interface HomeSummaryVO {
  indices: IndexVO[];
  turnover: TurnoverCompareVO;
  /** 人气榜 (tags, 上榜理由, rank change) */
  hotStocks: HotStockVO[];
  /** 飙升榜: the largest rises since the previous snapshot */
  hotRising: HotStockVO[];
  hotConcepts: ConceptVO[];
  limitUp: LimitUpSummaryVO;
  flashes: InformationVO[];
  news: NewsVO[];
}

export type Period = 'day' | 'week' | 'month';
/** 复权 of a stock's K-line (the server's `adjust`): 不复权 · 前复权 · 后复权 */
export type KlineAdjust = 'none' | 'qfq' | 'hfq';
type Params = Record<string, unknown>;

/**
 * Query keys. Everything holding stock quotes lives under 'quotes' and everything holding index quotes under
 * 'indices', so the live stream patches exactly those caches (index and stock codes overlap: 000001).
 */
export const marketKeys = {
  home: ['quotes', 'home'] as const,
  stock: (code: string) => ['quotes', 'stock', code] as const,
  stockPage: (p: Params) => ['quotes', 'stock-page', p] as const,
  hotRank: (limit: number) => ['quotes', 'hot-rank', limit] as const,
  conceptMembers: (p: Params) => ['quotes', 'concept-members', p] as const,
  watch: (groupId?: number) => ['quotes', 'watch', groupId ?? 0] as const,
  indices: ['indices', 'list'] as const,
  indexIntraday: (code: string) => ['indices', 'intraday', code] as const,
  /** only the minute prices of an index (the home page's sparklines): a server-rendered page carries this in its HTML */
  indexSparkline: (code: string) => ['indices', 'sparkline', code] as const,
  limitUp: ['limit-up'] as const,
  /** 涨跌分布 (not under 'quotes': the live stream does not patch it, it is read again each minute) */
  distribution: ['market-distribution'] as const,
  flashes: ['flashes'] as const,
  /** the market's phase, source and newest quote time (the header's 演示行情 / phase mark, the live badges) */
  status: ['market-status'] as const,
};

export const market = {
  home: () => request.get<HomeSummaryVO>('/stock/home/summary'),
  /** 涨跌分布 with 赚钱效应 (the home page's panel) */
  distribution: () => request.get<ChangeDistributionVO>('/stock/market/distribution'),
  status: () => request.get<MarketStatusVO>('/stock/market/session'),
  search: (keyword: string, limit = 10) => request.get<SearchResultVO>('/stock/search', { keyword, limit }, { skipErrorHandler: true }),
  stock: (code: string) => request.get<StockDetailVO>('/stock/stock/get', { code }, { skipErrorHandler: true }),
  stockPage: (p: Params) => request.get<PageResult<StockQuoteVO>>('/stock/stock/page', p),
  /** a stock's K-line; adjust: 不复权 none · 前复权 qfq · 后复权 hfq */
  kline: (code: string, period: Period, limit = 120, adjust: KlineAdjust = 'none') =>
    request.get<KlineBarVO[]>('/stock/stock/kline', adjust === 'none' ? { code, period, limit } : { code, period, limit, adjust }),
  intraday: (code: string) => request.get<IntradayVO>('/stock/stock/intraday', { code }),
  hotRank: (limit = 20) => request.get<HotStockVO[]>('/stock/stock/hot-rank', { limit }),
  hotRise: (limit = 20) => request.get<HotStockVO[]>('/stock/stock/hot-rise', { limit }),
  conceptPage: (p: Params) => request.get<PageResult<ConceptVO>>('/stock/concept/page', p),
  concept: (code: string) => request.get<ConceptVO>('/stock/concept/get', { code }),
  conceptMembers: (p: Params) => request.get<PageResult<ConceptMemberVO>>('/stock/concept/members', p),
  conceptKline: (code: string, period: Period, limit = 120) => request.get<KlineBarVO[]>('/stock/concept/kline', { code, period, limit }),
  limitUpPool: (p: Params) => request.get<{ tradeDate: string | null; list: LimitUpVO[] }>('/stock/limit-up/pool', p),
  limitUpHistory: (code: string) => request.get<LimitUpVO[]>('/stock/limit-up/history', { code }),
  limitUpLadder: (tradeDate?: string) => request.get<LadderVO>('/stock/limit-up/ladder', { tradeDate }),
  limitUpSummary: (tradeDate?: string) => request.get<LimitUpSummaryVO>('/stock/limit-up/summary', { tradeDate }),
  tradeDays: (limit = 30) => request.get<string[]>('/stock/trade-day/list', { limit }),
  indices: () => request.get<IndexVO[]>('/stock/index/list'),
  indexKline: (code: string, period: Period, limit = 120) => request.get<KlineBarVO[]>('/stock/index/kline', { code, period, limit }),
  indexIntraday: (code: string) => request.get<IntradayVO>('/stock/index/intraday', { code }),
  indexSparkline: (code: string) => request.get<IntradayVO>('/stock/index/intraday', { code }).then((d) => d.minutes.map((m) => m.price)),
  turnoverHistory: (limit = 60) => request.get<TurnoverVO[]>('/stock/turnover/history', { limit }),
  turnoverCompare: () => request.get<TurnoverCompareVO>('/stock/turnover/compare'),
  newsPage: (p: Params) => request.get<PageResult<NewsVO>>('/stock/news/page', p),
  news: (id: number) => request.get<NewsDetailVO>('/stock/news/get', { id }, { skipErrorHandler: true }),
  informationPage: (p: Params) => request.get<PageResult<InformationVO>>('/stock/information/page', p),
  announcementPage: (p: Params) => request.get<PageResult<AnnouncementVO>>('/stock/announcement/page', p),
  essayPage: (p: Params) => request.get<PageResult<EssayVO>>('/stock/essay/page', p),
  essay: (id: number) => request.get<EssayVO>('/stock/essay/get', { id }, { skipErrorHandler: true }),
  recordPage: (p: Params) => request.get<PageResult<RecordVO>>('/stock/record/page', p),
  record: (id: number) => request.get<RecordVO>('/stock/record/get', { id }, { skipErrorHandler: true }),
  navList: () => request.get<NavGroupVO[]>('/stock/nav/list'),
};
