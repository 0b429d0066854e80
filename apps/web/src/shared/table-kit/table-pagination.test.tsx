import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { TablePagination } from './table-pagination';

// rendering antd in jsdom takes seconds on a busy machine
describe('TablePagination', { timeout: 20_000 }, () => {
  afterEach(cleanup);

  it('lays out total, sizes, prev, pager, next, jumper in that order (spec 9)', () => {
    const { container } = render(<TablePagination total={95} page={2} limit={20} onChange={() => {}} autoScroll={false} />);
    const parts = [
      screen.getByText('共 95 条'),
      container.querySelector('.table-pagination-sizes'),
      container.querySelector('.ant-pagination-prev'),
      container.querySelector('.ant-pagination-item-2'),
      container.querySelector('.ant-pagination-next'),
      container.querySelector('.ant-pagination-options-quick-jumper'),
    ];
    parts.forEach((el) => expect(el).toBeTruthy());
    for (let i = 1; i < parts.length; i++) {
      // each part follows the previous one in document order
      expect(parts[i - 1]!.compareDocumentPosition(parts[i]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
    expect(screen.getByText('20 条/页')).toBeTruthy();
  });

  it('a page click keeps the size; hidden when there is nothing to page', () => {
    const onChange = vi.fn();
    const { container, rerender } = render(<TablePagination total={95} page={1} limit={20} onChange={onChange} autoScroll={false} />);
    fireEvent.click(container.querySelector('.ant-pagination-item-3')!);
    expect(onChange).toHaveBeenCalledWith(3, 20);
    rerender(<TablePagination total={0} page={1} limit={20} onChange={onChange} autoScroll={false} />);
    expect(container.querySelector('.table-pagination')).toBeNull();
  });
});
