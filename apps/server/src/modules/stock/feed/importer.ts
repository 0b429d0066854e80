import { inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { IMPORT_FIELD_LABELS, StockError, importTradeDateDefault, shanghaiDate, shanghaiMinutes } from '@gprs/contract';
import type { Db } from '../../../db/client';
import { fail } from '../../../core/errors';
import { stockNews } from '../content.schema';
import { board, changePercent, isStName, toCents } from '../market-rules';
import { stockConcept, stockConceptMember, stockDaily, stockInfo, stockMarketTurnover } from '../market.schema';
import { pinyinInitials } from '../pinyin';
import { sanitizeHtml } from '../sanitize';
import type { MarketFeed } from './simulator';
import { applyQuotes, limitsOn, resolveTradeDate, rollTradeDay, type QuoteInput } from './quote-path';

export type ImportKind = 'stocks' | 'daily' | 'news';
export type ImportFormat = 'csv' | 'json';

export interface ImportResult {
  kind: ImportKind;
  total: number;
  imported: number;
  failed: number;
  /** row is the 1-based data row (CSV: the header is row 0) */
  errors: { row: number; message: string }[];
}

/** RFC 4180 CSV: quoted fields may hold commas, quotes ("") and newlines; a BOM and CRLF are accepted. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const s = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < s.length; i++) {
    const ch = s[i];
    if (quoted) {
      if (ch === '"' && s[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && s[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => r.some((c) => c.trim() !== ''));
}

/** Records of a CSV (first row = header) or a JSON array of objects. */
export function readRecords(content: string, format: ImportFormat): Record<string, unknown>[] {
  if (format === 'json') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(content);
    } catch (err) {
      fail(StockError.IMPORT_FORMAT_INVALID, `JSON 解析失败（${(err as Error).message}）`);
    }
    if (!Array.isArray(parsed)) fail(StockError.IMPORT_FORMAT_INVALID, 'JSON 顶层必须是数组');
    return parsed.map((r) => (r && typeof r === 'object' && !Array.isArray(r) ? (r as Record<string, unknown>) : { __invalid: true }));
  }
  const rows = parseCsv(content);
  if (!rows.length) fail(StockError.IMPORT_FORMAT_INVALID, '缺少表头');
  const header = rows[0].map((h) => h.trim());
  return rows.slice(1).map((r) => Object.fromEntries(header.map((h, i) => [h, r[i] === undefined || r[i].trim() === '' ? undefined : r[i].trim()])));
}

const num = z.coerce.number().finite();
const positive = num.positive('必须大于 0');
const list = z
  .union([z.array(z.string()), z.string()])
  .transform((v) => (Array.isArray(v) ? v : v.split(/[;|、]/)).map((x) => x.trim()).filter(Boolean))
  .optional()
  .default([]);
const code = z.string().trim().regex(/^\d{6}$/, '代码必须是 6 位数字').refine((c) => board(c) !== null, '代码不属于任何 A 股板块');
const date = z.string().trim().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式为 YYYY-MM-DD')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), '日期不存在');

