import { describe, expect, it } from 'vitest';
import { keyOfColumn, phoneFigure, pickPhoneColumns, sortOptions } from './column-set';

const columns = [
  { key: 'code', title: '股票' },
  { key: 'board', title: '板块' },
  { dataIndex: 'price', title: '最新价' },
  { dataIndex: 'changePercent', title: '涨跌幅' },
  { dataIndex: 'amount', title: '成交额' },
  { dataIndex: 'turnoverRate', title: '换手率' },
  { key: 'op', title: '操作' },
];
const titles = (cs: { title: string }[]) => cs.map((c) => c.title);

describe('phone column set', () => {
  it('reads a column key from key, else dataIndex', () => {
    expect(keyOfColumn({ key: 'code', dataIndex: 'x' })).toBe('code');
    expect(keyOfColumn({ dataIndex: 'price' })).toBe('price');
    expect(keyOfColumn({ dataIndex: ['a', 'b'] })).toBe('a.b');
    expect(keyOfColumn({})).toBeUndefined();
  });

  it('keeps name, price and change and adds the tab figure, in the table order', () => {
    const { shown, hidden, figure } = pickPhoneColumns(columns, { keep: ['code', 'price', 'changePercent'], figure: 'amount' });
    expect(figure).toBe('amount');
    expect(titles(shown)).toEqual(['股票', '最新价', '涨跌幅', '成交额']);
    expect(titles(hidden)).toEqual(['板块', '换手率', '操作']);
  });

  it('shows the sorted column as the figure instead of the tab figure', () => {
    const { shown, hidden } = pickPhoneColumns(columns, { keep: ['code', 'price', 'changePercent'], figure: 'amount', sortField: 'turnoverRate' });
    expect(titles(shown)).toEqual(['股票', '最新价', '涨跌幅', '换手率']);
    expect(titles(hidden)).toContain('成交额');
  });

  it('keeps the tab figure when the sort is on a kept column or a column that is not there', () => {
    expect(phoneFigure(['code', 'price', 'amount'], { keep: ['code', 'price'], figure: 'amount', sortField: 'price' })).toBe('amount');
    expect(phoneFigure(['code', 'price', 'amount'], { keep: ['code', 'price'], figure: 'amount', sortField: 'pe' })).toBe('amount');
    expect(phoneFigure(['code', 'price'], { keep: ['code', 'price'], figure: 'amount' })).toBeUndefined();
  });

  it('puts every column somewhere exactly once', () => {
    const { shown, hidden } = pickPhoneColumns(columns, { keep: ['op', 'code'], sortField: 'board' });
    expect(shown.length + hidden.length).toBe(columns.length);
    expect(titles(shown)).toEqual(['股票', '板块', '操作']);
  });

  it('lists the sortable columns for the sort picker', () => {
    const sortable = [{ key: 'code', title: '股票', sorter: true }, { dataIndex: 'board', title: '板块' }, { dataIndex: 'amount', title: '成交额', sorter: true }];
    expect(sortOptions(sortable)).toEqual([
      { value: 'code', label: '股票' },
      { value: 'amount', label: '成交额' },
    ]);
  });
});
