// The market's value lists and labels without zod: the public pages import them from '@gprs/contract/labels', so a
// page that only shows a board's name does not carry zod and every schema (docs/decisions/0034).

/** dict market_type */
export const MARKET_TYPES = ['SH', 'SZ', 'BJ'] as const;
export type MarketTypeValue = (typeof MARKET_TYPES)[number];
/** Boards: main 主板 · star 科创板 · gem 创业板 · bse 北交所 */
export const BOARDS = ['main', 'star', 'gem', 'bse'] as const;
export type BoardValue = (typeof BOARDS)[number];
export const BOARD_LABELS: Record<BoardValue, string> = { main: '主板', star: '科创板', gem: '创业板', bse: '北交所' };
export const MARKET_TYPE_LABELS: Record<MarketTypeValue, string> = { SH: '上交所', SZ: '深交所', BJ: '北交所' };
/** dict industry_concept */
export const ConceptType = { INDUSTRY: 1, CONCEPT: 2 } as const;
/** Limit-up pool types */
export const LimitUpPoolType = { LIMIT_UP: 1, BROKEN: 2, LIMIT_DOWN: 3, YESTERDAY: 4 } as const;
export const LIMIT_UP_POOL_LABELS: Record<number, string> = { 1: '涨停', 2: '炸板', 3: '跌停', 4: '昨日涨停' };
/** 公告 types */
export const ANNOUNCEMENT_TYPE_VALUES = ['重大事项', '财务报告', '融资公告', '风险提示', '资产重组', '信息变更', '持股变动'] as const;
