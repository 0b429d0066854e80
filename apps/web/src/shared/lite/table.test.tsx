import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { PHONE_QUERY } from '../phone/use-phone';
import { pageWindow } from './pager';
import { LiteTable, type Column } from './table';

interface Row {
  code: string;
  name: string;
  price: number;
  changePercent: number;
  amount: number;
  turnoverRate: number;
}
const rows: Row[] = [
  { code: '600519', name: '贵州茅台', price: 1388.9, changePercent: 1.75, amount: 117, turnoverRate: 0.79 },
  { code: '000001', name: '平安银行', price: 11.2, changePercent: -0.5, amount: 30, turnoverRate: 1.2 },
  { code: '300750', name: '宁德时代', price: 250, changePercent: 3.1, amount: 80, turnoverRate: 2.5 },
];
const renders = vi.fn();
const columns: Column<Row>[] = [
  { title: '股票', key: 'code', render: (_: unknown, r) => <a href={`#${r.code}`}>{r.name}</a> },
  { title: '最新价', key: 'price', dataIndex: 'price' },
  { title: '涨跌幅', key: 'changePercent', dataIndex: 'changePercent', sorter: (a, b) => a.changePercent - b.changePercent, render: (v: number) => `${v}%` },
  {
    title: '成交额',
    key: 'amount',
    dataIndex: 'amount',
    render: (v: number, r) => {
      renders(r.code);
      return `${v}亿`;
    },
  },
  { title: '换手率', key: 'turnoverRate', dataIndex: 'turnoverRate', render: (v: number) => `换手 ${v}%` },
];
const PHONE = { keep: ['code', 'price', 'changePercent'], figure: 'amount' };

function asPhone(phone: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) => ({ matches: phone && query === PHONE_QUERY, media: query, addEventListener: () => {}, removeEventListener: () => {} }) as unknown as MediaQueryList,
  );
}
const names = (container: HTMLElement) => [...container.querySelectorAll('tbody tr.lt-table__row td:first-child')].map((td) => td.textContent);

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  renders.mockClear();
});

describe('LiteTable', () => {
  it("renders every column on the server, marking those a phone leaves out (the sorted column becomes the phone's figure)", () => {
    const html = renderToString(<LiteTable rowKey="code" columns={columns} rows={rows} phone={PHONE} />);
    const wide = [...html.matchAll(/<th[^>]*class="([^"]*)"[^>]*>(?:<button[^>]*>)?([^<]+)/g)].filter(([, cls]) => cls.includes('lt-wide')).map(([, , title]) => title);
    expect(wide).toEqual(['换手率']);
    const { container } = render(<LiteTable rowKey="code" columns={columns} rows={rows} phone={PHONE} sort={{ field: 'turnoverRate', order: 'asc' }} />);
    const hidden = [...container.querySelectorAll('th.lt-wide')].map((th) => th.textContent);
    expect(hidden).toEqual(['成交额']);
  });

  it('sorts in the browser with a compare function: ascending, descending, then as given', () => {
    const { container } = render(<LiteTable rowKey="code" columns={columns} rows={rows} />);
    const header = screen.getByRole('button', { name: '涨跌幅' });
    fireEvent.click(header);
    expect(names(container)).toEqual(['平安银行', '贵州茅台', '宁德时代']);
    fireEvent.click(header);
    expect(names(container)).toEqual(['宁德时代', '贵州茅台', '平安银行']);
    fireEvent.click(header);
    expect(names(container)).toEqual(['贵州茅台', '平安银行', '宁德时代']);
  });

  it("asks its owner to sort when the column's sorter is true, and pages in the browser", () => {
    const onSortChange = vi.fn();
    const serverSorted: Column<Row>[] = columns.map((c) => (c.key === 'price' ? { ...c, sorter: true } : c));
    const { container } = render(<LiteTable rowKey="code" columns={serverSorted} rows={rows} onSortChange={onSortChange} sort={{}} pageSize={2} />);
    fireEvent.click(screen.getByRole('button', { name: '最新价' }));
    expect(onSortChange).toHaveBeenCalledWith({ field: 'price', order: 'asc' });
    expect(names(container)).toEqual(['贵州茅台', '平安银行']);
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    expect(names(container)).toEqual(['宁德时代']);
  });

  it('opens the left-out figures under a tapped row on a phone only; a tap on a link in the row does not', () => {
    asPhone(false);
    const { container, rerender } = render(<LiteTable rowKey="code" columns={columns} rows={rows} phone={PHONE} />);
    fireEvent.click(container.querySelectorAll('tbody tr.lt-table__row td')[1]);
    expect(container.querySelector('.phone-details')).toBeNull();
    vi.restoreAllMocks();
    asPhone(true);
    rerender(<LiteTable rowKey="code" columns={columns} rows={rows} phone={PHONE} />);
    fireEvent.click(screen.getByRole('link', { name: '贵州茅台' }));
    expect(container.querySelector('.phone-details')).toBeNull();
    fireEvent.click(container.querySelectorAll('tbody tr.lt-table__row td')[1]);
    expect(container.querySelector('.phone-details')?.textContent).toContain('换手 0.79%');
  });

  it('re-renders only the rows whose record changed (a live tick)', () => {
    const { rerender } = render(<LiteTable rowKey="code" columns={columns} rows={rows} />);
    renders.mockClear();
    const ticked = rows.map((r) => (r.code === '300750' ? { ...r, amount: 81 } : r));
    rerender(<LiteTable rowKey="code" columns={columns} rows={ticked} />);
    expect(renders.mock.calls.map(([code]) => code)).toEqual(['300750']);
    expect(screen.getByText('81亿')).toBeTruthy();
  });
});

describe('pageWindow', () => {
  it('shows the first, the last and two pages either side of the current one, with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 5)).toEqual([1, 2, 3, null, 5]);
    expect(pageWindow(10, 20)).toEqual([1, null, 8, 9, 10, 11, 12, null, 20]);
    expect(pageWindow(20, 20)).toEqual([1, null, 18, 19, 20]);
  });
});
