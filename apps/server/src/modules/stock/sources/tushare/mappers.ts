import { board } from '../../market-rules';

/**
 * tushare rows → our units and names, one pure function per interface. Units per the interface pages: daily vol 手
 * and amount 千元; moneyflow amounts 万元; top_inst 元; rt_k vol 股 and amount 元; limit_list_d / top_list give no
 * unit and are read as 元 (as the file importer does, docs/market-data-import.md). Rows of codes that are not A-shares
 * (funds, B shares, 港股 in the hot lists) are left out.
 */
type Row = Record<string, unknown>;

const text = (v: unknown): string => (v === null || v === undefined ? '' : String(v).trim());
/** a finite number or null ('' / None / NaN: not given) */
export const num = (v: unknown): number | null => {
  if (v === null || v === undefined || v === '') return null;
  const n = typeof v === 'number' ? v : Number(String(v).replace(/,/g, ''));
  return Number.isFinite(n) ? n : null;
};
const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

/** 600519.SH → 600519; null when it is not an A-share code. */
export function codeOf(tsCode: unknown): string | null {
  const m = /^(\d{6})\.(SH|SZ|BJ)$/i.exec(text(tsCode));
  return m && board(m[1]) ? m[1] : null;
}

/** 20261127 → 2026-11-27 (also accepts 2026-11-27); null otherwise. */
export function dateOf(v: unknown): string | null {
  const m = /^(\d{4})-?(\d{2})-?(\d{2})/.exec(text(v));
  return m ? `${m[1]}-${m[2]}-${m[3]}` : null;
}

/** 2026-11-27 → 20261127 (tushare's date parameter). */
export const tsDate = (date: string) => date.replace(/-/g, '');

/** 92500 / 092500 / 09:25:00 → 09:25:00; null otherwise. */
export function timeOf(v: unknown): string | null {
  const s = text(v);
  if (/^\d{1,2}:\d{2}(:\d{2})?$/.test(s)) return (s.length <= 5 ? `${s}:00` : s).padStart(8, '0');
  if (!/^\d{1,6}$/.test(s)) return null;
  const p = s.padStart(6, '0');
  return `${p.slice(0, 2)}:${p.slice(2, 4)}:${p.slice(4, 6)}`;
}

