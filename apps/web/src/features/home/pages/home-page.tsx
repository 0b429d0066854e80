// The home page is the first paint of the site: plain elements and CSS only (no UI-library components), so its
// JavaScript stays small; charts are SVG sparklines.
import { useState, type ReactNode } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { IndexVO } from '@gprs/contract';
import { market, marketKeys, type HomeSummaryVO } from '../../../shared/market/api';
import { changeColor, formatPercent, formatPrice, formatUnit, formatYi, volumeTrend } from '../../../shared/market/format';
import { brokenRate } from '../../../shared/market/limit-rule';
import { Change, Sparkline } from '../../../shared/market/quote-bits';
import { HotMove, HotNote } from '../../../shared/market/hot-bits';
import { useLiveMarket } from '../../../shared/market/use-live-market';
import { LiveBadge } from '../../../shared/market/market-status';
import { MemberLink } from '../../../shared/auth/member-link';
import { WatchToggle } from '../../../shared/market/watch-toggle';
import { formatDate } from '../../../shared/utils/date';
import { ChangeDistributionPanel } from '../components/change-distribution';
import './home.css';

/** A titled panel (the home page's light card). */
function Panel({ title, more, children, testId }: { title: ReactNode; more?: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <section className="home-panel" data-testid={testId}>
      <header className="home-panel__head">
        <h3>{title}</h3>
        {more}
      </header>
      <div className="home-panel__body">{children}</div>
    </section>
  );
}

function IndexStrip({ indices }: { indices: IndexVO[] }) {
  const shown = indices.slice(0, 6);
  const sparklines = useQueries({
    queries: shown.map((i) => ({ queryKey: marketKeys.indexSparkline(i.code), queryFn: () => market.indexSparkline(i.code), staleTime: 60_000, refetchInterval: 60_000 })),
  });
  return (
    <div className="home-indices" data-testid="index-strip">
      {shown.map((i, n) => (
        <Link key={i.code} to={`/keyIndices?code=${i.code}`} className="home-index" style={{ borderTopColor: changeColor(i.changePercent) }}>
          <div className="home-index__name">{i.name}</div>
          <div className="home-index__price" style={{ color: changeColor(i.changePercent) }} data-testid={`index-price-${i.code}`}>
            {formatPrice(i.price)}
          </div>
          <div className="home-index__change">
            <Change value={i.change} kind="change" /> <Change value={i.changePercent} />
          </div>
          <Sparkline values={sparklines[n]?.data ?? []} up={i.changePercent} width={150} height={30} fluid />
        </Link>
      ))}
    </div>
  );
}

function TurnoverCard({ data }: { data: HomeSummaryVO['turnover'] }) {
  const trend = volumeTrend(data.diff);
  return (
    <Panel title="两市成交额" more={<MemberLink to="/turnover">历史</MemberLink>}>
      <div className="home-turnover">
        <div>
          <div className="home-muted">今日 {data.today?.tradeDate}</div>
          <div className="home-big" data-testid="two-market-amount">{formatYi(data.today?.twoMarketAmount)}</div>
        </div>
        <div style={{ textAlign: 'right' }}>
          <div className="home-muted">昨日 {data.yesterday?.tradeDate}</div>
          <div className="home-big home-big--muted">{formatYi(data.yesterday?.twoMarketAmount)}</div>
        </div>
      </div>
      {trend && (
        <div style={{ marginTop: 8 }}>
          <span className={data.diff! > 0 ? 'home-tag home-tag--up' : 'home-tag home-tag--down'}>{trend}</span>
          <span style={{ color: changeColor(data.diff) }}>
            {formatUnit(data.diff)} （{formatPercent(data.diffPercent)}）
          </span>
        </div>
      )}
      {data.today && (
        <div className="home-muted" style={{ marginTop: 8 }}>
          沪 {formatYi(data.today.shAmount)} · 深 {formatYi(data.today.szAmount)} · 北交所另计 {formatYi(data.today.bjAmount)}
          <br />
          上涨 <span style={{ color: changeColor(1) }}>{data.today.upCount}</span> · 下跌 <span style={{ color: changeColor(-1) }}>{data.today.downCount}</span> · 平 {data.today.flatCount}
        </div>
      )}
    </Panel>
  );
}

