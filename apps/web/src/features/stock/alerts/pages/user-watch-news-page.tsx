import { useState } from 'react';
import { Card, List, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { WatchNewsItemVO } from '@gprs/contract';
import { QueryState } from '../../../../shared/market';
import { formatDate } from '../../../../shared/utils/date';
import { alertApi, alertKeys } from '../api';

const KIND: Record<WatchNewsItemVO['kind'], { label: string; color: string }> = {
  news: { label: '资讯', color: 'blue' },
  flash: { label: '快讯', color: 'orange' },
  announcement: { label: '公告', color: 'purple' },
};

function Title({ item }: { item: WatchNewsItemVO }) {
  if (item.kind === 'news') return <Link to={`/news?id=${item.id}`}>{item.title}</Link>;
  if (item.kind === 'announcement' && item.url)
    return (
      <a href={item.url} target="_blank" rel="noreferrer noopener">
        {item.title}
      </a>
    );
  return <span>{item.title || item.summary}</span>;
}

/** /userWatchNews 自选资讯: news, flashes and announcements of the member's watched stocks, newest first. */
export default function UserWatchNewsPage() {
  const [page, setPage] = useState({ pageNo: 1, pageSize: 20 });
  const q = useQuery({ queryKey: alertKeys.watchNews(page), queryFn: () => alertApi.watchNews(page) });
  return (
    <Card title="自选资讯">
      <QueryState query={q} isEmpty={(d) => d.total === 0} emptyText={<span>自选股还没有资讯，去 <Link to="/userStock">我的自选</Link> 添加股票</span>}>
        {(d) => (
          <List
            data-testid="watch-news"
            dataSource={d.list}
            pagination={d.total > page.pageSize ? { current: page.pageNo, pageSize: page.pageSize, total: d.total, showSizeChanger: false, onChange: (pageNo, pageSize) => setPage({ pageNo, pageSize }) } : false}
            renderItem={(item) => (
              <List.Item key={`${item.kind}-${item.id}`}>
                <div style={{ width: '100%', minWidth: 0 }}>
                  <div style={{ display: 'flex', gap: 8, alignItems: 'baseline', flexWrap: 'wrap' }}>
                    <Tag color={KIND[item.kind].color}>{KIND[item.kind].label}</Tag>
                    <span style={{ fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}>
                      <Title item={item} />
                    </span>
                  </div>
                  {item.summary && item.kind !== 'announcement' && item.summary !== item.title && (
                    <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: '4px 0 0' }}>
                      {item.summary}
                    </Typography.Paragraph>
                  )}
                  <div style={{ marginTop: 4, fontSize: 12, color: '#8c8c8c', display: 'flex', gap: 12, flexWrap: 'wrap' }}>
                    <span>{item.kind === 'announcement' ? formatDate(item.time, 'YYYY-MM-DD') : formatDate(item.time, 'YYYY-MM-DD HH:mm')}</span>
                    {item.kind === 'announcement' && <span>{item.summary}</span>}
                    {item.source && <span>{item.source}</span>}
                    {item.stocks.map((s) => (
                      <Link key={s.code} to={`/stock?code=${s.code}`}>
                        {s.name}
                      </Link>
                    ))}
                  </div>
                </div>
              </List.Item>
            )}
          />
        )}
      </QueryState>
    </Card>
  );
}
