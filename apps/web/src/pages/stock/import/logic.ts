import { IMPORT_ENCODING_LABELS, IMPORT_FIELD_LABELS, IMPORT_MAX_MB, isTradeDay, shanghaiDate, type ImportEncoding, type StockImportPreviewResp } from '@gprs/contract';

export type UploadFormat = 'csv' | 'json' | 'xlsx';

export const UPLOAD_ACCEPT = '.csv,.json,.xlsx';

/** The format of an upload from its name ('.csv' / '.json' / '.xlsx', any case), or null when it is none of them. */
export function uploadFormatOf(fileName: string): UploadFormat | null {
  const m = /\.(csv|json|xlsx)$/i.exec(fileName.trim());
  return m ? (m[1].toLowerCase() as UploadFormat) : null;
}

/** Why a chosen file cannot be imported, or null when it can. */
export function uploadFileError(file: { name: string; size: number }, maxMb = IMPORT_MAX_MB): string | null {
  if (!uploadFormatOf(file.name)) return '只能上传 .csv、.json 或 .xlsx 格式的文件';
  if (file.size === 0) return '文件内容为空';
  if (file.size > maxMb * 1024 * 1024) return `上传文件大小不能超过 ${maxMb} MB`;
  return null;
}

export const SOURCE_LABELS: Record<StockImportPreviewResp['source'], string> = { own: '本站格式', akshare: 'akshare', tushare: 'tushare' };

export const TARGET_LABELS: Record<StockImportPreviewResp['kind'], string> = {
  stocks: '股票（基础资料与行情）',
  daily: '日线',
  news: '新闻',
  stockBasic: '股票基础资料',
  quotes: '最新行情',
  limitUp: '涨停板股池',
  hotRank: '人气榜',
  concepts: '概念板块',
  conceptMembers: '概念板块成份股',
};

export const UNIT_LABELS: Record<string, string> = {
  shou: '手 → 股（×100）',
  qianyuan: '千元 → 元（×1000）',
  wanyuan: '万元 → 元（×10000）',
  yiyuan: '亿元 → 元',
  yuan: '元',
  gu: '股',
  percent: '%',
  tsCode: '600519.SH → 600519',
  emCode: 'SZ000665 → 000665',
  code: '6 位代码',
  yyyymmdd: 'YYYYMMDD → YYYY-MM-DD',
  date: '日期',
  hhmmss: 'HHMMSS → HH:mm:ss',
  int: '整数',
  number: '数值',
  ratio: '数值',
  text: '文本',
};

/** Which extra inputs a detected shape needs: the trade day of an akshare pool, the board of a member list, the code of a history without one. */
export function previewNeeds(preview: Pick<StockImportPreviewResp, 'source' | 'shape' | 'mapping'> | null): { tradeDate: boolean; board: boolean; code: boolean } {
  if (!preview || preview.source !== 'akshare') return { tradeDate: false, board: false, code: false };
  return {
    tradeDate: preview.shape.startsWith('stock_zt_pool_'),
    board: preview.shape === 'stock_board_concept_cons_em',
    code: preview.shape === 'stock_zh_a_hist' && !preview.mapping.some((m) => m.field === 'code'),
  };
}

/** The import may start: a recognised external shape must have all its required columns (our own format: rows report their errors). */
export function previewBlocks(preview: Pick<StockImportPreviewResp, 'source' | 'missingRequired'> | null): string | null {
  if (!preview || preview.source === 'own' || preview.missingRequired.length === 0) return null;
  return `缺少必需的列：${preview.missingRequired.join('、')}`;
}

/** Columns of the preview table: our fields in mapping order (each once), then the row's errors. */
export function previewColumns(preview: Pick<StockImportPreviewResp, 'mapping' | 'rows'>): string[] {
  const fields = [...new Set(preview.mapping.map((m) => m.field))];
  for (const r of preview.rows) for (const k of Object.keys(r.value)) if (!fields.includes(k)) fields.push(k);
  return fields;
}

/** A converted value for display (numbers with thousands separators, missing as —). */
export function previewCell(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'number') return value.toLocaleString('zh-CN', { maximumFractionDigits: 4 });
  if (Array.isArray(value)) return value.join('、');
  return String(value);
}

/** A field of ours as the preview shows it: its Chinese name (the internal name only for a field without one). */
export function previewFieldLabel(field: string): string {
  return IMPORT_FIELD_LABELS[field] ?? field;
}

/** The detected encoding as the preview says it, e.g. 「编码：GBK（已自动识别）」; null for xlsx (no text encoding). */
export function encodingText(encoding: ImportEncoding | null | undefined): string | null {
  return encoding ? `编码：${IMPORT_ENCODING_LABELS[encoding]}（已自动识别）` : null;
}

/** Whether a day may be picked as a pool's trade day: a trade day of the exchange calendar, not after today (Beijing). */
export function pickableTradeDay(date: string, now: Date): boolean {
  return isTradeDay(date) && date <= shanghaiDate(now);
}

/** The upload options the server is sent: only those the detected file needs (the trade day of a pool, the board of a member list, the code of a history). */
export function neededOptions<T extends { tradeDate?: string; board?: string; code?: string }>(options: T, needs: { tradeDate: boolean; board: boolean; code: boolean }): Partial<T> {
  const out: Partial<T> = {};
  if (needs.tradeDate && options.tradeDate) out.tradeDate = options.tradeDate;
  if (needs.board && options.board) out.board = options.board;
  if (needs.code && options.code) out.code = options.code;
  return out;
}
