import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { MemberLink } from '../../../shared/auth/member-link';
import { Card, Chips, Notice, SearchBox, Skeleton, Tag } from '../../../shared/lite';
import { Change, QueryState, market } from '../../../shared/market';
import { formatDate } from '../../../shared/utils/date';
import { FavoriteButton } from '../components/favorite-button';
import { NewsList, Pager } from '../components/lists';
import { SafeHtml } from '../components/safe-html';
import '../components/article.css';

function NewsDetail({ id }: { id: number }) {
  const q = useQuery({ queryKey: ['news', 'detail', id], queryFn: () => market.news(id) });
  if (q.isPending) return <Skeleton rows={10} />;
  if (q.isError) return <Notice title="新闻不存在" link={<Link to="/news">返回新闻列表</Link>} />;
  const n = q.data;
  return (
    <Card>
      <h1 className="lt-h3 article-title">{n.title}</h1>
      <div className="article-meta lt-meta">
        <span>{n.source}</span>
        <span>{formatDate(n.publishTime)}</span>
        <span>阅读 {n.views}</span>
        <FavoriteButton targetType={1} targetId={n.id} />
      </div>
      {(n.stocks.length > 0 || n.concepts.length > 0) && (
        <Chips style={{ marginBottom: 16 }}>
          {n.stocks.map((s) => (
            <Link key={s.code} to={`/stock?code=${s.code}`}>
              <Tag>
                {s.name} <Change value={s.changePercent} />
              </Tag>
            </Link>
          ))}
          {n.concepts.map((c) => (
            <Link key={c.code} to={`/concept?code=${c.code}`}>
              <Tag color="blue">
                {c.name} <Change value={c.changePercent} />
              </Tag>
            </Link>
          ))}
        </Chips>
      )}
      <SafeHtml html={n.content} />
    </Card>
  );
}

/** /news (latest news; ?id= opens one) and /allNews (news search by keyword and stock code); plain elements (docs/decisions/0034). */
export function NewsPage({ search = false }: { search?: boolean }) {
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('id'));
  const state = {
    pageNo: Number(params.get('pageNo') ?? 1),
    pageSize: Number(params.get('pageSize') ?? 20),
    keyword: params.get('keyword') ?? undefined,
    stockCode: params.get('stockCode') ?? undefined,
  };
  const q = useQuery({ queryKey: ['news', state], queryFn: () => market.newsPage(state), placeholderData: keepPreviousData, enabled: !id });
  if (id) return <NewsDetail id={id} />;
  const set = (patch: Record<string, string | number | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v === undefined || v === '') next.delete(k);
      else next.set(k, String(v));
    }
    setParams(next);
  };
  return (
    <Card title={search ? '新闻搜索' : '财经新闻'} extra={!search && <MemberLink to="/allNews">高级搜索</MemberLink>}>
      <div className="lt-row" style={{ marginBottom: 8 }}>
        <SearchBox placeholder="标题 / 内容关键词" defaultValue={state.keyword} onSearch={(v) => set({ keyword: v, pageNo: 1 })} style={{ width: 280 }} />
        {search && <SearchBox placeholder="股票代码（6 位）" defaultValue={state.stockCode} maxLength={6} onSearch={(v) => set({ stockCode: /^\d{6}$/.test(v) ? v : undefined, pageNo: 1 })} style={{ width: 200 }} />}
      </div>
      <QueryState query={q} isEmpty={(d) => d.list.length === 0} emptyText="没有找到新闻" rows={10}>
        {(d) => (
          <>
            <NewsList items={d.list} />
            <Pager pageNo={state.pageNo} pageSize={state.pageSize} total={d.total} onChange={(pageNo, pageSize) => set({ pageNo, pageSize })} />
          </>
        )}
      </QueryState>
    </Card>
  );
}

export default function NewsRoute() {
  return <NewsPage />;
}
