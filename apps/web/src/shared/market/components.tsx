import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Empty, Skeleton } from '../lite/basics';
export { Change, Sparkline } from './quote-bits';

/**
 * Loading skeleton, error with retry, empty state or the content of a query: every page section goes through it.
 * Plain elements (shared/lite): the public pages carry no UI library for it (docs/decisions/0034).
 */
export function QueryState<T>({
  query,
  children,
  isEmpty,
  rows = 4,
  emptyText = '暂无数据',
  skeleton,
}: {
  query: Pick<UseQueryResult<T>, 'data' | 'isPending' | 'isError' | 'error' | 'refetch'>;
  children: (data: T) => ReactNode;
  isEmpty?: (data: T) => boolean;
  rows?: number;
  emptyText?: ReactNode;
  skeleton?: ReactNode;
}) {
  if (query.isPending) return <>{skeleton ?? <Skeleton rows={rows} />}</>;
  if (query.isError || query.data === undefined)
    return (
      <div role="alert" style={{ padding: '24px 0', textAlign: 'center' }}>
        <svg width="32" height="32" viewBox="0 0 24 24" aria-hidden>
          <path d="M12 2 1 21h22L12 2z" fill="#faad14" />
          <path d="M11 9h2v6h-2zm0 8h2v2h-2z" fill="#fff" />
        </svg>
        <div style={{ marginTop: 8, fontSize: 16 }}>加载失败</div>
        {query.error instanceof Error && <div style={{ marginTop: 4, color: 'rgba(0,0,0,.45)' }}>{query.error.message}</div>}
        <Button onClick={() => void query.refetch()} size="small" style={{ marginTop: 12 }}>
          重试
        </Button>
      </div>
    );
  if (isEmpty?.(query.data)) return <Empty description={emptyText} />;
  return <>{children(query.data)}</>;
}
