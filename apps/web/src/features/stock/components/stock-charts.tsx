import { useMemo, useState } from 'react';
import { Card, Segmented } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { EChart, QueryState, intradayOption, klineOption, market, type Period } from '../../../shared/market';

type View = 'intraday' | Period;

/** 分时 / 日K / 周K / 月K with volume. */
export function StockCharts({ code, kind = 'stock' }: { code: string; kind?: 'stock' | 'index' | 'concept' }) {
  const [view, setView] = useState<View>(kind === 'concept' ? 'day' : 'intraday');
  const intraday = useQuery({
    queryKey: [kind, 'intraday', code],
    queryFn: () => (kind === 'index' ? market.indexIntraday(code) : market.intraday(code)),
    enabled: view === 'intraday' && kind !== 'concept',
    refetchInterval: 30_000,
  });
  const kline = useQuery({
    queryKey: [kind, 'kline', code, view],
    queryFn: () => {
      const p = view as Period;
      return kind === 'index' ? market.indexKline(code, p, 200) : kind === 'concept' ? market.conceptKline(code, p, 200) : market.kline(code, p, 200);
    },
    enabled: view !== 'intraday',
  });
  const q = view === 'intraday' ? intraday : kline;
  const option = useMemo(() => {
    if (view === 'intraday') return intraday.data ? intradayOption(intraday.data) : null;
    return kline.data ? klineOption(kline.data) : null;
  }, [view, intraday.data, kline.data]);
  const items = [
    ...(kind === 'concept' ? [] : [{ value: 'intraday', label: '分时' }]),
    { value: 'day', label: '日K' },
    { value: 'week', label: '周K' },
    { value: 'month', label: '月K' },
  ];
  return (
    <Card size="small" title={<Segmented size="small" value={view} options={items} onChange={(v) => setView(v as View)} />}>
      <QueryState
        query={q as typeof intraday}
        isEmpty={(d) => (view === 'intraday' ? !('minutes' in (d as object)) || (d as { minutes: unknown[] }).minutes.length === 0 : (d as unknown as unknown[]).length === 0)}
        emptyText="暂无行情数据"
        rows={8}
      >
        {() => option && <EChart option={option} height={360} ariaLabel="行情图" />}
      </QueryState>
    </Card>
  );
}
