import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import type { DragonTigerEntryVO, DragonTigerSeatVO, DragonTigerStockVO } from '@gprs/contract';
import { Card, Empty, LiteTable, Stack, Statistic, Tag, type Column } from '../../../shared/lite';
import { Change, QueryState, changeColor, formatPercent, formatPrice, formatUnit } from '../../../shared/market';
import { moneyApi, moneyKeys } from '../components/money-api';
import { StockCell } from '../components/stock-table';

const isDate = (v: string | null): v is string => !!v && /^\d{4}-\d{2}-\d{2}$/.test(v);
const isCode = (v: string | null): v is string => !!v && /^\d{6}$/.test(v);

function Net({ value }: { value: number | null }) {
  return <span style={{ color: changeColor(value ?? 0), fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>{formatUnit(value)}</span>;
}

const entryKey = (r: DragonTigerEntryVO) => `${r.tradeDate}-${r.code}-${r.reason}`;

function listColumns(date: string): Column<DragonTigerEntryVO>[] {
  return [
    {
      key: 'code',
      title: '股票',
      fixed: true,
      width: 130,
      // name and code to the stock page, 加自选 beside them (as on every stock list); on a phone, which leaves the
      // 上榜原因 column out, the reason under them: a stock listed for two reasons has two rows
      render: (_v, r) => (
        <>
          <StockCell code={r.code} name={r.name} />
          <span className="lt-phone-only lt-muted" style={{ fontSize: 12 }} data-testid="dragon-tiger-phone-reason">
            {r.reason}
          </span>
        </>
      ),
    },
    { key: 'reason', title: '上榜原因', dataIndex: 'reason', width: 220, render: (v: string) => <span style={{ fontSize: 12 }}>{v}</span> },
    { key: 'changePercent', title: '涨跌幅', dataIndex: 'changePercent', align: 'right', sorter: (a, b) => (a.changePercent ?? 0) - (b.changePercent ?? 0), render: (v: number | null) => <Change value={v} /> },
    { key: 'close', title: '收盘价', dataIndex: 'close', align: 'right', render: (v: number | null, r) => <span style={{ color: changeColor(r.changePercent ?? 0) }}>{formatPrice(v)}</span> },
    { key: 'netAmount', title: '龙虎榜净买额', dataIndex: 'netAmount', align: 'right', sorter: (a, b) => a.netAmount - b.netAmount, render: (v: number) => <Net value={v} /> },
    { key: 'buyAmount', title: '买入额', dataIndex: 'buyAmount', align: 'right', sorter: (a, b) => a.buyAmount - b.buyAmount, render: (v: number) => formatUnit(v) },
    { key: 'sellAmount', title: '卖出额', dataIndex: 'sellAmount', align: 'right', sorter: (a, b) => a.sellAmount - b.sellAmount, render: (v: number) => formatUnit(v) },
    { key: 'instNet', title: '机构净买额', dataIndex: 'instNet', align: 'right', sorter: (a, b) => (a.instNet ?? 0) - (b.instNet ?? 0), render: (v: number | null) => <Net value={v} /> },
    { key: 'amount', title: '成交额', dataIndex: 'amount', align: 'right', render: (v: number | null) => formatUnit(v) },
    { key: 'turnoverRate', title: '换手率', dataIndex: 'turnoverRate', align: 'right', render: (v: number | null) => formatPercent(v, false) },
    {
      key: 'detail',
      title: '明细',
      render: (_v, r) => (
        <Link to={`/dragonTiger?date=${date}&code=${r.code}`} onClick={(e) => e.stopPropagation()} aria-label={`${r.name}龙虎榜明细`}>
          席位
        </Link>
      ),
    },
  ];
}
const LIST_PHONE = { keep: ['code', 'changePercent'], figure: 'netAmount' };

const SEAT_COLUMNS = (side: 'buy' | 'sell'): Column<DragonTigerSeatVO>[] => [
  { key: 'rank', title: '#', dataIndex: 'rank', width: 36 },
  {
    key: 'name',
    title: side === 'buy' ? '买入营业部' : '卖出营业部',
    dataIndex: 'name',
    render: (v: string, r) => (r.institution ? <Tag color="purple">{v}</Tag> : v),
  },
  { key: 'buy', title: '买入', dataIndex: 'buy', align: 'right', render: (v: number) => formatUnit(v) },
  { key: 'sell', title: '卖出', dataIndex: 'sell', align: 'right', render: (v: number) => formatUnit(v) },
  { key: 'net', title: '净额', dataIndex: 'net', align: 'right', render: (v: number) => <Net value={v} /> },
];
const BUY_SEATS = SEAT_COLUMNS('buy');
const SELL_SEATS = SEAT_COLUMNS('sell');

const HISTORY_COLUMNS: Column<DragonTigerEntryVO>[] = [
  { key: 'tradeDate', title: '上榜日期', dataIndex: 'tradeDate', width: 110, render: (v: string, r) => <Link to={`/dragonTiger?date=${v}&code=${r.code}`}>{v}</Link> },
  { key: 'changePercent', title: '涨跌幅', dataIndex: 'changePercent', align: 'right', render: (v: number | null) => <Change value={v} /> },
  { key: 'netAmount', title: '净买额', dataIndex: 'netAmount', align: 'right', render: (v: number) => <Net value={v} /> },
  { key: 'instNet', title: '机构净买额', dataIndex: 'instNet', align: 'right', render: (v: number | null) => <Net value={v} /> },
  { key: 'reason', title: '上榜原因', dataIndex: 'reason', ellipsis: true },
];
const HISTORY_PHONE = { keep: ['tradeDate', 'changePercent'], figure: 'netAmount' };

type DetailEntry = DragonTigerStockVO['entries'][number];

/** A stock listed for several reasons usually has the same seats under each: those are shown once, with every reason. */
function groupEntries(entries: readonly DetailEntry[]): { reasons: string[]; e: DetailEntry }[] {
  const groups = new Map<string, { reasons: string[]; e: DetailEntry }>();
  for (const e of entries) {
    const key = JSON.stringify([e.buyAmount, e.sellAmount, e.netAmount, e.instNet, e.buySeats, e.sellSeats]);
    const g = groups.get(key);
    if (g) g.reasons.push(e.reason);
    else groups.set(key, { reasons: [e.reason], e });
  }
  return [...groups.values()];
}

/** One stock's listing of the day: per reason its figures and the 买入 / 卖出 top seats, then its listing history. */
function StockDetail({ d }: { d: DragonTigerStockVO }) {
  return (
    <Card
      title={
        <span>
          <Link to={`/stock?code=${d.code}`}>{d.name}</Link> <span style={{ color: '#8c8c8c' }}>{d.code}</span> 龙虎榜明细 {d.tradeDate ?? ''}
        </span>
      }
      extra={<Link to={d.tradeDate ? `/dragonTiger?date=${d.tradeDate}` : '/dragonTiger'}>收起</Link>}
      data-testid="dragon-tiger-detail"
    >
      {d.entries.length === 0 ? (
        <Empty description={d.tradeDate ? `${d.tradeDate} 未上榜` : '该股票没有上榜记录'} />
      ) : (
        <Stack>
          {groupEntries(d.entries).map(({ reasons, e }) => (
            <div key={e.reason}>
              <div className="lt-row" style={{ marginBottom: 8 }} data-testid="dragon-tiger-reasons">
                {reasons.map((r) => (
                  <Tag key={r} color="blue">
                    {r}
                  </Tag>
                ))}
              </div>
              <div className="lt-row" style={{ gap: 24, marginBottom: 8 }}>
                <Statistic title="买入额" value={formatUnit(e.buyAmount)} />
                <Statistic title="卖出额" value={formatUnit(e.sellAmount)} />
                <Statistic title="净买额" value={<Net value={e.netAmount} />} />
                <Statistic title="机构净买额" value={<Net value={e.instNet} />} />
              </div>
              <LiteTable rowKey="rank" rows={e.buySeats} columns={BUY_SEATS} ariaLabel="买入前五" empty="无买入席位" />
              <LiteTable rowKey="rank" rows={e.sellSeats} columns={SELL_SEATS} ariaLabel="卖出前五" empty="无卖出席位" />
            </div>
          ))}
        </Stack>
      )}
      <h3 style={{ fontSize: 15, margin: '16px 0 8px' }}>上榜历史</h3>
      <LiteTable rowKey={entryKey} rows={d.history} columns={HISTORY_COLUMNS} phone={HISTORY_PHONE} pageSize={10} ariaLabel="上榜历史" empty="没有上榜记录" />
    </Card>
  );
}

/** /dragonTiger?date=2026-11-27&code=600519: the day's 龙虎榜 with reasons and amounts; a stock's seats and history. */
export default function DragonTigerPage() {
  const [params, setParams] = useSearchParams();
  const date = isDate(params.get('date')) ? params.get('date')! : undefined;
  const code = isCode(params.get('code')) ? params.get('code')! : undefined;
  const day = useQuery({ queryKey: moneyKeys.dragonTiger(date), queryFn: () => moneyApi.dragonTiger(date) });
  const shown = day.data?.tradeDate ?? date;
  const detail = useQuery({ queryKey: moneyKeys.dragonTigerStock(code ?? '', shown), queryFn: () => moneyApi.dragonTigerStock(code!, shown), enabled: !!code });
  useEffect(() => {
    document.title = '龙虎榜 - 股票热搜';
  }, []);
  const dates = day.data?.tradeDates ?? [];
  const columns = listColumns(shown ?? '');
  const dateSwitch = (
    <label className="lt-row" style={{ gap: 6 }}>
      <span className="lt-muted">交易日</span>
      <select
        className="lt-select"
        aria-label="选择交易日"
        value={shown ?? ''}
        onChange={(e) => setParams(e.target.value ? { date: e.target.value } : {})}
      >
        {shown && !dates.includes(shown) && <option value={shown}>{shown}</option>}
        {dates.map((d) => (
          <option key={d} value={d}>
            {d}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <Stack>
      {code && <QueryState query={detail}>{(d) => <StockDetail d={d} />}</QueryState>}
      <Card title={<h1 style={{ fontSize: 16, margin: 0 }}>龙虎榜</h1>} extra={dateSwitch} data-testid="dragon-tiger-list">
        <QueryState query={day} isEmpty={(d) => d.list.length === 0} emptyText={date ? `${date} 没有龙虎榜数据` : '暂无龙虎榜数据'}>
          {(d) => {
            const stocks = new Set(d.list.map((r) => r.code)).size;
            const net = d.list.reduce((a, r) => a + r.netAmount, 0);
            const inst = d.list.reduce((a, r) => a + (r.instNet ?? 0), 0);
            return (
              <>
                <div className="lt-row" style={{ gap: 24, marginBottom: 12 }}>
                  <Statistic title="上榜股票" value={stocks} suffix="只" />
                  <Statistic title="龙虎榜净买额" value={<Net value={net} />} />
                  <Statistic title="机构净买额" value={<Net value={inst} />} />
                </div>
                <LiteTable
                  rowKey={entryKey}
                  rows={d.list}
                  columns={columns}
                  phone={{ ...LIST_PHONE, details: false }}
                  rowClassName={(r) => (r.code === code ? 'is-selected' : undefined)}
                  onRowClick={(r) => setParams({ date: r.tradeDate, code: r.code })}
                  pageSize={50}
                  ariaLabel="龙虎榜"
                />
                <p className="lt-muted" style={{ fontSize: 12, marginTop: 8 }}>
                  上榜规则：主板日涨跌幅偏离值达 ±7%、日振幅达 15%、日换手率达 20% 的各前 5 只；创业板、科创板日涨跌幅达 ±15%、振幅达 30%、换手率达 30% 的各前 5 只；连续三个交易日涨跌幅偏离值累计达到规定幅度的证券。
                </p>
              </>
            );
          }}
        </QueryState>
      </Card>
    </Stack>
  );
}