/** A Beijing wall-clock time ('2026-11-27 10:05:00', '20261127 10:05') → Date; null otherwise. */
export function beijingTime(v: unknown): Date | null {
  const m = /^(\d{4})-?(\d{2})-?(\d{2})[ T](\d{1,2}):(\d{2})(?::(\d{2}))?/.exec(text(v));
  if (!m) return null;
  const d = new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4].padStart(2, '0')}:${m[5]}:${m[6] ?? '00'}+08:00`);
  return Number.isNaN(d.getTime()) ? null : d;
}

// ------------------------------------------------------------------ trade_cal

export interface CalendarDay {
  date: string;
  open: boolean;
}

export function mapTradeCal(rows: Row[]): CalendarDay[] {
  return rows
    .map((r) => ({ date: dateOf(r.cal_date), open: text(r.is_open) === '1' }))
    .filter((d): d is CalendarDay => d.date !== null)
    .sort((a, b) => a.date.localeCompare(b.date));
}

// ------------------------------------------------------------------ stock_basic

export interface StockBasic {
  code: string;
  name: string;
  /** tushare's own industry name (银行, 全国地产 …); null when it gives none */
  industry: string | null;
  listDate: string;
}

export function mapStockBasic(rows: Row[]): StockBasic[] {
  const out: StockBasic[] = [];
  for (const r of rows) {
    const code = codeOf(r.ts_code);
    const listDate = dateOf(r.list_date);
    const name = text(r.name);
    if (!code || !listDate || !name) continue;
    if (r.list_status !== undefined && r.list_status !== null && text(r.list_status) !== 'L') continue;
    out.push({ code, name, industry: text(r.industry) || null, listDate });
  }
  return out;
}

// ------------------------------------------------------------------ daily · adj_factor · rt_k

export interface DailyBar {
  code: string;
  tradeDate: string;
  open: number;
  high: number;
  low: number;
  close: number;
  /** tushare's pre_close: the ex-rights previous close the day's change and limits are computed from */
  prevClose: number;
  /** shares */
  volume: number;
  /** yuan */
  amount: number;
}

export function mapDaily(rows: Row[]): DailyBar[] {
  const out: DailyBar[] = [];
  for (const r of rows) {
    const code = codeOf(r.ts_code);
    const tradeDate = dateOf(r.trade_date);
    const [open, high, low, close, prevClose, vol, amount] = [r.open, r.high, r.low, r.close, r.pre_close, r.vol, r.amount].map(num);
    if (!code || !tradeDate || open === null || high === null || low === null || close === null || prevClose === null) continue;
    out.push({ code, tradeDate, open, high, low, close, prevClose, volume: Math.round((vol ?? 0) * 100), amount: round((amount ?? 0) * 1000) });
  }
  return out;
}

/** tushare codes of the key indices the site shows (stock_index codes without the suffix). */
export const INDEX_TS_CODES = ['000001.SH', '399001.SZ', '399006.SZ', '000688.SH', '899050.BJ', '000300.SH', '000016.SH', '000905.SH', '000852.SH'];

export interface IndexBar {
  /** the index code as the site stores it (000001, 399001 …) */
  code: string;
  tradeDate: string;
  open: number;
  high: number;
  low: number;
  close: number;
  prevClose: number;
  /** shares */
  volume: number;
  /** yuan */
  amount: number;
}

/** index_daily: points as given, vol 手 → shares, amount 千元 → yuan. */
export function mapIndexDaily(rows: Row[]): IndexBar[] {
  const out: IndexBar[] = [];
  for (const r of rows) {
    const m = /^(\d{6})\.(SH|SZ|BJ|CSI)$/i.exec(text(r.ts_code));
    const tradeDate = dateOf(r.trade_date);
    const [open, high, low, close, prevClose] = [r.open, r.high, r.low, r.close, r.pre_close].map(num);
    if (!m || !tradeDate || open === null || high === null || low === null || close === null || prevClose === null) continue;
    out.push({ code: m[1], tradeDate, open, high, low, close, prevClose, volume: Math.round((num(r.vol) ?? 0) * 100), amount: round((num(r.amount) ?? 0) * 1000) });
  }
  return out;
}

export interface AdjFactor {
  code: string;
  tradeDate: string;
  factor: number;
}

export function mapAdjFactor(rows: Row[]): AdjFactor[] {
  const out: AdjFactor[] = [];
  for (const r of rows) {
    const code = codeOf(r.ts_code);
    const tradeDate = dateOf(r.trade_date);
    const factor = num(r.adj_factor);
    if (code && tradeDate && factor !== null && factor > 0) out.push({ code, tradeDate, factor });
  }
  return out;
}

export interface RealtimeQuote {
  code: string;
  price: number;
  prevClose: number | null;
  open: number | null;
  high: number | null;
  low: number | null;
  /** shares */
  volume: number;
  /** yuan */
  amount: number;
  /** trade_time when the answer has it */
  time: Date | null;
}

/** rt_k: a row without a price (suspended, not yet traded) is left out. */
export function mapRtK(rows: Row[], tradeDate: string): RealtimeQuote[] {
  const out: RealtimeQuote[] = [];
  for (const r of rows) {
    const code = codeOf(r.ts_code);
    const price = num(r.close);
    if (!code || price === null || price <= 0) continue;
    const t = text(r.trade_time);
    out.push({
      code,
      price,
      prevClose: num(r.pre_close),
      open: num(r.open) || null,
      high: num(r.high) || null,
      low: num(r.low) || null,
      volume: Math.round(num(r.vol) ?? 0),
      amount: round(num(r.amount) ?? 0),
      time: t ? (beijingTime(t) ?? (timeOf(t) ? new Date(`${tradeDate}T${timeOf(t)}+08:00`) : null)) : null,
    });
  }
  return out;
}

// ------------------------------------------------------------------ limit_list_d · kpl_list

export interface LimitPoolRow {
  tradeDate: string;
  /** 1 涨停 · 2 炸板 · 3 跌停 */
  poolType: 1 | 2 | 3;
  code: string;
  name: string;
  price: number;
  changePercent: number;
  amount: number;
  floatMarketCap: number | null;
  turnoverRate: number | null;
  /** 封单金额, yuan */
  sealAmount: number;
  firstSealTime: string | null;
  lastSealTime: string | null;
  openCount: number;
  streak: number;
  /** up_stat N/T: N 次涨停 in T 天 */
  ntN: number | null;
  ntT: number | null;
  industry: string | null;
}

const POOL_OF: Record<string, 1 | 2 | 3> = { U: 1, Z: 2, D: 3 };

export function mapLimitList(rows: Row[]): LimitPoolRow[] {
  const out: LimitPoolRow[] = [];
  for (const r of rows) {
    const code = codeOf(r.ts_code);
    const tradeDate = dateOf(r.trade_date);
    const poolType = POOL_OF[text(r.limit).toUpperCase()];
    const price = num(r.close);
    if (!code || !tradeDate || !poolType || price === null) continue;
    const nt = /^(\d+)\/(\d+)$/.exec(text(r.up_stat));
    out.push({
      tradeDate,
      poolType,
      code,
      name: text(r.name),
      price,
      changePercent: round(num(r.pct_chg) ?? 0),
      amount: round(num(r.amount) ?? 0),
      floatMarketCap: num(r.float_mv),
      turnoverRate: num(r.turnover_ratio),
      sealAmount: round(num(r.fd_amount) ?? 0),
      firstSealTime: timeOf(r.first_time),
      lastSealTime: timeOf(r.last_time),
      openCount: Math.round(num(r.open_times) ?? 0),
      streak: Math.round(num(r.limit_times) ?? 0),
      ntN: nt ? Number(nt[1]) : null,
      ntT: nt ? Number(nt[2]) : null,
      industry: text(r.industry) || null,
    });
  }
  return out;
}

export interface LimitReason {
  tradeDate: string;
  code: string;
  /** 涨停原因 (lu_desc) */
  reason: string;
  /** 板块 (theme), split on 、 */
  concepts: string[];
  /** 状态, e.g. 首板 / 2连板 */
  status: string;
}

/** kpl_list (开盘啦): the reason of each limit-up; rows without one are left out. */
export function mapKplList(rows: Row[]): LimitReason[] {
  const out: LimitReason[] = [];
  for (const r of rows) {
    const code = codeOf(r.ts_code);
    const tradeDate = dateOf(r.trade_date);
    const reason = text(r.lu_desc);
    const concepts = text(r.theme).split(/[、,，;；]/).map((s) => s.trim()).filter(Boolean);
    if (!code || !tradeDate || (!reason && !concepts.length)) continue;
    out.push({ tradeDate, code, reason, concepts, status: text(r.status) });
  }
  return out;
}

// ------------------------------------------------------------------ ths_hot · dc_hot

export interface HotRank {
  code: string;
  rank: number;
  /** 热度值 (ths_hot) */
  heat: number | null;
  /** 标签 (ths_hot concept) */
  concepts: string[];
  /** 上榜解读 (ths_hot rank_reason) */
  reason: string;
  time: Date | null;
}

/** ths_hot concept is a JSON array in a string (["钠离子电池", "同花顺漂亮100"]); a plain list also works. */
export function conceptList(v: unknown): string[] {
  if (Array.isArray(v)) return v.map(text).filter(Boolean);
  const s = text(v);
  if (!s) return [];
  try {
    const parsed: unknown = JSON.parse(s);
    if (Array.isArray(parsed)) return parsed.map(text).filter(Boolean);
  } catch {
    // not JSON: a separated list
  }
  return s.split(/[、,，;；]/).map((x) => x.trim()).filter(Boolean);
}

/**
 * A hot list: A-shares only, the newest snapshot of each stock (rank_time), ranks renumbered 1… in list order so that
 * the A-shares of a mixed list leave no gaps and no rank is taken twice.
 */
export function mapHotList(rows: Row[]): HotRank[] {
  const newest = new Map<string, { row: Row; rank: number; time: Date | null }>();
  for (const r of rows) {
    const code = codeOf(r.ts_code);
    const rank = num(r.rank);
    if (!code || rank === null || rank <= 0) continue;
    const time = beijingTime(r.rank_time);
    const seen = newest.get(code);
    if (!seen || (time && seen.time && time > seen.time) || (!seen.time && time)) newest.set(code, { row: r, rank, time });
  }
  const latest = Math.max(0, ...[...newest.values()].map((v) => v.time?.getTime() ?? 0));
  return [...newest.entries()]
    .filter(([, v]) => !latest || !v.time || v.time.getTime() === latest)
    .sort((a, b) => a[1].rank - b[1].rank || a[0].localeCompare(b[0]))
    .map(([code, v], i) => ({
      code,
      rank: i + 1,
      heat: num(v.row.hot) === null ? null : Math.round(num(v.row.hot)!),
      concepts: conceptList(v.row.concept),
      reason: text(v.row.rank_reason),
      time: v.time,
    }));
}

// ------------------------------------------------------------------ ths_index · ths_member

export interface Board {
  /** the source's code (885800.TI) */
  sourceCode: string;
  name: string;
  /** 1 行业 · 2 概念 */
  type: 1 | 2;
  count: number | null;
}

/** ths_index: A-share concept (N) and industry (I) indices; the other kinds (地域, 特色, 风格 …) are left out. */
export function mapThsIndex(rows: Row[]): Board[] {
  const out: Board[] = [];
  for (const r of rows) {
    const type = ({ N: 2, I: 1 } as const)[text(r.type) as 'N' | 'I'];
    const name = text(r.name);
    if (!type || !name || (r.exchange !== undefined && r.exchange !== null && text(r.exchange) !== 'A')) continue;
    out.push({ sourceCode: text(r.ts_code), name, type, count: num(r.count) });
  }
  return out;
}

export interface BoardMember {
  sourceCode: string;
  code: string;
  name: string;
}

/** ths_member: the current members (is_new N rows are former members and left out). */
export function mapThsMember(rows: Row[]): BoardMember[] {
  const out: BoardMember[] = [];
  for (const r of rows) {
    const code = codeOf(r.con_code);
    if (!code || (r.is_new !== undefined && r.is_new !== null && text(r.is_new) === 'N')) continue;
    out.push({ sourceCode: text(r.ts_code), code, name: text(r.con_name) });
  }
  return out;
}

// ------------------------------------------------------------------ moneyflow

export interface MoneyFlow {
  code: string;
  tradeDate: string;
  /** yuan, bought minus sold per order size (小单 < 5 万, 中单 5–20 万, 大单 20–100 万, 特大单 ≥ 100 万) */
  smallNet: number;
  mediumNet: number;
  largeNet: number;
  extraLargeNet: number;
  /** 主力净流入 = 大单 + 特大单 */
  mainNet: number;
  /** net_mf_amount as tushare computes it */
  net: number;
}

export function mapMoneyFlow(rows: Row[]): MoneyFlow[] {
  const out: MoneyFlow[] = [];
  const wan = (v: unknown) => round((num(v) ?? 0) * 10_000);
  for (const r of rows) {
    const code = codeOf(r.ts_code);
    const tradeDate = dateOf(r.trade_date);
    if (!code || !tradeDate) continue;
    const smallNet = round(wan(r.buy_sm_amount) - wan(r.sell_sm_amount));
    const mediumNet = round(wan(r.buy_md_amount) - wan(r.sell_md_amount));
    const largeNet = round(wan(r.buy_lg_amount) - wan(r.sell_lg_amount));
    const extraLargeNet = round(wan(r.buy_elg_amount) - wan(r.sell_elg_amount));
    out.push({ code, tradeDate, smallNet, mediumNet, largeNet, extraLargeNet, mainNet: round(largeNet + extraLargeNet), net: wan(r.net_mf_amount) });
  }
  return out;
}

// ------------------------------------------------------------------ top_list · top_inst (龙虎榜)

export interface DragonTigerEntry {
  tradeDate: string;
  code: string;
  name: string;
  close: number | null;
  changePercent: number | null;
  turnoverRate: number | null;
  /** yuan */
  amount: number | null;
  buyAmount: number | null;
  sellAmount: number | null;
  netAmount: number | null;
  floatMarketCap: number | null;
  reason: string;
}

/** top_list: one row per (stock, reason); the same stock may be listed for two reasons. */
export function mapTopList(rows: Row[]): DragonTigerEntry[] {
  const out: DragonTigerEntry[] = [];
  for (const r of rows) {
    const code = codeOf(r.ts_code);
    const tradeDate = dateOf(r.trade_date);
    if (!code || !tradeDate) continue;
    out.push({
      tradeDate,
      code,
      name: text(r.name),
      close: num(r.close),
      changePercent: num(r.pct_change),
      turnoverRate: num(r.turnover_rate),
      amount: num(r.amount),
      buyAmount: num(r.l_buy),
      sellAmount: num(r.l_sell),
      netAmount: num(r.net_amount),
      floatMarketCap: num(r.float_values),
      reason: text(r.reason),
    });
  }
  return out;
}

export interface DragonTigerSeat {
  tradeDate: string;
  code: string;
  /** 营业部 / 机构专用 */
  seat: string;
  /** 0 买入金额最大的前 5 名 → buy, 1 卖出金额最大的前 5 名 → sell */
  side: 'buy' | 'sell';
  buy: number;
  sell: number;
  netBuy: number;
  reason: string;
}

export function mapTopInst(rows: Row[]): DragonTigerSeat[] {
  const out: DragonTigerSeat[] = [];
  for (const r of rows) {
    const code = codeOf(r.ts_code);
    const tradeDate = dateOf(r.trade_date);
    const side = text(r.side) === '0' ? 'buy' : text(r.side) === '1' ? 'sell' : null;
    if (!code || !tradeDate || !side) continue;
    const buy = num(r.buy) ?? 0;
    const sell = num(r.sell) ?? 0;
    out.push({ tradeDate, code, seat: text(r.exalter), side, buy, sell, netBuy: num(r.net_buy) ?? round(buy - sell), reason: text(r.reason) });
  }
  return out;
}

// ------------------------------------------------------------------ anns_d · news

export interface Announcement {
  code: string;
  name: string;
  title: string;
  url: string;
  annDate: string;
  /** rec_time when given, else the announcement date at 00:00 Beijing time */
  time: Date;
}

export function mapAnnouncements(rows: Row[]): Announcement[] {
  const out: Announcement[] = [];
  for (const r of rows) {
    const code = codeOf(r.ts_code);
    const annDate = dateOf(r.ann_date);
    const title = text(r.title);
    if (!code || !annDate || !title) continue;
    out.push({ code, name: text(r.name), title, url: text(r.url), annDate, time: beijingTime(r.rec_time) ?? new Date(`${annDate}T00:00:00+08:00`) });
  }
  return out;
}

/** news src identifiers → the source's own name (news page's 数据源 table). */
export const NEWS_SOURCES: Record<string, string> = {
  sina: '新浪财经',
  wallstreetcn: '华尔街见闻',
  '10jqka': '同花顺',
  eastmoney: '东方财富',
  yuncaijing: '云财经',
  fenghuang: '凤凰新闻',
  jinrongjie: '金融界',
  cls: '财联社',
  yicai: '第一财经',
};

export interface Flash {
  time: Date;
  /** the title, or the content's first sentence when the source gives none */
  title: string;
  content: string;
  /** the news source's own name: what the flash is attributed to */
  source: string;
}

export function mapNews(rows: Row[], src: string): Flash[] {
  const out: Flash[] = [];
  for (const r of rows) {
    const time = beijingTime(r.datetime);
    const content = text(r.content);
    if (!time || !content) continue;
    const title = text(r.title) || (/^【([^】]{2,60})】/.exec(content)?.[1] ?? content.split(/[。！？]/)[0]).slice(0, 200);
    out.push({ time, title, content, source: NEWS_SOURCES[src] ?? src });
  }
  return out;
}
