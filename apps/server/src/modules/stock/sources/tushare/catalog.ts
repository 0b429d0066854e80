/**
 * The tushare pro interfaces this adapter reads, with what their document pages publish (tushare.pro/document/2?doc_id=…):
 * the token level needed, calls per minute, rows per call. Where a page publishes no per-minute figure the adapter
 * uses a cautious one and says so (`perMinutePublished: false`); docs/market-data-tushare.md lists them all.
 */
export interface TushareApi {
  name: string;
  /** 中文名 as the document page calls it */
  label: string;
  doc: number;
  /** points needed; null: a permission bought separately (单独开通), not reached by points */
  points: number | null;
  /** calls per minute at that level */
  perMinute: number;
  perMinutePublished: boolean;
  /** rows one call answers at most (pages further with offset) */
  maxRows: number;
}

const api = (name: string, label: string, doc: number, points: number | null, perMinute: number, perMinutePublished: boolean, maxRows: number): TushareApi => ({
  name,
  label,
  doc,
  points,
  perMinute,
  perMinutePublished,
  maxRows,
});

export const TUSHARE_APIS = {
  trade_cal: api('trade_cal', '交易日历', 26, 2000, 50, false, 12000),
  stock_basic: api('stock_basic', '股票基础信息', 25, 2000, 50, true, 6000),
  daily: api('daily', 'A股日线行情', 27, 120, 500, true, 6000),
  index_daily: api('index_daily', '指数日线行情', 95, 2000, 200, true, 8000),
  adj_factor: api('adj_factor', '复权因子', 28, 2000, 50, false, 6000),
  limit_list_d: api('limit_list_d', '涨跌停列表', 298, 5000, 200, true, 2500),
  kpl_list: api('kpl_list', '开盘啦榜单', 347, 5000, 200, true, 8000),
  ths_hot: api('ths_hot', '同花顺热榜', 320, 6000, 50, false, 2000),
  dc_hot: api('dc_hot', '东方财富热榜', 321, 8000, 50, false, 2000),
  ths_index: api('ths_index', '同花顺概念和行业指数', 259, 6000, 50, false, 5000),
  ths_member: api('ths_member', '同花顺概念板块成分', 261, 6000, 200, true, 5000),
  moneyflow: api('moneyflow', '个股资金流向', 170, 2000, 200, true, 6000),
  top_list: api('top_list', '龙虎榜每日明细', 106, 2000, 50, false, 10000),
  top_inst: api('top_inst', '龙虎榜机构明细', 107, 5000, 50, false, 10000),
  anns_d: api('anns_d', '上市公司全量公告', 176, null, 50, false, 2000),
  news: api('news', '新闻快讯', 143, null, 50, false, 1500),
  rt_k: api('rt_k', '沪深京实时日线', 372, null, 50, false, 6000),
  stk_auction: api('stk_auction', '当日集合竞价', 369, null, 50, false, 8000),
} as const satisfies Record<string, TushareApi>;

export type TushareApiName = keyof typeof TUSHARE_APIS;

/** 「2000 积分」 or 「单独开通的权限」: the level an interface needs, in words. */
export function requirementText(api: TushareApi): string {
  return api.points === null ? '单独开通的权限' : `${api.points} 积分`;
}
