// A table of plain elements drawn like antd's small Table (lite.css), for the public pages (docs/decisions/0034):
// header sorting (in the browser, or by the server through onSortChange), pages, and the phone column set of decision
// 0026 done by CSS — every column is in the server's HTML, the ones a phone leaves out carry `lt-wide` and are hidden
// below 576 px, so a phone's first paint is already its layout and nothing is rebuilt after hydration. A tap on a row
// opens the left-out figures under it (phones only). Rows are memoised on their record: a live tick that replaces
// one record (patchQuotes keeps the others' identity) re-renders that row and writes only its changed cells.
import { memo, useCallback, useEffect, useMemo, useRef, useState, type CSSProperties, type Key, type MouseEvent, type ReactNode } from 'react';
import { keyOfColumn, pickPhoneColumns, type PhoneColumnSpec } from '../phone/column-set';
import { PHONE_QUERY } from '../phone/use-phone';
import { cx } from './basics';
import { Pager } from './pager';

export interface Column<T> {
  key: string;
  title: ReactNode;
  dataIndex?: keyof T & string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  render?: (value: any, record: T, index: number) => ReactNode;
  align?: 'right' | 'center';
  width?: number;
  ellipsis?: boolean;
  /** stays in view while the table scrolls sideways (wide screens) */
  fixed?: boolean;
  /** a compare function sorts in the browser; true: the owner sorts (onSortChange) */
  sorter?: ((a: T, b: T) => number) | true;
}

export interface SortState {
  field?: string;
  order?: 'asc' | 'desc';
}

export interface LiteTableProps<T> {
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (keyof T & string) | ((record: T) => Key);
  /** the sort (controlled); without it the table keeps its own */
  sort?: SortState;
  onSortChange?: (sort: SortState) => void;
  /** pages in the browser: this many rows a page */
  pageSize?: number;
  /** pages from the server; with `pageSizes`, a page-size picker too */
  pagination?: { page: number; pageSize: number; total: number; onChange: (page: number, pageSize: number) => void; pageSizes?: readonly number[] };
  /** a class for some rows (e.g. the selected one: 'is-selected') */
  rowClassName?: (record: T) => string | undefined;
  showTotal?: (total: number) => ReactNode;
  /** the phone column set (decision 0026); `details: false` when the row's tap does something else */
  phone?: PhoneColumnSpec & { details?: boolean };
  /** the width under which it scrolls sideways on wide screens */
  minWidth?: number;
  empty?: ReactNode;
  onRowClick?: (record: T) => void;
  ariaLabel?: string;
  className?: string;
}

function cellOf<T>(column: Column<T>, record: T, index: number): ReactNode {
  const value = column.dataIndex ? record[column.dataIndex] : undefined;
  const out = column.render ? column.render(value, record, index) : (value as ReactNode);
  return out ?? '--';
}

const alignClass = (c: Column<unknown>) => (c.align === 'right' ? 'is-right' : c.align === 'center' ? 'is-center' : undefined);

interface RowProps<T> {
  record: T;
  index: number;
  columns: readonly Column<T>[];
  wide: ReadonlySet<string>;
  open: boolean;
  details: boolean;
  onToggle?: (record: T, e: MouseEvent) => void;
  className?: string;
}

function RowView<T>({ record, index, columns, wide, open, details, onToggle, className }: RowProps<T>) {
  return (
    <>
      <tr className={cx('lt-table__row', className)} onClick={onToggle ? (e) => onToggle(record, e) : undefined}>
        {columns.map((c) => (
          <td key={c.key} className={cx(alignClass(c as Column<unknown>), c.ellipsis && 'is-ellipsis', c.fixed && 'is-fixed', wide.has(c.key) && 'lt-wide')} data-col={c.key}>
            {cellOf(c, record, index)}
          </td>
        ))}
      </tr>
      {details && open && (
        <tr className="lt-table__details">
          <td colSpan={columns.length - wide.size}>
            <dl className="phone-details">
              {columns
                .filter((c) => wide.has(c.key))
                .map((c) => (
                  <div key={c.key} className="phone-details__item">
                    <dt>{c.title}</dt>
                    <dd>{cellOf(c, record, index)}</dd>
                  </div>
                ))}
            </dl>
          </td>
        </tr>
      )}
    </>
  );
}
const Row = memo(RowView) as typeof RowView;

/** A tap on a link, button or field inside a row does its own thing. */
const onControl = (e: MouseEvent) => (e.target as HTMLElement).closest('a, button, input, label, select') !== null;

