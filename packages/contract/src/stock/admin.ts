import { z } from 'zod';
import { TimeRange } from '../envelope';
import { optionalQueryInt, optionalQueryText } from '../system/dict';
import { ANNOUNCEMENT_TYPE_VALUES } from './content';
import { isTradeDay, lastTradeDays, shanghaiDate, shanghaiMinutes } from './calendar';
import { BOARDS, MARKET_TYPES } from './market';

/**
 * Staff maintenance of the stock data (股票数据 menu) under /admin-api/stock-admin/… — the public API stays under
 * /stock/…. Filters are shared by `page` and `export`; create / update bodies are JSON; times are epoch ms.
 */

/** Module errors of the staff pages (1_100_030_xxx). */
export const StockAdminError = {
  STOCK_CODE_DUPLICATE: { code: 1_100_030_000, msg: '股票代码【{}】已经存在' },
  STOCK_BOARD_MISMATCH: { code: 1_100_030_001, msg: '股票代码【{}】属于{}，与填写的{}不一致' },
  STOCK_CODE_INVALID: { code: 1_100_030_002, msg: '股票代码【{}】不属于任何 A 股板块' },
  STOCK_IN_WATCHLIST: { code: 1_100_030_003, msg: '股票【{}】仍在 {} 位会员的自选股中，不能删除' },
  STOCK_CODES_NOT_EXISTS: { code: 1_100_030_004, msg: '关联的股票不存在：{}' },
  CONCEPT_CODES_NOT_EXISTS: { code: 1_100_030_005, msg: '关联的板块不存在：{}' },
  INDUSTRY_NOT_EXISTS: { code: 1_100_030_006, msg: '行业板块【{}】不存在' },
  CONCEPT_CODE_DUPLICATE: { code: 1_100_030_010, msg: '板块代码【{}】已经存在' },
  CONCEPT_MEMBER_EXISTS: { code: 1_100_030_011, msg: '股票【{}】已经是该板块的成分股' },
  CONCEPT_MEMBER_NOT_EXISTS: { code: 1_100_030_012, msg: '股票【{}】不是该板块的成分股' },
  ANNOUNCEMENT_NOT_EXISTS: { code: 1_100_030_020, msg: '公告不存在' },
  NAV_NOT_EXISTS: { code: 1_100_030_030, msg: '导航不存在' },
  IMPORT_JOB_NOT_EXISTS: { code: 1_100_030_040, msg: '导入任务不存在' },
} as const;

const stockCode = z.string().trim().regex(/^\d{6}$/, '股票代码为 6 位数字');
const conceptCode = z.string().trim().regex(/^[A-Za-z0-9]{2,16}$/, '板块代码为 2–16 位字母或数字');
const date = z.string().trim().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式为 YYYY-MM-DD');
const epochMs = z.number().int().positive('时间不正确');
const httpUrl = (max = 512) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((v) => /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v), '链接必须以 http:// 或 https:// 开头');
/** An optional link: empty, http(s), or a path on this site (an uploaded file: /admin-api/infra/file/…). */
const optionalUrl = (max = 512) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((v) => v === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v) || /^\/(?!\/)\S*$/.test(v), '链接必须以 http://、https:// 或 / 开头')
    .default('');
const text = (max: number) => z.string().trim().max(max).default('');
const uniqueCodes = <T extends z.ZodType<string>>(item: T, max: number) =>
  z
    .array(item)
    .max(max)
    .default([])
    .transform((v) => [...new Set(v as string[])]);
const queryBool = () => z.preprocess((v) => (v === '' || v === null ? undefined : v === true ? 'true' : v === false ? 'false' : v), z.enum(['true', 'false']).transform((v) => v === 'true').optional());
const queryEnum = <T extends readonly [string, ...string[]]>(values: T) => z.preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(values).optional());

// ------------------------------------------------------------------ 股票 stock_info

export const StockAdminFilter = z.object({
  code: optionalQueryText(10),
  /** name or pinyin initials (GZMT) */
  keyword: optionalQueryText(32),
  marketType: queryEnum(MARKET_TYPES),
  board: queryEnum(BOARDS),
  /** industry board code (BKxxxx) */
  industry: optionalQueryText(16),
  isSt: queryBool(),
});
export type StockAdminFilter = z.infer<typeof StockAdminFilter>;

