import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { MoneyClassVO, MoneyFlowDayVO } from '@gprs/contract';
import { EChart, QueryState, changeColor, formatUnit } from '../../../shared/market';
import { Card, LiteTable, Statistic, Tabs, type Column } from '../../../shared/lite';
import { moneyApi, moneyKeys } from './money-api';
import { dailyMainNetOption, mainNetLineOption, mainNetOver } from './money-charts';

/** A signed amount in 万 / 亿, red for inflow and green for outflow. */
function Net({ value }: { value: number | null | undefined }) {
  return <span style={{ color: changeColor(value ?? 0), fontVariantNumeric: 'tabular-nums' }}>{formatUnit(value)}</span>;
}

interface ClassRow {
  key: string;
  label: string;
  c: MoneyClassVO;
}

const CLASS_COLUMNS: Column<ClassRow>[] = [
  { key: 'label', title: '类别', dataIndex: 'label' },
  { key: 'buy', title: '流入', align: 'right', render: (_v, r) => formatUnit(r.c.buy) },
  { key: 'sell', title: '流出', align: 'right', render: (_v, r) => formatUnit(r.c.sell) },
  { key: 'net', title: '净额', align: 'right', render: (_v, r) => <Net value={r.c.net} /> },
];

const classRows = (d: MoneyFlowDayVO): ClassRow[] => [
  { key: 'elg', label: '超大单', c: d.extraLarge },
  { key: 'lg', label: '大单', c: d.large },
  { key: 'md', label: '中单', c: d.medium },
  { key: 'sm', label: '小单', c: d.small },
];

const DAY_COLUMNS: Column<MoneyFlowDayVO>[] = [
  { key: 'tradeDate', title: '日期', dataIndex: 'tradeDate', width: 110 },
  { key: 'changePercent', title: '涨跌幅', dataIndex: 'changePercent', align: 'right', render: (v: number | null) => <span style={{ color: changeColor(v ?? 0) }}>{v === null ? '--' : `${v > 0 ? '+' : ''}${v.toFixed(2)}%`}</span> },
  { key: 'mainNet', title: '主力净流入', dataIndex: 'mainNet', align: 'right', render: (v: number) => <Net value={v} /> },
  { key: 'elg', title: '超大单', align: 'right', render: (_v, r) => <Net value={r.extraLarge.net} /> },
  { key: 'lg', title: '大单', align: 'right', render: (_v, r) => <Net value={r.large.net} /> },
  { key: 'md', title: '中单', align: 'right', render: (_v, r) => <Net value={r.medium.net} /> },
  { key: 'sm', title: '小单', align: 'right', render: (_v, r) => <Net value={r.small.net} /> },
];
const DAY_PHONE = { keep: ['tradeDate', 'mainNet'], figure: 'changePercent' };

/** The stock's 龙虎榜 link: shown only when the stock has been listed (its latest listing day). */
function DragonTigerLink({ code }: { code: string }) {
  const q = useQuery({ queryKey: moneyKeys.dragonTigerStock(code, undefined), queryFn: () => moneyApi.dragonTigerStock(code) });
  const latest = q.data?.history[0];
  if (!latest) return null;
  return (
    <Link to={`/dragonTiger?date=${latest.tradeDate}&code=${code}`} data-testid="stock-dragon-tiger-link">
      龙虎榜 {latest.tradeDate}
    </Link>
  );
}

/**
 * 资金流向 on the stock page: 主力 / 超大单 / 大单 / 中单 / 小单 of the market day, the intraday 主力 line, and the last 5 /
 * 10 days; a link to the stock's 龙虎榜 when it was listed.
 */
export function MoneyFlowPanel({ code }: { code: string }) {
  const q = useQuery({ queryKey: moneyKeys.stock(code), queryFn: () => moneyApi.stock(code, 10), refetchInterval: 30_000 });
  return (
    <Card title={`资金流向${q.data?.tradeDate ? ` ${q.data.tradeDate}` : ''}`} extra={<DragonTigerLink code={code} />} data-testid="money-flow-panel">
      <QueryState query={q} isEmpty={(d) => !d.today && d.days.length === 0} emptyText="暂无资金流向数据">
        {(d) => {
          const day = d.today ?? d.days[0];
          const five = mainNetOver(d.days, 5);
          const ten = mainNetOver(d.days, 10);
          return (
            <>
              <div className="lt-row" style={{ flexWrap: 'wrap', gap: 24, marginBottom: 12 }}>
                <Statistic title={d.today ? '主力净流入' : `主力净流入（${day.tradeDate}）`} value={<Net value={day.mainNet} />} />
                <Statistic title="净流入" value={<Net value={day.net} />} />
                <Statistic title="5日主力净流入" value={<Net value={five} />} />
                <Statistic title="10日主力净流入" value={<Net value={ten} />} />
              </div>
              <LiteTable rowKey="key" rows={classRows(day)} columns={CLASS_COLUMNS} ariaLabel="资金分类" />
              <Tabs
                ariaLabel="资金走势"
                defaultActiveKey={d.intraday.length ? 'intraday' : 'days'}
                items={[
                  {
                    key: 'intraday',
                    label: '分时主力',
                    children: d.intraday.length ? <EChart option={mainNetLineOption(d.intraday)} height={220} ariaLabel="分时主力净流入" /> : <div style={{ color: '#8c8c8c', padding: '16px 0' }}>今日暂无分时资金数据</div>,
                  },
                  {
                    key: 'days',
                    label: '近10日',
                    children: (
                      <>
                        <EChart option={dailyMainNetOption(d.days)} height={200} ariaLabel="近10日主力净流入" />
                        <LiteTable rowKey="tradeDate" rows={d.days} columns={DAY_COLUMNS} phone={DAY_PHONE} ariaLabel="近10日资金流向" />
                      </>
                    ),
                  },
                ]}
              />
            </>
          );
        }}
      </QueryState>
    </Card>
  );
}
