import { useMemo, useState } from 'react';
import { Card, Checkbox, Col, Empty, Input, Radio, Row, Select, Space, Statistic, Table, Tabs, Tag, Tooltip } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import type { BoardValue, LimitUpVO } from '@gprs/contract';
import { BOARD_LABELS, BOARDS, LIMIT_UP_POOL_LABELS } from '@gprs/contract';
import { brokenRate, Change, QueryState, changeColor, filterPool, formatPercent, formatUnit, groupLadder, market, marketKeys, reasonCounts, streakLabel, useLiveMarket } from '../../../shared/market';
import { usePhoneTable } from '../../../shared/phone';
import { toSort } from '../components/stock-table';

const POOL_TYPES = [1, 2, 3, 4] as const;
/** The figure a phone shows beside price and change, by pool: 连板, 炸板次数, 封单额, 连板. */
const PHONE_FIGURE: Record<number, string> = { 1: 'streak', 2: 'openCount', 3: 'sealAmount', 4: 'streak' };

function columns(poolType: number) {
  return [
    {
      title: '股票',
      key: 'code',
      fixed: 'left' as const,
      width: 130,
      render: (_: unknown, r: LimitUpVO) => (
        <Link to={`/stock?code=${r.stockCode}`}>
          <b>{r.stockName}</b> <span style={{ color: '#8c8c8c' }}>{r.stockCode}</span>
        </Link>
      ),
    },
    { title: '最新价', dataIndex: 'price', align: 'right' as const, render: (v: number, r: LimitUpVO) => <Change value={v} kind="price" by={r.changePercent} /> },
    { title: '涨跌幅', dataIndex: 'changePercent', align: 'right' as const, sorter: (a: LimitUpVO, b: LimitUpVO) => a.changePercent - b.changePercent, render: (v: number) => <Change value={v} /> },
    ...(poolType === 1 || poolType === 4
      ? [
          {
            title: '连板',
            dataIndex: 'streak',
            sorter: (a: LimitUpVO, b: LimitUpVO) => a.streak - b.streak,
            render: (v: number, r: LimitUpVO) => (
              <Space size={4}>
                <Tag color={v >= 3 ? 'red' : v === 2 ? 'volcano' : 'default'}>{streakLabel(v)}</Tag>
                {r.oneWord && <Tag color="magenta">一字</Tag>}
              </Space>
            ),
          },
          { title: '涨停统计', dataIndex: 'ntLabel', render: (v: string) => v || '--' },
        ]
      : []),
    ...(poolType !== 4
      ? [
          { title: '首次封板', dataIndex: 'firstSealTime', sorter: (a: LimitUpVO, b: LimitUpVO) => (a.firstSealTime ?? '').localeCompare(b.firstSealTime ?? ''), render: (v: string | null) => v ?? '--' },
          { title: '最后封板', dataIndex: 'lastSealTime', render: (v: string | null) => v ?? '--' },
          { title: poolType === 3 ? '封单额' : '封板资金', dataIndex: 'sealAmount', align: 'right' as const, sorter: (a: LimitUpVO, b: LimitUpVO) => a.sealAmount - b.sealAmount, render: (v: number) => formatUnit(v) },
          { title: '炸板次数', dataIndex: 'openCount', align: 'right' as const, sorter: (a: LimitUpVO, b: LimitUpVO) => a.openCount - b.openCount },
        ]
      : []),
    { title: '成交额', dataIndex: 'amount', align: 'right' as const, sorter: (a: LimitUpVO, b: LimitUpVO) => a.amount - b.amount, render: (v: number) => formatUnit(v) },
    { title: '换手率', dataIndex: 'turnoverRate', align: 'right' as const, render: (v: number | null) => formatPercent(v, false) },
    { title: '流通市值', dataIndex: 'floatMarketCap', align: 'right' as const, render: (v: number | null) => formatUnit(v) },
    {
      title: '涨停原因',
      key: 'reason',
      width: 280,
      ellipsis: { showTitle: false },
      render: (_: unknown, r: LimitUpVO) =>
        r.reasonConcept || r.reason ? (
          <Tooltip title={r.reason}>
            {r.reasonConcept && <Tag color="red">{r.reasonConcept}</Tag>}
            <span style={{ color: '#595959', fontSize: 12 }}>{r.reason.length > 24 ? `${r.reason.slice(0, 24)}…` : r.reason}</span>
          </Tooltip>
        ) : (
          '--'
        ),
    },
  ];
}

