/** Pagination constants of spec section 9. */
export const PAGE_SIZES = [10, 20, 30, 50] as const;
export const DEFAULT_PAGE_SIZE = 20;
export const FIRST_PAGE = 1;
export const SCROLL_TOP_MS = 800;

/** Pager count: 5 under 992 px wide, else 7. */
export function pagerCount(width: number): 5 | 7 {
  return width < 992 ? 5 : 7;
}

/**
 * The page to show after a size change: stays in range (page * limit must not pass total), first page at least.
 */
export function clampPage(page: number, limit: number, total: number): number {
  const last = Math.max(FIRST_PAGE, Math.ceil(total / limit));
  return Math.min(Math.max(FIRST_PAGE, page), last);
}

/** Ease-in-out quad position of an animation from `from` to `to` at time t of duration d. */
export function easeInOutQuad(t: number, from: number, to: number, d: number): number {
  let x = t / (d / 2);
  const change = to - from;
  if (x < 1) return (change / 2) * x * x + from;
  x--;
  return (-change / 2) * (x * (x - 2) - 1) + from;
}

/** Scrolls the window (or an element) to the top in `duration` ms. */
export function scrollToTop(duration = SCROLL_TOP_MS, el?: HTMLElement | null): void {
  const target = el ?? document.scrollingElement ?? document.documentElement;
  const start = target.scrollTop;
  if (start === 0) return;
  const t0 = performance.now();
  const step = (now: number) => {
    const t = Math.min(duration, now - t0);
    target.scrollTop = easeInOutQuad(t, start, 0, duration);
    if (t < duration) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

/** Columns shown by the right toolbar's show/hide transfer: every column whose key is not hidden. */
export function visibleColumns<C extends { key?: string | number | bigint; dataIndex?: unknown }>(
  columns: readonly C[],
  hiddenKeys: readonly string[],
): C[] {
  const hidden = new Set(hiddenKeys);
  return columns.filter((c) => !hidden.has(columnKey(c)));
}

export function columnKey(c: { key?: string | number | bigint; dataIndex?: unknown }): string {
  if (c.key != null) return String(c.key);
  return Array.isArray(c.dataIndex) ? c.dataIndex.join('.') : String(c.dataIndex ?? '');
}