function LimitUpCard({ data }: { data: HomeSummaryVO['limitUp'] }) {
  const broken = brokenRate(data.sealRate);
  return (
    <Panel title={`涨停统计 ${data.tradeDate}`} more={<Link to="/limitUp">涨停板</Link>}>
      <div className="home-limit">
        <div>
          <div className="home-muted">涨停</div>
          <div className="home-big" style={{ color: changeColor(1) }} data-testid="limit-up-count">
            {data.limitUpCount}
          </div>
        </div>
        <div>
          <div className="home-muted">炸板</div>
          <div className="home-big">{data.brokenCount}</div>
        </div>
        <div>
          <div className="home-muted">跌停</div>
          <div className="home-big" style={{ color: changeColor(-1) }}>
            {data.limitDownCount}
          </div>
        </div>
      </div>
      <div style={{ marginTop: 8 }}>
        封板率 <b>{formatPercent(data.sealRate, false)}</b> · 炸板率 <b>{formatPercent(broken, false)}</b>
      </div>
      <div style={{ marginTop: 4 }}>
        最高连板 <b style={{ color: changeColor(1) }}>{data.highestStreak}</b> 板{' '}
        {data.highestStreakStocks.map((s) => (
          <Link key={s.code} to={`/stock?code=${s.code}`} style={{ marginRight: 6 }}>
            {s.name}
          </Link>
        ))}
      </div>
      <div className="home-muted" style={{ marginTop: 4 }}>
        昨日涨停今日平均 <Change value={data.yesterdayAvgChange} />
      </div>
    </Panel>
  );
}

function HotTable({ rows, empty = '暂无数据' }: { rows: HomeSummaryVO['hotStocks']; empty?: string }) {
  if (rows.length === 0) return <div className="home-empty">{empty}</div>;
  return (
    <table className="home-table">
      <thead>
        <tr>
          <th>#</th>
          <th>股票</th>
          <th className="num">
            最新价<span className="home-phone-only">/涨幅</span>
          </th>
          <th className="num home-wide">涨跌幅</th>
          <th className="num home-wide">成交额</th>
          <th className="num home-money">主力净流入</th>
          <th className="num home-wide">热度</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r, i) => (
          <tr key={r.code} className="home-row">
            <td className="home-rank">
              {r.hotRank ?? i + 1}
              <br />
              <HotMove row={r} />
            </td>
            <td>
              <span className="home-stock">
                <Link to={`/stock?code=${r.code}`}>
                  <span className="home-name">{r.name}</span> <span className="home-muted">{r.code}</span>
                </Link>
                <WatchToggle code={r.code} name={r.name} />
              </span>
              <HotNote row={r} />
            </td>
            <td className="num">
              <Change value={r.price} kind="price" by={r.changePercent} />
              {/* a phone shows the change under the price (its own column is left out) */}
              <span className="home-phone-only">
                <Change value={r.changePercent} />
              </span>
            </td>
            <td className="num home-wide">
              <Change value={r.changePercent} />
            </td>
            <td className="num home-wide">{formatUnit(r.amount)}</td>
            <td className="num home-money" style={{ color: changeColor(r.mainNet) }} data-testid="hot-main-net">
              {formatUnit(r.mainNet)}
            </td>
            <td className="num home-wide">{formatUnit(r.heat, 1)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** 人气榜 and 飙升榜 as two tabs of one panel (the list the page opens on is 人气榜). */
function HotPanel({ hot, rising }: { hot: HomeSummaryVO['hotStocks']; rising: HomeSummaryVO['hotRising'] }) {
  const [tab, setTab] = useState<'hot' | 'rise'>('hot');
  const tabs = (
    <span className="home-tabs" role="tablist" aria-label="人气榜">
      {(
        [
          ['hot', '人气榜'],
          ['rise', '飙升榜'],
        ] as const
      ).map(([key, label]) => (
        <button key={key} type="button" role="tab" aria-selected={tab === key} className="home-tab" data-testid={`hot-tab-${key}`} onClick={() => setTab(key)}>
          {label}
        </button>
      ))}
    </span>
  );
  const time = hot[0]?.hotTime;
  return (
    <Panel title={tabs} more={<Link to="/search">热搜榜</Link>} testId={tab === 'hot' ? 'hot-list' : 'hot-rise'}>
      <div role="tabpanel">
        {tab === 'hot' ? <HotTable rows={hot} /> : <HotTable rows={rising} empty="两次排名之后才有飙升榜" />}
      </div>
      {time ? <div className="home-muted home-hot-time">排名更新于 {formatDate(time, 'MM-DD HH:mm')}，↑↓ 较上一次排名</div> : null}
    </Panel>
  );
}

function HomeSkeleton() {
  return (
    <div aria-busy="true" aria-label="加载中">
      <div className="home-indices">
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className="home-index home-shimmer" style={{ height: 112 }} />
        ))}
      </div>
      <div className="home-grid" style={{ marginTop: 16 }}>
        <div className="home-shimmer" style={{ height: 460, borderRadius: 8 }} />
        <div className="home-shimmer" style={{ height: 460, borderRadius: 8 }} />
      </div>
    </div>
  );
}

