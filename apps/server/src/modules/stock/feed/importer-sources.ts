/**
 * Export shapes of other data sources that the file importer recognises from the header row (akshare, tushare), with
 * one unit table per source. Everything here is pure: header → detection, raw record → record in our own field names.
 * Column lists and units (see docs/market-data-import.md for where each list comes from):
 * - akshare: the column lists its functions assign (akshare/stock_feature/stock_hist_em.py, stock_ztb_em.py,
 *   akshare/stock/stock_hot_rank_em.py, stock_board_concept_em.py) and its documentation (成交量 注意单位: 手 …).
 * - tushare: the output parameters of stock_basic (doc_id=25), daily (doc_id=27: vol 手, amount 千元) and
 *   limit_list_d (doc_id=298).
 */

import { IMPORT_FIELD_LABELS, importTradeDateDefault } from '@gprs/contract';

/** What a recognised file is imported as. The first three are our own formats. */
export type ImportTarget = 'stocks' | 'daily' | 'news' | 'stockBasic' | 'quotes' | 'limitUp' | 'hotRank' | 'concepts' | 'conceptMembers';
export type ImportSource = 'own' | 'akshare' | 'tushare';

/** How a source writes a value; each has one converter to our unit (元, 股, %, YYYY-MM-DD, HH:mm:ss, 6-digit code). */
export type Unit =
  | 'text'
  | 'number'
  | 'int'
  | 'yuan'
  | 'qianyuan'
  | 'wanyuan'
  | 'yiyuan'
  | 'shou'
  | 'gu'
  | 'percent'
  | 'code'
  | 'tsCode'
  | 'emCode'
  | 'date'
  | 'yyyymmdd'
  | 'hhmmss'
  | 'ratio';

export class ConvertError extends Error {}

const numberOf = (raw: string): number => {
  const s = raw.replace(/,/g, '').replace(/%$/, '').trim();
  if (s === '' || s === '-' || s === '--') throw new ConvertError('不是数字');
  const n = Number(s);
  if (!Number.isFinite(n)) throw new ConvertError(`「${raw}」不是数字`);
  return n;
};
const round = (n: number, digits: number) => {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
};
const pad6 = (s: string) => (/^\d{1,6}$/.test(s) ? s.padStart(6, '0') : s);

/** Converters per unit: raw cell text → value in our unit. Empty cells never reach them (they mean "not given"). */
export const CONVERT: Record<Unit, (raw: string) => string | number> = {
  text: (raw) => raw.trim(),
  number: (raw) => numberOf(raw),
  int: (raw) => Math.round(numberOf(raw)),
  yuan: (raw) => round(numberOf(raw), 2),
  qianyuan: (raw) => round(numberOf(raw) * 1_000, 2),
  wanyuan: (raw) => round(numberOf(raw) * 10_000, 2),
  yiyuan: (raw) => round(numberOf(raw) * 100_000_000, 2),
  shou: (raw) => Math.round(numberOf(raw) * 100),
  gu: (raw) => Math.round(numberOf(raw)),
  /** a percentage stays a percentage (5.2 means 5.2 %); a trailing % sign is accepted */
  percent: (raw) => round(numberOf(raw), 2),
  /** 1 → 000001 (spreadsheets drop leading zeros) */
  code: (raw) => pad6(raw.trim()),
  /** tushare ts_code: 600519.SH → 600519 */
  tsCode: (raw) => {
    const m = /^(\d{1,6})\.(SH|SZ|BJ)$/i.exec(raw.trim());
    if (!m) throw new ConvertError(`「${raw}」不是 tushare 代码（如 600519.SH）`);
    return pad6(m[1]);
  },
  /** eastmoney code with market prefix: SZ000665 / SH600519 / BJ830799 → 6 digits */
  emCode: (raw) => {
    const m = /^(?:SH|SZ|BJ)?(\d{1,6})$/i.exec(raw.trim());
    if (!m) throw new ConvertError(`「${raw}」不是股票代码（如 SZ000665）`);
    return pad6(m[1]);
  },
  /** 2024-01-15, 2024/1/15, 2024-01-15 00:00:00 or 20240115 → 2024-01-15 */
  date: (raw) => {
    const s = raw.trim();
    const m = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T].*)?$/.exec(s) ?? /^(\d{4})(\d{2})(\d{2})$/.exec(s);
    if (!m) throw new ConvertError(`「${raw}」不是日期`);
    return `${m[1]}-${m[2].padStart(2, '0')}-${m[3].padStart(2, '0')}`;
  },
  yyyymmdd: (raw) => {
    const m = /^(\d{4})(\d{2})(\d{2})$/.exec(raw.trim());
    if (!m) throw new ConvertError(`「${raw}」不是 YYYYMMDD 日期`);
    return `${m[1]}-${m[2]}-${m[3]}`;
  },
  /** 92500 / 092500 / 09:25:00 → 09:25:00 */
  hhmmss: (raw) => {
    const s = raw.trim();
    if (/^\d{1,2}:\d{2}(:\d{2})?$/.test(s)) return (s.length <= 5 ? `${s}:00` : s).padStart(8, '0');
    if (!/^\d{1,6}$/.test(s)) throw new ConvertError(`「${raw}」不是时间（HHMMSS）`);
    const p = s.padStart(6, '0');
    return `${p.slice(0, 2)}:${p.slice(2, 4)}:${p.slice(4, 6)}`;
  },
  ratio: (raw) => numberOf(raw),
};

