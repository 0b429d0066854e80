import { List, Pagination, Tag } from 'antd';
import { Link } from 'react-router';
import type { AnnouncementVO, InformationVO, NewsVO } from '@gprs/contract';
import { Change, changeColor } from '../../../shared/market';
import { formatDate } from '../../../shared/utils/date';

export const PAGE_SIZES = [10, 20, 30, 50];

/** The pager of every list: total, sizes, prev, pager, next, jumper (spec 9). */
export function Pager({ pageNo, pageSize, total, onChange }: { pageNo: number; pageSize: number; total: number; onChange: (pageNo: number, pageSize: number) => void }) {
  if (total <= 0) return null;
  return (
    <Pagination
      style={{ marginTop: 16, justifyContent: 'flex-end' }}
      current={pageNo}
      pageSize={pageSize}
      total={total}
      showSizeChanger
      showQuickJumper
      pageSizeOptions={PAGE_SIZES}
      showTotal={(t) => `共 ${t} 条`}
      onChange={onChange}
    />
  );
}

export function NewsList({ items }: { items: NewsVO[] }) {
  return (
    <List
      itemLayout="vertical"
      dataSource={items}
      renderItem={(n) => (
        <List.Item key={n.id} extra={<span style={{ color: '#8c8c8c', fontSize: 12 }}>{formatDate(n.publishTime, 'YYYY-MM-DD HH:mm')}</span>}>
          <List.Item.Meta title={<Link to={`/news?id=${n.id}`}>{n.title}</Link>} description={`${n.source} · 阅读 ${n.views}`} />
          <div style={{ color: '#595959' }}>{n.summary}</div>
        </List.Item>
      )}
    />
  );
}

export function FlashList({ items, extra }: { items: InformationVO[]; extra?: (f: InformationVO) => React.ReactNode }) {
  return (
    <List
      dataSource={items}
      renderItem={(f) => (
        <List.Item key={f.id} extra={extra?.(f)}>
          <div style={{ display: 'flex', gap: 12 }}>
            <span style={{ color: '#1677ff', flex: 'none', fontVariantNumeric: 'tabular-nums' }}>{formatDate(f.publishTime, 'MM-DD HH:mm')}</span>
            <div>
              <div style={{ fontWeight: 600, color: f.level === 1 ? changeColor(1) : undefined }}>
                {f.level === 1 && <Tag color="red">重点</Tag>}
                {f.title}
              </div>
              <div style={{ color: '#595959' }}>{f.content}</div>
              <div style={{ marginTop: 4 }}>
                {f.stocks.map((s) => (
                  <Link key={s.code} to={`/stock?code=${s.code}`} style={{ marginRight: 12 }}>
                    {s.name} <Change value={s.changePercent} />
                  </Link>
                ))}
                <span style={{ color: '#8c8c8c', fontSize: 12 }}>{f.source}</span>
              </div>
            </div>
          </div>
        </List.Item>
      )}
    />
  );
}

export function AnnouncementList({ items }: { items: AnnouncementVO[] }) {
  return (
    <List
      dataSource={items}
      renderItem={(a) => (
        <List.Item key={a.id} extra={<span style={{ color: '#8c8c8c' }}>{a.annDate}</span>}>
          <div>
            <Tag>{a.type}</Tag>
            <Link to={`/stock?code=${a.stockCode}`} style={{ marginRight: 8 }}>
              {a.stockName}({a.stockCode})
            </Link>
            {a.url ? (
              <a href={a.url} target="_blank" rel="noreferrer noopener">
                {a.title}
              </a>
            ) : (
              a.title
            )}
          </div>
        </List.Item>
      )}
    />
  );
}