function Ladder({ pool }: { pool: LimitUpVO[] }) {
  const levels = groupLadder(pool);
  if (levels.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无连板数据" />;
  return (
    <div data-testid="ladder">
      {levels.map((l) => (
        <div key={l.streak} style={{ display: 'flex', gap: 12, padding: '8px 0', borderBottom: '1px dashed #f0f0f0' }}>
          <div style={{ width: 76, flex: 'none' }}>
            <Tag color={l.streak >= 3 ? 'red' : l.streak === 2 ? 'volcano' : 'orange'} style={{ fontWeight: 600 }}>
              {l.label}
            </Tag>
            <div style={{ color: '#8c8c8c', fontSize: 12 }}>{l.stocks.length} 只</div>
          </div>
          <Space size={[6, 6]} wrap>
            {l.stocks.map((s) => (
              <Link key={s.stockCode} to={`/stock?code=${s.stockCode}`}>
                <Tooltip title={`${s.reasonConcept} ${s.reason}`}>
                  <Tag style={{ borderColor: changeColor(1), color: changeColor(1), padding: '2px 8px' }}>
                    {s.stockName}
                    {s.reasonConcept && <span style={{ color: '#8c8c8c' }}> · {s.reasonConcept}</span>}
                  </Tag>
                </Tooltip>
              </Link>
            ))}
          </Space>
        </div>
      ))}
    </div>
  );
}

/** /limitUp: 涨停 / 炸板 / 跌停 / 昨日涨停 pools of a trade day, the 连板梯队 ladder, reasons and filters. */
export default function LimitUpPage() {
  useLiveMarket();
  const [params, setParams] = useSearchParams();
  const poolType = Number(params.get('poolType') ?? 1);
  const days = useQuery({ queryKey: [...marketKeys.limitUp, 'days'], queryFn: () => market.tradeDays(30) });
  const tradeDate = params.get('tradeDate') ?? days.data?.[0];
  const [board, setBoard] = useState<BoardValue | ''>('');
  const [keyword, setKeyword] = useState('');
  const [reason, setReason] = useState<string | undefined>();
  const [oneWordOnly, setOneWordOnly] = useState(false);
  const [sortField, setSortField] = useState<string | undefined>();
  const poolTable = usePhoneTable(columns(poolType), { rowKey: 'id', keep: ['code', 'price', 'changePercent'], figure: PHONE_FIGURE[poolType], sortField, scroll: { x: 1300 } });
  const summary = useQuery({ queryKey: [...marketKeys.limitUp, 'summary', tradeDate], queryFn: () => market.limitUpSummary(tradeDate), enabled: !!tradeDate });
  const pool = useQuery({ queryKey: [...marketKeys.limitUp, 'pool', tradeDate, poolType], queryFn: async () => (await market.limitUpPool({ tradeDate, poolType })).list, enabled: !!tradeDate });
  const ladderPool = useQuery({ queryKey: [...marketKeys.limitUp, 'pool', tradeDate, 1], queryFn: async () => (await market.limitUpPool({ tradeDate, poolType: 1 })).list, enabled: !!tradeDate });
  const filter = { board: board || undefined, keyword, reason, oneWordOnly };
  const rows = filterPool(pool.data ?? [], filter);
  const reasons = useMemo(() => reasonCounts(pool.data ?? []), [pool.data]);
  const set = (patch: Record<string, string>) => setParams({ ...Object.fromEntries(params), ...patch }, { replace: true });

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card size="small">
        <Row gutter={16} align="middle">
          <Col flex="none">
            <Space>
              交易日
              <Select style={{ width: 140 }} value={tradeDate} loading={days.isPending} options={(days.data ?? []).map((d) => ({ value: d, label: d }))} onChange={(v) => set({ tradeDate: v })} aria-label="交易日" />
            </Space>
          </Col>
          <Col flex="auto" style={{ minWidth: 0 }}>
            <QueryState query={summary} rows={1}>
              {(s) => (
                <Row gutter={[16, 8]}>
                  <Col xs={8} sm={4}>
                    <Statistic title="涨停" value={s.limitUpCount} valueStyle={{ color: changeColor(1) }} />
                  </Col>
                  <Col xs={8} sm={4}>
                    <Statistic title="炸板" value={s.brokenCount} />
                  </Col>
                  <Col xs={8} sm={4}>
                    <Statistic title="跌停" value={s.limitDownCount} valueStyle={{ color: changeColor(-1) }} />
                  </Col>
                  <Col xs={8} sm={4}>
                    <Statistic title="封板率" value={formatPercent(s.sealRate, false)} />
                  </Col>
                  <Col xs={8} sm={4}>
                    <Statistic title="炸板率" value={formatPercent(brokenRate(s.sealRate), false)} />
                  </Col>
                  <Col xs={8} sm={4}>
                    <Statistic title="最高连板" value={s.highestStreak} suffix="板" valueStyle={{ color: changeColor(1) }} />
                  </Col>
                </Row>
              )}
            </QueryState>
          </Col>
        </Row>
      </Card>
      <Card size="small" title="连板梯队">
        <QueryState query={ladderPool} rows={3}>
          {(p) => <Ladder pool={filterPool(p, { board: board || undefined, keyword, oneWordOnly })} />}
        </QueryState>
      </Card>
      <Card size="small">
        <Tabs
          activeKey={String(poolType)}
          onChange={(k) => {
            setReason(undefined);
            setSortField(undefined);
            set({ poolType: k });
          }}
          items={POOL_TYPES.map((t) => ({ key: String(t), label: LIMIT_UP_POOL_LABELS[t] }))}
        />
        <Space wrap style={{ marginBottom: 12 }}>
          <Radio.Group value={board} onChange={(e) => setBoard(e.target.value as BoardValue | '')} optionType="button" size="small">
            <Radio.Button value="">全部</Radio.Button>
            {BOARDS.map((b) => (
              <Radio.Button key={b} value={b}>
                {BOARD_LABELS[b]}
              </Radio.Button>
            ))}
          </Radio.Group>
          <Select allowClear placeholder="涨停原因" style={{ width: 180 }} size="small" value={reason} onChange={setReason} options={reasons.map((r) => ({ value: r.name, label: `${r.name}（${r.count}）` }))} />
          <Checkbox checked={oneWordOnly} onChange={(e) => setOneWordOnly(e.target.checked)}>
            只看一字板
          </Checkbox>
          <Input.Search size="small" allowClear placeholder="代码 / 名称" onSearch={setKeyword} style={{ width: 180 }} />
        </Space>
        <QueryState query={pool} rows={8}>
          {() => (
            <Table
              rowKey="id"
              size="small"
              dataSource={rows}
              {...poolTable}
              onChange={(_p, _f, sorter) => setSortField(toSort(sorter).sortField)}
              pagination={{ pageSize: 50, hideOnSinglePage: true, showTotal: (t) => `共 ${t} 只` }}
              locale={{ emptyText: `${tradeDate ?? ''} 暂无${LIMIT_UP_POOL_LABELS[poolType]}数据` }}
            />
          )}
        </QueryState>
      </Card>
    </Space>
  );
}
