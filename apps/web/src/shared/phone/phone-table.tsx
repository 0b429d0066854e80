import { useState, type Key, type MouseEvent, type ReactNode } from 'react';
import type { TableProps } from 'antd';
import { keyOfColumn, pickPhoneColumns, type PhoneColumnSpec } from './column-set';
import { usePhone } from './use-phone';
import './phone.css';

type Columns<T> = NonNullable<TableProps<T>['columns']>;
type Column<T> = Columns<T>[number];

export interface PhoneTableOptions<T> extends PhoneColumnSpec {
  /** The table's horizontal scroll on wider screens (a phone shows the compact set and needs none). */
  scroll?: TableProps<T>['scroll'];
  /** false: no details behind a row tap (the row's tap does something else, e.g. opens the board). */
  details?: boolean;
  /** The table's rowKey (a field or a function), to remember which rows are open. */
  rowKey: (keyof T & string) | ((record: T) => Key);
}

/** A tap on a link, button or field inside a row does its own thing and leaves the row as it is. */
function onControl(e: MouseEvent): boolean {
  return (e.target as HTMLElement).closest('a, button, input, label, .ant-select') !== null;
}

function valueAt(record: object, dataIndex: unknown): unknown {
  const path = Array.isArray(dataIndex) ? dataIndex : dataIndex === undefined ? [] : [dataIndex];
  let v: unknown = record;
  for (const p of path) v = v == null ? undefined : (v as Record<string, unknown>)[String(p)];
  return path.length ? v : undefined;
}

function cellOf<T extends object>(column: Column<T>, record: T, index: number): ReactNode {
  const c = column as { dataIndex?: unknown; render?: (v: unknown, r: T, i: number) => unknown };
  const value = valueAt(record, c.dataIndex);
  const out = c.render ? c.render(value, record, index) : value;
  // a render may return { children, props } (cell props): only the children are shown here
  if (out && typeof out === 'object' && 'children' in out && 'props' in out && !('$$typeof' in out)) return (out as { children: ReactNode }).children;
  return (out ?? '--') as ReactNode;
}

/** The columns a phone leaves out, as label / value pairs under the tapped row. */
function PhoneDetails<T extends object>({ columns, record, index }: { columns: Columns<T>; record: T; index: number }) {
  return (
    <dl className="phone-details">
      {columns.map((c, i) => (
        <div key={keyOfColumn(c as { key?: unknown; dataIndex?: unknown }) ?? i} className="phone-details__item">
          <dt>{typeof c.title === 'function' ? null : c.title}</dt>
          <dd>{cellOf(c, record, index)}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Table props for a wide table that turns into its phone column set below the phone breakpoint: name/code, price,
 * change % and one figure (the sorted column, else the tab's), the other columns behind a tap on the row. Wider
 * screens (and the server's render) get the columns and scroll unchanged.
 */
export function usePhoneTable<T extends object>(
  columns: Columns<T>,
  options: PhoneTableOptions<T>,
): Pick<TableProps<T>, 'columns' | 'scroll' | 'expandable' | 'className' | 'onRow'> {
  const phone = usePhone();
  const [open, setOpen] = useState<readonly Key[]>([]);
  if (!phone) return { columns, scroll: options.scroll };
  const { shown, hidden } = pickPhoneColumns(columns as (Column<T> & { key?: unknown; dataIndex?: unknown })[], options);
  const compact = shown.map((c) => ({ ...c, fixed: undefined, width: undefined, ellipsis: false })) as Columns<T>;
  const details = options.details !== false && hidden.length > 0;
  if (!details) return { columns: compact, scroll: undefined, className: 'phone-table' };
  return {
    columns: compact,
    scroll: undefined,
    className: 'phone-table phone-table--details',
    expandable: {
      showExpandColumn: false,
      expandedRowKeys: open,
      onExpandedRowsChange: (keys) => setOpen(keys),
      expandedRowRender: (record: T, index: number) => <PhoneDetails columns={hidden as Columns<T>} record={record} index={index} />,
    },
    // a tap on the row opens or closes its details; a tap on a link or button in it only does what that does
    onRow: (record: T) => ({
      onClick: (e: MouseEvent) => {
        if (onControl(e)) return;
        const key = typeof options.rowKey === 'function' ? options.rowKey(record) : (record[options.rowKey] as Key);
        setOpen((keys) => (keys.includes(key) ? keys.filter((k) => k !== key) : [...keys, key]));
      },
    }),
  };
}
