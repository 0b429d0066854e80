import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import type { StockQuoteVO } from '@gprs/contract';
import { Card, Chips, Empty, LiteTable, SearchBox, Stack, type Column } from '../../../shared/lite';
import { Change, QueryState, market } from '../../../shared/market';
import { formatDate } from '../../../shared/utils/date';
import { STOCK_PHONE_KEEP, liteStockColumns } from '../components/stock-table';
import '../components/lists.css';

/** The quote columns without sorting: the results come in the search's order. */
const STOCK_COLUMNS: Column<StockQuoteVO>[] = liteStockColumns<StockQuoteVO>().map((c) => ({ ...c, sorter: undefined }));
const STOCK_PHONE = { keep: STOCK_PHONE_KEEP, figure: 'amount' };

/** /search?keyword=: stocks, concepts and news that match (plain elements: docs/decisions/0034). */
export default function SearchPage() {
  const [params, setParams] = useSearchParams();
  const keyword = (params.get('keyword') ?? '').trim();
  const q = useQuery({ queryKey: ['search', keyword], queryFn: () => market.search(keyword, 30), enabled: keyword.length > 0 });
  return (
    <Stack>
      <SearchBox key={keyword} size="large" buttonText="搜索" placeholder="股票代码 / 名称 / 拼音首字母、概念、新闻" defaultValue={keyword} onSearch={(v) => setParams(v ? { keyword: v } : {})} style={{ width: '100%' }} />
      {!keyword ? (
        <Empty description="输入关键词开始搜索" />
      ) : (
        <QueryState query={q} isEmpty={(d) => d.stocks.length + d.concepts.length + d.news.length === 0} emptyText={`没有找到与「${keyword}」相关的结果`}>
          {(d) => (
            <Stack>
              <Card size="small" title={`股票（${d.stocks.length}）`}>
                <LiteTable rowKey="code" columns={STOCK_COLUMNS} rows={d.stocks} phone={STOCK_PHONE} minWidth={1000} empty="没有匹配的股票" ariaLabel="股票" />
              </Card>
              <Card size="small" title={`板块（${d.concepts.length}）`}>
                {d.concepts.length === 0 ? (
                  <Empty description="没有匹配的板块" />
                ) : (
                  <Chips style={{ gap: 8 }}>
                    {d.concepts.map((c) => (
                      <Link key={c.code} to={`/concept?code=${c.code}`}>
                        {c.name} <Change value={c.changePercent} />
                      </Link>
                    ))}
                  </Chips>
                )}
              </Card>
              <Card size="small" title={`新闻（${d.news.length}）`}>
                {d.news.length === 0 ? (
                  <Empty description="没有匹配的新闻" />
                ) : (
                  <ul className="lt-list">
                    {d.news.map((n) => (
                      <li key={n.id} className="lt-list__item">
                        <div className="lt-list__main">
                          <Link to={`/news?id=${n.id}`}>{n.title}</Link> <span style={{ color: '#8c8c8c' }}>{n.source}</span>
                        </div>
                        <div className="lt-list__extra" style={{ color: '#8c8c8c' }}>
                          {formatDate(n.publishTime, 'YYYY-MM-DD HH:mm')}
                        </div>
                      </li>
                    ))}
                  </ul>
                )}
              </Card>
            </Stack>
          )}
        </QueryState>
      )}
    </Stack>
  );
}
