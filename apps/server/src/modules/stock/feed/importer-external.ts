import ExcelJS from 'exceljs';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { StockError, type ImportEncoding } from '@gprs/contract';
import type { Db } from '../../../db/client';
import { fail } from '../../../core/errors';
import { board, isStName } from '../market-rules';
import { stockConcept, stockConceptMember, stockInfo, stockLimitUp } from '../market.schema';
import { pinyinInitials } from '../pinyin';
import { DailyRow, NewsRow, StockRow, importRecords, importTradeDay, issueText, readRecords, writeDaily, type ImportOptions, type ImportResult, type ImportKind } from './importer';
import { applyQuotes, limitsOn, takeHotRanks } from './quote-path';
import { FIELD_LABELS, detectShape, mapRecord, type Detection, type ImportContext, type ImportTarget } from './importer-sources';

export type UploadFormat = 'csv' | 'json' | 'xlsx';

/** Text of an xlsx cell as a CSV would hold it (dates as YYYY-MM-DD, numbers as written). */
function cellText(value: ExcelJS.CellValue): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((t) => t.text).join('');
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('text' in value) return String(value.text);
    return undefined;
  }
  return String(value);
}

/** Records of the first worksheet of an .xlsx (first row = header). */
export async function readXlsxRecords(buffer: Buffer): Promise<Record<string, unknown>[]> {
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch (err) {
    fail(StockError.IMPORT_FORMAT_INVALID, `不是有效的 xlsx 文件（${(err as Error).message}）`);
  }
  const sheet = wb.worksheets[0];
  if (!sheet || sheet.rowCount === 0) fail(StockError.IMPORT_FORMAT_INVALID, '缺少表头');
  const rows: (string | undefined)[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const values = row.values as ExcelJS.CellValue[];
    rows.push(values.slice(1).map((v) => cellText(v)?.trim()));
  });
  if (!rows.length) fail(StockError.IMPORT_FORMAT_INVALID, '缺少表头');
  const header = rows[0].map((h) => h ?? '');
  return rows
    .slice(1)
    .filter((r) => r.some((c) => c !== undefined && c !== ''))
    .map((r) => Object.fromEntries(header.map((h, i) => [h, r[i] === '' ? undefined : r[i]])));
}

/** Whether a text holds characters no text file holds (C0 controls other than tab, line feed and carriage return; DEL). */
function hasBinary(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) || c === 0x7f) return true;
  }
  return false;
}

/** Whether GB18030 bytes use its four-byte sequences (characters outside GBK): then the file is GB18030, else GBK. */
function usesFourByteGb(bytes: Uint8Array): boolean {
  for (let i = 0; i < bytes.length; ) {
    const b = bytes[i];
    if (b < 0x80) i++;
    else if (bytes[i + 1] >= 0x30 && bytes[i + 1] <= 0x39) return true;
    else i += 2;
  }
  return false;
}

/**
 * The text of an uploaded CSV / JSON and its encoding: strict UTF-8 first (with or without BOM), else GBK / GB18030
 * (Excel's「CSV（逗号分隔）」on Chinese Windows), decoded with the runtime's ICU. A file that is neither (UTF-16, another
 * code page, a binary file) is refused as a whole with one message, before any row is read.
 */
export function decodeUpload(content: Uint8Array): { text: string; encoding: ImportEncoding } {
  const neither = (detail: string) => fail(StockError.IMPORT_FORMAT_INVALID, `无法识别文件编码（${detail}），请用 UTF-8 或 GBK 编码保存：Excel 中「另存为 → CSV UTF-8（逗号分隔）」后重新上传`);
  if ((content[0] === 0xff && content[1] === 0xfe) || (content[0] === 0xfe && content[1] === 0xff)) neither('文件是 UTF-16 编码');
  const bom = content[0] === 0xef && content[1] === 0xbb && content[2] === 0xbf;
  const body = bom ? content.subarray(3) : content;
  let text: string | null = null;
  let encoding: ImportEncoding = bom ? 'utf-8-bom' : 'utf-8';
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(body);
  } catch {
    if (bom) neither('带 UTF-8 BOM，但内容不是有效的 UTF-8');
  }
  if (text === null) {
    try {
      text = new TextDecoder('gb18030', { fatal: true }).decode(body);
      encoding = usesFourByteGb(body) ? 'gb18030' : 'gbk';
    } catch {
      neither('既不是 UTF-8，也不是 GBK / GB18030');
    }
  }
  if (hasBinary(text!)) neither('含有文本文件中不会出现的控制字符，可能不是 CSV / JSON 文本文件');
  return { text: text!, encoding };
}

