import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Card, RadioButtons, SearchBox } from '../../../shared/lite';
import { QueryState, market, marketKeys, useLiveMarket } from '../../../shared/market';
import { FavoriteButton } from '../components/favorite-button';
import { FlashList, Pager } from '../components/lists';

/** /information: 7×24 flashes, with the 重点 filter; new flashes arrive live (plain elements: docs/decisions/0034). */
export default function InformationPage() {
  useLiveMarket();
  const [params, setParams] = useSearchParams();
  const state = {
    pageNo: Number(params.get('pageNo') ?? 1),
    pageSize: Number(params.get('pageSize') ?? 20),
    level: params.get('level') ? Number(params.get('level')) : undefined,
    keyword: params.get('keyword') ?? undefined,
  };
  const q = useQuery({ queryKey: [...marketKeys.flashes, state], queryFn: () => market.informationPage(state), placeholderData: keepPreviousData });
  const set = (patch: Record<string, string | number | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v === undefined || v === '') next.delete(k);
      else next.set(k, String(v));
    }
    setParams(next);
  };
  return (
    <Card title="7×24 快讯">
      <div className="lt-row" style={{ marginBottom: 8 }}>
        <RadioButtons
          ariaLabel="快讯级别"
          solid
          items={[
            { key: '0', label: '全部' },
            { key: '1', label: '重点' },
          ]}
          value={String(state.level ?? 0)}
          onChange={(k) => set({ level: Number(k) || undefined, pageNo: 1 })}
        />
        <SearchBox placeholder="关键词" defaultValue={state.keyword} onSearch={(v) => set({ keyword: v, pageNo: 1 })} style={{ width: 240 }} />
      </div>
      <QueryState query={q} isEmpty={(d) => d.list.length === 0} emptyText="暂无快讯" rows={10}>
        {(d) => (
          <>
            <FlashList items={d.list} extra={(f) => <FavoriteButton targetType={2} targetId={f.id} />} />
            <Pager pageNo={state.pageNo} pageSize={state.pageSize} total={d.total} onChange={(pageNo, pageSize) => set({ pageNo, pageSize })} />
          </>
        )}
      </QueryState>
    </Card>
  );
}
