import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';

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

/** An amount in 分 as 元 with two decimals, for money columns (12345 → '123.45'). */
export function formatYuan(fen: number): string {
  return (fen / 100).toFixed(2);
}

/** `YYYY-MM-DD HH:mm:ss` in Beijing time (Asia/Shanghai); empty for null / undefined / invalid dates. */
export function formatDateTime(value: Date | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
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
  for (const row of options.rows.slice(0, EXPORT_MAX_ROWS)) {
    const values: Record<string, CellValue> = {};
    for (const c of options.columns) {
      const raw = (row as Record<string, unknown>)[c.key];
      values[c.key] = c.format ? c.format(raw, row) : toCell(raw);
    }
    sheet.addRow(values);
  }
  const data = await workbook.xlsx.writeBuffer();
  return Buffer.from(data as ArrayBuffer);
}

/**
 * Answers the request with the rows as a real .xlsx attachment. Use from a `raw: true` route.
 * More than EXPORT_MAX_ROWS rows are cut to the cap and flagged with `X-Export-Truncated: true`.
 */
export async function sendExcel<T>(reply: FastifyReply, options: ExcelExport<T>): Promise<FastifyReply> {
  const filename = /\.xlsx$/i.test(options.filename) ? options.filename : `${options.filename}.xlsx`;
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