/** Records of an upload in any accepted format, with the encoding of a text file (null for xlsx). */
export async function readUpload(content: Buffer, format: UploadFormat): Promise<{ records: Record<string, unknown>[]; encoding: ImportEncoding | null }> {
  if (format === 'xlsx') return { records: await readXlsxRecords(content), encoding: null };
  const { text, encoding } = decodeUpload(content);
  return { records: readRecords(text, format), encoding };
}

/** The header of records: the keys in order of first appearance (CSV / xlsx: the header row). */
export function headerOf(records: Record<string, unknown>[]): string[] {
  const seen = new Set<string>();
  for (const r of records.slice(0, 50)) for (const k of Object.keys(r)) if (k !== '__invalid') seen.add(k);
  return [...seen];
}

// ------------------------------------------------------------------ row schemas of the external targets

const num = z.number().finite();
const code = z.string().regex(/^\d{6}$/, '代码必须是 6 位数字').refine((c) => board(c) !== null, '代码不属于任何 A 股板块');
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式为 YYYY-MM-DD');
const time = z.string().regex(/^\d{2}:\d{2}:\d{2}$/, '时间格式为 HH:mm:ss');

const StockBasicRow = z.object({ code, name: z.string().min(1).max(32), industry: z.string().max(32).optional(), listDate: date });
const QuoteRow = z.object({
  code,
  name: z.string().min(1).max(32).optional(),
  price: num.positive('必须大于 0'),
  prevClose: num.positive('必须大于 0'),
  open: num.positive().optional(),
  high: num.positive().optional(),
  low: num.positive().optional(),
  volume: num.int().nonnegative().default(0),
  amount: num.nonnegative().default(0),
  amplitude: num.optional(),
  volumeRatio: num.optional(),
  turnoverRate: num.nonnegative().optional(),
  pe: num.optional(),
  pb: num.optional(),
  totalMarketCap: num.nonnegative().optional(),
  floatMarketCap: num.nonnegative().optional(),
});
const LimitUpRow = z.object({
  tradeDate: date,
  poolType: z.number().int().min(1).max(3),
  code,
  name: z.string().min(1).max(32),
  price: num.positive('必须大于 0'),
  changePercent: num,
  amount: num.nonnegative().default(0),
  turnoverRate: num.optional(),
  floatMarketCap: num.nonnegative().optional(),
  sealAmount: num.nonnegative().default(0),
  firstSealTime: time.optional(),
  lastSealTime: time.optional(),
  openCount: num.int().nonnegative().default(0),
  streak: num.int().nonnegative().default(0),
  ntN: num.int().nonnegative().default(0),
  ntT: num.int().nonnegative().default(0),
  industry: z.string().optional(),
});
const HotRankRow = z.object({ rank: num.int().positive('必须大于 0'), code, name: z.string().optional() });
const ConceptRow = z.object({
  name: z.string().min(1).max(32),
  code: z.string().max(16).optional(),
  changePercent: num,
  upCount: num.int().nonnegative().default(0),
  downCount: num.int().nonnegative().default(0),
  leadingStockName: z.string().max(32).optional(),
  leadingStockChangePercent: num.optional(),
});
const ConceptMemberRow = z.object({ board: z.string().min(1, '缺少概念板块名称').max(32), code, name: z.string().optional() });

const SCHEMAS: Record<Exclude<ImportTarget, 'stocks' | 'news'>, z.ZodType> = {
  daily: DailyRow,
  stockBasic: StockBasicRow,
  quotes: QuoteRow,
  limitUp: LimitUpRow,
  hotRank: HotRankRow,
  concepts: ConceptRow,
  conceptMembers: ConceptMemberRow,
};

/** Zod issues as short Chinese texts naming the column (「代码不能为空」 rather than the raw zod message). */
export function friendlyIssues(error: z.ZodError, columnOf: (field: string) => string | undefined = () => undefined): string {
  return error.issues
    .map((i) => {
      const field = String(i.path[0] ?? '');
      const label = columnOf(field) ?? FIELD_LABELS[field] ?? field;
      if (i.code === 'invalid_type') return (i as { input?: unknown }).input === undefined ? `${label}不能为空` : `${label}格式不正确`;
      return `${label}：${i.message}`;
    })
    .join('；');
}

export interface PreviewRow {
  row: number;
  value: Record<string, unknown>;
  errors: string[];
}

