import type { ReactNode } from 'react';

/** The pages to show: the first, the last, and two either side of the current one, with gaps as null. */
export function pageWindow(current: number, count: number): (number | null)[] {
  const out: (number | null)[] = [];
  for (let p = 1; p <= count; p++) {
    if (p === 1 || p === count || Math.abs(p - current) <= 2) out.push(p);
    else if (out[out.length - 1] !== null) out.push(null);
  }
  return out;
}

/** antd's small Pagination drawn with buttons: ‹ 1 … 4 5 6 … 20 ›, and an optional total. */
export function Pager({ page, pageSize, total, onChange, showTotal }: { page: number; pageSize: number; total: number; onChange: (page: number) => void; showTotal?: (total: number) => ReactNode }) {
  const count = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav className="lt-pager" aria-label="分页">
      {showTotal && <span className="lt-muted">{showTotal(total)}</span>}
      <button type="button" className="lt-pager__item" aria-label="上一页" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        ‹
      </button>
      {pageWindow(page, count).map((p, i) =>
        p === null ? (
          <span key={`gap-${i}`} className="lt-muted" aria-hidden>
            …
          </span>
        ) : (
          <button key={p} type="button" className="lt-pager__item" aria-current={p === page ? 'page' : undefined} onClick={() => p !== page && onChange(p)}>
            {p}
          </button>
        ),
      )}
      <button type="button" className="lt-pager__item" aria-label="下一页" disabled={page >= count} onClick={() => onChange(page + 1)}>
        ›
      </button>
    </nav>
  );
}