export interface ColumnSpec {
  /** the header exactly as the source writes it */
  header: string;
  /** our field (of the target); '' = recognised but not used */
  field: string;
  unit: Unit;
  required?: boolean;
}

export interface Shape {
  source: Exclude<ImportSource, 'own'>;
  /** the source's function / API name */
  id: string;
  label: string;
  target: ImportTarget;
  columns: ColumnSpec[];
  /** values the file does not carry (e.g. the pool type of a limit-up pool) */
  fixed?: Record<string, string | number>;
  /** fields taken from the upload's options when the file has no column for them */
  fromOptions?: { field: string; option: keyof ImportContext; label: string }[];
}

export interface ImportContext {
  /** trade date of a pool file (akshare pools carry none): YYYY-MM-DD; default importTradeDateDefault (latest started trade day) */
  tradeDate?: string;
  /** concept board name of a member list (stock_board_concept_cons_em carries none) */
  board?: string;
  /** stock code of a history file without a 股票代码 column */
  code?: string;
}

const col = (header: string, field: string, unit: Unit, required = false): ColumnSpec => ({ header, field, unit, required });

// ------------------------------------------------------------------ akshare (Chinese headers as akshare writes them)

/** akshare: 成交量 in 手, 成交额 / 市值 / 封板资金 in 元, percentages in % (akshare docs: 注意单位). */
export const AKSHARE_UNITS: Record<string, Unit> = {
  代码: 'code',
  股票代码: 'code',
  名称: 'text',
  股票名称: 'text',
  最新价: 'yuan',
  涨跌幅: 'percent',
  涨跌额: 'yuan',
  成交量: 'shou',
  成交额: 'yuan',
  振幅: 'percent',
  最高: 'yuan',
  最低: 'yuan',
  今开: 'yuan',
  昨收: 'yuan',
  开盘: 'yuan',
  收盘: 'yuan',
  量比: 'ratio',
  换手率: 'percent',
  '市盈率-动态': 'number',
  动态市盈率: 'number',
  市净率: 'number',
  总市值: 'yuan',
  流通市值: 'yuan',
  封板资金: 'yuan',
  封单资金: 'yuan',
  板上成交额: 'yuan',
  首次封板时间: 'hhmmss',
  最后封板时间: 'hhmmss',
  炸板次数: 'int',
  开板次数: 'int',
  连板数: 'int',
  连续跌停: 'int',
  涨停统计: 'text',
  所属行业: 'text',
  涨停价: 'yuan',
  日期: 'date',
  当前排名: 'int',
  板块名称: 'text',
  板块代码: 'text',
  上涨家数: 'int',
  下跌家数: 'int',
  领涨股票: 'text',
  '领涨股票-涨跌幅': 'percent',
};

const ak = (header: string, field: string, required = false): ColumnSpec => col(header, field, AKSHARE_UNITS[header] ?? 'text', required);