export interface ImportPreview extends Omit<Detection, 'fromOptions'> {
  total: number;
  rows: PreviewRow[];
  /** the upload's detected encoding (null: xlsx) */
  encoding: ImportEncoding | null;
}

/** Detection plus the first rows converted and checked; writes nothing. */
export function previewRecords(records: Record<string, unknown>[], ownKind: ImportKind, context: ImportContext = {}, limit = 10, encoding: ImportEncoding | null = null): ImportPreview {
  const detection = detectShape(headerOf(records), ownKind, context);
  const { fromOptions: _f, ...rest } = detection;
  const rows = records.slice(0, limit).map((rec, i) => {
    if (detection.source === 'own') {
      // our own format: the checks of the import itself (nothing of the database: unknown stocks show at import)
      if ('__invalid' in rec) return { row: i + 1, value: {}, errors: ['不是对象'] };
      const parsed = { stocks: StockRow, daily: DailyRow, news: NewsRow }[ownKind].safeParse(rec);
      return { row: i + 1, value: parsed.success ? (parsed.data as Record<string, unknown>) : rec, errors: parsed.success ? [] : [issueText(parsed.error)] };
    }
    const { value, errors } = mapRecord(rec, detection, context);
    const schema = SCHEMAS[detection.kind as keyof typeof SCHEMAS];
    const parsed = errors.length || !schema ? null : schema.safeParse(value);
    if (parsed && !parsed.success) errors.push(friendlyIssues(parsed.error, columnOf(detection)));
    return { row: i + 1, value, errors };
  });
  return { ...rest, total: records.length, rows, encoding };
}

const columnOf = (detection: Detection) => (field: string) => detection.mapping.find((m) => m.field === field)?.column;

/**
 * Imports records of any recognised shape: our own format goes through importRecords unchanged; an external shape is
 * refused when required columns are missing (naming them), otherwise every row is converted (units per source), checked
 * and written to its target. Call it inside a transaction.
 */
export async function importDetected(
  db: Db,
  records: Record<string, unknown>[],
  ownKind: ImportKind,
  context: ImportContext = {},
  options: ImportOptions = {},
): Promise<ImportResult & { target: ImportTarget; source: Detection['source']; shape: string }> {
  const detection = detectShape(headerOf(records), ownKind, context);
  const meta = { target: detection.kind, source: detection.source, shape: detection.shape };
  if (detection.source === 'own') return { ...(await importRecords(db, ownKind, records, options)), ...meta };
  if (detection.missingRequired.length) fail(StockError.IMPORT_FORMAT_INVALID, `识别为${detection.label}，但缺少必需的列：${detection.missingRequired.join('、')}`);
  const schema = SCHEMAS[detection.kind as keyof typeof SCHEMAS];
  const batchSize = Math.max(1, options.batchSize ?? 1000);
  const errors: ImportResult['errors'] = [];
  let imported = 0;
  const seen = new Set<string>();
  for (let start = 0; start < records.length; start += batchSize) {
    const valid: { row: number; value: any }[] = [];
    records.slice(start, start + batchSize).forEach((rec, j) => {
      const row = start + j + 1;
      if ('__invalid' in rec) return void errors.push({ row, message: '不是对象' });
      const mapped = mapRecord(rec, detection, context);
      if (mapped.errors.length) return void errors.push({ row, message: mapped.errors.join('；') });
      const parsed = schema.safeParse(mapped.value);
      if (!parsed.success) return void errors.push({ row, message: friendlyIssues(parsed.error, columnOf(detection)) });
      const v = parsed.data as Record<string, unknown>;
      const key = detection.kind === 'daily' ? `${v.code}@${v.tradeDate}` : detection.kind === 'limitUp' ? `${v.code}@${v.tradeDate}@${v.poolType}` : detection.kind === 'concepts' ? String(v.name) : detection.kind === 'conceptMembers' ? `${v.board}@${v.code}` : String(v.code);
      if (seen.has(key)) return void errors.push({ row, message: `${detection.kind === 'concepts' ? '板块' : '代码'} ${key.split('@')[0]} 在文件中重复` });
      seen.add(key);
      valid.push({ row, value: v });
    });
    imported += await WRITERS[detection.kind as keyof typeof WRITERS](db, valid, errors, options.now ?? new Date());
    await options.onProgress?.({ total: records.length, processed: Math.min(records.length, start + batchSize), imported, failed: errors.length, errors });
  }
  errors.sort((a, b) => a.row - b.row);
  return { kind: ownKind, total: records.length, imported, failed: errors.length, errors, ...meta };
}

