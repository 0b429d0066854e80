import { Pagination, Select } from 'antd';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE, PAGE_SIZES, pagerCount, scrollToTop } from './pagination-rules';
import { useWindowWidth } from './use-window-width';

export interface TablePaginationProps {
  total: number;
  /** current page, from 1 */
  page: number;
  /** page size */
  limit: number;
  onChange(page: number, limit: number): void;
  /** scroll to the top (800 ms) after a change; default true */
  autoScroll?: boolean;
}

const SIZE_OPTIONS = PAGE_SIZES.map((n) => ({ value: n, label: `${n} 条/页` }));

/**
 * Pagination of spec sections 2.7 and 9: sizes 10/20/30/50 (default 20), first page 1, fewer pagers under 992 px,
 * layout total, sizes, prev, pager, next, jumper (antd puts the size changer after next, so the total and the sizes
 * are rendered here, before antd's pager); hidden when there is nothing to page.
 */
export function TablePagination({ total, page, limit, onChange, autoScroll = true }: TablePaginationProps) {
  const width = useWindowWidth();
  if (total <= 0) return null;
  const change = (p: number, size: number) => {
    onChange(size !== limit ? FIRST_PAGE : p, size);
    if (autoScroll) scrollToTop();
  };
  return (
    <div className="table-pagination" style={{ marginTop: 16, display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', gap: 8 }}>
      <span className="table-pagination-total">共 {total} 条</span>
      <Select
        className="table-pagination-sizes"
        aria-label="每页条数"
        value={limit}
        options={SIZE_OPTIONS}
        onChange={(size: number) => change(page, size)}
        popupMatchSelectWidth={false}
      />
      <Pagination
        total={total}
        current={page}
        pageSize={limit}
        showSizeChanger={false}
        showQuickJumper
        showLessItems={pagerCount(width) === 5}
        onChange={change}
      />
    </div>
  );
}

export { DEFAULT_PAGE_SIZE, FIRST_PAGE };
