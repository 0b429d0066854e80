import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Table, type TableProps } from 'antd';
import { PHONE_QUERY } from './use-phone';
import { usePhoneTable } from './phone-table';

interface Row {
  code: string;
  name: string;
  price: number;
  changePercent: number;
  amount: number;
  turnoverRate: number;
}
const rows: Row[] = [{ code: '600519', name: '贵州茅台', price: 1388.9, changePercent: 1.75, amount: 117, turnoverRate: 0.79 }];
const columns: NonNullable<TableProps<Row>['columns']> = [
  { title: '股票', key: 'code', fixed: 'left', render: (_: unknown, r) => <a href={`#${r.code}`}>{r.name}</a> },
  { title: '最新价', dataIndex: 'price' },
  { title: '涨跌幅', dataIndex: 'changePercent', render: (v: number) => `${v}%` },
  { title: '成交额', dataIndex: 'amount', render: (v: number) => `${v}亿` },
  { title: '换手率', dataIndex: 'turnoverRate', render: (v: number) => `换手 ${v}%` },
];

function Quotes({ sortField }: { sortField?: string }) {
  const table = usePhoneTable(columns, { rowKey: 'code', keep: ['code', 'price', 'changePercent'], figure: 'amount', sortField, scroll: { x: 900 } });
  return <Table<Row> rowKey="code" pagination={false} dataSource={rows} {...table} />;
}

function asPhone(phone: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({ matches: phone && query === PHONE_QUERY, media: query, addEventListener: () => {}, removeEventListener: () => {} }) as unknown as MediaQueryList,
  );
}
/** The details row is there and not hidden (a closed row stays in the DOM, hidden). */
const detailsShown = (container: HTMLElement) => {
  const row = container.querySelector<HTMLElement>('.ant-table-expanded-row');
  return row !== null && row.style.display !== 'none';
};
const headerTexts = (container: HTMLElement) => [...container.querySelectorAll('thead th')].map((th) => th.textContent).filter(Boolean);

describe('usePhoneTable', { timeout: 20_000 }, () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('keeps every column on a wide screen', () => {
    asPhone(false);
    const { container } = render(<Quotes />);
    expect(headerTexts(container)).toEqual(['股票', '最新价', '涨跌幅', '成交额', '换手率']);
  });

  it('shows the phone column set on a phone and the other figures under a tapped row', () => {
    asPhone(true);
    const { container } = render(<Quotes />);
    expect(headerTexts(container)).toEqual(['股票', '最新价', '涨跌幅', '成交额']);
    expect(screen.queryByText('换手 0.79%')).toBeNull();
    fireEvent.click(screen.getByText('1388.9'));
    expect(screen.getByText('换手 0.79%')).toBeTruthy();
    expect(container.querySelector('.phone-details dt')?.textContent).toBe('换手率');
    // a second tap closes it; a tap on a link in the row only follows the link
    fireEvent.click(screen.getByText('1388.9'));
    expect(detailsShown(container)).toBe(false);
    fireEvent.click(screen.getByRole('link', { name: '贵州茅台' }));
    expect(detailsShown(container)).toBe(false);
  });

  it('follows the sort: the sorted column takes the figure place', () => {
    asPhone(true);
    const { container } = render(<Quotes sortField="turnoverRate" />);
    expect(headerTexts(container)).toEqual(['股票', '最新价', '涨跌幅', '换手率']);
  });

  it('renders the desktop columns on the server', () => {
    asPhone(true);
    const html = renderToString(<Quotes />);
    expect(html).toContain('换手率');
  });
});