const AK_POOL_COMMON = [ak('序号', ''), ak('代码', 'code', true), ak('名称', 'name', true), ak('涨跌幅', 'changePercent', true), ak('最新价', 'price', true), ak('成交额', 'amount'), ak('流通市值', 'floatMarketCap'), ak('总市值', ''), ak('换手率', 'turnoverRate'), ak('所属行业', 'industry')];

export const AKSHARE_SHAPES: Shape[] = [
  {
    source: 'akshare',
    id: 'stock_zh_a_spot_em',
    label: 'akshare 沪深京 A 股实时行情（stock_zh_a_spot_em）',
    target: 'quotes',
    columns: [
      ak('序号', ''),
      ak('代码', 'code', true),
      ak('名称', 'name', true),
      ak('最新价', 'price', true),
      ak('涨跌幅', ''),
      ak('涨跌额', ''),
      ak('成交量', 'volume'),
      ak('成交额', 'amount'),
      ak('振幅', 'amplitude'),
      ak('最高', 'high'),
      ak('最低', 'low'),
      ak('今开', 'open'),
      ak('昨收', 'prevClose', true),
      ak('量比', 'volumeRatio'),
      ak('换手率', 'turnoverRate'),
      ak('市盈率-动态', 'pe'),
      ak('市净率', 'pb'),
      ak('总市值', 'totalMarketCap'),
      ak('流通市值', 'floatMarketCap'),
      ak('涨速', ''),
      ak('5分钟涨跌', ''),
      ak('60日涨跌幅', ''),
      ak('年初至今涨跌幅', ''),
    ],
  },
  {
    source: 'akshare',
    id: 'stock_zh_a_hist',
    label: 'akshare A 股日线历史（stock_zh_a_hist，不复权）',
    target: 'daily',
    columns: [
      ak('日期', 'tradeDate', true),
      ak('股票代码', 'code'),
      ak('开盘', 'open', true),
      ak('收盘', 'close', true),
      ak('最高', 'high', true),
      ak('最低', 'low', true),
      ak('成交量', 'volume', true),
      ak('成交额', 'amount', true),
      ak('振幅', ''),
      ak('涨跌幅', ''),
      ak('涨跌额', 'change', true),
      ak('换手率', 'turnoverRate'),
    ],
    fromOptions: [{ field: 'code', option: 'code', label: '股票代码' }],
  },
  {
    source: 'akshare',
    id: 'stock_zt_pool_em',
    label: 'akshare 涨停股池（stock_zt_pool_em）',
    target: 'limitUp',
    fixed: { poolType: 1 },
    columns: [...AK_POOL_COMMON, ak('封板资金', 'sealAmount'), ak('首次封板时间', 'firstSealTime'), ak('最后封板时间', 'lastSealTime'), ak('炸板次数', 'openCount'), ak('涨停统计', 'upStat'), ak('连板数', 'streak')],
    fromOptions: [{ field: 'tradeDate', option: 'tradeDate', label: '交易日' }],
  },
  {
    source: 'akshare',
    id: 'stock_zt_pool_zbgc_em',
    label: 'akshare 炸板股池（stock_zt_pool_zbgc_em）',
    target: 'limitUp',
    fixed: { poolType: 2 },
    columns: [...AK_POOL_COMMON, ak('涨停价', ''), ak('涨速', ''), ak('首次封板时间', 'firstSealTime'), ak('炸板次数', 'openCount'), ak('涨停统计', 'upStat'), ak('振幅', '')],
    fromOptions: [{ field: 'tradeDate', option: 'tradeDate', label: '交易日' }],
  },
  {
    source: 'akshare',
    id: 'stock_zt_pool_dtgc_em',
    label: 'akshare 跌停股池（stock_zt_pool_dtgc_em）',
    target: 'limitUp',
    fixed: { poolType: 3 },
    columns: [...AK_POOL_COMMON, ak('动态市盈率', ''), ak('封单资金', 'sealAmount'), ak('最后封板时间', 'lastSealTime'), ak('板上成交额', ''), ak('连续跌停', 'streak'), ak('开板次数', 'openCount')],
    fromOptions: [{ field: 'tradeDate', option: 'tradeDate', label: '交易日' }],
  },
  {
    source: 'akshare',
    id: 'stock_hot_rank_em',
    label: 'akshare 东方财富人气榜（stock_hot_rank_em）',
    target: 'hotRank',
    columns: [col('当前排名', 'rank', 'int', true), col('代码', 'code', 'emCode', true), ak('股票名称', 'name'), ak('最新价', ''), ak('涨跌幅', '')],
  },
  {
    source: 'akshare',
    id: 'stock_board_concept_name_em',
    label: 'akshare 概念板块（stock_board_concept_name_em）',
    target: 'concepts',
    columns: [
      ak('排名', ''),
      ak('板块名称', 'name', true),
      ak('板块代码', 'code'),
      ak('最新价', ''),
      ak('涨跌额', ''),
      ak('涨跌幅', 'changePercent', true),
      ak('总市值', ''),
      ak('换手率', ''),
      ak('上涨家数', 'upCount'),
      ak('下跌家数', 'downCount'),
      ak('领涨股票', 'leadingStockName'),
      ak('领涨股票-涨跌幅', 'leadingStockChangePercent'),
    ],
  },
  {
    source: 'akshare',
    id: 'stock_board_concept_cons_em',
    label: 'akshare 概念板块成份股（stock_board_concept_cons_em）',
    target: 'conceptMembers',
    columns: [
      ak('序号', ''),
      ak('代码', 'code', true),
      ak('名称', 'name', true),
      ak('最新价', ''),
      ak('涨跌幅', ''),
      ak('涨跌额', ''),
      ak('成交量', ''),
      ak('成交额', ''),
      ak('振幅', ''),
      ak('最高', ''),
      ak('最低', ''),
      ak('今开', ''),
      ak('昨收', ''),
      ak('换手率', ''),
      ak('市盈率-动态', ''),
      ak('市净率', ''),
    ],
    fromOptions: [{ field: 'board', option: 'board', label: '概念板块名称' }],
  },
];

