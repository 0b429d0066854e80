import type { Dayjs } from 'dayjs';
import { addBeginAndEndTime } from '../utils/date';
import { columnKey } from '../table-kit/pagination-rules';

/** How a search field is drawn; `dateRange` sends `name[0]` / `name[1]` as 'YYYY-MM-DD HH:mm:ss' (00:00:00 – 23:59:59). */
export type SearchFieldType = 'input' | 'number' | 'select' | 'dateRange';

export interface SearchFieldSpec {
  name: string;
  type?: SearchFieldType;
}

/**
 * The query of a list request from the search form's values: empty strings dropped, strings trimmed, date ranges turned
 * into `[begin 00:00:00, end 23:59:59]` through the date-range helper, paging and fixed params added.
 */
export function buildSearchParams(
  values: Record<string, unknown>,
  fields: readonly SearchFieldSpec[],
  paging?: { pageNo: number; pageSize: number },
  fixed?: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const types = new Map(fields.map((f) => [f.name, f.type ?? 'input']));
  for (const [name, raw] of Object.entries(values)) {
    if (raw === undefined || raw === null) continue;
    const type = types.get(name);
    if (type === 'dateRange') {
      const range = raw as readonly (Dayjs | string | null | undefined)[];
      const days = range.map((d) => (d == null ? null : typeof d === 'string' ? d.slice(0, 10) : d.format('YYYY-MM-DD')));
      const withTimes = addBeginAndEndTime({}, days, 'x');
      if (withTimes.beginX && withTimes.endX) out[name] = [withTimes.beginX, withTimes.endX];
      continue;
    }
    if (typeof raw === 'string') {
      const text = raw.trim();
      if (text !== '') out[name] = text;
      continue;
    }
    out[name] = raw;
  }
  return { ...paging, ...out, ...fixed };
}

/** The filters of an export: the list query without paging. */
export function exportParams(query: Record<string, unknown>): Record<string, unknown> {
  const { pageNo: _p, pageSize: _s, ...rest } = query;
  return rest;
}

/** Columns the show/hide transfer offers: every column with a title except those marked not hideable (the actions). */
export function toolbarColumns(columns: readonly { key?: string; dataIndex?: unknown; title?: unknown; hideable?: boolean }[]): { key: string; title: string }[] {
  return columns
    .filter((c) => c.hideable !== false && typeof c.title === 'string' && c.title !== '')
    .map((c) => ({ key: columnKey(c), title: c.title as string }));
}

/** Columns initially hidden (`hidden: true` in the config), by key. */
export function initialHiddenKeys(columns: readonly { key?: string; dataIndex?: unknown; hidden?: boolean }[]): string[] {
  return columns.filter((c) => c.hidden).map((c) => columnKey(c));
}

export type NamePath = string | readonly (string | number)[];

export interface FormFieldSpec {
  name: NamePath;
  /** VO value → form value (e.g. epoch ms → Dayjs, array → text) */
  toForm?(value: unknown, row: Record<string, unknown>): unknown;
  /** form value → request body value */
  toVo?(value: unknown, values: Record<string, unknown>): unknown;
  /** value for a new record */
  initialValue?: unknown;
}

function path(name: NamePath): (string | number)[] {
  return typeof name === 'string' ? [name] : [...name];
}

export function getIn(source: unknown, name: NamePath): unknown {
  let node: unknown = source;
  for (const seg of path(name)) {
    if (node == null || typeof node !== 'object') return undefined;
    node = (node as Record<string | number, unknown>)[seg];
  }
  return node;
}

export function setIn(target: Record<string, unknown>, name: NamePath, value: unknown): void {
  const segs = path(name);
  let node: Record<string | number, unknown> = target;
  segs.forEach((seg, i) => {
    if (i === segs.length - 1) {
      node[seg] = value;
      return;
    }
    const next = node[seg];
    if (next == null || typeof next !== 'object') node[seg] = {};
    node = node[seg] as Record<string | number, unknown>;
  });
}

/**
 * Initial form values: for a new record each field's `initialValue` (then `defaults`); for an existing one the row's
 * values of the form's fields (null → undefined, so that placeholders show), through `toForm`.
 */
export function voToForm(
  fields: readonly FormFieldSpec[],
  row: Record<string, unknown> | null | undefined,
  defaults: Record<string, unknown> = {},
): Record<string, unknown> {
  const values: Record<string, unknown> = row ? {} : structuredClone(defaults);
  for (const f of fields) {
    if (!row) {
      if (f.initialValue !== undefined) setIn(values, f.name, f.initialValue);
      continue;
    }
    const raw = getIn(row, f.name);
    const value = f.toForm ? f.toForm(raw, row) : raw;
    setIn(values, f.name, value === null ? undefined : value);
  }
  return values;
}

/**
 * The request body from the submitted values: each field through `toVo`, strings trimmed (empty optional strings stay
 * empty), the row's id added when editing.
 */
export function formToVo(
  fields: readonly FormFieldSpec[],
  values: Record<string, unknown>,
  row?: Record<string, unknown> | null,
  rowKey = 'id',
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const f of fields) {
    let value = getIn(values, f.name);
    if (typeof value === 'string') value = value.trim();
    if (f.toVo) value = f.toVo(value, values);
    if (value !== undefined) setIn(body, f.name, value);
  }
  if (row && row[rowKey] !== undefined) body[rowKey] = row[rowKey];
  return body;
}

type SafeParser = { safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } } };

/** An antd form rule from one field of a contract zod object: the form shows the same messages as the server. */
export function zodRule(schema: { shape: Record<string, unknown> }, field: string): { validator(_: unknown, value: unknown): Promise<void> } {
  return {
    validator: (_, value) => {
      const parser = schema.shape[field] as SafeParser | undefined;
      if (!parser) return Promise.resolve();
      const r = parser.safeParse(typeof value === 'string' ? value : value ?? undefined);
      return r.success ? Promise.resolve() : Promise.reject(new Error(r.error?.issues[0]?.message ?? '格式不正确'));
    },
  };
}

/** '是否确认删除参数配置编号为"3"的数据项？' */
export function deleteConfirmText(entity: string, id: unknown): string {
  return `是否确认删除${entity}编号为"${String(id)}"的数据项？`;
}

/** '是否确认导出所有参数配置数据项？' */
export function exportConfirmText(entity: string): string {
  return `是否确认导出所有${entity}数据项？`;
}