type Rows<T extends z.ZodType> = { row: number; value: z.output<T> }[];
type Errors = ImportResult['errors'];

/** Rows whose stock exists; the others are reported. */
async function knownOnly<T extends { code: string }>(db: Db, rows: { row: number; value: T }[], errors: Errors): Promise<{ row: number; value: T }[]> {
  const codes = [...new Set(rows.map((r) => r.value.code))];
  const known = codes.length ? new Set((await db.select({ code: stockInfo.code }).from(stockInfo).where(inArray(stockInfo.code, codes))).map((r) => r.code)) : new Set<string>();
  return rows.filter(({ row, value }) => {
    if (known.has(value.code)) return true;
    errors.push({ row, message: `股票 ${value.code} 不存在，请先导入股票基础资料（tushare stock_basic 或本站股票格式）` });
    return false;
  });
}

/** Code of the board (type 1 行业 · 2 概念) with this name, created when missing. */
async function boardCode(db: Db, type: 1 | 2, name: string, preferred?: string): Promise<string> {
  const [found] = await db.select({ code: stockConcept.code }).from(stockConcept).where(and(eq(stockConcept.type, type), eq(stockConcept.name, name)));
  if (found) return found.code;
  let candidate = preferred;
  if (candidate && (await db.select({ code: stockConcept.code }).from(stockConcept).where(eq(stockConcept.code, candidate))).length) candidate = undefined;
  if (!candidate) {
    const prefix = type === 1 ? 'BKI' : 'GNI';
    const { rows } = (await db.execute(sql`select coalesce(max(substring(code from 4)::int), ${type === 1 ? 4999 : 7999}) + 1 as n from stock_concept where code ~ ${`^${prefix}[0-9]+$`}`)) as unknown as { rows: { n: number }[] };
    candidate = `${prefix}${rows[0].n}`;
  }
  await db.insert(stockConcept).values({ type, code: candidate, name, description: `${name}（导入）` });
  return candidate;
}

const refreshCounts = (db: Db) => db.execute(sql`update stock_concept c set stock_count = (select count(*) from stock_concept_member m where m.concept_code = c.code)`);