// ------------------------------------------------------------------ tushare (English fields)

/** tushare: ts_code 600519.SH, dates YYYYMMDD, daily vol in 手 and amount in 千元 (tushare docs). */
export const TUSHARE_UNITS: Record<string, Unit> = {
  ts_code: 'tsCode',
  symbol: 'code',
  name: 'text',
  industry: 'text',
  list_date: 'yyyymmdd',
  trade_date: 'yyyymmdd',
  open: 'yuan',
  high: 'yuan',
  low: 'yuan',
  close: 'yuan',
  pre_close: 'yuan',
  change: 'yuan',
  pct_chg: 'percent',
  vol: 'shou',
  amount: 'qianyuan',
  // limit_list_d: its page gives no unit for amount / fd_amount / float_mv / total_mv — read as 元 (see the docs)
  'limit_list_d.amount': 'yuan',
  fd_amount: 'yuan',
  float_mv: 'yuan',
  total_mv: 'yuan',
  limit_amount: 'yuan',
  turnover_ratio: 'percent',
  first_time: 'hhmmss',
  last_time: 'hhmmss',
  open_times: 'int',
  limit_times: 'int',
  up_stat: 'text',
  limit: 'text',
};

const ts = (header: string, field: string, required = false, unitKey = header): ColumnSpec => col(header, field, TUSHARE_UNITS[unitKey] ?? 'text', required);

