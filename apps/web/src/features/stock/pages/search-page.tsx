import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import type { StockQuoteVO } from '@gprs/contract';
import { Button, Card, Chips, Empty, LiteTable, SearchBox, Stack, type Column } from '../../../shared/lite';
import { Change, QueryState, changeColor, formatUnit, market, marketKeys } from '../../../shared/market';
import { WatchToggle } from '../../../shared/market/watch-toggle';
import { HotMove, HotNote } from '../../../shared/market/hot-bits';
import { clearSearches, recordSearch, useRecentSearches } from '../../../shared/market/recent-searches';
import { formatDate } from '../../../shared/utils/date';
import { STOCK_PHONE_KEEP, liteStockColumns } from '../components/stock-table';
import '../components/lists.css';
import './search-page.css';

/** The quote columns without sorting: the results come in the search's order. */
const STOCK_COLUMNS: Column<StockQuoteVO>[] = liteStockColumns<StockQuoteVO>().map((c) => ({ ...c, sorter: undefined }));
const STOCK_PHONE = { keep: STOCK_PHONE_KEEP, figure: 'amount' };

/** 热搜榜 rows shown on /search without a keyword. */
const HOT_SEARCH_ROWS = 20;

/** /search without a keyword: the visitor's recent searches (this browser) and the 热搜榜 with each stock's reason. */
function SearchHome({ onSearch }: { onSearch: (keyword: string) => void }) {
  const recent = useRecentSearches();
  const hot = useQuery({ queryKey: marketKeys.hotRank(HOT_SEARCH_ROWS), queryFn: () => market.hotRank(HOT_SEARCH_ROWS), refetchInterval: 60_000 });
  return (
    <Stack>
      {recent.length > 0 && (
        <Card
          size="small"
          title="最近搜索"
          data-testid="recent-searches"
          extra={
            <Button size="small" onClick={clearSearches}>
              清空
            </Button>
          }
        >
          <Chips style={{ gap: 8 }}>
            {recent.map((k) => (
              <button key={k} type="button" className="lt-btn lt-btn--small search-recent" onClick={() => onSearch(k)}>
                {k}
              </button>
            ))}
          </Chips>
        </Card>
      )}
      <Card size="small" title="热搜榜" data-testid="hot-search">
        <QueryState query={hot} isEmpty={(d) => d.length === 0} emptyText="暂无热搜">
          {(rows) => (
            <ol className="search-hot">
              {rows.map((r) => (
                <li key={r.code} className="search-hot__row">
                  <span className={r.hotRank !== null && r.hotRank <= 3 ? 'search-hot__rank search-hot__rank--top' : 'search-hot__rank'}>{r.hotRank}</span>
                  <div className="search-hot__main">
                    <div className="search-hot__line">
                      <Link to={`/stock?code=${r.code}`}>
                        <b>{r.name}</b> <span className="search-hot__code">{r.code}</span>
                      </Link>
                      <Change value={r.changePercent} />
                      <HotMove row={r} />
                      <span className="search-hot__money" data-testid="hot-main-net">
                        主力净流入 <span style={{ color: changeColor(r.mainNet) }}>{formatUnit(r.mainNet)}</span>
                      </span>
                      <WatchToggle code={r.code} name={r.name} />
                    </div>
                    <HotNote row={r} />
                  </div>
                </li>
              ))}
            </ol>
          )}
        </QueryState>
      </Card>
    </Stack>
  );
}

/** /search?keyword=: stocks, concepts and news that match (plain elements: docs/decisions/0034); without one, SearchHome. */
export default function SearchPage() {
  const [params, setParams] = useSearchParams();
  const keyword = (params.get('keyword') ?? '').trim();
  const q = useQuery({ queryKey: ['search', keyword], queryFn: () => market.search(keyword, 30), enabled: keyword.length > 0 });
  // every search that reaches this page (its own box, the header's Enter, a link) is one of the visitor's recent ones
  useEffect(() => {
    if (keyword) recordSearch(keyword);
  }, [keyword]);
  return (
    <Stack>
      <SearchBox key={keyword} size="large" buttonText="搜索" placeholder="股票代码 / 名称 / 拼音首字母、概念、新闻" defaultValue={keyword} onSearch={(v) => setParams(v ? { keyword: v } : {})} style={{ width: '100%' }} />
      {!keyword ? (
        <SearchHome onSearch={(v) => setParams({ keyword: v })} />
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
