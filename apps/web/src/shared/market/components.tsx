import type { ReactNode } from 'react';
import { Button, Empty, Result, Skeleton } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
export { Change, Sparkline } from './quote-bits';

/**
 * Loading skeleton, error with retry, empty state or the content of a query: every page section goes through it.
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
  if (query.isPending) return <>{skeleton ?? <Skeleton active paragraph={{ rows }} />}</>;
  if (query.isError || query.data === undefined)
    return (
      <Result
        status="warning"
        title="加载失败"
        subTitle={query.error instanceof Error ? query.error.message : undefined}
        extra={
          <Button onClick={() => void query.refetch()} size="small">
            重试
          </Button>
        }
      />
    );
  if (isEmpty?.(query.data)) return <Empty description={emptyText} />;
  return <>{children(query.data)}</>;
}