export const TUSHARE_SHAPES: Shape[] = [
  {
    source: 'tushare',
    id: 'stock_basic',
    label: 'tushare 股票基础信息（stock_basic）',
    target: 'stockBasic',
    columns: [
      ts('ts_code', 'code', true),
      ts('symbol', ''),
      ts('name', 'name', true),
      ts('area', ''),
      ts('industry', 'industry'),
      ts('fullname', ''),
      ts('enname', ''),
      ts('cnspell', ''),
      ts('market', ''),
      ts('exchange', ''),
      ts('curr_type', ''),
      ts('list_status', ''),
      ts('list_date', 'listDate', true),
      ts('delist_date', ''),
      ts('is_hs', ''),
      ts('act_name', ''),
      ts('act_ent_type', ''),
    ],
  },
  {
    source: 'tushare',
    id: 'daily',
    label: 'tushare A 股日线行情（daily）',
    target: 'daily',
    columns: [
      ts('ts_code', 'code', true),
      ts('trade_date', 'tradeDate', true),
      ts('open', 'open', true),
      ts('high', 'high', true),
      ts('low', 'low', true),
      ts('close', 'close', true),
      ts('pre_close', 'prevClose', true),
      ts('change', ''),
      ts('pct_chg', ''),
      ts('vol', 'volume', true),
      ts('amount', 'amount', true),
    ],
  },
  {
    source: 'tushare',
    id: 'limit_list_d',
    label: 'tushare 涨跌停列表（limit_list_d）',
    target: 'limitUp',
    columns: [
      ts('trade_date', 'tradeDate', true),
      ts('ts_code', 'code', true),
      ts('industry', 'industry'),
      ts('name', 'name', true),
      ts('close', 'price', true),
      ts('pct_chg', 'changePercent', true),
      ts('amount', 'amount', false, 'limit_list_d.amount'),
      ts('limit_amount', ''),
      ts('float_mv', 'floatMarketCap'),
      ts('total_mv', ''),
      ts('turnover_ratio', 'turnoverRate'),
      ts('fd_amount', 'sealAmount'),
      ts('first_time', 'firstSealTime'),
      ts('last_time', 'lastSealTime'),
      ts('open_times', 'openCount'),
      ts('up_stat', 'upStat'),
      ts('limit_times', 'streak'),
      ts('limit', 'limit', true),
    ],
  },
];

export const SHAPES: Shape[] = [...AKSHARE_SHAPES, ...TUSHARE_SHAPES];

/** Our own formats' field names (docs/market-data-import.md). */
export const OWN_FIELDS: Record<'stocks' | 'daily' | 'news', { fields: string[]; required: string[] }> = {
  stocks: {
    fields: ['code', 'name', 'industry', 'concepts', 'listDate', 'isSt', 'totalShares', 'floatShares', 'price', 'prevClose', 'open', 'high', 'low', 'volume', 'amount', 'pe', 'pb'],
    required: ['code', 'name', 'listDate', 'totalShares', 'floatShares', 'price', 'prevClose'],
  },
  daily: { fields: ['code', 'tradeDate', 'open', 'high', 'low', 'close', 'prevClose', 'volume', 'amount', 'turnoverRate'], required: ['code', 'tradeDate', 'open', 'high', 'low', 'close', 'prevClose', 'volume', 'amount'] },
  news: { fields: ['title', 'summary', 'content', 'source', 'url', 'publishTime', 'stockCodes', 'conceptCodes'], required: ['title', 'publishTime'] },
};

export interface MappingEntry {
  column: string;
  field: string;
  unit: Unit;
}

export interface Detection {
  source: ImportSource;
  /** the source's function name, or our kind for our own format */
  shape: string;
  label: string;
  kind: ImportTarget;
  mapping: MappingEntry[];
  unknownColumns: string[];
  missingRequired: string[];
  /** fields taken from the upload options (trade date, board, code) */
  fromOptions: { field: string; option: keyof ImportContext; label: string }[];
}

/** [share of the file's columns the shape knows, Jaccard similarity] — compared in that order. */
const score = (file: Set<string>, shape: Set<string>): [number, number] => {
  let both = 0;
  for (const x of file) if (shape.has(x)) both++;
  const union = file.size + shape.size - both;
  return [file.size ? both / file.size : 0, union ? both / union : 0];
};
const better = (a: [number, number], b: [number, number]) => a[0] > b[0] || (a[0] === b[0] && a[1] > b[1]);

/**
 * Which shape a header row is: the known shape that recognises the largest share of the file's columns (ties: the
 * closest in size) wins when it beats our own format for `ownKind`; otherwise the file is in our own format and goes
 * through the importer unchanged.
 */