const WRITERS: Record<Exclude<ImportTarget, 'stocks' | 'news'>, (db: Db, rows: { row: number; value: any }[], errors: Errors, now: Date) => Promise<number>> = {
  daily: (db, rows, errors, now) => writeDaily(db, rows, errors, now),

  async stockBasic(db, rows: Rows<typeof StockBasicRow>) {
    for (const { value: v } of rows) {
      const info = board(v.code)!;
      const industryCode = v.industry ? await boardCode(db, 1, v.industry) : null;
      const values = {
        code: v.code,
        name: v.name,
        pinyin: pinyinInitials(v.name),
        marketType: info.marketType,
        board: info.board,
        industryCode,
        industryName: v.industry ?? null,
        isSt: isStName(v.name),
        listDate: v.listDate,
      };
      const { code: _c, ...update } = values;
      await db.insert(stockInfo).values(values).onConflictDoUpdate({ target: stockInfo.code, set: update });
      if (industryCode) {
        await db.execute(sql`delete from stock_concept_member m using stock_concept c where m.concept_code = c.code and c.type = 1 and m.stock_code = ${v.code} and m.reason = '导入'`);
        await db.insert(stockConceptMember).values({ conceptCode: industryCode, stockCode: v.code, reason: '导入' }).onConflictDoNothing();
      }
    }
    if (rows.length) {
      await refreshCounts(db);
      await db.execute(sql`update stock_info s set hot_rank = r.rn from (select code, row_number() over (order by heat desc, code) rn from stock_info) r where s.code = r.code and s.hot_rank is null`);
    }
    return rows.length;
  },

  async quotes(db, rows: Rows<typeof QuoteRow>, errors, now) {
    const accepted = await knownOnly(db, rows, errors);
    if (!accepted.length) return 0;
    // the trade day first (a new day rolls every stock), then what the file says besides the quote, then the quote
    // through the quote path (stock_info, today's bar, the minute line, pools, aggregates)
    const day = await importTradeDay(db, now);
    const quotes: Parameters<typeof applyQuotes>[1] = [];
    for (const { value: v } of accepted) {
      const [current] = await db.select({ name: stockInfo.name, isSt: stockInfo.isSt, listDate: stockInfo.listDate }).from(stockInfo).where(eq(stockInfo.code, v.code));
      const name = v.name ?? current.name;
      const isSt = isStName(name) || current.isSt;
      const lim = limitsOn(day.date, v.code, isSt, current.listDate, v.prevClose);
      await db
        .update(stockInfo)
        .set({
          name,
          pinyin: pinyinInitials(name),
          isSt,
          prevClose: v.prevClose,
          limitUpPrice: lim ? lim.up : null,
          limitDownPrice: lim ? lim.down : null,
          pe: v.pe ?? null,
          pb: v.pb ?? null,
          // shares from the market caps, before the quote path recomputes turnover rate and caps from them
          ...(v.totalMarketCap !== undefined ? { totalShares: Math.round(v.totalMarketCap / v.price) } : {}),
          ...(v.floatMarketCap !== undefined ? { floatShares: Math.round(v.floatMarketCap / v.price) } : {}),
        })
        .where(eq(stockInfo.code, v.code));
      const open = v.open ?? v.price;
      quotes.push({
        code: v.code,
        price: v.price,
        prevClose: v.prevClose,
        open,
        high: v.high ?? Math.max(v.price, open),
        low: v.low ?? Math.min(v.price, open),
        volume: v.volume,
        amount: v.amount,
        ...(v.volumeRatio !== undefined ? { volumeRatio: v.volumeRatio } : {}),
        time: day.clock,
      });
    }
    await applyQuotes(db, quotes, { tradeDate: day.date, now: day.clock, publish: false });
    return accepted.length;
  },

  async limitUp(db, rows: Rows<typeof LimitUpRow>, errors) {
    const accepted = await knownOnly(db, rows, errors);
    for (const { value: v } of accepted) {
      const values = {
        tradeDate: v.tradeDate,
        poolType: v.poolType,
        stockCode: v.code,
        stockName: v.name,
        price: v.price,
        changePercent: v.changePercent,
        amount: v.amount,
        turnoverRate: v.turnoverRate ?? null,
        floatMarketCap: v.floatMarketCap ?? null,
        sealAmount: v.sealAmount,
        firstSealTime: v.firstSealTime ?? null,
        lastSealTime: v.lastSealTime ?? null,
        openCount: v.openCount,
        streak: v.streak,
        ntN: v.ntN,
        ntT: v.ntT,
        updateTime: new Date(),
      };
      const { tradeDate: _d, poolType: _p, stockCode: _s, ...update } = values;
      await db.insert(stockLimitUp).values(values).onConflictDoUpdate({ target: [stockLimitUp.tradeDate, stockLimitUp.poolType, stockLimitUp.stockCode], set: update });
    }
    if (accepted.length) {
      const dates = [...new Set(accepted.map((r) => r.value.tradeDate))];
      await db.execute(sql`insert into stock_market_turnover (trade_date) select unnest(${`{${dates.join(',')}}`}::date[]) on conflict do nothing`);
    }
    return accepted.length;
  },

  async hotRank(db, rows: Rows<typeof HotRankRow>, errors) {
    const accepted = await knownOnly(db, rows, errors);
    if (!accepted.length) return 0;
    // the listed stocks take their rank; the others follow in their previous order
    await takeHotRanks(
      db,
      accepted.map((r) => r.value.code),
      accepted.map((r) => r.value.rank),
    );
    return accepted.length;
  },

  async concepts(db, rows: Rows<typeof ConceptRow>) {
    for (const { value: v } of rows) {
      const code = await boardCode(db, 2, v.name, v.code);
      await db
        .update(stockConcept)
        // the file's board figures are the board's: kept, never recomputed from its members over them (decision 0035)
        .set({
          changePercent: v.changePercent,
          upCount: v.upCount,
          downCount: v.downCount,
          leadingStockName: v.leadingStockName ?? null,
          leadingStockChangePercent: v.leadingStockChangePercent ?? null,
          sourceFigures: true,
        })
        .where(eq(stockConcept.code, code));
    }
    return rows.length;
  },

  async conceptMembers(db, rows: Rows<typeof ConceptMemberRow>, errors) {
    const accepted = await knownOnly(db, rows, errors);
    const codes = new Map<string, string>();
    for (const { value: v } of accepted) {
      if (!codes.has(v.board)) codes.set(v.board, await boardCode(db, 2, v.board));
      await db.insert(stockConceptMember).values({ conceptCode: codes.get(v.board)!, stockCode: v.code, reason: '导入' }).onConflictDoNothing();
      await db.execute(sql`update stock_info set concept_names = array_append(concept_names, ${v.board}::varchar) where code = ${v.code} and not (${v.board}::varchar = any(concept_names))`);
    }
    if (accepted.length) await refreshCounts(db);
    return accepted.length;
  },
};
