import type { ReactNode } from 'react';
import { Button, Empty, Skeleton } from 'antd';
import { WarningFilled } from '@ant-design/icons';
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
      // not antd's Result: its illustrations would weigh on every public page's bundle
      <div role="alert" style={{ padding: '24px 0', textAlign: 'center' }}>
        <WarningFilled style={{ fontSize: 32, color: '#faad14' }} />
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
