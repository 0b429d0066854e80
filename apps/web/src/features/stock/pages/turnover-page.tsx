import { useMemo, useState } from 'react';
import { Card, Segmented, Space, Table } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { TurnoverVO } from '@gprs/contract';
import { EChart, QueryState, changeColor, formatYi, linesOption, market, volumeTrend } from '../../../shared/market';

/** /turnover: 两市成交额 history (沪 / 深 / 合计) as a chart and a table. */
export default function TurnoverPage() {
  const [limit, setLimit] = useState(60);
  const q = useQuery({ queryKey: ['turnover', limit], queryFn: () => market.turnoverHistory(limit) });
  const rows = useMemo(() => [...(q.data ?? [])].sort((a, b) => a.tradeDate.localeCompare(b.tradeDate)), [q.data]);
  const option = useMemo(
    () =>
      linesOption(
        rows.map((r) => r.tradeDate),
        [
          { name: '两市合计', data: rows.map((r) => r.twoMarketAmount), color: '#f5222d' },
          { name: '沪市', data: rows.map((r) => r.shAmount), color: '#1677ff' },
          { name: '深市', data: rows.map((r) => r.szAmount), color: '#fa8c16' },
        ],
        (v) => formatYi(v, 0),
      ),
    [rows],
  );
  const table = [...rows].reverse();
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card
        size="small"
        title="两市成交额走势"
        extra={<Segmented size="small" value={limit} onChange={(v) => setLimit(v as number)} options={[{ value: 20, label: '20日' }, { value: 60, label: '60日' }, { value: 120, label: '120日' }, { value: 250, label: '250日' }]} />}
      >
        <QueryState query={q} isEmpty={(d) => d.length === 0} rows={8}>
          {() => <EChart option={option} height={340} ariaLabel="两市成交额走势" />}
        </QueryState>
      </Card>
      <Card size="small" title="历史成交">
        <QueryState query={q} isEmpty={(d) => d.length === 0}>
          {() => (
            <Table<TurnoverVO & { diff?: number }>
              rowKey="tradeDate"
              size="small"
              scroll={{ x: 760 }}
              dataSource={table}
              pagination={{ pageSize: 20, hideOnSinglePage: true }}
              columns={[
                { title: '交易日', dataIndex: 'tradeDate', fixed: 'left', width: 100 },
                { title: '沪市', dataIndex: 'shAmount', align: 'right', render: (v: number) => formatYi(v) },
                { title: '深市', dataIndex: 'szAmount', align: 'right', render: (v: number) => formatYi(v) },
                { title: '北交所（另计）', dataIndex: 'bjAmount', align: 'right', render: (v: number) => formatYi(v) },
                { title: '两市合计', key: 'two', align: 'right', render: (_: unknown, r) => <b>{formatYi(r.twoMarketAmount)}</b> },
                {
                  title: '较前日',
                  key: 'diff',
                  align: 'right',
                  render: (_: unknown, r, i) => {
                    const prev = table[i + 1];
                    if (!prev) return '--';
                    const diff = r.twoMarketAmount - prev.twoMarketAmount;
                    return (
                      <span style={{ color: changeColor(diff) }}>
                        {volumeTrend(diff)} {formatYi(Math.abs(diff))}
                      </span>
                    );
                  },
                },
                { title: '涨/跌/平', key: 'ud', align: 'right', render: (_: unknown, r) => (
                  <span>
                    <span style={{ color: changeColor(1) }}>{r.upCount}</span>/<span style={{ color: changeColor(-1) }}>{r.downCount}</span>/{r.flatCount}
                  </span>
                ) },
                { title: '涨停/跌停', key: 'lim', align: 'right', render: (_: unknown, r) => `${r.limitUpCount}/${r.limitDownCount}` },
              ]}
            />
          )}
        </QueryState>
      </Card>
    </Space>
  );
}
