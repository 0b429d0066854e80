/**
 * Pure rules of the 股票数据 staff pages (kept apart from the React code so they are tested on their own).
 */
import { IMPORT_MAX_MB } from '@gprs/contract';

// ------------------------------------------------------------------ pickers

export interface StockOption {
  code: string;
  name: string;
}

/** '600519 贵州茅台' (the code alone while the name is unknown). */
export function stockLabel(s: { code: string; name?: string | null }): string {
  return s.name ? `${s.code} ${s.name}` : s.code;
}

/** The chosen codes of a single or multiple picker value. */
export function chosenList(value: readonly string[] | string | null | undefined): string[] {
  const list = value == null ? [] : typeof value === 'string' ? [value] : [...value];
  return list.filter((c) => c !== '');
}

// ------------------------------------------------------------------ 股票

export type StChoice = 'auto' | 'yes' | 'no';

/** The server's ST rule for a name without an explicit flag: 'ST…', '*ST…', 'SST…' (case-insensitive). */
export function isStName(name: string): boolean {
  return /^\*?S?ST/i.test(name.trim());
}

/**
 * The 是否 ST choice of the edit form: '按名称判断' when the stored flag is what the name implies (so renaming a stock
 * to or from ST updates it), else the explicit 是 / 否.
 */
export function stChoice(isSt: boolean | null | undefined, name: string | null | undefined): StChoice {
  if (isSt == null) return 'auto';
  if (isSt === isStName(name ?? '')) return 'auto';
  return isSt ? 'yes' : 'no';
}

/** The isSt of the request body: undefined lets the server derive it from the name. */
export function stFlag(choice: unknown): boolean | undefined {
  return choice === 'yes' ? true : choice === 'no' ? false : undefined;
}

// ------------------------------------------------------------------ search params

/**
 * The 公告 list filters: the 公告日期 range of the search form (['YYYY-MM-DD 00:00:00', 'YYYY-MM-DD 23:59:59']) becomes
 * the server's beginDate / endDate (dates only).
 */
export function announcementParams(query: Record<string, unknown>): Record<string, unknown> {
  const { annDate, ...rest } = query;
  if (Array.isArray(annDate) && annDate.length === 2 && annDate[0] && annDate[1]) {
    return { ...rest, beginDate: String(annDate[0]).slice(0, 10), endDate: String(annDate[1]).slice(0, 10) };
  }
  return rest;
}

// ------------------------------------------------------------------ 文章审核

export const ESSAY_STATUS = { DRAFT: 0, PUBLISHED: 1, HIDDEN: 2 } as const;

/** Which audit decisions a row offers: 发布 unless published, 隐藏 unless hidden. */
export function essayAuditActions(status: number): { publish: boolean; hide: boolean } {
  return { publish: status !== ESSAY_STATUS.PUBLISHED, hide: status !== ESSAY_STATUS.HIDDEN };
}

// ------------------------------------------------------------------ 数据导入

export type ImportKind = 'stocks' | 'daily' | 'news';
export type ImportFormat = 'csv' | 'json';

export const IMPORT_KIND_OPTIONS: { value: ImportKind; label: string; description: string }[] = [
  { value: 'stocks', label: '股票', description: '按股票代码新增或更新股票基础资料与最新行情' },
  { value: 'daily', label: '日线', description: '按股票代码 + 交易日新增或更新日 K 线（股票需已存在）' },
  { value: 'news', label: '新闻', description: '新增新闻资讯' },
];

export const IMPORT_ACCEPT = '.csv,.json';

/** The format of an upload from its name ('.csv' / '.json', any case), or null when it is neither. */
export function importFormatOf(fileName: string): ImportFormat | null {
  const m = /\.(csv|json)$/i.exec(fileName.trim());
  return m ? (m[1].toLowerCase() as ImportFormat) : null;
}

/** Why a chosen file cannot be imported, or null when it can. */
export function importFileError(file: { name: string; size: number }, maxMb = IMPORT_MAX_MB): string | null {
  if (!importFormatOf(file.name)) return '只能上传 .csv 或 .json 格式的文件';
  if (file.size === 0) return '文件内容为空';
  if (file.size > maxMb * 1024 * 1024) return `上传文件大小不能超过 ${maxMb} MB`;
  return null;
}

export interface ImportState {
  status: 'running' | 'done' | 'failed';
  total: number;
  processed: number;
  imported: number;
  failed: number;
  errors: { row: number; message: string }[];
  message?: string;
}

/** Percent of the progress bar: processed / total rounded down (100 once done; an empty file done is 100). */
export function importPercent(state: Pick<ImportState, 'status' | 'total' | 'processed'>): number {
  if (state.status === 'done') return 100;
  if (state.total <= 0) return 0;
  const p = Math.floor((Math.min(state.processed, state.total) / state.total) * 100);
  return Math.max(0, Math.min(state.status === 'running' ? 99 : 100, p));
}

/** antd Progress status of a job. */
export function importProgressStatus(state: Pick<ImportState, 'status' | 'failed'>): 'active' | 'success' | 'exception' | 'normal' {
  if (state.status === 'running') return 'active';
  if (state.status === 'failed') return 'exception';
  return state.failed > 0 ? 'normal' : 'success';
}

export interface ImportErrorRow {
  key: string;
  row: number;
  message: string;
}

/**
 * The per-row error report: by row number, one table row per (row, message), with a note when the server kept only the
 * first `kept` of more failed rows.
 */
export function importErrorReport(state: Pick<ImportState, 'errors' | 'failed'>): { rows: ImportErrorRow[]; truncated: string | null } {
  const rows = [...state.errors]
    .sort((a, b) => a.row - b.row)
    .map((e, i) => ({ key: `${e.row}-${i}`, row: e.row, message: e.message }));
  const failedRows = new Set(state.errors.map((e) => e.row)).size;
  const truncated = state.failed > failedRows ? `共 ${state.failed} 行失败，仅列出前 ${failedRows} 行的原因` : null;
  return { rows, truncated };
}

/** The one-line summary: '共 3 行，成功 2 行，失败 1 行'. */
export function importSummary(state: Pick<ImportState, 'total' | 'imported' | 'failed'>): string {
  return `共 ${state.total} 行，成功 ${state.imported} 行，失败 ${state.failed} 行`;
}

/** Milliseconds to the next progress poll: faster at the start, then every 1.5 s. */
export function pollDelay(attempt: number): number {
  return attempt < 3 ? 500 : 1500;
}
