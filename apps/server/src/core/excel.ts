import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { once } from 'node:events';
import { PassThrough } from 'node:stream';

/** Exports carry the page's filters but no paging; at most this many rows are written. */
export const EXPORT_MAX_ROWS = 10_000;

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type CellValue = string | number | boolean | Date | null | undefined;

/** One column of an export: Chinese header text, the row key it reads, width in characters, optional formatter. */
export interface ExcelColumn<T> {
  header: string;
  key: keyof T & string;
  width?: number;
  /** Turns the raw value into what the cell shows (a dictionary label, a formatted date …). */
  format?: (value: any, row: T) => CellValue;
}

export interface ExcelExport<T> {
  /** File name offered to the browser, e.g. `字典数据.xlsx` (`.xlsx` is appended when missing). */
  filename: string;
  /** Sheet name; defaults to the file name without extension. */
  sheetName?: string;
  columns: ExcelColumn<T>[];
  rows: T[];
}

const shanghaiParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

const SHANGHAI_FIXED_OFFSET_SINCE = Date.UTC(1992, 0, 1);
const MAX_ISO_MS = Date.UTC(9999, 11, 31);

/** An amount in 分 as 元 with two decimals, for money columns (12345 → '123.45'). */
export function formatYuan(fen: number): string {
  return (fen / 100).toFixed(2);
}

