import type { TableProps } from 'antd';
import { Link } from 'react-router';
import { WatchToggle } from '../../../shared/market/watch-toggle';
import './stock-table.css';
import type { StockQuoteVO } from '@gprs/contract';
import { BOARD_LABELS } from '@gprs/contract/labels';
import { Change, formatPercent, formatPrice, formatUnit } from '../../../shared/market';
import type { Column as LiteColumn, SortState as LiteSortState } from '../../../shared/lite';

export interface SortState {
  sortField?: string;
  sortOrder?: 'asc' | 'desc';
}

/** antd sorter → the API's sortField / sortOrder (no order → the server default). */
export function toSort(sorter: unknown): SortState {
  const s = (Array.isArray(sorter) ? sorter[0] : sorter) as { field?: unknown; columnKey?: unknown; order?: 'ascend' | 'descend' | null } | undefined;
  if (!s?.order) return {};
  const field = String(s.columnKey ?? s.field);
  return { sortField: field, sortOrder: s.order === 'ascend' ? 'asc' : 'desc' };
}

function sortOrderOf(sort: SortState, key: string): 'ascend' | 'descend' | null {
  return sort.sortField === key ? (sort.sortOrder === 'asc' ? 'ascend' : 'descend') : null;
}

/** A list's stock cell: name and code to the stock page, and 加自选 / 已自选 beside them (issue 26). */
export function StockCell({ code, name }: { code: string; name: string }) {
  return (
    <span className="stock-cell">
      <Link to={`/stock?code=${code}`}>
        <b>{name}</b> <span style={{ color: '#8c8c8c' }}>{code}</span>
      </Link>
      <WatchToggle code={code} name={name} />
    </span>
  );
}

/** What a phone keeps of the quote table: name/code, price and change % (plus one figure, see usePhoneTable). */
export const STOCK_PHONE_KEEP = ['code', 'price', 'changePercent'] as const;

/** The quote table of stock lists (server-side sorting). */
export function stockColumns<T extends StockQuoteVO>(sort: SortState, extra: TableProps<T>['columns'] = []): NonNullable<TableProps<T>['columns']> {
  const sortable = (key: string) => ({ key, dataIndex: key, sorter: true, sortOrder: sortOrderOf(sort, key), align: 'right' as const });
  return [
    {
      title: '股票',
      key: 'code',
      dataIndex: 'code',
      fixed: 'left',
      width: 150,
      sorter: true,
      sortOrder: sortOrderOf(sort, 'code'),
      render: (_: unknown, r: T) => <StockCell code={r.code} name={r.name} />,
    },
    { title: '板块', key: 'board', width: 70, render: (_: unknown, r: T) => BOARD_LABELS[r.board] },
    { title: '最新价', ...sortable('price'), render: (v: number, r: T) => <Change value={v} kind="price" by={r.changePercent} /> },
    { title: '涨跌幅', ...sortable('changePercent'), render: (v: number) => <Change value={v} /> },
    { title: '涨跌额', ...sortable('change'), render: (v: number) => <Change value={v} kind="change" /> },
    { title: '成交额', ...sortable('amount'), render: (v: number) => formatUnit(v) },
    { title: '换手率', ...sortable('turnoverRate'), render: (v: number) => formatPercent(v, false) },
    { title: '量比', ...sortable('volumeRatio'), render: (v: number) => formatPrice(v) },
    { title: '振幅', ...sortable('amplitude'), render: (v: number) => formatPercent(v, false) },
    { title: '市盈率', ...sortable('pe'), render: (v: number) => formatPrice(v) },
    { title: '总市值', ...sortable('totalMarketCap'), render: (v: number) => formatUnit(v) },
    { title: '人气', ...sortable('hotRank'), render: (v: number | null) => v ?? '--' },
    ...extra,
  ];
}

/**
 * The same quote columns for the plain table of the public pages (shared/lite LiteTable, docs/decisions/0034): the
 * server sorts (sorter: true), the table shows the sort it is given.
 */
export function liteStockColumns<T extends StockQuoteVO>(extra: LiteColumn<T>[] = []): LiteColumn<T>[] {
  const sortable = (key: keyof T & string) => ({ key, dataIndex: key, sorter: true as const, align: 'right' as const });
  return [
    {
      title: '股票',
      key: 'code',
      dataIndex: 'code',
      fixed: true,
      width: 150,
      sorter: true,
      render: (_: unknown, r: T) => <StockCell code={r.code} name={r.name} />,
    },
    { title: '板块', key: 'board', width: 70, render: (_: unknown, r: T) => BOARD_LABELS[r.board] },
    { title: '最新价', ...sortable('price'), render: (v: number, r: T) => <Change value={v} kind="price" by={r.changePercent} /> },
    { title: '涨跌幅', ...sortable('changePercent'), render: (v: number) => <Change value={v} /> },
    { title: '涨跌额', ...sortable('change'), render: (v: number) => <Change value={v} kind="change" /> },
    { title: '成交额', ...sortable('amount'), render: (v: number) => formatUnit(v) },
    { title: '换手率', ...sortable('turnoverRate'), render: (v: number) => formatPercent(v, false) },
    { title: '量比', ...sortable('volumeRatio'), render: (v: number) => formatPrice(v) },
    { title: '振幅', ...sortable('amplitude'), render: (v: number) => formatPercent(v, false) },
    { title: '市盈率', ...sortable('pe'), render: (v: number) => formatPrice(v) },
    { title: '总市值', ...sortable('totalMarketCap'), render: (v: number) => formatUnit(v) },
    { title: '人气', ...sortable('hotRank'), render: (v: number | null) => v ?? '--' },
    ...extra,
  ];
}

/** The API's sort (sortField / sortOrder) as the plain table's, and back. */
export const liteSort = (s: SortState): LiteSortState => ({ field: s.sortField, order: s.sortOrder });
export const apiSort = (s: LiteSortState): SortState => (s.field && s.order ? { sortField: s.field, sortOrder: s.order } : {});
