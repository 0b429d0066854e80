import { Pagination } from 'antd';
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

/**
 * Pagination of spec sections 2.7 and 9: sizes 10/20/30/50 (default 20), first page 1, fewer pagers under 992 px,
 * layout total, sizes, prev, pager, next, jumper; hidden when there is nothing to page.
 */
export function TablePagination({ total, page, limit, onChange, autoScroll = true }: TablePaginationProps) {
  const width = useWindowWidth();
  if (total <= 0) return null;
  return (
    <Pagination
      style={{ marginTop: 16, justifyContent: 'flex-end' }}
      total={total}
      current={page}
      pageSize={limit}
      pageSizeOptions={PAGE_SIZES.map(String)}
      showSizeChanger
      showQuickJumper
      showLessItems={pagerCount(width) === 5}
      showTotal={(t) => `共 ${t} 条`}
      onChange={(p, size) => {
        onChange(size !== limit ? FIRST_PAGE : p, size);
        if (autoScroll) scrollToTop();
      }}
    />
  );
}

export { DEFAULT_PAGE_SIZE, FIRST_PAGE };
