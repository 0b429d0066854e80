import { useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import type { ConceptMemberVO, ConceptVO } from '@gprs/contract';
import { Card, LiteTable, PhoneSort, SearchBox, Stack, Tabs, type Column, type SortState } from '../../../shared/lite';
import { BoardMoneyRank } from '../components/board-money-rank';
import { Change, QueryState, changeColor, formatUnit, market, marketKeys, useLiveMarket } from '../../../shared/market';
import { StockCharts } from '../components/stock-charts';
import { FavoriteButton } from '../components/favorite-button';
import { PAGE_SIZES } from '../components/lists';
import { STOCK_PHONE_KEEP, apiSort, liteSort, liteStockColumns } from '../components/stock-table';
import './concept-page.css';

const MEMBER_COLUMNS: Column<ConceptMemberVO>[] = liteStockColumns<ConceptMemberVO>([{ title: '入选理由', key: 'reason', dataIndex: 'reason', width: 240, ellipsis: true }]);

function BoardDetail({ code }: { code: string }) {
  const [params, setParams] = useSearchParams();
  const state = {
    code,
    pageNo: Number(params.get('mPageNo') ?? 1),
    pageSize: Number(params.get('mPageSize') ?? 20),
    sortField: params.get('mSortField') ?? undefined,
    sortOrder: (params.get('mSortOrder') as 'asc' | 'desc' | null) ?? undefined,
  };
  const concept = useQuery({ queryKey: ['concept', code], queryFn: () => market.concept(code) });
  const members = useQuery({ queryKey: marketKeys.conceptMembers(state), queryFn: () => market.conceptMembers(state), placeholderData: keepPreviousData });
  const setMembers = (pageNo: number, pageSize: number, sort: SortState) => {
    const next = new URLSearchParams(params);
    next.set('mPageNo', String(pageNo));
    next.set('mPageSize', String(pageSize));
    const s = apiSort(sort);
    if (s.sortField) {
      next.set('mSortField', s.sortField);
      next.set('mSortOrder', s.sortOrder ?? 'desc');
    } else {
      next.delete('mSortField');
      next.delete('mSortOrder');
    }
    setParams(next, { replace: true });
  };
  const sort = liteSort(state);
  return (
    <Stack>
      <Card size="small">
        <QueryState query={concept} rows={2}>
          {(c) => (
            <div>
              <div className="lt-row" style={{ alignItems: 'baseline' }}>
                <h2 className="lt-title5" style={{ margin: 0, fontSize: 20 }} data-testid="concept-name">
                  {c.name}
                </h2>
                <Change value={c.changePercent} style={{ fontSize: 20, fontWeight: 600 }} />
                <FavoriteButton targetType={3} targetId={c.id} />
              </div>
              <div style={{ color: '#595959', marginTop: 4 }}>
                上涨 <span style={{ color: changeColor(1) }}>{c.upCount}</span> · 下跌 <span style={{ color: changeColor(-1) }}>{c.downCount}</span> · 涨停 {c.limitUpCount} · 成分股 {c.stockCount} · 成交额 {formatUnit(c.amount)}
              </div>
              <div style={{ color: '#8c8c8c', marginTop: 4 }}>{c.description}</div>
            </div>
          )}
        </QueryState>
      </Card>
      <StockCharts code={code} kind="concept" />
      <Card size="small" title="成分股" extra={<PhoneSort columns={MEMBER_COLUMNS} value={sort} onChange={(s) => setMembers(1, state.pageSize, s)} />}>
        <QueryState query={members} rows={6}>
          {(d) => (
            <LiteTable
              rowKey="code"
              columns={MEMBER_COLUMNS}
              rows={d.list}
              sort={sort}
              onSortChange={(s) => setMembers(1, state.pageSize, s)}
              phone={{ keep: STOCK_PHONE_KEEP, figure: 'amount' }}
              minWidth={1100}
              pagination={{ page: state.pageNo, pageSize: state.pageSize, total: d.total, pageSizes: PAGE_SIZES, onChange: (p, size) => setMembers(p, size, sort) }}
              showTotal={(t) => `共 ${t} 只`}
              empty="暂无成分股"
              ariaLabel="成分股"
            />
          )}
        </QueryState>
      </Card>
    </Stack>
  );
}

/** What a phone always keeps of the board list: the board, its change and its leading stock (领涨股). */
const BOARD_PHONE_KEEP = ['name', 'changePercent', 'lead'];

function boardColumns(type: number, detail: boolean): Column<ConceptVO>[] {
  const sortable = (key: keyof ConceptVO & string) => ({ key, dataIndex: key, sorter: true as const, align: 'right' as const });
  return [
    { title: '板块', key: 'name', dataIndex: 'name', fixed: true, render: (v: string, r) => <Link to={`/concept?type=${type}&code=${r.code}`}>{v}</Link> },
    { title: '涨跌幅', ...sortable('changePercent'), render: (v: number) => <Change value={v} /> },
    {
      title: '涨/跌',
      ...sortable('upCount'),
      render: (_: unknown, r) => (
        <span>
          <span style={{ color: changeColor(1) }}>{r.upCount}</span>/<span style={{ color: changeColor(-1) }}>{r.downCount}</span>
        </span>
      ),
    },
    ...(detail
      ? []
      : ([
          { title: '涨停', ...sortable('limitUpCount') },
          { title: '成交额', ...sortable('amount'), render: (v: number) => formatUnit(v) },
          { title: '成分股', ...sortable('stockCount') },
          { title: '热度', ...sortable('heat'), render: (v: number) => formatUnit(v, 1) },
        ] satisfies Column<ConceptVO>[])),
    {
      title: '领涨股',
      key: 'lead',
      render: (_: unknown, r) =>
        r.leadingStockCode ? (
          <Link to={`/stock?code=${r.leadingStockCode}`} className="concept-lead">
            <span className="concept-lead__name">{r.leadingStockName}</span> <Change value={r.leadingStockChangePercent} />
          </Link>
        ) : (
          '--'
        ),
    },
  ];
}

/**
 * /concept: industries and concepts tabs, a sortable board table; a board's members and chart (?code=). Plain
 * elements (shared/lite, docs/decisions/0034).
 */
export default function ConceptPage() {
  useLiveMarket();
  const [params, setParams] = useSearchParams();
  const type = Number(params.get('type') ?? 2);
  const code = params.get('code') ?? undefined;
  const state = {
    type,
    pageNo: Number(params.get('pageNo') ?? 1),
    pageSize: Number(params.get('pageSize') ?? 20),
    keyword: params.get('keyword') ?? undefined,
    sortField: params.get('sortField') ?? undefined,
    sortOrder: (params.get('sortOrder') as 'asc' | 'desc' | null) ?? undefined,
  };
  const q = useQuery({ queryKey: ['concept-page', state], queryFn: () => market.conceptPage(state), placeholderData: keepPreviousData, refetchInterval: 30_000 });
  const set = (patch: Record<string, string | number | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v === undefined || v === '') next.delete(k);
      else next.set(k, String(v));
    }
    setParams(next, { replace: true });
  };
  const columns = useMemo(() => boardColumns(type, !!code), [type, code]);
  return (
    <div className={code ? 'concept-layout concept-layout--detail' : 'concept-layout'}>
      <Card size="small">
        <Tabs
          ariaLabel="板块类型"
          activeKey={String(type) as '1' | '2'}
          onChange={(k) => set({ type: k, pageNo: 1 })}
          items={[
            { key: '2', label: '概念板块' },
            { key: '1', label: '行业板块' },
          ]}
          extra={<SearchBox placeholder="板块名称" defaultValue={state.keyword} onSearch={(v) => set({ keyword: v, pageNo: 1 })} style={{ width: 160 }} />}
        />
        <QueryState query={q} rows={10}>
          {(d) => (
            // a phone shows the board, its change and the leading stock, and the sorted column when it is another; a tap opens the board
            <LiteTable
              rowKey="code"
              columns={columns}
              rows={d.list}
              sort={liteSort(state)}
              onSortChange={(s) => {
                const api = apiSort(s);
                set({ pageNo: 1, sortField: api.sortField, sortOrder: api.sortOrder });
              }}
              phone={{ keep: BOARD_PHONE_KEEP, details: false }}
              minWidth={code ? 560 : 900}
              rowClassName={(r) => (r.code === code ? 'is-selected' : undefined)}
              onRowClick={(r) => set({ code: r.code, mPageNo: undefined, mSortField: undefined, mSortOrder: undefined })}
              pagination={{ page: state.pageNo, pageSize: state.pageSize, total: d.total, pageSizes: PAGE_SIZES, onChange: (p, size) => set({ pageNo: p, pageSize: size }) }}
              empty="暂无板块"
              ariaLabel="板块"
            />
          )}
        </QueryState>
      </Card>
      {code ? <BoardDetail code={code} /> : <BoardMoneyRank type={type === 1 ? 1 : 2} />}
    </div>
  );
}
