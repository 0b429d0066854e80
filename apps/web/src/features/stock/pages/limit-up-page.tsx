import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import type { BoardValue, LimitUpVO } from '@gprs/contract';
import { BOARD_LABELS, BOARDS, LIMIT_UP_POOL_LABELS } from '@gprs/contract/labels';
import { Card, Chips, Empty, LiteTable, RadioButtons, SearchBox, Stack, Statistic, Tabs, Tag, type Column, type SortState } from '../../../shared/lite';
import { DragonTigerMark } from '../components/dragon-tiger-mark';
import { AuctionCell } from '../components/auction-cell';
import { StockCell } from '../components/stock-table';
import { poolLabels } from './limit-up-labels';
import './limit-up-page.css';
import { brokenRate, Change, QueryState, changeColor, filterPool, formatPercent, formatUnit, groupLadder, market, marketKeys, reasonCounts, streakLabel, useLiveMarket } from '../../../shared/market';

const POOL_TYPES = ['1', '2', '3', '4'] as const;
type PoolKey = (typeof POOL_TYPES)[number];
/** The figure a phone shows beside price and change, by pool: 连板, 炸板次数, 封单额, 连板. */
const PHONE_FIGURE: Record<number, string> = { 1: 'streak', 2: 'openCount', 3: 'sealAmount', 4: 'streak' };
const PHONE_KEEP = ['code', 'price', 'changePercent'];

function columns(poolType: number): Column<LimitUpVO>[] {
  const words = poolLabels(poolType);
  return [
    {
      title: '股票',
      key: 'code',
      fixed: true,
      width: 130,
      render: (_: unknown, r: LimitUpVO) => (
        <>
          <StockCell code={r.stockCode} name={r.stockName} />
          <DragonTigerMark code={r.stockCode} tradeDate={r.tradeDate} />
        </>
      ),
    },
    { title: '最新价', key: 'price', dataIndex: 'price', align: 'right', render: (v: number, r: LimitUpVO) => <Change value={v} kind="price" by={r.changePercent} /> },
    { title: '涨跌幅', key: 'changePercent', dataIndex: 'changePercent', align: 'right', sorter: (a, b) => a.changePercent - b.changePercent, render: (v: number) => <Change value={v} /> },
    // 集合竞价 of the day: 竞价涨幅, 竞价成交额, 未匹配量 (decision 0040)
    { title: '竞价', key: 'auction', align: 'right', width: 150, render: (_: unknown, r: LimitUpVO) => <AuctionCell code={r.stockCode} tradeDate={r.tradeDate} /> },
    ...(poolType === 1 || poolType === 4
      ? ([
          {
            title: '连板',
            key: 'streak',
            dataIndex: 'streak',
            sorter: (a, b) => a.streak - b.streak,
            render: (v: number, r: LimitUpVO) => (
              // the tags wrap inside their cell (a 一字 beside a long streak never runs over the next column)
              <span className="lu-streak">
                <Tag color={v >= 3 ? 'red' : v === 2 ? 'volcano' : 'default'}>{streakLabel(v)}</Tag>
                {r.oneWord && <Tag color="magenta">一字</Tag>}
              </span>
            ),
          },
          { title: '涨停统计', key: 'ntLabel', dataIndex: 'ntLabel', render: (v: string) => v || '--' },
        ] satisfies Column<LimitUpVO>[])
      : []),
    ...(poolType !== 4
      ? ([
          { title: '首次封板', key: 'firstSealTime', dataIndex: 'firstSealTime', sorter: (a, b) => (a.firstSealTime ?? '').localeCompare(b.firstSealTime ?? '') },
          { title: '最后封板', key: 'lastSealTime', dataIndex: 'lastSealTime' },
          { title: words.sealAmount, key: 'sealAmount', dataIndex: 'sealAmount', align: 'right', sorter: (a, b) => a.sealAmount - b.sealAmount, render: (v: number) => formatUnit(v) },
          { title: words.openCount, key: 'openCount', dataIndex: 'openCount', align: 'right', sorter: (a, b) => a.openCount - b.openCount },
        ] satisfies Column<LimitUpVO>[])
      : []),
    { title: '成交额', key: 'amount', dataIndex: 'amount', align: 'right', sorter: (a, b) => a.amount - b.amount, render: (v: number) => formatUnit(v) },
    { title: '换手率', key: 'turnoverRate', dataIndex: 'turnoverRate', align: 'right', render: (v: number | null) => formatPercent(v, false) },
    { title: '流通市值', key: 'floatMarketCap', dataIndex: 'floatMarketCap', align: 'right', render: (v: number | null) => formatUnit(v) },
    {
      title: words.reason,
      key: 'reason',
      width: 280,
      ellipsis: true,
      render: (_: unknown, r: LimitUpVO) =>
        r.reasonConcept || r.reason ? (
          <span title={r.reason}>
            {r.reasonConcept && <Tag color="red">{r.reasonConcept}</Tag>}
            <span style={{ color: '#595959', fontSize: 12 }}>{r.reason.length > 24 ? `${r.reason.slice(0, 24)}…` : r.reason}</span>
          </span>
        ) : (
          '--'
        ),
    },
  ];
}

