import type { ReactNode } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { Card, Chips, SearchBox, Tabs, Tag } from '../../../shared/lite';
import { QueryState, market } from '../../../shared/market';
import { formatDate } from '../../../shared/utils/date';
import { Pager } from '../components/lists';
import '../components/lists.css';

/** Plain text of an HTML fragment for list summaries (no markup reaches the page). */
export function htmlToText(html: string, max = 120): string {
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  const trimmed = text.replace(/\s+/g, ' ').trim();
  return trimmed.length > max ? `${trimmed.slice(0, max)}…` : trimmed;
}

/** One essay in a list: title, author line, summary and its stocks (drawn like antd's vertical List item, lists.css). */
function ListItem({ title, description, text, codes, extra }: { title: ReactNode; description: string; text: string; codes: string[]; extra: string }) {
  return (
    <li className="lt-list__item lt-list__item--vertical">
      <div className="lt-list__main">
        <h4 className="lt-list__title">{title}</h4>
        <div className="lt-list__description">{description}</div>
        <div style={{ color: '#595959' }}>{text}</div>
        {codes.length > 0 && (
          <Chips style={{ marginTop: 4, gap: 4 }}>
            {codes.map((c) => (
              <Link key={c} to={`/stock?code=${c}`}>
                <Tag>{c}</Tag>
              </Link>
            ))}
          </Chips>
        )}
      </div>
      <div className="lt-list__extra" style={{ color: '#8c8c8c' }}>
        {extra}
      </div>
    </li>
  );
}

function Essays() {
  const [params, setParams] = useSearchParams();
  const state = { pageNo: Number(params.get('pageNo') ?? 1), pageSize: Number(params.get('pageSize') ?? 10), keyword: params.get('keyword') ?? undefined };
  const q = useQuery({ queryKey: ['essays', state], queryFn: () => market.essayPage(state), placeholderData: keepPreviousData });
  return (
    <>
      <SearchBox placeholder="搜索文章" defaultValue={state.keyword} onSearch={(v) => setParams(v ? { tab: 'essay', keyword: v } : { tab: 'essay' })} style={{ width: 280, marginBottom: 8 }} />
      <QueryState query={q} isEmpty={(d) => d.list.length === 0} emptyText="暂无文章" rows={8}>
        {(d) => (
          <>
            <ul className="lt-list">
              {d.list.map((e) => (
                <ListItem key={e.id} extra={formatDate(e.publishTime, 'YYYY-MM-DD')} title={
                    <>
                      <Link to={`/essayContent?id=${e.id}`}>{e.title}</Link>
                      {e.paidColumn ? (
                        <Tag color="gold" style={{ marginLeft: 8 }}>
                          付费专栏
                        </Tag>
                      ) : null}
                    </>
                  } description={`${e.author} · 阅读 ${e.views}`} text={e.summary} codes={e.stockCodes} />
              ))}
            </ul>
            <Pager pageNo={state.pageNo} pageSize={state.pageSize} total={d.total} onChange={(pageNo, pageSize) => setParams({ tab: 'essay', pageNo: String(pageNo), pageSize: String(pageSize) })} />
          </>
        )}
      </QueryState>
    </>
  );
}

function Records() {
  const [params, setParams] = useSearchParams();
  const state = { pageNo: Number(params.get('pageNo') ?? 1), pageSize: Number(params.get('pageSize') ?? 10) };
  const q = useQuery({ queryKey: ['public-records', state], queryFn: () => market.recordPage(state), placeholderData: keepPreviousData });
  return (
    <QueryState query={q} isEmpty={(d) => d.list.length === 0} emptyText="还没有公开的股友随笔" rows={8}>
      {(d) => (
        <>
          <ul className="lt-list" data-testid="public-records">
            {d.list.map((r) => (
              <ListItem key={r.id} extra={formatDate(r.updateTime, 'YYYY-MM-DD HH:mm')} title={<Link to={`/essayContent?type=record&id=${r.id}`}>{r.title}</Link>} description={r.nickname ?? '股友'} text={htmlToText(r.content)} codes={r.stockCodes} />
            ))}
          </ul>
          <Pager pageNo={state.pageNo} pageSize={state.pageSize} total={d.total} onChange={(pageNo, pageSize) => setParams({ tab: 'record', pageNo: String(pageNo), pageSize: String(pageSize) })} />
        </>
      )}
    </QueryState>
  );
}

/** /essay: curated essays and the public stock essays of members (plain elements: docs/decisions/0034). */
export default function EssayPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'record' ? 'record' : 'essay';
  return (
    <Card>
      <Tabs
        ariaLabel="文章类型"
        activeKey={tab}
        onChange={(k) => setParams({ tab: k })}
        items={[
          { key: 'essay', label: '精选文章', children: tab === 'essay' && <Essays /> },
          { key: 'record', label: '股友随笔', children: tab === 'record' && <Records /> },
        ]}
      />
    </Card>
  );
}