export function detectShape(header: readonly string[], ownKind: 'stocks' | 'daily' | 'news', context: ImportContext = {}): Detection {
  const cols = header.map((h) => h.trim()).filter(Boolean);
  const set = new Set(cols);
  const own = OWN_FIELDS[ownKind];
  const ownScore = score(set, new Set(own.fields));
  let best: Shape | null = null;
  let bestScore: [number, number] = [0, 0];
  for (const shape of SHAPES) {
    const s = score(set, new Set(shape.columns.map((c) => c.header)));
    if (better(s, bestScore)) {
      best = shape;
      bestScore = s;
    }
  }
  if (!best || bestScore[0] < 0.5 || !better(bestScore, ownScore)) {
    return {
      source: 'own',
      shape: ownKind,
      label: `本站格式（${{ stocks: '股票', daily: '日线', news: '新闻' }[ownKind]}）`,
      kind: ownKind,
      mapping: cols.filter((c) => own.fields.includes(c)).map((c) => ({ column: c, field: c, unit: 'text' as Unit })),
      unknownColumns: cols.filter((c) => !own.fields.includes(c)),
      missingRequired: own.required.filter((f) => !set.has(f)),
      fromOptions: [],
    };
  }
  const byHeader = new Map(best.columns.map((c) => [c.header, c]));
  const fromOptions = (best.fromOptions ?? []).filter((o) => !best.columns.some((c) => c.field === o.field && set.has(c.header)));
  const missingRequired = best.columns
    .filter((c) => c.required && !set.has(c.header))
    .map((c) => c.header)
    .concat(fromOptions.filter((o) => !context[o.option] && o.option !== 'tradeDate').map((o) => o.label));
  // a history file without 股票代码 needs the code from the options
  if (best.id === 'stock_zh_a_hist' && !set.has('股票代码') && !context.code) missingRequired.push('股票代码');
  return {
    source: best.source,
    shape: best.id,
    label: best.label,
    kind: best.target,
    mapping: cols.filter((c) => byHeader.get(c)?.field).map((c) => ({ column: c, field: byHeader.get(c)!.field, unit: byHeader.get(c)!.unit })),
    unknownColumns: cols.filter((c) => !byHeader.has(c)),
    missingRequired: [...new Set(missingRequired)],
    fromOptions,
  };
}


/**
 * One raw record of a detected external shape → a record in our field names with units converted. A value that does
 * not convert is reported as `errors` (column and reason, in Chinese) and left out.
 */
export function mapRecord(raw: Record<string, unknown>, detection: Detection, context: ImportContext = {}): { value: Record<string, unknown>; errors: string[] } {
  const value: Record<string, unknown> = {};
  const errors: string[] = [];
  for (const m of detection.mapping) {
    const cell = raw[m.column];
    if (cell === undefined || cell === null || String(cell).trim() === '') continue;
    try {
      value[m.field] = typeof cell === 'number' && m.unit === 'text' ? String(cell) : CONVERT[m.unit](String(cell));
    } catch (err) {
      errors.push(`${m.column}：${err instanceof ConvertError ? err.message : '无法识别'}`);
    }
  }
  const shape = SHAPES.find((s) => s.id === detection.shape && s.source === detection.source);
  Object.assign(value, shape?.fixed ?? {});
  for (const o of detection.fromOptions) {
    if (value[o.field] === undefined) value[o.field] = o.option === 'tradeDate' ? (context.tradeDate ?? importTradeDateDefault(new Date())) : context[o.option];
  }
  // derived fields per shape
  if (detection.shape === 'stock_zh_a_hist' && typeof value.close === 'number' && typeof value.change === 'number') {
    value.prevClose = round(value.close - value.change, 2);
  }
  if (detection.shape === 'limit_list_d') {
    const poolType = { U: 1, Z: 2, D: 3 }[String(value.limit ?? '').toUpperCase()];
    if (poolType) value.poolType = poolType;
    else if (value.limit !== undefined) errors.push(`limit：「${String(value.limit)}」不是 U / Z / D`);
  }
  if (typeof value.upStat === 'string') {
    const m = /^(\d+)\/(\d+)$/.exec(value.upStat.trim());
    if (m) {
      value.ntN = Number(m[1]);
      value.ntT = Number(m[2]);
    }
  }
  delete value.change;
  delete value.limit;
  delete value.upStat;
  return { value, errors };
}

/** Field labels for messages (Chinese), our field names → 中文 (one table with the page: the contract's). */
export const FIELD_LABELS: Record<string, string> = IMPORT_FIELD_LABELS;
