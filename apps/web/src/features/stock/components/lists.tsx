// The public pages' lists (news, flashes, announcements) and their pager, plain elements drawn like antd's List and
// Pagination (shared/lite, docs/decisions/0034).
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { AnnouncementVO, InformationVO, NewsVO } from '@gprs/contract';
import { Pager as PageButtons, Tag } from '../../../shared/lite';
import { Change, changeColor } from '../../../shared/market';
import { formatDate } from '../../../shared/utils/date';
import './lists.css';

export const PAGE_SIZES = [10, 20, 30, 50];

/** The pager of every list: total, sizes, prev, pager, next, jumper (spec 9). */
export function Pager({ pageNo, pageSize, total, onChange }: { pageNo: number; pageSize: number; total: number; onChange: (pageNo: number, pageSize: number) => void }) {
  if (total <= 0) return null;
  const count = Math.max(1, Math.ceil(total / pageSize));
  return (
    <div className="lt-list-pager">
      <PageButtons page={pageNo} pageSize={pageSize} total={total} onChange={(p) => onChange(p, pageSize)} showTotal={(t) => `共 ${t} 条`} />
      <select className="lt-select" aria-label="每页条数" value={pageSize} onChange={(e) => onChange(1, Number(e.target.value))}>
        {PAGE_SIZES.map((s) => (
          <option key={s} value={s}>
            {s} 条/页
          </option>
        ))}
      </select>
      <label className="lt-row lt-list-pager__jump">
        跳至
        <input
          className="lt-input"
          style={{ width: 50 }}
          inputMode="numeric"
          aria-label="跳至页"
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            const p = Number(e.currentTarget.value);
            if (Number.isInteger(p) && p >= 1 && p <= count && p !== pageNo) onChange(p, pageSize);
            e.currentTarget.value = '';
          }}
        />
        页
      </label>
    </div>
  );
}

function Item({ children, extra, vertical }: { children: ReactNode; extra?: ReactNode; vertical?: boolean }) {
  return (
    <li className={vertical ? 'lt-list__item lt-list__item--vertical' : 'lt-list__item'}>
      <div className="lt-list__main">{children}</div>
      {extra && <div className="lt-list__extra">{extra}</div>}
    </li>
  );
}

export function NewsList({ items }: { items: NewsVO[] }) {
  return (
    <ul className="lt-list">
      {items.map((n) => (
        <Item key={n.id} vertical extra={<span style={{ color: '#8c8c8c', fontSize: 12 }}>{formatDate(n.publishTime, 'YYYY-MM-DD HH:mm')}</span>}>
          <h4 className="lt-list__title">
            <Link to={`/news?id=${n.id}`}>{n.title}</Link>
          </h4>
          <div className="lt-list__description">{`${n.source} · 阅读 ${n.views}`}</div>
          <div style={{ color: '#595959' }}>{n.summary}</div>
        </Item>
      ))}
    </ul>
  );
}

export function FlashList({ items, extra }: { items: InformationVO[]; extra?: (f: InformationVO) => ReactNode }) {
  return (
    <ul className="lt-list">
      {items.map((f) => (
        <Item key={f.id} extra={extra?.(f)}>
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
        </Item>
      ))}
    </ul>
  );
}

export function AnnouncementList({ items }: { items: AnnouncementVO[] }) {
  return (
    <ul className="lt-list">
      {items.map((a) => (
        <Item key={a.id} extra={<span style={{ color: '#8c8c8c' }}>{a.annDate}</span>}>
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
        </Item>
      ))}
    </ul>
  );
}