const stockFields = {
  name: z.string().trim().min(1, '股票名称不能为空').max(32, '股票名称不能超过 32 个字符'),
  /** industry board code (type 1); empty or null for none */
  industryCode: z
    .string()
    .trim()
    .max(16)
    .nullish()
    .transform((v) => v || null),
  /** default: derived from the name (ST / *ST) */
  isSt: z.boolean().optional(),
  listDate: date,
  totalShares: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  floatShares: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
};
const sharesConsistent = (r: { totalShares: number; floatShares: number }) => r.floatShares <= r.totalShares;
const sharesIssue = { message: '流通股本不能大于总股本', path: ['floatShares'] };

export const StockAdminCreateReq = z
  .object({
    code: stockCode,
    /** optional; when given they must match the board the code belongs to */
    marketType: z.enum(MARKET_TYPES).optional(),
    board: z.enum(BOARDS).optional(),
    ...stockFields,
  })
  .refine(sharesConsistent, sharesIssue);
export type StockAdminCreateReq = z.input<typeof StockAdminCreateReq>;
/** Only the reference data; the live quote columns belong to the market feed. */
export const StockAdminUpdateReq = z.object({ id: z.number().int().positive(), ...stockFields }).refine(sharesConsistent, sharesIssue);
export type StockAdminUpdateReq = z.input<typeof StockAdminUpdateReq>;

export interface StockAdminVO {
  id: number;
  code: string;
  name: string;
  pinyin: string;
  marketType: string;
  board: string;
  industryCode: string | null;
  industryName: string | null;
  conceptNames: string[];
  isSt: boolean;
  listDate: string;
  totalShares: number;
  floatShares: number;
  price: number | null;
  changePercent: number | null;
  totalMarketCap: number | null;
  hotRank: number | null;
  quoteTime: number | null;
  createTime: number;
}

// ------------------------------------------------------------------ 概念板块 stock_concept

export const ConceptAdminFilter = z.object({
  type: optionalQueryInt(1, 2),
  code: optionalQueryText(16),
  name: optionalQueryText(32),
});
export type ConceptAdminFilter = z.infer<typeof ConceptAdminFilter>;

const conceptFields = {
  /** dict industry_concept: 1 行业, 2 概念 */
  type: z.union([z.literal(1), z.literal(2)]),
  name: z.string().trim().min(1, '板块名称不能为空').max(32, '板块名称不能超过 32 个字符'),
  description: text(2000),
};
export const ConceptAdminCreateReq = z.object({ code: conceptCode.transform((v) => v.toUpperCase()), ...conceptFields });
export type ConceptAdminCreateReq = z.input<typeof ConceptAdminCreateReq>;
/** The code is the key members and news refer to: it cannot change. */
export const ConceptAdminUpdateReq = z.object({ id: z.number().int().positive(), ...conceptFields });
export type ConceptAdminUpdateReq = z.input<typeof ConceptAdminUpdateReq>;

export interface ConceptAdminVO {
  id: number;
  type: number;
  code: string;
  name: string;
  description: string;
  stockCount: number;
  changePercent: number;
  limitUpCount: number;
  leadingStockName: string | null;
  heat: number;
  createTime: number;
}

export const ConceptMemberListReq = z.object({ conceptCode: conceptCode.transform((v) => v.toUpperCase()) });
export const ConceptMemberAddReq = z.object({
  conceptCode: conceptCode.transform((v) => v.toUpperCase()),
  stockCode,
  reason: text(255),
});
export type ConceptMemberAddReq = z.input<typeof ConceptMemberAddReq>;
export const ConceptMemberUpdateReasonReq = ConceptMemberAddReq;
export const ConceptMemberRemoveReq = z.object({ conceptCode: conceptCode.transform((v) => v.toUpperCase()), stockCode });
export type ConceptMemberRemoveReq = z.input<typeof ConceptMemberRemoveReq>;

export interface ConceptMemberAdminVO {
  conceptCode: string;
  stockCode: string;
  stockName: string;
  reason: string;
  price: number | null;
  changePercent: number | null;
}

// ------------------------------------------------------------------ 新闻 stock_news

export const NewsAdminFilter = z.object({
  /** title or summary */
  keyword: optionalQueryText(50),
  source: optionalQueryText(64),
  stockCode: optionalQueryText(10),
  conceptCode: optionalQueryText(16),
  publishTime: TimeRange,
});
export type NewsAdminFilter = z.infer<typeof NewsAdminFilter>;
export const NewsAdminCreateReq = z.object({
  title: z.string().trim().min(1, '标题不能为空').max(200, '标题不能超过 200 个字符'),
  summary: text(1000),
  /** HTML; sanitised on the server */
  content: z.string().max(200_000).default(''),
  cover: optionalUrl(),
  source: text(64),
  url: optionalUrl(),
  publishTime: epochMs,
  stockCodes: uniqueCodes(stockCode, 50),
  conceptCodes: uniqueCodes(conceptCode, 50),
});
export type NewsAdminCreateReq = z.input<typeof NewsAdminCreateReq>;
export const NewsAdminUpdateReq = NewsAdminCreateReq.extend({ id: z.number().int().positive() });
export type NewsAdminUpdateReq = z.input<typeof NewsAdminUpdateReq>;

