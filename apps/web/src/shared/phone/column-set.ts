// The phone column set of a wide table: the columns a phone shows (name/code, price, change %, one figure chosen by the
// current sort or tab) and the rest, which go behind a row tap. Pure, so every table picks its set the same way.

export interface PhoneColumnSpec {
  /** Keys of the columns a phone always shows, e.g. ['code', 'price', 'changePercent'] (or ['name', 'op']). */
  keep: readonly string[];
  /** The figure shown when the table is not sorted by a column outside `keep` (chosen by the tab). */
  figure?: string;
  /** The column the table is sorted by: when it is not kept, it becomes the figure. */
  sortField?: string;
}

interface ColumnLike {
  key?: unknown;
  dataIndex?: unknown;
}

/** A column's key: its `key`, else its `dataIndex` (a string or a path joined with dots). */
export function keyOfColumn(column: ColumnLike): string | undefined {
  if (column.key !== undefined && column.key !== null) return String(column.key);
  if (Array.isArray(column.dataIndex)) return column.dataIndex.join('.');
  if (typeof column.dataIndex === 'string' || typeof column.dataIndex === 'number') return String(column.dataIndex);
  return undefined;
}

/** The one extra figure a phone shows: the sorted column when it is not kept already, else the tab's figure. */
export function phoneFigure(keys: readonly (string | undefined)[], spec: PhoneColumnSpec): string | undefined {
  const present = (k: string | undefined) => k !== undefined && keys.includes(k) && !spec.keep.includes(k);
  if (present(spec.sortField)) return spec.sortField;
  if (present(spec.figure)) return spec.figure;
  return undefined;
}

/** Splits the columns into the phone's set (in the table's order) and the rest (behind a row tap). */
export function pickPhoneColumns<C extends ColumnLike>(columns: readonly C[], spec: PhoneColumnSpec): { shown: C[]; hidden: C[]; figure?: string } {
  const keys = columns.map(keyOfColumn);
  const figure = phoneFigure(keys, spec);
  const wanted = new Set<string>([...spec.keep, ...(figure ? [figure] : [])]);
  const shown: C[] = [];
  const hidden: C[] = [];
  columns.forEach((c, i) => {
    const k = keys[i];
    (k !== undefined && wanted.has(k) ? shown : hidden).push(c);
  });
  return { shown, hidden, figure };
}

/** The columns a table can be sorted by (those with a sorter), as { value: key, label: title } for a sort picker. */
export function sortOptions(columns: readonly (ColumnLike & { title?: unknown; sorter?: unknown })[]): { value: string; label: string }[] {
  return columns.flatMap((c) => {
    const key = keyOfColumn(c);
    return c.sorter && key !== undefined && typeof c.title === 'string' ? [{ value: key, label: c.title }] : [];
  });
}
