import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Card } from '../../../shared/lite';
import { Change, QueryState, changeColor, formatPrice, formatUnit, market, marketKeys, useLiveMarket } from '../../../shared/market';
import { StockCharts } from '../components/stock-charts';

/** /keyIndices: the key index cards; the chosen index's intraday and K-line by period (plain elements: docs/decisions/0034). */
export default function KeyIndicesPage() {
  useLiveMarket();
  const [params, setParams] = useSearchParams();
  const q = useQuery({ queryKey: marketKeys.indices, queryFn: market.indices, refetchInterval: 60_000 });
  const code = params.get('code') ?? q.data?.[0]?.code;
  return (
    <QueryState query={q} rows={8} isEmpty={(d) => d.length === 0} emptyText="暂无指数">
      {(list) => {
        const current = list.find((i) => i.code === code) ?? list[0];
        return (
          <>
            <div className="lt-grid lt-grid--tiles">
              {list.map((i) => (
                <button
                  key={i.code}
                  type="button"
                  className="lt-tile"
                  aria-pressed={i.code === current.code}
                  onClick={() => setParams({ code: i.code }, { replace: true })}
                  style={{ borderTop: `3px solid ${changeColor(i.changePercent)}`, background: i.code === current.code ? '#fff7f6' : undefined }}
                >
                  <div style={{ color: '#595959' }}>{i.name}</div>
                  <div style={{ fontSize: 20, fontWeight: 700, color: changeColor(i.changePercent) }}>{formatPrice(i.price)}</div>
                  <div style={{ display: 'flex', gap: 8, fontSize: 12 }}>
                    <Change value={i.change} kind="change" />
                    <Change value={i.changePercent} />
                  </div>
                </button>
              ))}
            </div>
            <Card size="small" style={{ marginTop: 16 }}>
              <h2 className="lt-title5">
                {current.name} <span style={{ color: '#8c8c8c', fontWeight: 400 }}>{current.code}</span>{' '}
                <span style={{ fontWeight: 400, fontSize: 13, color: '#595959' }}>
                  今开 {formatPrice(current.open)} · 最高 {formatPrice(current.high)} · 最低 {formatPrice(current.low)} · 昨收 {formatPrice(current.prevClose)} · 成交额 {formatUnit(current.amount)} · 上涨{' '}
                  <span style={{ color: changeColor(1) }}>{current.upCount}</span> 下跌 <span style={{ color: changeColor(-1) }}>{current.downCount}</span>
                </span>
              </h2>
              <StockCharts key={current.code} code={current.code} kind="index" />
            </Card>
          </>
        );
      }}
    </QueryState>
  );
}
