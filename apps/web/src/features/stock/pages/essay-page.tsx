import { Card, Input, List, Space, Tabs, Tag } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { QueryState, market } from '../../../shared/market';
import { formatDate } from '../../../shared/utils/date';
import { Pager } from '../components/lists';

/** Plain text of an HTML fragment for list summaries (no markup reaches the page). */
export function htmlToText(html: string, max = 120): string {
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  const trimmed = text.replace(/\s+/g, ' ').trim();
  return trimmed.length > max ? `${trimmed.slice(0, max)}…` : trimmed;
}

function Essays() {
  const [params, setParams] = useSearchParams();
  const state = { pageNo: Number(params.get('pageNo') ?? 1), pageSize: Number(params.get('pageSize') ?? 10), keyword: params.get('keyword') ?? undefined };
  const q = useQuery({ queryKey: ['essays', state], queryFn: () => market.essayPage(state), placeholderData: keepPreviousData });
  return (
    <>
      <Input.Search allowClear placeholder="搜索文章" defaultValue={state.keyword} onSearch={(v) => setParams(v.trim() ? { tab: 'essay', keyword: v.trim() } : { tab: 'essay' })} style={{ width: 280, marginBottom: 8 }} />
      <QueryState query={q} isEmpty={(d) => d.list.length === 0} emptyText="暂无文章" rows={8}>
        {(d) => (
          <>
            <List
              itemLayout="vertical"
              dataSource={d.list}
              renderItem={(e) => (
                <List.Item key={e.id} extra={<span style={{ color: '#8c8c8c' }}>{formatDate(e.publishTime, 'YYYY-MM-DD')}</span>}>
                  <List.Item.Meta title={<Link to={`/essayContent?id=${e.id}`}>{e.title}</Link>} description={`${e.author} · 阅读 ${e.views}`} />
                  <div style={{ color: '#595959' }}>{e.summary}</div>
                  <Space size={4} style={{ marginTop: 4 }}>
                    {e.stockCodes.map((c) => (
                      <Link key={c} to={`/stock?code=${c}`}>
                        <Tag>{c}</Tag>
                      </Link>
                    ))}
                  </Space>
                </List.Item>
              )}
            />
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
          <List
            itemLayout="vertical"
            dataSource={d.list}
            data-testid="public-records"
            renderItem={(r) => (
              <List.Item key={r.id} extra={<span style={{ color: '#8c8c8c' }}>{formatDate(r.updateTime, 'YYYY-MM-DD HH:mm')}</span>}>
                <List.Item.Meta title={<Link to={`/essayContent?type=record&id=${r.id}`}>{r.title}</Link>} description={r.nickname ?? '股友'} />
                <div style={{ color: '#595959' }}>{htmlToText(r.content)}</div>
                <Space size={4} style={{ marginTop: 4 }}>
                  {r.stockCodes.map((c) => (
                    <Link key={c} to={`/stock?code=${c}`}>
                      <Tag>{c}</Tag>
                    </Link>
                  ))}
                </Space>
              </List.Item>
            )}
          />
          <Pager pageNo={state.pageNo} pageSize={state.pageSize} total={d.total} onChange={(pageNo, pageSize) => setParams({ tab: 'record', pageNo: String(pageNo), pageSize: String(pageSize) })} />
        </>
      )}
    </QueryState>
  );
}

/** /essay: curated essays and the public stock essays of members. */
export default function EssayPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'record' ? 'record' : 'essay';
  return (
    <Card>
      <Tabs
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
