import { useEffect, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { MemberLink } from '../../../shared/auth/member-link';
import type { StockDetailVO } from '@gprs/contract';
import { BOARD_LABELS, MARKET_TYPE_LABELS } from '@gprs/contract/labels';
import { Change, LiveBadge, QueryState, changeColor, formatPercent, formatPrice, formatUnit, limitUpHistory, market, marketKeys, useLiveMarket, type LiveStatus } from '../../../shared/market';
import { Card, Chips, Empty, LiteTable, Notice, Skeleton, Stack, Tabs, Tag, type Column } from '../../../shared/lite';
import { formatDate } from '../../../shared/utils/date';
import { StockCharts } from '../components/stock-charts';
import { AnnouncementList, NewsList, Pager } from '../components/lists';
import { WatchButton } from '../components/watch-button';
import { AlertButton } from '../alerts/components/alert-button';
import { MoneyFlowPanel } from '../components/money-flow-panel';
import { OrderBookPanel } from '../components/order-book-panel';
import './stock-page.css';

function QuoteField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="quote-grid__item">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function QuoteHeader({ s, live }: { s: StockDetailVO; live: LiveStatus }) {
  const color = changeColor(s.changePercent);
  return (
    <Card>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 24, justifyContent: 'space-between' }}>
        <div>
          <div className="lt-row" style={{ alignItems: 'baseline' }}>
            <h1 className="stock-title" data-testid="stock-name">
              {s.name}
            </h1>
            <span style={{ color: '#8c8c8c' }}>{s.code}</span>
            <Tag>{MARKET_TYPE_LABELS[s.marketType]}</Tag>
            <Tag>{BOARD_LABELS[s.board]}</Tag>
            {s.isSt && <Tag color="orange">ST</Tag>}
            {s.industryName && <Tag color="blue">{s.industryName}</Tag>}
          </div>
          <div style={{ display: 'flex', alignItems: 'baseline', gap: 16, marginTop: 8 }}>
            <span style={{ fontSize: 36, fontWeight: 700, color, fontVariantNumeric: 'tabular-nums' }} data-testid="stock-price">
              {formatPrice(s.price)}
            </span>
            <Change value={s.change} kind="change" style={{ fontSize: 18 }} />
            <Change value={s.changePercent} style={{ fontSize: 18 }} />
          </div>
          <div style={{ color: '#8c8c8c', fontSize: 12, display: 'flex', gap: 8 }}>
            <span data-testid="quote-time">{s.quoteTime ? `更新于 ${formatDate(s.quoteTime)}` : '暂无行情'}</span>
            <LiveBadge connection={live} />
          </div>
        </div>
        <div className="lt-row">
          <WatchButton code={s.code} name={s.name} />
          <AlertButton code={s.code} name={s.name} />
        </div>
      </div>
      {/* a CSS grid, not antd's Descriptions: its responsive column count is chosen in script after hydration,
          which moved every figure of a server-rendered page (docs/decisions/0028) */}
      <dl className="quote-grid">
        <QuoteField label="今开"><Change value={s.open} kind="price" by={s.open != null && s.prevClose != null ? s.open - s.prevClose : null} /></QuoteField>
        <QuoteField label="最高"><Change value={s.high} kind="price" by={s.high != null && s.prevClose != null ? s.high - s.prevClose : null} /></QuoteField>
        <QuoteField label="最低"><Change value={s.low} kind="price" by={s.low != null && s.prevClose != null ? s.low - s.prevClose : null} /></QuoteField>
        <QuoteField label="昨收">{formatPrice(s.prevClose)}</QuoteField>
        <QuoteField label="涨停价"><span style={{ color: changeColor(1) }}>{formatPrice(s.limitUpPrice)}</span></QuoteField>
        <QuoteField label="跌停价"><span style={{ color: changeColor(-1) }}>{formatPrice(s.limitDownPrice)}</span></QuoteField>
        <QuoteField label="成交量">{formatUnit(s.volume / 100, 2, '手')}</QuoteField>
        <QuoteField label="成交额">{formatUnit(s.amount)}</QuoteField>
        <QuoteField label="换手率">{formatPercent(s.turnoverRate, false)}</QuoteField>
        <QuoteField label="量比">{formatPrice(s.volumeRatio)}</QuoteField>
        <QuoteField label="振幅">{formatPercent(s.amplitude, false)}</QuoteField>
        <QuoteField label="市盈率">{formatPrice(s.pe)}</QuoteField>
        <QuoteField label="市净率">{formatPrice(s.pb)}</QuoteField>
        <QuoteField label="总市值">{formatUnit(s.totalMarketCap)}</QuoteField>
        <QuoteField label="流通市值">{formatUnit(s.floatMarketCap)}</QuoteField>
        <QuoteField label="人气排名">{s.hotRank ?? '--'}</QuoteField>
        <QuoteField label="上市日期">{s.listDate}</QuoteField>
      </dl>
    </Card>
  );
}

function StockNews({ code }: { code: string }) {
  const [page, setPage] = useState({ pageNo: 1, pageSize: 10 });
  const q = useQuery({ queryKey: ['news', { stockCode: code, ...page }], queryFn: () => market.newsPage({ stockCode: code, ...page }) });
  return (
    <QueryState query={q} isEmpty={(d) => d.list.length === 0} emptyText="暂无相关新闻">
      {(d) => (
        <>
          <NewsList items={d.list} />
          <Pager {...page} total={d.total} onChange={(pageNo, pageSize) => setPage({ pageNo, pageSize })} />
        </>
      )}
    </QueryState>
  );
}