export interface NewsAdminVO {
  id: number;
  title: string;
  summary: string;
  content: string;
  cover: string;
  source: string;
  url: string;
  publishTime: number;
  stockCodes: string[];
  conceptCodes: string[];
  views: number;
  createTime: number;
}

// ------------------------------------------------------------------ 快讯 stock_information

export const InformationAdminFilter = z.object({
  keyword: optionalQueryText(50),
  /** 1 重点, 2 普通 */
  level: optionalQueryInt(1, 2),
  stockCode: optionalQueryText(10),
  publishTime: TimeRange,
});
export type InformationAdminFilter = z.infer<typeof InformationAdminFilter>;
export const InformationAdminCreateReq = z.object({
  publishTime: epochMs,
  title: text(200),
  /** HTML allowed; sanitised on the server */
  content: z.string().trim().min(1, '内容不能为空').max(20_000),
  level: z.union([z.literal(1), z.literal(2)]),
  source: text(64),
  stockCodes: uniqueCodes(stockCode, 50),
});
export type InformationAdminCreateReq = z.input<typeof InformationAdminCreateReq>;
export const InformationAdminUpdateReq = InformationAdminCreateReq.extend({ id: z.number().int().positive() });
export type InformationAdminUpdateReq = z.input<typeof InformationAdminUpdateReq>;

export interface InformationAdminVO {
  id: number;
  publishTime: number;
  title: string;
  content: string;
  level: number;
  source: string;
  stockCodes: string[];
  createTime: number;
}

// ------------------------------------------------------------------ 公告 stock_announcement

export const AnnouncementAdminFilter = z.object({
  stockCode: optionalQueryText(10),
  /** title or stock name */
  keyword: optionalQueryText(50),
  type: queryEnum(ANNOUNCEMENT_TYPE_VALUES),
  beginDate: date.optional(),
  endDate: date.optional(),
});
export type AnnouncementAdminFilter = z.infer<typeof AnnouncementAdminFilter>;
export const AnnouncementAdminCreateReq = z.object({
  /** must exist; the stock name is filled from it */
  stockCode,
  title: z.string().trim().min(1, '标题不能为空').max(300, '标题不能超过 300 个字符'),
  type: z.enum(ANNOUNCEMENT_TYPE_VALUES, '公告类型不正确'),
  annDate: date,
  url: optionalUrl(),
});
export type AnnouncementAdminCreateReq = z.input<typeof AnnouncementAdminCreateReq>;
export const AnnouncementAdminUpdateReq = AnnouncementAdminCreateReq.extend({ id: z.number().int().positive() });
export type AnnouncementAdminUpdateReq = z.input<typeof AnnouncementAdminUpdateReq>;

export interface AnnouncementAdminVO {
  id: number;
  stockCode: string;
  stockName: string;
  title: string;
  type: string;
  annDate: string;
  url: string;
  createTime: number;
}

// ------------------------------------------------------------------ 文章审核 stock_essay

/** Audit decisions: 1 发布, 2 隐藏 */
export const ESSAY_AUDIT_STATUS = [1, 2] as const;
export const ESSAY_STATUS_LABELS: Record<number, string> = { 0: '草稿', 1: '已发布', 2: '已隐藏' };

export const EssayAdminFilter = z.object({
  keyword: optionalQueryText(50),
  author: optionalQueryText(64),
  /** 0 草稿, 1 已发布, 2 已隐藏 */
  status: optionalQueryInt(0, 2),
  stockCode: optionalQueryText(10),
});
export type EssayAdminFilter = z.infer<typeof EssayAdminFilter>;
/** Staff edit the text; publishing and hiding go through audit. */
export const EssayAdminUpdateReq = z.object({
  id: z.number().int().positive(),
  title: z.string().trim().min(1, '标题不能为空').max(200, '标题不能超过 200 个字符'),
  author: text(64),
  summary: text(1000),
  content: z.string().max(200_000).default(''),
  cover: optionalUrl(),
  stockCodes: uniqueCodes(stockCode, 50),
  /** belongs to the 付费专栏 (body only for buyers, decision 0041); left as it is when not sent */
  paidColumn: z.boolean().optional(),
});
export type EssayAdminUpdateReq = z.input<typeof EssayAdminUpdateReq>;
export const EssayAuditReq = z.object({
  id: z.number().int().positive(),
  status: z.union([z.literal(1), z.literal(2)], '审核结果只能是 1 发布 或 2 隐藏'),
  /** optional note kept with the audit record */
  remark: text(255),
});
export type EssayAuditReq = z.input<typeof EssayAuditReq>;

