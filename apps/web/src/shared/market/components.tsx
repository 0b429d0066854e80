import type { ReactNode } from 'react';
import { Button, Empty, Result, Skeleton } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { changeColor, formatChange, formatPercent, formatPrice } from './format';
import { sparklinePath } from './sparkline';

/** A figure coloured by its change: red up, green down. */
export function Change({ value, kind = 'percent', by, style }: { value: number | null | undefined; kind?: 'percent' | 'change' | 'price'; by?: number | null; style?: React.CSSProperties }) {
  const text = kind === 'percent' ? formatPercent(value) : kind === 'change' ? formatChange(value) : formatPrice(value);
  return <span style={{ color: changeColor(by === undefined ? value : by), fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', ...style }}>{text}</span>;
}

export function Sparkline({ values, up, width = 120, height = 32 }: { values: readonly number[]; up: number | null | undefined; width?: number; height?: number }) {
  const d = sparklinePath(values, width, height);
  return (
    <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} aria-hidden>
      {d && <path d={d} fill="none" stroke={changeColor(up)} strokeWidth={1.5} />}
    </svg>
  );
}

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
