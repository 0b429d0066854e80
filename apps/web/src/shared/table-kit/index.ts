export { RightToolbar, type RightToolbarProps, type ToolbarColumn } from './right-toolbar';
export { TablePagination, type TablePaginationProps } from './table-pagination';
export {
  PAGE_SIZES,
  DEFAULT_PAGE_SIZE,
  FIRST_PAGE,
  SCROLL_TOP_MS,
  pagerCount,
  clampPage,
  scrollToTop,
  visibleColumns,
  columnKey,
} from './pagination-rules';
export { useWindowWidth } from './use-window-width';
export { useConfirm } from './use-confirm';