export const StockRow = z
  .object({
    code,
    name: z.string().trim().min(1, '名称不能为空').max(32),
    industry: z.string().trim().max(32).optional(),
    concepts: list,
    listDate: date,
    isSt: z.union([z.boolean(), z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1')]).optional(),
    totalShares: num.int().nonnegative(),
    floatShares: num.int().nonnegative(),
    price: positive,
    prevClose: positive,
    open: positive.optional(),
    high: positive.optional(),
    low: positive.optional(),
    volume: num.int().nonnegative().default(0),
    amount: num.nonnegative().default(0),
    pe: num.optional(),
    pb: num.optional(),
  })
  .refine((r) => r.floatShares <= r.totalShares, { message: '流通股本不能大于总股本', path: ['floatShares'] })
  .refine((r) => (r.high === undefined || r.low === undefined ? true : r.high >= r.low), { message: '最高价不能低于最低价', path: ['high'] });

export const DailyRow = z
  .object({
    code,
    tradeDate: date,
    open: positive,
    high: positive,
    low: positive,
    close: positive,
    prevClose: positive,
    volume: num.int().nonnegative(),
    amount: num.nonnegative(),
    turnoverRate: num.nonnegative().optional(),
  })
  .refine((r) => r.high >= Math.max(r.open, r.close, r.low) && r.low <= Math.min(r.open, r.close), { message: '最高价/最低价与开盘、收盘价不一致', path: ['high'] });

const time = z.union([
  z.number().int().positive(),
  z
    .string()
    .trim()
    .transform((v, ctx) => {
      const normalized = /^\d+$/.test(v) ? Number(v) : Date.parse(/[zZ]|[+-]\d\d:?\d\d$/.test(v) ? v : `${v.replace(' ', 'T')}+08:00`);
      if (!Number.isFinite(normalized)) {
        ctx.addIssue({ code: 'custom', message: '时间格式不正确' });
        return z.NEVER;
      }
      return normalized;
    }),
]);

export const NewsRow = z.object({
  title: z.string().trim().min(1, '标题不能为空').max(200),
  summary: z.string().trim().max(1000).default(''),
  content: z.string().max(200_000).default(''),
  source: z.string().trim().max(64).default(''),
  url: z.string().trim().max(512).default(''),
  publishTime: time,
  stockCodes: list,
  conceptCodes: list,
});

const SCHEMAS = { stocks: StockRow, daily: DailyRow, news: NewsRow } as const;

/** Zod issues of a row of our own format, each naming its column in Chinese with the file's header: 「流通股本（floatShares）：…」. */
export function issueText(error: z.ZodError): string {
  return error.issues
    .map((i) => {
      const field = i.path.join('.');
      if (!field) return `行：${i.message}`;
      const label = IMPORT_FIELD_LABELS[field];
      return `${label ? `${label}（${field}）` : field}：${i.message}`;
    })
    .join('；');
}

/** Progress of an import after each batch: records decided so far (valid ones written, invalid ones reported). */
export interface ImportProgress {
  total: number;
  processed: number;
  imported: number;
  failed: number;
  /** row errors so far, in the order found */
  errors: readonly { row: number; message: string }[];
}

export interface ImportOptions {
  /** records validated and written per batch (default 1000) */
  batchSize?: number;
  /** the import's clock (default: now): which trade day its quotes belong to (tests fix it) */
  now?: Date;
  /** called after every batch; awaited (an error aborts the import) */
  onProgress?: (progress: ImportProgress) => unknown;
}

/**
 * Imports stocks, daily bars or news from a CSV / JSON text (format: docs/market-data-import.md). Every row is
 * validated; rows with errors are reported (row number and reason) and nothing of them is written; the valid rows are
 * upserted (stocks by code, bars by code + date) or inserted (news). Records go through in batches (`batchSize`,
 * reporting `onProgress` after each). Call it inside a transaction.
 */
export async function importMarketData(
  db: Db,
  input: { kind: ImportKind; format: ImportFormat; content: string },
  options: ImportOptions = {},
): Promise<ImportResult> {
  return importRecords(db, input.kind, readRecords(input.content, input.format), options);
}

/** importMarketData for records already read (readRecords), e.g. to count them before deciding how to run. */
export async function importRecords(db: Db, kind: ImportKind, records: Record<string, unknown>[], options: ImportOptions = {}): Promise<ImportResult> {
  const schema = SCHEMAS[kind];
  const batchSize = Math.max(1, options.batchSize ?? 1000);
  const errors: ImportResult['errors'] = [];
  const seenStocks = new Set<string>();
  let imported = 0;
  for (let start = 0; start < records.length; start += batchSize) {
    const valid: { row: number; value: any }[] = [];
    records.slice(start, start + batchSize).forEach((rec, j) => {
      const row = start + j + 1;
      if ('__invalid' in rec) {
        errors.push({ row, message: '不是对象' });
        return;
      }
      const parsed = schema.safeParse(rec);
      if (!parsed.success) {
        errors.push({ row, message: issueText(parsed.error) });
        return;
      }
      if (kind === 'stocks') {
        // a code repeated in a later batch is still a duplicate of the file
        const code = (parsed.data as { code: string }).code;
        if (seenStocks.has(code)) {
          errors.push({ row, message: `代码 ${code} 在文件中重复` });
          return;
        }
        seenStocks.add(code);
      }
      valid.push({ row, value: parsed.data });
    });
    if (kind === 'stocks') imported += await writeStocks(db, valid, errors, options.now ?? new Date());
    else if (kind === 'daily') imported += await writeDaily(db, valid, errors, options.now ?? new Date());
    else imported += await writeNews(db, valid);
    await options.onProgress?.({ total: records.length, processed: Math.min(records.length, start + batchSize), imported, failed: errors.length, errors });
  }
  errors.sort((a, b) => a.row - b.row);
  return { kind, total: records.length, imported, failed: errors.length, errors };
}

/**
 * The clock of an import's quotes on trade day `date`: the import's own time during that day's session, else the
 * session minute it reaches (09:30 before the open, 11:29:59 in the noon break, 14:59:59 after the close or on a later
 * day), so the minute written is the last of the day's series so far and a pool join gets a seal time of the session.
 */
export function importClock(now: Date, date: string): Date {
  const at = (hhmmss: string) => new Date(`${date}T${hhmmss}+08:00`);
  if (shanghaiDate(now) > date) return at('14:59:59');
  if (shanghaiDate(now) < date) return at('09:30:00');
  const m = shanghaiMinutes(now);
  if (m < 9 * 60 + 30) return at('09:30:00');
  if (m >= 11 * 60 + 30 && m < 13 * 60) return at('11:29:59');
  if (m >= 15 * 60) return at('14:59:59');
  return now;
}

/**
 * The trade day an import's quotes belong to, rolled in as the feed rolls a new day (resolveTradeDate, rollTradeDay);
 * besides the feed's rule, days after today in the calendar (bars of a history file reaching past today) are not
 * "today", and an import after the calendar's latest started trade day (a weekend, a holiday, or a day no feed ran)
 * rolls to that day rather than writing a newer day's quotes onto an older day.
 */
export async function importTradeDay(db: Db, now: Date): Promise<{ date: string; clock: Date }> {
  const resolved = await resolveTradeDate(db, now);
  let { date, roll } = resolved;
  let previous = resolved.latest;
  if (!roll) {
    const today = shanghaiDate(now);
    if (previous && previous > today) {
      const [row] = await db.select({ d: sql<string | null>`max(${stockMarketTurnover.tradeDate})::text` }).from(stockMarketTurnover).where(sql`${stockMarketTurnover.tradeDate} <= ${today}`);
      previous = row?.d ?? null;
      date = previous ?? today;
    }
    const calendarDay = importTradeDateDefault(now);
    if (!previous || calendarDay > date) {
      date = calendarDay;
      roll = true;
    }
  }
  if (roll) await rollTradeDay(db, date, previous);
  return { date, clock: importClock(now, date) };
}

/** Quotes of an import through the one quote path (stock_info, today's bar, the minute, pools, aggregates); broadcast by afterImport. */
async function applyImportedQuotes(db: Db, day: { date: string; clock: Date }, quotes: Omit<QuoteInput, 'time'>[]): Promise<void> {
  if (!quotes.length) return;
  await applyQuotes(
    db,
    quotes.map((q) => ({ ...q, time: day.clock })),
    { tradeDate: day.date, now: day.clock, publish: false },
  );
}

async function writeStocks(db: Db, rows: { row: number; value: z.output<typeof StockRow> }[], errors: ImportResult['errors'], now: Date): Promise<number> {
  const seen = new Set<string>();
  const accepted = rows.filter(({ row, value }) => {
    if (seen.has(value.code)) {
      errors.push({ row, message: `代码 ${value.code} 在文件中重复` });
      return false;
    }
    seen.add(value.code);
    return true;
  });
  const boards = await db.select({ code: stockConcept.code, name: stockConcept.name, type: stockConcept.type }).from(stockConcept);
  const byName = new Map(boards.map((b) => [`${b.type}:${b.name}`, b.code]));
  let nextIndustry = 5000;
  let nextConcept = 8000;
  const boardCode = async (type: 1 | 2, name: string) => {
    const key = `${type}:${name}`;
    let found = byName.get(key);
    if (!found) {
      found = type === 1 ? `BKI${nextIndustry++}` : `GNI${nextConcept++}`;
      while (boards.some((b) => b.code === found)) found = type === 1 ? `BKI${nextIndustry++}` : `GNI${nextConcept++}`;
      await db.insert(stockConcept).values({ type, code: found, name, description: `${name}（导入）` }).onConflictDoNothing();
      byName.set(key, found);
      boards.push({ code: found, name, type });
    }
    return found;
  };
  if (!accepted.length) return 0;
  // the trade day first (a new day rolls every stock), then the master data with the day's limit prices, then the
  // quote part through the quote path (stock_info, today's bar, the minute line, pools, aggregates)
  const day = await importTradeDay(db, now);
  const quotes: Omit<QuoteInput, 'time'>[] = [];
  for (const { value: v } of accepted) {
    const info = board(v.code)!;
    const isSt = v.isSt ?? isStName(v.name);
    const lim = limitsOn(day.date, v.code, isSt, v.listDate, v.prevClose);
    const industryCode = v.industry ? await boardCode(1, v.industry) : null;
    const master = {
      name: v.name,
      pinyin: pinyinInitials(v.name),
      marketType: info.marketType,
      board: info.board,
      industryCode,
      industryName: v.industry ?? null,
      conceptNames: v.concepts,
      isSt,
      listDate: v.listDate,
      totalShares: v.totalShares,
      floatShares: v.floatShares,
      prevClose: v.prevClose,
      limitUpPrice: lim ? lim.up : null,
      limitDownPrice: lim ? lim.down : null,
      pe: v.pe ?? null,
      pb: v.pb ?? null,
    };
    await db.insert(stockInfo).values({ code: v.code, ...master }).onConflictDoUpdate({ target: stockInfo.code, set: master });
    await db.delete(stockConceptMember).where(sql`${stockConceptMember.stockCode} = ${v.code} and ${stockConceptMember.reason} = '导入'`);
    const memberships = [...(industryCode ? [industryCode] : []), ...(await Promise.all(v.concepts.map((c) => boardCode(2, c))))];
    if (memberships.length) {
      await db
        .insert(stockConceptMember)
        .values(memberships.map((conceptCode) => ({ conceptCode, stockCode: v.code, reason: '导入' })))
        .onConflictDoNothing();
    }
    const open = v.open ?? v.price;
    quotes.push({
      code: v.code,
      price: v.price,
      prevClose: v.prevClose,
      open,
      // the file's figures are the day's: absent ones follow from the price and the open, not from stored ones
      high: v.high ?? Math.max(v.price, open),
      low: v.low ?? Math.min(v.price, open),
      volume: v.volume,
      amount: v.amount,
    });
  }
  await db.execute(sql`update stock_concept c set stock_count = (select count(*) from stock_concept_member m where m.concept_code = c.code)`);
  await db.execute(sql`update stock_info s set hot_rank = r.rn from (select code, row_number() over (order by heat desc, code) rn from stock_info) r where s.code = r.code and s.hot_rank is null`);
  await applyImportedQuotes(db, day, quotes);
  return accepted.length;
}

/**
 * Upserts daily bars. A bar of the trade day quotes are written to now (importTradeDay) is that day's quote as well:
 * it goes through the quote path, so the stock's quote, today's bar and the minute line say the same.
 */
export async function writeDaily(db: Db, rows: { row: number; value: z.output<typeof DailyRow> }[], errors: ImportResult['errors'], now = new Date()): Promise<number> {
  const codes = [...new Set(rows.map((r) => r.value.code))];
  const known = codes.length ? new Set((await db.select({ code: stockInfo.code }).from(stockInfo).where(inArray(stockInfo.code, codes))).map((r) => r.code)) : new Set<string>();
  const accepted = rows.filter(({ row, value }) => {
    if (known.has(value.code)) return true;
    errors.push({ row, message: `股票 ${value.code} 不存在，请先导入股票` });
    return false;
  });
  for (let i = 0; i < accepted.length; i += 1000) {
    const chunk = accepted.slice(i, i + 1000).map(({ value: v }) => ({
      stockCode: v.code,
      tradeDate: v.tradeDate,
      open: v.open,
      high: v.high,
      low: v.low,
      close: v.close,
      prevClose: v.prevClose,
      volume: v.volume,
      amount: v.amount,
      changePercent: changePercent(toCents(v.close), toCents(v.prevClose)),
      turnoverRate: v.turnoverRate ?? null,
    }));
    await db
      .insert(stockDaily)
      .values(chunk)
      .onConflictDoUpdate({
        target: [stockDaily.stockCode, stockDaily.tradeDate],
        set: {
          open: sql`excluded.open`,
          high: sql`excluded.high`,
          low: sql`excluded.low`,
          close: sql`excluded.close`,
          prevClose: sql`excluded.prev_close`,
          volume: sql`excluded.volume`,
          amount: sql`excluded.amount`,
          changePercent: sql`excluded.change_percent`,
          turnoverRate: sql`excluded.turnover_rate`,
        },
      });
  }
  if (accepted.length) {
    const dates = [...new Set(accepted.map((r) => r.value.tradeDate))];
    // the day quotes go to, before imported days join the calendar (a history reaching past today must not become it)
    const current = dates.some((d) => d >= importTradeDateDefault(now) && d <= shanghaiDate(now)) ? await importTradeDay(db, now) : null;
    // make imported days part of the trade-day calendar
    await db.execute(sql`insert into stock_market_turnover (trade_date) select unnest(${`{${dates.join(',')}}`}::date[]) on conflict do nothing`);
    if (current) {
      const today = new Map(accepted.filter((r) => r.value.tradeDate === current.date).map((r) => [r.value.code, r.value]));
      await applyImportedQuotes(
        db,
        current,
        [...today.values()].map((v) => ({ code: v.code, price: v.close, prevClose: v.prevClose, open: v.open, high: v.high, low: v.low, volume: v.volume, amount: v.amount })),
      );
    }
  }
  return accepted.length;
}

async function writeNews(db: Db, rows: { row: number; value: z.output<typeof NewsRow> }[]): Promise<number> {
  for (let i = 0; i < rows.length; i += 500) {
    await db.insert(stockNews).values(
      rows.slice(i, i + 500).map(({ value: v }) => ({
        title: v.title,
        summary: v.summary,
        content: sanitizeHtml(v.content),
        source: v.source,
        url: v.url,
        publishTime: new Date(v.publishTime),
        stockCodes: v.stockCodes,
        conceptCodes: v.conceptCodes,
      })),
    );
  }
  return rows.length;
}

/** The file importer as a market feed: nothing runs in the background; data arrives through importFile. */
export class FileImportFeed implements MarketFeed {
  readonly name = 'file-import';
  constructor(private readonly db: Db) {}
  async start(): Promise<void> {}
  async stop(): Promise<void> {}
  importFile(kind: ImportKind, format: ImportFormat, content: string): Promise<ImportResult> {
    return this.db.transaction((tx) => importMarketData(tx as unknown as Db, { kind, format, content }));
  }
}
