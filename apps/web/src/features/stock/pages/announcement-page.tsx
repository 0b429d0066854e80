import { Card, DatePicker, Input, Select, Space } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useSearchParams } from 'react-router';
import { ANNOUNCEMENT_TYPE_VALUES } from '@gprs/contract';
import { QueryState, market } from '../../../shared/market';
import { AnnouncementList, Pager } from '../components/lists';

/** /announcement: company announcements by type, date range and stock. */
export default function AnnouncementPage() {
  const [params, setParams] = useSearchParams();
  const state = {
    pageNo: Number(params.get('pageNo') ?? 1),
    pageSize: Number(params.get('pageSize') ?? 20),
    type: params.get('type') ?? undefined,
    stockCode: params.get('stockCode') ?? undefined,
    keyword: params.get('keyword') ?? undefined,
    beginDate: params.get('beginDate') ?? undefined,
    endDate: params.get('endDate') ?? undefined,
  };
  const q = useQuery({ queryKey: ['announcements', state], queryFn: () => market.announcementPage(state), placeholderData: keepPreviousData });
  const set = (patch: Record<string, string | number | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v === undefined || v === '') next.delete(k);
      else next.set(k, String(v));
    }
    setParams(next);
  };
  return (
    <Card title="公司公告">
      <Space wrap style={{ marginBottom: 8 }}>
        <Select allowClear placeholder="公告类型" style={{ width: 140 }} value={state.type} onChange={(v?: string) => set({ type: v, pageNo: 1 })} options={ANNOUNCEMENT_TYPE_VALUES.map((t) => ({ value: t, label: t }))} />
        <DatePicker.RangePicker
          value={state.beginDate && state.endDate ? [dayjs(state.beginDate), dayjs(state.endDate)] : null}
          onChange={(r) => set({ beginDate: r?.[0]?.format('YYYY-MM-DD'), endDate: r?.[1]?.format('YYYY-MM-DD'), pageNo: 1 })}
        />
        <Input.Search allowClear placeholder="股票代码" maxLength={6} defaultValue={state.stockCode} onSearch={(v) => set({ stockCode: /^\d{6}$/.test(v.trim()) ? v.trim() : undefined, pageNo: 1 })} style={{ width: 160 }} />
        <Input.Search allowClear placeholder="标题关键词" defaultValue={state.keyword} onSearch={(v) => set({ keyword: v.trim(), pageNo: 1 })} style={{ width: 200 }} />
      </Space>
      <QueryState query={q} isEmpty={(d) => d.list.length === 0} emptyText="没有符合条件的公告" rows={10}>
        {(d) => (
          <>
            <AnnouncementList items={d.list} />
            <Pager pageNo={state.pageNo} pageSize={state.pageSize} total={d.total} onChange={(pageNo, pageSize) => set({ pageNo, pageSize })} />
          </>
        )}
      </QueryState>
    </Card>
  );
}