export interface EssayAdminVO {
  id: number;
  title: string;
  author: string;
  summary: string;
  content: string;
  cover: string;
  status: number;
  views: number;
  stockCodes: string[];
  publishTime: number | null;
  /** belongs to the 付费专栏 */
  paidColumn: boolean;
  createTime: number;
  /** the last audit: who (user id and nickname) and when */
  auditUserId: number | null;
  auditUserName: string | null;
  auditTime: number | null;
  auditRemark: string | null;
}

// ------------------------------------------------------------------ 导航 stock_nav

export const NAV_TYPE_VALUES = ['1', '2', '3', '4', '5'] as const;
export const NavAdminFilter = z.object({
  navType: queryEnum(NAV_TYPE_VALUES),
  name: optionalQueryText(64),
});
export type NavAdminFilter = z.infer<typeof NavAdminFilter>;
export const NavAdminCreateReq = z.object({
  /** dict nav_type '1'..'5' */
  navType: z.enum(NAV_TYPE_VALUES, '导航类型不正确'),
  name: z.string().trim().min(1, '名称不能为空').max(64, '名称不能超过 64 个字符'),
  url: httpUrl(),
  icon: text(512),
  description: text(255),
  sort: z.number().int().min(0).max(999_999).default(0),
});
export type NavAdminCreateReq = z.input<typeof NavAdminCreateReq>;
export const NavAdminUpdateReq = NavAdminCreateReq.extend({ id: z.number().int().positive() });
export type NavAdminUpdateReq = z.input<typeof NavAdminUpdateReq>;

export interface NavAdminVO {
  id: number;
  navType: string;
  name: string;
  url: string;
  icon: string;
  description: string;
  sort: number;
  createTime: number;
}

// ------------------------------------------------------------------ 数据导入

export const IMPORT_KINDS = ['stocks', 'daily', 'news'] as const;
export const IMPORT_FORMATS = ['csv', 'json', 'xlsx'] as const;
/** Formats of the downloadable templates. */
export const IMPORT_TEMPLATE_FORMATS = ['csv', 'json'] as const;
/** What a file is imported as: our own kinds, or what a recognised export of akshare / tushare holds. */
export const IMPORT_TARGETS = ['stocks', 'daily', 'news', 'stockBasic', 'quotes', 'limitUp', 'hotRank', 'concepts', 'conceptMembers'] as const;
/** Encoding of an uploaded CSV / JSON, detected by the server (strict UTF-8 first, then GBK / GB18030). */
export const IMPORT_ENCODINGS = ['utf-8', 'utf-8-bom', 'gbk', 'gb18030'] as const;
export type ImportEncoding = (typeof IMPORT_ENCODINGS)[number];
export const IMPORT_ENCODING_LABELS: Record<ImportEncoding, string> = { 'utf-8': 'UTF-8', 'utf-8-bom': 'UTF-8（带 BOM）', gbk: 'GBK', gb18030: 'GB18030' };

/**
 * Default trade day of an import that carries none (an akshare pool file): the latest trade day of the exchange
 * calendar whose session has begun — today from its call auction (09:15 Beijing) on, else the trade day before; never
 * a weekend or a holiday. The server's default and the date picker of 数据导入 both use it.
 */
export function importTradeDateDefault(now: Date): string {
  const today = shanghaiDate(now);
  if (isTradeDay(today) && shanghaiMinutes(now) >= 9 * 60 + 15) return today;
  const days = lastTradeDays(today, 2);
  return days[days.length - 1] === today ? days[0] : days[days.length - 1];
}