/** /index: key indices, turnover, hot stocks and concepts, limit-up summary, flashes and news — live. */
export default function HomePage() {
  const live = useLiveMarket();
  const query = useQuery({ queryKey: marketKeys.home, queryFn: market.home, refetchInterval: 60_000 });
  const data = query.data;
  return (
    <div className="home">
      <div className="home-head">
        <h2>市场概览</h2>
        <LiveBadge connection={live} className={`home-live home-live--${live}`} />
      </div>
      {query.isPending ? (
        <HomeSkeleton />
      ) : !data ? (
        <div className="home-error" role="alert">
          <p>行情加载失败{query.error instanceof Error ? `：${query.error.message}` : ''}</p>
          <button type="button" className="home-button" onClick={() => void query.refetch()}>
            重试
          </button>
        </div>
      ) : (
        <>
          <IndexStrip indices={data.indices} />
          <div className="home-grid" style={{ marginTop: 16 }}>
            <div className="home-col">
              <HotPanel hot={data.hotStocks} rising={data.hotRising ?? []} />
              <Panel title="热门概念" more={<Link to="/concept">全部板块</Link>}>
                {data.hotConcepts.length === 0 ? (
                  <div className="home-empty">暂无数据</div>
                ) : (
                  <div className="home-concepts">
                    {data.hotConcepts.map((c) => (
                      <Link key={c.code} to={`/concept?code=${c.code}`} className="home-concept" style={{ borderLeftColor: changeColor(c.changePercent) }}>
                        <div className="home-concept__name">{c.name}</div>
                        <Change value={c.changePercent} style={{ fontWeight: 600 }} />
                        <div className="home-muted home-ellipsis">
                          领涨 {c.leadingStockName ?? '--'} <Change value={c.leadingStockChangePercent} />
                        </div>
                      </Link>
                    ))}
                  </div>
                )}
              </Panel>
              <Panel title="最新新闻" more={<Link to="/news">更多</Link>}>
                {data.news.length === 0 ? (
                  <div className="home-empty">暂无新闻</div>
                ) : (
                  <ul className="home-news">
                    {data.news.map((n) => (
                      <li key={n.id}>
                        <Link to={`/news?id=${n.id}`}>{n.title}</Link>
                        <span className="home-muted">
                          {n.source} · {formatDate(n.publishTime, 'MM-DD HH:mm')}
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
              </Panel>
            </div>
            <div className="home-col">
              <TurnoverCard data={data.turnover} />
              <LimitUpCard data={data.limitUp} />
              <ChangeDistributionPanel />
              <Panel title="7×24 快讯" more={<Link to="/information">更多</Link>}>
                {data.flashes.length === 0 ? (
                  <div className="home-empty">暂无快讯</div>
                ) : (
                  <ul className="home-flashes" data-testid="flashes">
                    {data.flashes.map((f) => (
                      <li key={f.id}>
                        <span className="home-flash__time">{formatDate(f.publishTime, 'HH:mm')}</span>
                        <span style={f.level === 1 ? { color: changeColor(1), fontWeight: 600 } : undefined}>{f.title}</span>
                      </li>
                    ))}
                  </ul>
                )}
              </Panel>
            </div>
          </div>
        </>
      )}
    </div>
  );
}
