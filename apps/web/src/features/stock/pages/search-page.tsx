import { Card, Empty, Input, List, Space, Table } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { Change, QueryState, market } from '../../../shared/market';
import { formatDate } from '../../../shared/utils/date';
import { usePhoneTable } from '../../../shared/phone';
import { STOCK_PHONE_KEEP, stockColumns } from '../components/stock-table';

/** /search?keyword=: stocks, concepts and news that match. */
export default function SearchPage() {
  const [params, setParams] = useSearchParams();
  const keyword = (params.get('keyword') ?? '').trim();
  const stockTable = usePhoneTable(
    stockColumns({}).map((c) => ({ ...c, sorter: false })),
    { rowKey: 'code', keep: STOCK_PHONE_KEEP, figure: 'amount', scroll: { x: 1000 } },
  );
  const q = useQuery({ queryKey: ['search', keyword], queryFn: () => market.search(keyword, 30), enabled: keyword.length > 0 });
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Input.Search
        size="large"
        enterButton="搜索"
        placeholder="股票代码 / 名称 / 拼音首字母、概念、新闻"
        defaultValue={keyword}
        key={keyword}
        onSearch={(v) => setParams(v.trim() ? { keyword: v.trim() } : {})}
      />
      {!keyword ? (
        <Empty description="输入关键词开始搜索" />
      ) : (
        <QueryState query={q} isEmpty={(d) => d.stocks.length + d.concepts.length + d.news.length === 0} emptyText={`没有找到与「${keyword}」相关的结果`}>
          {(d) => (
            <Space direction="vertical" size={16} style={{ width: '100%' }}>
              <Card size="small" title={`股票（${d.stocks.length}）`}>
                <Table rowKey="code" size="small" pagination={false} dataSource={d.stocks} {...stockTable} locale={{ emptyText: '没有匹配的股票' }} />
              </Card>
              <Card size="small" title={`板块（${d.concepts.length}）`}>
                {d.concepts.length === 0 ? (
                  <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有匹配的板块" />
                ) : (
                  <Space wrap>
                    {d.concepts.map((c) => (
                      <Link key={c.code} to={`/concept?code=${c.code}`}>
                        {c.name} <Change value={c.changePercent} />
                      </Link>
                    ))}
                  </Space>
                )}
              </Card>
              <Card size="small" title={`新闻（${d.news.length}）`}>
                <List
                  dataSource={d.news}
                  locale={{ emptyText: '没有匹配的新闻' }}
                  renderItem={(n) => (
                    <List.Item key={n.id} extra={<span style={{ color: '#8c8c8c' }}>{formatDate(n.publishTime, 'YYYY-MM-DD HH:mm')}</span>}>
                      <Link to={`/news?id=${n.id}`}>{n.title}</Link> <span style={{ color: '#8c8c8c' }}>{n.source}</span>
                    </List.Item>
                  )}
                />
              </Card>
            </Space>
          )}
        </QueryState>
      )}
    </Space>
  );
}
