import { Badge, Card, Col, Row, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { useQueries, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { IndexVO, StockQuoteVO } from '@gprs/contract';
import { brokenRate, Change, QueryState, Sparkline, changeColor, formatPercent, formatPrice, formatUnit, formatYi, market, marketKeys, useLiveMarket, volumeTrend, type HomeSummaryVO } from '../../../shared/market';
import { formatDate } from '../../../shared/utils/date';
import './home.css';

function IndexStrip({ indices }: { indices: IndexVO[] }) {
  const shown = indices.slice(0, 6);
  const intraday = useQueries({
    queries: shown.map((i) => ({ queryKey: marketKeys.indexIntraday(i.code), queryFn: () => market.indexIntraday(i.code), staleTime: 60_000, refetchInterval: 60_000 })),
  });
  return (
    <Row gutter={[12, 12]} className="home-indices" data-testid="index-strip">
      {shown.map((i, n) => (
        <Col key={i.code} xs={12} md={8} lg={4}>
          <Link to={`/keyIndices?code=${i.code}`} className="home-index" style={{ borderTopColor: changeColor(i.changePercent) }}>
            <div className="home-index__name">{i.name}</div>
            <div className="home-index__price" style={{ color: changeColor(i.changePercent) }} data-testid={`index-price-${i.code}`}>
              {formatPrice(i.price)}
            </div>
            <div className="home-index__change">
              <Change value={i.change} kind="change" /> <Change value={i.changePercent} />
            </div>
            <Sparkline values={intraday[n]?.data?.minutes.map((m) => m.price) ?? []} up={i.changePercent} width={150} height={30} />
          </Link>
        </Col>
      ))}
    </Row>
  );
}

function TurnoverCard({ data }: { data: HomeSummaryVO['turnover'] }) {
  const trend = volumeTrend(data.diff);
  return (
    <Card title="两市成交额" size="small" extra={<Link to="/turnover">历史</Link>}>
      <div className="home-turnover">
        <div>
          <div className="home-muted">今日 {data.today?.tradeDate}</div>
          <div className="home-big">{formatYi(data.today?.totalAmount)}</div>
        </div>
        <div>
          <div className="home-muted">昨日 {data.yesterday?.tradeDate}</div>
          <div className="home-big home-big--muted">{formatYi(data.yesterday?.totalAmount)}</div>
        </div>
      </div>
      {trend && (
        <div style={{ marginTop: 8 }}>
          <Tag color={data.diff! > 0 ? 'red' : 'green'}>{trend}</Tag>
          <span style={{ color: changeColor(data.diff) }}>
            {formatUnit(data.diff)} （{formatPercent(data.diffPercent)}）
          </span>
        </div>
      )}
      {data.today && (
        <div className="home-muted" style={{ marginTop: 8 }}>
          沪 {formatYi(data.today.shAmount)} · 深 {formatYi(data.today.szAmount)} · 北 {formatYi(data.today.bjAmount)}
          <br />
          上涨 <span style={{ color: changeColor(1) }}>{data.today.upCount}</span> · 下跌 <span style={{ color: changeColor(-1) }}>{data.today.downCount}</span> · 平 {data.today.flatCount}
        </div>
      )}
    </Card>
  );
}

function LimitUpCard({ data }: { data: HomeSummaryVO['limitUp'] }) {
  const broken = brokenRate(data.sealRate);
  return (
    <Card title={`涨停统计 ${data.tradeDate}`} size="small" extra={<Link to="/limitUp">涨停板</Link>}>
      <Row gutter={8} className="home-limit">
        <Col span={8}>
          <div className="home-muted">涨停</div>
          <div className="home-big" style={{ color: changeColor(1) }} data-testid="limit-up-count">
            {data.limitUpCount}
          </div>
        </Col>
        <Col span={8}>
          <div className="home-muted">炸板</div>
          <div className="home-big">{data.brokenCount}</div>
        </Col>
        <Col span={8}>
          <div className="home-muted">跌停</div>
          <div className="home-big" style={{ color: changeColor(-1) }}>
            {data.limitDownCount}
          </div>
        </Col>
      </Row>
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
    </Card>
  );
}

const hotColumns = [
  { title: '#', key: 'rank', width: 40, render: (_: unknown, r: StockQuoteVO, i: number) => r.hotRank ?? i + 1 },
  {
    title: '股票',
    key: 'name',
    render: (_: unknown, r: StockQuoteVO) => (
      <Link to={`/stock?code=${r.code}`}>
        {r.name} <span className="home-muted">{r.code}</span>
      </Link>
    ),
  },
  { title: '最新价', dataIndex: 'price', align: 'right' as const, render: (v: number, r: StockQuoteVO) => <Change value={v} kind="price" by={r.changePercent} /> },
  { title: '涨跌幅', dataIndex: 'changePercent', align: 'right' as const, render: (v: number) => <Change value={v} /> },
  { title: '成交额', dataIndex: 'amount', align: 'right' as const, render: (v: number) => formatUnit(v) },
  { title: '热度', dataIndex: 'heat', align: 'right' as const, render: (v: number) => formatUnit(v, 1) },
];

/** /index: key indices, turnover, hot stocks and concepts, limit-up summary, flashes and news — live. */
export default function HomePage() {
  const live = useLiveMarket();
  const query = useQuery({ queryKey: marketKeys.home, queryFn: market.home, refetchInterval: 60_000 });
  return (
    <div className="home">
      <div className="home-head">
        <Typography.Title level={4} style={{ margin: 0 }}>
          市场概览
        </Typography.Title>
        <Badge status={live === 'open' ? 'processing' : live === 'error' ? 'error' : 'default'} text={live === 'open' ? '实时推送中' : live === 'error' ? '重连中' : '连接中'} />
      </div>
      <QueryState
        query={query}
        skeleton={
          <>
            <Skeleton active paragraph={{ rows: 2 }} />
            <Skeleton active paragraph={{ rows: 10 }} />
          </>
        }
      >
        {(data) => (
          <>
            <IndexStrip indices={data.indices} />
            <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
              <Col xs={24} lg={16}>
                <Card title="人气榜" size="small" extra={<Link to="/allStock">全部股票</Link>} data-testid="hot-list">
                  <Table rowKey="code" size="small" pagination={false} columns={hotColumns} dataSource={data.hotStocks} locale={{ emptyText: '暂无数据' }} />
                </Card>
                <Card title="热门概念" size="small" style={{ marginTop: 16 }} extra={<Link to="/concept">全部板块</Link>}>
                  <div className="home-concepts">
                    {data.hotConcepts.map((c) => (
                      <Link key={c.code} to={`/concept?code=${c.code}`} className="home-concept" style={{ borderColor: changeColor(c.changePercent) }}>
                        <div className="home-concept__name">{c.name}</div>
                        <Change value={c.changePercent} style={{ fontWeight: 600 }} />
                        <div className="home-muted">
                          领涨 {c.leadingStockName ?? '--'} <Change value={c.leadingStockChangePercent} />
                        </div>
                      </Link>
                    ))}
                  </div>
                </Card>
                <Card title="最新新闻" size="small" style={{ marginTop: 16 }} extra={<Link to="/news">更多</Link>}>
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
                </Card>
              </Col>
              <Col xs={24} lg={8}>
                <Space direction="vertical" size={16} style={{ width: '100%' }}>
                  <TurnoverCard data={data.turnover} />
                  <LimitUpCard data={data.limitUp} />
                  <Card title="7×24 快讯" size="small" extra={<Link to="/information">更多</Link>}>
                    <ul className="home-flashes" data-testid="flashes">
                      {data.flashes.map((f) => (
                        <li key={f.id}>
                          <span className="home-flash__time">{formatDate(f.publishTime, 'HH:mm')}</span>
                          <span style={f.level === 1 ? { color: changeColor(1), fontWeight: 600 } : undefined}>{f.title}</span>
                        </li>
                      ))}
                    </ul>
                  </Card>
                </Space>
              </Col>
            </Row>
          </>
        )}
      </QueryState>
    </div>
  );
}