/** `YYYY-MM-DD HH:mm:ss` in Beijing time (Asia/Shanghai); empty for null / undefined / invalid dates. */
export function formatDateTime(value: Date | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const date = value instanceof Date ? value : new Date(value);
  const ms = date.getTime();
  if (Number.isNaN(ms)) return '';
  // China has kept UTC+8 without daylight saving since 1992: plain arithmetic there (exports format every row's
  // dates, and Intl's formatToParts is the slowest part of a large export); Intl for older dates
  if (ms >= SHANGHAI_FIXED_OFFSET_SINCE && ms < MAX_ISO_MS) return new Date(ms + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
  const p = Object.fromEntries(shanghaiParts.formatToParts(date).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

/** A formatter showing a dictionary label for a value (values compared as strings); unknown values show as is. */
export function dictFormat(labels: ReadonlyMap<string, string>): (value: unknown) => string {
  return (value) => {
    if (value === null || value === undefined) return '';
    const key = String(value);
    return labels.get(key) ?? key;
  };
}

/** Writes the rows into a one-sheet workbook with a bold, frozen header row. */
export async function buildXlsx<T>(options: ExcelExport<T>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = '股票热搜';
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(sanitizeSheetName(options.sheetName ?? stripExtension(options.filename)), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = options.columns.map((c) => ({ header: c.header, key: c.key, width: c.width ?? 16 }));
  sheet.getRow(1).font = { bold: true };
  for (const row of options.rows.slice(0, EXPORT_MAX_ROWS)) sheet.addRow(rowValues(options.columns, row));
  const data = await workbook.xlsx.writeBuffer();
  return Buffer.from(data as ArrayBuffer);
}

/** The cells of one row, by column key. */
function rowValues<T>(columns: ExcelColumn<T>[], row: T): Record<string, CellValue> {
  const values: Record<string, CellValue> = {};
  for (const c of columns) {
    const raw = (row as Record<string, unknown>)[c.key];
    values[c.key] = c.format ? c.format(raw, row) : toCell(raw);
  }
  return values;
}

function xlsxName(filename: string): string {
  return /\.xlsx$/i.test(filename) ? filename : `${filename}.xlsx`;
}

/** Log exports are streamed and may be this long (the other exports keep EXPORT_MAX_ROWS). */
export const STREAM_EXPORT_MAX_ROWS = 1_000_000;

export interface StreamedExcelExport<T> extends Omit<ExcelExport<T>, 'rows'> {
  /** Reads the next batch of rows after the last row of the previous one (null for the first); [] ends the export. */
  nextBatch(after: T | null, size: number): Promise<T[]>;
  /** Whether more than `maxRows` rows match (asked once, before the first row is sent, for X-Export-Truncated). */
  hasMoreThan?(maxRows: number): Promise<boolean>;
  maxRows?: number;
  batchSize?: number;
}

/**
 * Answers with an .xlsx written while the rows are read, batch by batch (keyset pages), through exceljs's streaming
 * writer: memory stays flat however many rows there are, and the download starts at once. Waits for the client
 * between batches (backpressure). Use from a `raw: true` route.
 */
export async function streamExcel<T>(reply: FastifyReply, options: StreamedExcelExport<T>): Promise<FastifyReply> {
  const filename = xlsxName(options.filename);
  const maxRows = options.maxRows ?? STREAM_EXPORT_MAX_ROWS;
  const batchSize = options.batchSize ?? 2000;
  if (options.hasMoreThan && (await options.hasMoreThan(maxRows))) reply.header('x-export-truncated', 'true');
  const out = new PassThrough();
  // no styles table (it halves exceljs's cost per row; the header row is therefore not bold) and fast deflate: a log
  // export is large and read once
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false, zip: { zlib: { level: 1 } } });
  workbook.creator = '股票热搜';
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(sanitizeSheetName(options.sheetName ?? stripExtension(filename)), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = options.columns.map((c) => ({ header: c.header, key: c.key, width: c.width ?? 16 }));
  const write = async () => {
    let written = 0;
    let last: T | null = null;
    while (written < maxRows) {
      const batch = await options.nextBatch(last, Math.min(batchSize, maxRows - written));
      if (!batch.length) break;
      for (const row of batch) sheet.addRow(rowValues(options.columns, row)).commit();
      written += batch.length;
      last = batch[batch.length - 1];
      // the client's pace: wait until it has taken what was written (or has gone away)
      if (out.writableNeedDrain) await Promise.race([once(out, 'drain'), once(out, 'close')]);
      if (out.destroyed) return;
    }
    sheet.commit();
    await workbook.commit();
  };
  reply
    .code(200)
    .header('content-type', XLSX_CONTENT_TYPE)
    .header('content-disposition', contentDisposition(filename))
    .header('cache-control', 'no-store')
    .send(out);
  await write().catch((err: unknown) => {
    reply.log.error({ err }, 'streamed export failed');
    out.destroy(err as Error);
  });
  return reply;
}

/**
 * Answers the request with the rows as a real .xlsx attachment. Use from a `raw: true` route.
 * More than EXPORT_MAX_ROWS rows are cut to the cap and flagged with `X-Export-Truncated: true`.
 */
export async function sendExcel<T>(reply: FastifyReply, options: ExcelExport<T>): Promise<FastifyReply> {
  const filename = xlsxName(options.filename);
  const buffer = await buildXlsx({ ...options, filename });
  if (options.rows.length > EXPORT_MAX_ROWS) reply.header('x-export-truncated', 'true');
  return reply
    .code(200)
    .header('content-type', XLSX_CONTENT_TYPE)
    .header('content-disposition', contentDisposition(filename))
    .header('cache-control', 'no-store')
    .send(buffer);
}

/**
 * `attachment; filename="<ascii fallback>"; filename*=UTF-8''<percent-encoded>` (RFC 6266 / RFC 5987).
 * The fallback keeps the printable ASCII of the name (`export.xlsx` when nothing is left of it).
 */
export function contentDisposition(filename: string): string {
  const ext = /\.[A-Za-z0-9]+$/.exec(filename)?.[0] ?? '';
  const base = filename.slice(0, filename.length - ext.length);
  const asciiBase = base
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\%;]/g, '')
    .trim();
  const fallback = `${asciiBase || 'export'}${ext}`;
  const encoded = encodeURIComponent(filename).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

function toCell(value: unknown): CellValue {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return formatDateTime(value);
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return JSON.stringify(value);
}

function stripExtension(name: string): string {
  return name.replace(/\.[A-Za-z0-9]+$/, '');
}

/** Excel sheet names: at most 31 characters, none of : \ / ? * [ ]. */
function sanitizeSheetName(name: string): string {
  const cleaned = name.replace(/[:\\/?*[\]]/g, '_').slice(0, 31);
  return cleaned || 'Sheet1';
}