function StockAnnouncements({ code }: { code: string }) {
  const [page, setPage] = useState({ pageNo: 1, pageSize: 10 });
  const q = useQuery({ queryKey: ['announcements', { stockCode: code, ...page }], queryFn: () => market.announcementPage({ stockCode: code, ...page }) });
  return (
    <QueryState query={q} isEmpty={(d) => d.list.length === 0} emptyText="暂无公告">
      {(d) => (
        <>
          <AnnouncementList items={d.list} />
          <Pager {...page} total={d.total} onChange={(pageNo, pageSize) => setPage({ pageNo, pageSize })} />
        </>
      )}
    </QueryState>
  );
}

type LimitUpDay = ReturnType<typeof limitUpHistory>[number];
const rowKey = (r: LimitUpDay) => `${r.tradeDate}-${r.kind}`;
const HISTORY_COLUMNS: Column<LimitUpDay>[] = [
  { title: '日期', key: 'tradeDate', dataIndex: 'tradeDate', width: 110 },
  { title: '类型', key: 'kind', dataIndex: 'kind', width: 70, render: (v: string) => <Tag color={v === '涨停' ? 'red' : 'orange'}>{v}</Tag> },
  { title: '收盘价', key: 'close', dataIndex: 'close', align: 'right', render: (v: number, r) => <span style={{ color: changeColor(r.changePercent) }}>{formatPrice(v)}</span> },
  { title: '涨跌幅', key: 'changePercent', dataIndex: 'changePercent', align: 'right', render: (v: number) => <Change value={v} /> },
  { title: '成交额', key: 'amount', dataIndex: 'amount', align: 'right', render: (v: number) => formatUnit(v) },
  { title: '连板', key: 'streak', dataIndex: 'streak', render: (v: string, r) => [v, r.oneWord ? '一字' : ''].filter(Boolean).join(' ') || '--' },
  { title: '首次封板', key: 'firstSealTime', dataIndex: 'firstSealTime' },
  { title: '开板次数', key: 'openCount', dataIndex: 'openCount', align: 'right' },
  { title: '涨停原因', key: 'reason', dataIndex: 'reason', ellipsis: true, render: (v: string) => v || '--' },
];
const HISTORY_PHONE = { keep: ['tradeDate', 'kind', 'changePercent'], figure: 'streak' };

function LimitUpHistory({ s }: { s: StockDetailVO }) {
  const bars = useQuery({ queryKey: ['stock', 'kline', s.code, 'day', 250], queryFn: () => market.kline(s.code, 'day', 250) });
  const pool = useQuery({ queryKey: ['stock', 'limit-up-history', s.code], queryFn: () => market.limitUpHistory(s.code) });
  return (
    <QueryState query={bars}>
      {(data) => {
        const rows = limitUpHistory(data, s.board, s.isSt, pool.data ?? []);
        if (rows.length === 0) return <Empty description="近一年没有涨停记录" />;
        // a phone keeps the day, 涨停 / 炸板, the change and 连板; the rest is behind a tap on the row
        return <LiteTable rowKey={rowKey} pageSize={10} rows={rows} columns={HISTORY_COLUMNS} phone={HISTORY_PHONE} ariaLabel="涨停历史" />;
      }}
    </QueryState>
  );
}

/** /stock?code=600519: quote header, charts, concepts, news, announcements and limit-up history of one stock. */
export default function StockPage() {
  const [params] = useSearchParams();
  const code = (params.get('code') ?? '').trim();
  const live = useLiveMarket();
  const q = useQuery({ queryKey: marketKeys.stock(code), queryFn: () => market.stock(code), enabled: /^\d{6}$/.test(code) });
  const title = q.data ? `${q.data.name}(${q.data.code}) - 股票热搜` : null;
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
  if (!/^\d{6}$/.test(code)) return <Notice title="请选择一只股票" text="在顶部搜索框输入代码、名称或拼音首字母" link={<Link to="/index">返回首页</Link>} />;
  if (q.isError) return <Notice title="股票不存在" text={`没有找到代码为 ${code} 的股票`} link={<MemberLink to="/allStock">查看全部股票</MemberLink>} />;
  if (q.isPending)
    return (
      <Card>
        <Skeleton rows={6} />
      </Card>
    );
  const s = q.data;
  return (
    <Stack>
      <QuoteHeader s={s} live={live} />
      <div className="stock-layout">
        <StockCharts code={s.code} />
        <Stack>
          <OrderBookPanel code={s.code} quoteTime={s.quoteTime} />
          <Card size="small" title="所属板块">
            {s.industry && (
              <div style={{ marginBottom: 8 }}>
                行业：
                <Link to={`/concept?code=${s.industry.code}`}>
                  <Tag color="blue">
                    {s.industry.name} <Change value={s.industry.changePercent} />
                  </Tag>
                </Link>
              </div>
            )}
            {s.concepts.length === 0 ? (
              <Empty description="暂无概念" />
            ) : (
              <Chips data-testid="concept-chips">
                {s.concepts.map((c) => (
                  <Link key={c.code} to={`/concept?code=${c.code}`} title={c.reason}>
                    <Tag style={{ borderColor: changeColor(c.changePercent) }}>
                      {c.name} <Change value={c.changePercent} />
                    </Tag>
                  </Link>
                ))}
              </Chips>
            )}
          </Card>
        </Stack>
      </div>
      <MoneyFlowPanel code={s.code} />
      <Card size="small">
        <Tabs
          ariaLabel="新闻公告"
          items={[
            { key: 'news', label: '新闻', children: <StockNews code={s.code} /> },
            { key: 'ann', label: '公告', children: <StockAnnouncements code={s.code} /> },
            { key: 'limit', label: '涨停历史', children: <LimitUpHistory s={s} /> },
          ]}
        />
      </Card>
    </Stack>
  );
}
