import { useState } from 'react';
import { App, Button, Card, List } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { FavoriteVO } from '@gprs/contract';
import { Change, QueryState, memberApi, memberKeys } from '../../../shared/market';
import { formatDate } from '../../../shared/utils/date';

const TITLES: Record<number, string> = { 1: '关注的新闻', 2: '关注的快讯', 3: '关注的概念' };

function Target({ f }: { f: FavoriteVO }) {
  const t = f.target as Record<string, unknown> | null;
  if (!t) return <span style={{ color: '#8c8c8c' }}>该内容已被删除</span>;
  if (f.targetType === 1) return <Link to={`/news?id=${String(t.id)}`}>{String(t.title)}</Link>;
  if (f.targetType === 3)
    return (
      <Link to={`/concept?code=${String(t.code)}`}>
        {String(t.name)} <Change value={t.changePercent as number} />
      </Link>
    );
  return (
    <div>
      <div style={{ fontWeight: 600 }}>{String(t.title ?? '')}</div>
      <div style={{ color: '#595959' }}>{String(t.content ?? '')}</div>
    </div>
  );
}

/** /userNews, /userInformation, /userConcept: the member's favourites of one kind. */
export function FavoritesPage({ targetType }: { targetType: 1 | 2 | 3 }) {
  const qc = useQueryClient();
  const { message } = App.useApp();
  const [page, setPage] = useState({ pageNo: 1, pageSize: 20 });
  const q = useQuery({ queryKey: memberKeys.favorites(targetType, page), queryFn: () => memberApi.favoritePage(targetType, page) });
  const remove = useMutation({
    mutationFn: (id: number) => memberApi.removeFavorite(targetType, id),
    onSuccess: () => {
      void message.success('已取消关注');
      void qc.invalidateQueries({ queryKey: ['member'] });
    },
  });
  const where = targetType === 1 ? '/news' : targetType === 2 ? '/information' : '/concept';
  return (
    <Card title={TITLES[targetType]}>
      <QueryState query={q} isEmpty={(d) => d.list.length === 0} emptyText={<span>还没有关注，去 <Link to={where}>看看</Link></span>}>
        {(d) => (
          <List
            dataSource={d.list}
            pagination={d.total > page.pageSize ? { current: page.pageNo, pageSize: page.pageSize, total: d.total, onChange: (pageNo, pageSize) => setPage({ pageNo, pageSize }) } : false}
            renderItem={(f) => (
              <List.Item
                key={f.id}
                actions={[
                  <span key="t" style={{ color: '#8c8c8c' }}>
                    {formatDate(f.createTime, 'YYYY-MM-DD HH:mm')}
                  </span>,
                  <Button key="rm" size="small" onClick={() => remove.mutate(f.targetId)}>
                    取消关注
                  </Button>,
                ]}
              >
                <Target f={f} />
              </List.Item>
            )}
          />
        )}
      </QueryState>
    </Card>
  );
}
