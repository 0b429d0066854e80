import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Card, Segmented } from '../../../shared/lite';
import { EChart, QueryState, intradayOption, klineOption, market, type KlineAdjust, type KlineLowerPane, type Period } from '../../../shared/market';

type View = 'intraday' | Period;

const ADJUST_ITEMS = [
  { key: 'none' as KlineAdjust, label: '不复权' },
  { key: 'qfq' as KlineAdjust, label: '前复权' },
  { key: 'hfq' as KlineAdjust, label: '后复权' },
];
const LOWER_ITEMS = [
  { key: 'macd' as KlineLowerPane, label: 'MACD' },
  { key: 'kdj' as KlineLowerPane, label: 'KDJ' },
];

/**
 * 分时 / 日K / 周K / 月K with volume; the K-lines with MA5/10/20/60 and a MACD or KDJ pane (the chart is drawn when in
 * view and the browser is idle: EChart).
 */
export function StockCharts({ code, kind = 'stock' }: { code: string; kind?: 'stock' | 'index' | 'concept' }) {
  const [view, setView] = useState<View>(kind === 'concept' ? 'day' : 'intraday');
  const [lower, setLower] = useState<KlineLowerPane>('macd');
  // 复权 applies to a stock's own prices (indices and boards have none)
  const [adjust, setAdjust] = useState<KlineAdjust>('none');
  const intraday = useQuery({
    queryKey: [kind, 'intraday', code],
    queryFn: () => (kind === 'index' ? market.indexIntraday(code) : market.intraday(code)),
    enabled: view === 'intraday' && kind !== 'concept',
    refetchInterval: 30_000,
  });
  const kline = useQuery({
    queryKey: [kind, 'kline', code, view, kind === 'stock' ? adjust : 'none'],
    queryFn: () => {
      const p = view as Period;
      return kind === 'index' ? market.indexKline(code, p, 200) : kind === 'concept' ? market.conceptKline(code, p, 200) : market.kline(code, p, 200, adjust);
    },
    enabled: view !== 'intraday',
  });
  const q = view === 'intraday' ? intraday : kline;
  const option = useMemo(() => {
    if (view === 'intraday') return intraday.data ? intradayOption(intraday.data) : null;
    return kline.data ? klineOption(kline.data, lower) : null;
  }, [view, intraday.data, kline.data, lower]);
  const items = [
    ...(kind === 'concept' ? [] : [{ key: 'intraday' as View, label: '分时' }]),
    { key: 'day' as View, label: '日K' },
    { key: 'week' as View, label: '周K' },
    { key: 'month' as View, label: '月K' },
  ];
  return (
    <Card
      size="small"
      title={<Segmented ariaLabel="图表周期" value={view} items={items} onChange={setView} />}
      extra={
        view !== 'intraday' && (
          <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 8 }}>
            {kind === 'stock' && <Segmented ariaLabel="复权" value={adjust} items={ADJUST_ITEMS} onChange={setAdjust} />}
            <Segmented ariaLabel="副图指标" value={lower} items={LOWER_ITEMS} onChange={setLower} />
          </span>
        )
      }
    >
      <QueryState
        query={q as typeof intraday}
        isEmpty={(d) => (view === 'intraday' ? !('minutes' in (d as object)) || (d as { minutes: unknown[] }).minutes.length === 0 : (d as unknown as unknown[]).length === 0)}
        emptyText="暂无行情数据"
        skeleton={<div className="lt-skeleton__block" style={{ height: view === 'intraday' ? 360 : 460 }} />}
      >
        {() => option && <EChart option={option} height={view === 'intraday' ? 360 : 460} ariaLabel="行情图" />}
      </QueryState>
    </Card>
  );
}
