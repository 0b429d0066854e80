import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { ANNOUNCEMENT_TYPE_VALUES } from '@gprs/contract/labels';
import { Card, SearchBox } from '../../../shared/lite';
import { QueryState, market } from '../../../shared/market';
import { AnnouncementList, Pager } from '../components/lists';

/**
 * A date range as two native date fields: the range applies once both ends are set (or both are cleared); an end
 * before the start is swapped.
 */
function DateRange({ begin, end, onChange }: { begin?: string; end?: string; onChange: (begin?: string, end?: string) => void }) {
  const [from, setFrom] = useState(begin ?? '');
  const [to, setTo] = useState(end ?? '');
  const apply = (a: string, b: string) => {
    if (a && b) onChange(a <= b ? a : b, a <= b ? b : a);
    else if (!a && !b) onChange(undefined, undefined);
  };
  return (
    <span className="lt-date-range">
      <input
        className="lt-input"
        type="date"
        aria-label="开始日期"
        value={from}
        onChange={(e) => {
          setFrom(e.target.value);
          apply(e.target.value, to);
        }}
      />
      <span aria-hidden>~</span>
      <input
        className="lt-input"
        type="date"
        aria-label="结束日期"
        value={to}
        onChange={(e) => {
          setTo(e.target.value);
          apply(from, e.target.value);
        }}
      />
    </span>
  );
}

/** /announcement: company announcements by type, date range and stock (plain elements: docs/decisions/0034). */
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
      <div className="lt-row" style={{ marginBottom: 8 }}>
        <select className="lt-select" style={{ width: 140, height: 32 }} aria-label="公告类型" value={state.type ?? ''} onChange={(e) => set({ type: e.target.value, pageNo: 1 })}>
          <option value="">公告类型</option>
          {ANNOUNCEMENT_TYPE_VALUES.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </select>
        <DateRange begin={state.beginDate} end={state.endDate} onChange={(beginDate, endDate) => set({ beginDate, endDate, pageNo: 1 })} />
        <SearchBox placeholder="股票代码" maxLength={6} defaultValue={state.stockCode} onSearch={(v) => set({ stockCode: /^\d{6}$/.test(v) ? v : undefined, pageNo: 1 })} style={{ width: 160 }} />
        <SearchBox placeholder="标题关键词" defaultValue={state.keyword} onSearch={(v) => set({ keyword: v, pageNo: 1 })} style={{ width: 200 }} />
      </div>
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