/** Our field names of an import in Chinese (preview columns, row errors). */
export const IMPORT_FIELD_LABELS: Record<string, string> = {
  code: '代码',
  name: '名称',
  industry: '行业',
  concepts: '概念',
  listDate: '上市日期',
  isSt: 'ST',
  tradeDate: '交易日',
  open: '开盘价',
  high: '最高价',
  low: '最低价',
  close: '收盘价',
  prevClose: '昨收',
  price: '最新价',
  volume: '成交量',
  amount: '成交额',
  turnoverRate: '换手率',
  changePercent: '涨跌幅',
  rank: '排名',
  board: '概念板块',
  poolType: '股池类型',
  sealAmount: '封板资金',
  firstSealTime: '首次封板时间',
  lastSealTime: '最后封板时间',
  openCount: '炸板次数',
  streak: '连板数',
  upStat: '涨停统计',
  limit: '涨跌停类型',
  change: '涨跌额',
  ntN: '涨停统计（板数）',
  ntT: '涨停统计（天数）',
  floatMarketCap: '流通市值',
  totalMarketCap: '总市值',
  upCount: '上涨家数',
  downCount: '下跌家数',
  leadingStockName: '领涨股票',
  leadingStockChangePercent: '领涨股票涨跌幅',
  pe: '市盈率',
  pb: '市净率',
  volumeRatio: '量比',
  amplitude: '振幅',
  totalShares: '总股本',
  floatShares: '流通股本',
  title: '标题',
  summary: '摘要',
  content: '正文',
  source: '来源',
  url: '链接',
  publishTime: '发布时间',
  stockCodes: '相关股票',
  conceptCodes: '相关概念',
};

/** Files with more rows than this run in the background (answer: a job id to poll). */
export const IMPORT_BACKGROUND_ROWS = 2000;
/** Largest import file, in MB: the page refuses larger files, the server answers FILE_TOO_LARGE. */
export const IMPORT_MAX_MB = 20;
/** The progress of a background import keeps the first this many row errors. */
export const IMPORT_ERRORS_KEPT = 200;

const importOptions = {
  /** trade day of a pool file that carries none (akshare 涨停/炸板/跌停股池); default: importTradeDateDefault */
  tradeDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '交易日格式为 YYYY-MM-DD').optional(),
  /** concept board of a member list (akshare stock_board_concept_cons_em) */
  board: z.string().trim().min(1).max(32).optional(),
  /** stock code of a history file without a 股票代码 column (akshare stock_zh_a_hist) */
  code: z.string().regex(/^\d{6}$/, '股票代码必须是 6 位数字').optional(),
};

export const StockImportReq = z.object({
  kind: z.enum(IMPORT_KINDS, '导入类型只能是 stocks、daily 或 news'),
  format: z.enum(IMPORT_FORMATS, '文件格式只能是 csv、json 或 xlsx'),
  ...importOptions,
});
export const StockImportPreviewReq = StockImportReq;
export const StockImportTemplateReq = z.object({ kind: z.enum(IMPORT_KINDS, '导入类型只能是 stocks、daily 或 news'), format: z.enum(IMPORT_TEMPLATE_FORMATS, '模板格式只能是 csv 或 json') });
export const StockImportProgressReq = z.object({ id: z.coerce.number().int().positive() });

/**
 * POST /stock-admin/import: small files are imported in the request (`status: 'done'`, `jobId: null`, the full report);
 * larger ones answer at once with `status: 'running'` and a `jobId` for GET /stock-admin/import/progress.
 */
export interface StockImportResp {
  jobId: number | null;
  status: 'running' | 'done' | 'failed';
  kind: (typeof IMPORT_KINDS)[number];
  total: number;
  processed: number;
  imported: number;
  failed: number;
  /** 1-based data row (CSV: the header is row 0) */
  errors: { row: number; message: string }[];
  /** what the file was recognised as (own format: the kind) */
  target?: (typeof IMPORT_TARGETS)[number];
  source?: 'own' | 'akshare' | 'tushare';
  /** detected encoding of a CSV / JSON upload (null: xlsx) */
  encoding?: ImportEncoding | null;
}

/**
 * POST /stock-admin/import/preview: what the header row was recognised as and the first rows converted to our fields
 * and units; writes nothing. `missingRequired` non-empty: the import will refuse the file (own format: rows fail).
 */
export interface StockImportPreviewResp {
  source: 'own' | 'akshare' | 'tushare';
  /** the source's function name (stock_zh_a_spot_em, daily …) or our kind */
  shape: string;
  label: string;
  kind: (typeof IMPORT_TARGETS)[number];
  mapping: { column: string; field: string; unit: string }[];
  unknownColumns: string[];
  missingRequired: string[];
  total: number;
  rows: { row: number; value: Record<string, unknown>; errors: string[] }[];
  /** detected encoding of a CSV / JSON upload (null: xlsx) */
  encoding: ImportEncoding | null;
}

export interface StockImportProgressVO extends StockImportResp {
  jobId: number;
  fileName: string;
  format: (typeof IMPORT_FORMATS)[number];
  /** why the whole job failed (status 'failed') */
  message: string;
  createTime: number;
  updateTime: number;
}
