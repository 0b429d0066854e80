import { Card, Input, Radio, Space, Table } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { BOARD_LABELS, BOARDS, MARKET_TYPE_LABELS, MARKET_TYPES } from '@gprs/contract';
import { DemoNamesNote, QueryState, market, marketKeys, useLiveMarket } from '../../../shared/market';
import { PhoneSortPicker, usePhoneTable } from '../../../shared/phone';
import { PAGE_SIZES } from '../components/lists';
import { STOCK_PHONE_KEEP, stockColumns, toSort } from '../components/stock-table';

/** /allStock: every A-share, paged and sortable, filtered by market and board; state lives in the address. */
export default function AllStockPage() {
  useLiveMarket();
  const [params, setParams] = useSearchParams();
  const state = {
    pageNo: Number(params.get('pageNo') ?? 1),
    pageSize: Number(params.get('pageSize') ?? 20),
    marketType: params.get('marketType') ?? undefined,
    board: params.get('board') ?? undefined,
    keyword: params.get('keyword') ?? undefined,
    sortField: params.get('sortField') ?? undefined,
    sortOrder: (params.get('sortOrder') as 'asc' | 'desc' | null) ?? undefined,
  };
  const update = (patch: Record<string, string | number | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v === undefined || v === '') next.delete(k);
      else next.set(k, String(v));
    }
    setParams(next, { replace: true });
  };
  const columns = stockColumns(state);
  const table = usePhoneTable(columns, { rowKey: 'code', keep: STOCK_PHONE_KEEP, figure: 'amount', sortField: state.sortField, scroll: { x: 1100 } });
  const q = useQuery({ queryKey: marketKeys.stockPage(state), queryFn: () => market.stockPage(state), placeholderData: keepPreviousData });
  return (
    <Card title="沪深京A股">
      <DemoNamesNote />
      <Space wrap style={{ marginBottom: 12 }}>
        <Radio.Group value={state.marketType ?? ''} onChange={(e) => update({ marketType: e.target.value as string, pageNo: 1 })} optionType="button" buttonStyle="solid">
          <Radio.Button value="">全部市场</Radio.Button>
          {MARKET_TYPES.map((m) => (
            <Radio.Button key={m} value={m}>
              {MARKET_TYPE_LABELS[m]}
            </Radio.Button>
          ))}
        </Radio.Group>
        <Radio.Group value={state.board ?? ''} onChange={(e) => update({ board: e.target.value as string, pageNo: 1 })} optionType="button">
          <Radio.Button value="">全部板块</Radio.Button>
          {BOARDS.map((b) => (
            <Radio.Button key={b} value={b}>
              {BOARD_LABELS[b]}
            </Radio.Button>
          ))}
        </Radio.Group>
        <Input.Search placeholder="代码 / 名称 / 拼音" allowClear defaultValue={state.keyword} onSearch={(v) => update({ keyword: v.trim(), pageNo: 1 })} style={{ width: 220 }} />
        <PhoneSortPicker columns={columns} value={state} onChange={(s) => update({ sortField: s.sortField, sortOrder: s.sortOrder, pageNo: 1 })} />
      </Space>
      <QueryState query={q} rows={10}>
        {(d) => (
          <Table
            rowKey="code"
            size="small"
            {...table}
            loading={q.isFetching && q.isPlaceholderData}
            dataSource={d.list}
            locale={{ emptyText: '没有符合条件的股票' }}
            onChange={(pg, _f, sorter) => {
              const s = toSort(sorter);
              update({ pageNo: pg.current, pageSize: pg.pageSize, sortField: s.sortField, sortOrder: s.sortOrder });
            }}
            pagination={{ current: state.pageNo, pageSize: state.pageSize, total: d.total, showSizeChanger: true, showQuickJumper: true, pageSizeOptions: PAGE_SIZES, showTotal: (t) => `共 ${t} 只` }}
          />
        )}
      </QueryState>
    </Card>
  );
}
