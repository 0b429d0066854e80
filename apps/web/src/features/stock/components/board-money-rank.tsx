import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { BoardMoneyVO } from '@gprs/contract';
import { Card, LiteTable, Segmented, type Column } from '../../../shared/lite';
import { Change, QueryState, changeColor, formatUnit } from '../../../shared/market';
import { moneyApi, moneyKeys } from './money-api';

const Net = ({ value }: { value: number }) => <span style={{ color: changeColor(value), whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>{formatUnit(value)}</span>;

const COLUMNS: Column<BoardMoneyVO>[] = [
  { key: 'name', title: '板块', render: (_v, r) => <Link to={`/concept?type=${r.type}&code=${r.code}`}>{r.name}</Link> },
  { key: 'changePercent', title: '涨跌幅', dataIndex: 'changePercent', align: 'right', render: (v: number) => <Change value={v} /> },
  { key: 'mainNet', title: '主力净流入', dataIndex: 'mainNet', align: 'right', render: (v: number) => <Net value={v} /> },
  { key: 'net', title: '净流入', dataIndex: 'net', align: 'right', render: (v: number) => <Net value={v} /> },
  {
    key: 'topStock',
    title: '主力流入最多',
    render: (_v, r) =>
      r.topStock ? (
        <Link to={`/stock?code=${r.topStock.code}`} style={{ whiteSpace: 'nowrap' }}>
          {r.topStock.name}
        </Link>
      ) : (
        '--'
      ),
  },
];
const PHONE = { keep: ['name', 'changePercent', 'mainNet'], figure: 'topStock' };

/** Boards of one type ranked by their members' 主力净流入 (the largest inflow, or outflow, first). */
export function BoardMoneyRank({ type }: { type: 1 | 2 }) {
  const [order, setOrder] = useState<'in' | 'out'>('in');
  const q = useQuery({ queryKey: moneyKeys.boardRank(type, order), queryFn: () => moneyApi.boardRank(type, order, 10), refetchInterval: 30_000 });
  return (
    <Card
      size="small"
      title={`${type === 1 ? '行业' : '概念'}资金流向${q.data?.tradeDate ? ` ${q.data.tradeDate}` : ''}`}
      extra={
        <Segmented
          ariaLabel="资金方向"
          value={order}
          onChange={setOrder}
          items={[
            { key: 'in', label: '净流入' },
            { key: 'out', label: '净流出' },
          ]}
        />
      }
      data-testid="board-money-rank"
    >
      <QueryState query={q} isEmpty={(d) => d.list.length === 0} emptyText="暂无板块资金数据">
        {(d) => <LiteTable rowKey="code" rows={d.list} columns={COLUMNS} phone={PHONE} ariaLabel="板块资金流向" />}
      </QueryState>
    </Card>
  );
}