export function LiteTable<T>({ columns, rows, rowKey, sort: sortProp, onSortChange, pageSize, pagination, rowClassName, showTotal, phone, minWidth, empty = '暂无数据', onRowClick, ariaLabel, className }: LiteTableProps<T>) {
  const [ownSort, setOwnSort] = useState<SortState>({});
  const sort = sortProp ?? ownSort;
  const [ownPage, setOwnPage] = useState(1);
  const [open, setOpen] = useState<ReadonlySet<Key>>(() => new Set());
  const keyOf = (r: T): Key => (typeof rowKey === 'function' ? rowKey(r) : (r[rowKey] as Key));

  const sorter = columns.find((c) => c.key === sort.field)?.sorter;
  let shown = rows;
  if (typeof sorter === 'function' && sort.order) {
    const dir = sort.order === 'asc' ? 1 : -1;
    shown = [...rows].sort((a, b) => dir * sorter(a, b));
  }
  let page = 1;
  if (pageSize && !pagination) {
    page = Math.min(ownPage, Math.max(1, Math.ceil(shown.length / pageSize)));
    shown = shown.slice((page - 1) * pageSize, page * pageSize);
  }

  // the memoised rows re-render only when their own props change: the left-out set and the tap handler stay the
  // same objects from render to render (a live tick then re-renders just the rows whose record it replaced)
  const wideKeys = phone ? pickPhoneColumns(columns, { ...phone, sortField: sort.field ?? phone.sortField }).hidden.map((c) => String(keyOfColumn(c))) : [];
  const wideKey = wideKeys.join('\n');
  const wide = useMemo(() => new Set(wideKey ? wideKey.split('\n') : []), [wideKey]);
  const details = !!phone && phone.details !== false && wide.size > 0;
  const tap = useRef<(record: T, e: MouseEvent) => void>(() => undefined);
  useEffect(() => {
    tap.current = (record: T, e: MouseEvent) => {
      if (onControl(e)) return;
      if (onRowClick) return onRowClick(record);
      if (!window.matchMedia?.(PHONE_QUERY).matches) return;
      const k = keyOf(record);
      setOpen((s) => {
        const next = new Set(s);
        if (!next.delete(k)) next.add(k);
        return next;
      });
    };
  });
  const stableTap = useCallback((record: T, e: MouseEvent) => tap.current(record, e), []);
  const onToggle = details || onRowClick ? stableTap : undefined;

  const clickSort = (key: string) => {
    // antd's cycle: ascending, descending, none
    const next: SortState = sort.field !== key || !sort.order ? { field: key, order: 'asc' } : sort.order === 'asc' ? { field: key, order: 'desc' } : {};
    setOwnSort(next);
    onSortChange?.(next);
  };

  const total = pagination?.total ?? rows.length;
  return (
    <div className={cx('lt-table-box', className)}>
      <div className="lt-table-wrap">
        <table className={cx('lt-table', phone && 'is-phone-set', details && 'has-details', onRowClick && 'is-clickable')} style={minWidth ? ({ '--lt-min-width': `${minWidth}px` } as CSSProperties) : undefined} aria-label={ariaLabel}>
          <thead>
            <tr>
              {columns.map((c) => (
                <th
                  key={c.key}
                  scope="col"
                  className={cx(alignClass(c as Column<unknown>), c.fixed && 'is-fixed', wide.has(c.key) && 'lt-wide')}
                  style={c.width ? { width: c.width } : undefined}
                  aria-sort={sort.field === c.key && sort.order ? (sort.order === 'asc' ? 'ascending' : 'descending') : undefined}
                >
                  {c.sorter ? (
                    <button type="button" className="lt-table__sort" data-order={sort.field === c.key ? sort.order : undefined} onClick={() => clickSort(c.key)}>
                      {c.title}
                    </button>
                  ) : (
                    c.title
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className="lt-empty">
                  {empty}
                </td>
              </tr>
            ) : (
              shown.map((r, i) => {
                const k = keyOf(r);
                return <Row key={k} record={r} index={i} columns={columns} wide={wide} open={open.has(k)} details={details} onToggle={onToggle} className={rowClassName?.(r)} />;
              })
            )}
          </tbody>
        </table>
      </div>
      {pagination ? (
        (pagination.total > pagination.pageSize || pagination.pageSizes) && (
          <div className="lt-table__foot">
            <Pager page={pagination.page} pageSize={pagination.pageSize} total={pagination.total} onChange={(p) => pagination.onChange(p, pagination.pageSize)} showTotal={showTotal} />
            {pagination.pageSizes && (
              <select className="lt-select" aria-label="每页条数" value={pagination.pageSize} onChange={(e) => pagination.onChange(1, Number(e.target.value))}>
                {pagination.pageSizes.map((s) => (
                  <option key={s} value={s}>
                    {s} 条/页
                  </option>
                ))}
              </select>
            )}
          </div>
        )
      ) : pageSize && total > pageSize ? (
        <div className="lt-table__foot">
          <Pager page={page} pageSize={pageSize} total={total} onChange={setOwnPage} showTotal={showTotal} />
        </div>
      ) : null}
    </div>
  );
}