function Ladder({ pool }: { pool: LimitUpVO[] }) {
  const levels = groupLadder(pool);
  if (levels.length === 0) return <Empty description="暂无连板数据" />;
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
          <Chips style={{ minWidth: 0 }}>
            {l.stocks.map((s) => (
              <Link key={s.stockCode} to={`/stock?code=${s.stockCode}`} title={`${s.reasonConcept} ${s.reason}`}>
                <Tag style={{ borderColor: changeColor(1), color: changeColor(1), padding: '2px 8px' }}>
                  {s.stockName}
                  {s.reasonConcept && <span style={{ color: '#8c8c8c' }}> · {s.reasonConcept}</span>}
                </Tag>
              </Link>
            ))}
          </Chips>
        </div>
      ))}
    </div>
  );
}

const BOARD_ITEMS = [{ key: '' as BoardValue | '', label: '全部' }, ...BOARDS.map((b) => ({ key: b as BoardValue | '', label: BOARD_LABELS[b] }))];

/**
 * /limitUp: 涨停 / 炸板 / 跌停 / 昨日涨停 pools of a trade day, the 连板梯队 ladder, reasons and filters. Plain
 * elements (shared/lite): the page hydrates without a UI library (docs/decisions/0034).
 */
export default function LimitUpPage() {
  useLiveMarket();
  const [params, setParams] = useSearchParams();
  const poolType = Number(params.get('poolType') ?? 1);
  const days = useQuery({ queryKey: [...marketKeys.limitUp, 'days'], queryFn: () => market.tradeDays(30) });
  const tradeDate = params.get('tradeDate') ?? days.data?.[0];
  const [board, setBoard] = useState<BoardValue | ''>('');
  const [keyword, setKeyword] = useState('');
  const [reason, setReason] = useState('');
  const [oneWordOnly, setOneWordOnly] = useState(false);
  const [sort, setSort] = useState<SortState>({});
  const cols = useMemo(() => columns(poolType), [poolType]);
  const summary = useQuery({ queryKey: [...marketKeys.limitUp, 'summary', tradeDate], queryFn: () => market.limitUpSummary(tradeDate), enabled: !!tradeDate });
  const pool = useQuery({ queryKey: [...marketKeys.limitUp, 'pool', tradeDate, poolType], queryFn: async () => (await market.limitUpPool({ tradeDate, poolType })).list, enabled: !!tradeDate });
  const ladderPool = useQuery({ queryKey: [...marketKeys.limitUp, 'pool', tradeDate, 1], queryFn: async () => (await market.limitUpPool({ tradeDate, poolType: 1 })).list, enabled: !!tradeDate });
  const filter = { board: board || undefined, keyword, reason: reason || undefined, oneWordOnly };
  const rows = useMemo(() => filterPool(pool.data ?? [], filter), [pool.data, board, keyword, reason, oneWordOnly]); // eslint-disable-line react-hooks/exhaustive-deps
  const reasons = useMemo(() => reasonCounts(pool.data ?? []), [pool.data]);
  const set = (patch: Record<string, string>) => setParams({ ...Object.fromEntries(params), ...patch }, { replace: true });

  return (
    <Stack>
      <Card size="small">
        <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 16 }}>
          <label className="lt-row" style={{ flex: 'none' }}>
            交易日
            <select className="lt-select" style={{ width: 140, height: 32 }} value={tradeDate ?? ''} onChange={(e) => set({ tradeDate: e.target.value })} aria-label="交易日">
              {(days.data ?? []).map((d) => (
                <option key={d} value={d}>
                  {d}
                </option>
              ))}
            </select>
          </label>
          <div style={{ flex: 'auto', minWidth: 0 }}>
            <QueryState query={summary} rows={1}>
              {(s) => (
                <div className="lt-stats">
                  <Statistic title="涨停" value={s.limitUpCount} color={changeColor(1)} />
                  <Statistic title="炸板" value={s.brokenCount} />
                  <Statistic title="跌停" value={s.limitDownCount} color={changeColor(-1)} />
                  <Statistic title="封板率" value={formatPercent(s.sealRate, false)} />
                  <Statistic title="炸板率" value={formatPercent(brokenRate(s.sealRate), false)} />
                  <Statistic title="最高连板" value={s.highestStreak} suffix="板" color={changeColor(1)} />
                </div>
              )}
            </QueryState>
          </div>
        </div>
      </Card>
      <Card size="small" title="连板梯队">
        <QueryState query={ladderPool} rows={3}>
          {(p) => <Ladder pool={filterPool(p, { board: board || undefined, keyword, oneWordOnly })} />}
        </QueryState>
      </Card>
      <Card size="small">
        <Tabs<PoolKey>
          ariaLabel="股池"
          activeKey={String(poolType) as PoolKey}
          onChange={(k) => {
            setReason('');
            setSort({});
            set({ poolType: k });
          }}
          items={POOL_TYPES.map((t) => ({ key: t, label: LIMIT_UP_POOL_LABELS[Number(t) as 1 | 2 | 3 | 4] }))}
        />
        <div className="lt-row" style={{ marginBottom: 12 }}>
          <RadioButtons ariaLabel="板块" items={BOARD_ITEMS} value={board} onChange={setBoard} />
          <select className="lt-select" style={{ width: 180 }} value={reason} onChange={(e) => setReason(e.target.value)} aria-label={poolLabels(poolType).reason}>
            <option value="">{poolLabels(poolType).reason}</option>
            {reasons.map((r) => (
              <option key={r.name} value={r.name}>
                {`${r.name}（${r.count}）`}
              </option>
            ))}
          </select>
          <label className="lt-check">
            <input type="checkbox" checked={oneWordOnly} onChange={(e) => setOneWordOnly(e.target.checked)} />
            只看一字板
          </label>
          <SearchBox placeholder="代码 / 名称" onSearch={setKeyword} style={{ width: 180 }} />
        </div>
        <QueryState query={pool} rows={8}>
          {() => (
            <LiteTable
              rowKey="id"
              columns={cols}
              rows={rows}
              sort={sort}
              onSortChange={setSort}
              phone={{ keep: PHONE_KEEP, figure: PHONE_FIGURE[poolType] }}
              minWidth={1300}
              pageSize={50}
              showTotal={(t) => `共 ${t} 只`}
              empty={`${tradeDate ?? ''} 暂无${LIMIT_UP_POOL_LABELS[poolType as 1 | 2 | 3 | 4]}数据`}
              ariaLabel={LIMIT_UP_POOL_LABELS[poolType as 1 | 2 | 3 | 4]}
            />
          )}
        </QueryState>
      </Card>
    </Stack>
  );
}
