import { Card, Col, Input, Row, Space, Table, Tabs, Typography, type TableProps } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import type { ConceptVO } from '@gprs/contract';
import { Change, QueryState, changeColor, formatUnit, market, marketKeys, useLiveMarket } from '../../../shared/market';
import { StockCharts } from '../components/stock-charts';
import { FavoriteButton } from '../components/favorite-button';
import { PAGE_SIZES } from '../components/lists';
import { PhoneSortPicker, usePhoneTable } from '../../../shared/phone';
import { STOCK_PHONE_KEEP, stockColumns, toSort, type SortState } from '../components/stock-table';

function order(sort: SortState, key: string): 'ascend' | 'descend' | null {
  return sort.sortField === key ? (sort.sortOrder === 'asc' ? 'ascend' : 'descend') : null;
}

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
  const memberColumns = stockColumns(state, [{ title: '入选理由', key: 'reason', dataIndex: 'reason', width: 240, ellipsis: true }]);
  const membersTable = usePhoneTable(memberColumns, {
    rowKey: 'code',
    keep: STOCK_PHONE_KEEP,
    figure: 'amount',
    sortField: state.sortField,
    scroll: { x: 1100 },
  });
  const members = useQuery({ queryKey: marketKeys.conceptMembers(state), queryFn: () => market.conceptMembers(state), placeholderData: keepPreviousData });
  const setMembers = (pageNo: number, pageSize: number, sort: SortState) => {
    const next = new URLSearchParams(params);
    next.set('mPageNo', String(pageNo));
    next.set('mPageSize', String(pageSize));
    if (sort.sortField) {
      next.set('mSortField', sort.sortField);
      next.set('mSortOrder', sort.sortOrder ?? 'desc');
    } else {
      next.delete('mSortField');
      next.delete('mSortOrder');
    }
    setParams(next, { replace: true });
  };
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card size="small">
        <QueryState query={concept} rows={2}>
          {(c) => (
            <div>
              <Space align="baseline">
                <Typography.Title level={4} style={{ margin: 0 }} data-testid="concept-name">
                  {c.name}
                </Typography.Title>
                <Change value={c.changePercent} style={{ fontSize: 20, fontWeight: 600 }} />
                <FavoriteButton targetType={3} targetId={c.id} />
              </Space>
              <div style={{ color: '#595959', marginTop: 4 }}>
                上涨 <span style={{ color: changeColor(1) }}>{c.upCount}</span> · 下跌 <span style={{ color: changeColor(-1) }}>{c.downCount}</span> · 涨停 {c.limitUpCount} · 成分股 {c.stockCount} · 成交额 {formatUnit(c.amount)}
              </div>
              <div style={{ color: '#8c8c8c', marginTop: 4 }}>{c.description}</div>
            </div>
          )}
        </QueryState>
      </Card>
      <StockCharts code={code} kind="concept" />
      <Card size="small" title="成分股" extra={<PhoneSortPicker columns={memberColumns} value={state} onChange={(sort) => setMembers(1, state.pageSize, sort)} />}>
        <QueryState query={members} rows={6}>
          {(d) => (
            <Table
              rowKey="code"
              size="small"
              dataSource={d.list}
              {...membersTable}
              onChange={(pg, _f, sorter) => setMembers(pg.current ?? 1, pg.pageSize ?? 20, toSort(sorter))}
              pagination={{ current: state.pageNo, pageSize: state.pageSize, total: d.total, showSizeChanger: true, pageSizeOptions: PAGE_SIZES, showTotal: (t) => `共 ${t} 只` }}
              locale={{ emptyText: '暂无成分股' }}
            />
          )}
        </QueryState>
      </Card>
    </Space>
  );
}

/** /concept: industries and concepts tabs, a sortable board table; a board's members and chart (?code=). */
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
  const sortable = (key: string) => ({ key, dataIndex: key, sorter: true, sortOrder: order(state, key), align: 'right' as const });
  const listColumns: NonNullable<TableProps<ConceptVO>['columns']> = [
    { title: '板块', dataIndex: 'name', fixed: 'left', render: (v: string, r) => <Link to={`/concept?type=${type}&code=${r.code}`}>{v}</Link> },
    { title: '涨跌幅', ...sortable('changePercent'), render: (v: number) => <Change value={v} /> },
    { title: '涨/跌', ...sortable('upCount'), render: (_: unknown, r) => (
      <span>
        <span style={{ color: changeColor(1) }}>{r.upCount}</span>/<span style={{ color: changeColor(-1) }}>{r.downCount}</span>
      </span>
    ) },
    ...(code
      ? []
      : [
          { title: '涨停', ...sortable('limitUpCount') },
          { title: '成交额', ...sortable('amount'), render: (v: number) => formatUnit(v) },
          { title: '成分股', ...sortable('stockCount') },
          { title: '热度', ...sortable('heat'), render: (v: number) => formatUnit(v, 1) },
        ]),
    {
      title: '领涨股',
      key: 'lead',
      render: (_: unknown, r) =>
        r.leadingStockCode ? (
          <Link to={`/stock?code=${r.leadingStockCode}`} onClick={(e) => e.stopPropagation()}>
            {r.leadingStockName} <Change value={r.leadingStockChangePercent} />
          </Link>
        ) : (
          '--'
        ),
    },
  ];
  // a phone shows the board, its change and one figure (the sorted column, else the leading stock); a tap opens the board
  const listTable = usePhoneTable(listColumns, { rowKey: 'code', keep: ['name', 'changePercent'], figure: 'lead', sortField: state.sortField, details: false, scroll: { x: code ? 560 : 900 } });
  return (
    <Row gutter={16}>
      <Col xs={24} xl={code ? 10 : 24}>
        <Card size="small">
          <Tabs
            activeKey={String(type)}
            onChange={(k) => set({ type: k, pageNo: 1 })}
            items={[
              { key: '2', label: '概念板块' },
              { key: '1', label: '行业板块' },
            ]}
            tabBarExtraContent={<Input.Search size="small" allowClear placeholder="板块名称" defaultValue={state.keyword} onSearch={(v) => set({ keyword: v.trim(), pageNo: 1 })} style={{ width: 160 }} />}
          />
          <QueryState query={q} rows={10}>
            {(d) => (
              <Table<ConceptVO>
                rowKey="code"
                size="small"
                dataSource={d.list}
                rowClassName={(r) => (r.code === code ? 'ant-table-row-selected' : '')}
                onRow={(r) => ({ onClick: () => set({ code: r.code, mPageNo: undefined, mSortField: undefined, mSortOrder: undefined }), style: { cursor: 'pointer' } })}
                onChange={(pg, _f, sorter) => {
                  const s = toSort(sorter);
                  set({ pageNo: pg.current, pageSize: pg.pageSize, sortField: s.sortField, sortOrder: s.sortOrder });
                }}
                pagination={{ current: state.pageNo, pageSize: state.pageSize, total: d.total, showSizeChanger: true, pageSizeOptions: PAGE_SIZES, size: 'small' }}
                locale={{ emptyText: '暂无板块' }}
                {...listTable}
              />
            )}
          </QueryState>
        </Card>
      </Col>
      {code && (
        <Col xs={24} xl={14}>
          <BoardDetail code={code} />
        </Col>
      )}
    </Row>
  );
}
