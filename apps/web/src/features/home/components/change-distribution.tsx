import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { market, marketKeys } from '../../../shared/market/api';
import { changeColor, formatPercent } from '../../../shared/market/format';
import { EChart } from '../../../shared/market/charts/echart';
import { distributionOption } from '../../../shared/market/charts/distribution-option';

/**
 * 涨跌分布 with 赚钱效应 on /index: its figures come with the server's HTML like the rest of the page and are read again
 * each minute; the bars are drawn by ECharts when the panel is in view and the browser is idle (docs/decisions/0034,
 * 0038).
 */
export function ChangeDistributionPanel() {
  const query = useQuery({ queryKey: marketKeys.distribution, queryFn: market.distribution, refetchInterval: 60_000 });
  const data = query.data;
  const option = useMemo(() => (data ? distributionOption(data) : null), [data]);
  return (
    <section className="home-panel" data-testid="change-distribution">
      <header className="home-panel__head">
        <h3>涨跌分布</h3>
        {data?.tradeDate ? <span className="home-muted">{data.tradeDate}</span> : null}
      </header>
      <div className="home-panel__body">
        {query.isError ? (
          <div className="home-empty">涨跌分布加载失败</div>
        ) : !data || !option ? (
          <div className="home-shimmer" style={{ height: 236, borderRadius: 8 }} />
        ) : (
          <>
            <div className="home-distribution__figures" style={{ display: 'flex', flexWrap: 'wrap', gap: '4px 16px', marginBottom: 8, fontSize: 13 }}>
              <span>
                赚钱效应 <b data-testid="money-effect" style={{ color: changeColor(data.moneyEffect === null ? null : data.moneyEffect - 50) }}>{data.moneyEffect === null ? '--' : formatPercent(data.moneyEffect, false)}</b>
              </span>
              <span>
                上涨 <b style={{ color: changeColor(1) }}>{data.upCount}</b>
              </span>
              <span>
                下跌 <b style={{ color: changeColor(-1) }}>{data.downCount}</b>
              </span>
              <span>
                平盘 <b>{data.flatCount}</b>
              </span>
            </div>
            <EChart option={option} height={200} ariaLabel="涨跌分布" />
          </>
        )}
      </div>
    </section>
  );
}
