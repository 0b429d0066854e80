import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuctionVO, Level2BookVO, OrderBookVO } from '@gprs/contract';
import { MemberLink } from '../../../shared/auth/member-link';
import { useUserStore } from '../../../shared/stores/user-store';
import { RequestError } from '../../../shared/request';
import { QueryState, changeColor, formatPercent, formatPrice, formatUnit, useLiveMarket } from '../../../shared/market';
import { Card, Tag } from '../../../shared/lite';
import { LEVEL2_REQUIRED_CODE, bookApi, bookKeys } from './book-api';
import { bookRows, hands, sideLabel, tickTime, unmatchedText } from './order-book-rows';
import './order-book.css';

/** A price coloured against the previous close (red above, green below). */
function Price({ value, prev }: { value: number | null; prev: number | null }) {
  if (value === null) return <span>--</span>;
  return <span style={{ color: prev === null ? undefined : changeColor(value - prev) }}>{formatPrice(value)}</span>;
}

function Levels({ book }: { book: OrderBookVO }) {
  const rows = bookRows(book.bids, book.asks, book.levels);
  return (
    <div className="ob-rows" data-testid="order-book-levels" data-levels={book.levels}>
      {rows.map((r, i) => (
        <div key={r.key}>
          {i === book.levels && <div className="ob-split" />}
          <div className="ob-row" data-side={r.side}>
            <span className="ob-row__label">{r.label}</span>
            <Price value={r.price} prev={book.prevClose} />
            <span>{hands(r.volume)}</span>
          </div>
        </div>
      ))}
    </div>
  );
}

function Stats({ book }: { book: OrderBookVO }) {
  const ratio = book.bidAskRatio;
  return (
    <dl className="ob-stats">
      <div>
        <dt>委比</dt>
        <dd style={{ color: changeColor(ratio) }} data-testid="bid-ask-ratio">
          {ratio === null ? '--' : `${ratio > 0 ? '+' : ''}${ratio.toFixed(2)}%`}
        </dd>
      </div>
      <div>
        <dt>委差</dt>
        <dd style={{ color: changeColor(book.bidAskDiff) }}>{book.bidAskDiff === null ? '--' : `${hands(book.bidAskDiff)}手`}</dd>
      </div>
      <div>
        <dt>外盘</dt>
        <dd style={{ color: changeColor(1) }}>{book.outerVolume === null ? '--' : `${hands(book.outerVolume)}手`}</dd>
      </div>
      <div>
        <dt>内盘</dt>
        <dd style={{ color: changeColor(-1) }}>{book.innerVolume === null ? '--' : `${hands(book.innerVolume)}手`}</dd>
      </div>
    </dl>
  );
}

/** 集合竞价 of the stock's day: 竞价价, 竞价涨幅, 竞价成交额, 竞价未匹配量. */
function Auction({ a }: { a: AuctionVO }) {
  return (
    <div className="ob-section" data-testid="stock-auction">
      <div className="ob-section__title">集合竞价 {a.tradeDate}</div>
      <dl className="ob-stats" style={{ marginTop: 0 }}>
        <div>
          <dt>竞价价</dt>
          <dd>
            <Price value={a.price} prev={a.prevClose} />
          </dd>
        </div>
        <div>
          <dt>竞价涨幅</dt>
          <dd style={{ color: changeColor(a.changePercent) }}>{formatPercent(a.changePercent)}</dd>
        </div>
        <div>
          <dt>竞价成交额</dt>
          <dd>{formatUnit(a.amount)}</dd>
        </div>
        <div>
          <dt>未匹配量</dt>
          <dd style={{ color: a.unmatchedVolume ? changeColor(a.unmatchedVolume) : undefined }}>{unmatchedText(a.unmatchedVolume)}</dd>
        </div>
      </dl>
    </div>
  );
}

function Ticks({ book }: { book: Level2BookVO }) {
  return (
    <div className="ob-section">
      <div className="ob-section__title">逐笔成交</div>
      {book.ticks.length === 0 ? (
        <div style={{ color: '#8c8c8c', fontSize: 13 }}>暂无成交</div>
      ) : (
        <div className="ob-ticks" data-testid="tick-list">
          {book.ticks.map((t) => (
            <div key={t.seq} className="ob-tick">
              <span>{tickTime(t.time)}</span>
              <Price value={t.price} prev={book.prevClose} />
              <span>{hands(t.volume)}</span>
              <span style={{ color: t.side === 1 ? changeColor(1) : t.side === 2 ? changeColor(-1) : '#8c8c8c' }}>{sideLabel(t.side)}</span>
            </div>
          ))}
        </div>
      )}
    </div>
  );
}

const isLevel2Refusal = (e: unknown) => e instanceof RequestError && e.code === LEVEL2_REQUIRED_CODE;

/**
 * 盘口 on the stock page: 五档 for everyone (十档 and 逐笔成交 for a Level-2 member — the server decides, this only asks),
 * 委比 / 委差, 外盘 / 内盘 and the day's 集合竞价. Refreshed with each live quote of the stock (the page's quote cache is
 * patched by the live stream; `quoteTime` moves with it); polled only while the stream is not open.
 */
export function OrderBookPanel({ code, quoteTime }: { code: string; quoteTime: number | null }) {
  const qc = useQueryClient();
  const live = useLiveMarket();
  // the session is loaded after hydration: a visitor's panel on the server and in the first render
  const user = useUserStore((s) => s.user);
  const poll = live === 'open' ? false : 15_000;
  const five = useQuery({ queryKey: bookKeys.stock(code), queryFn: () => bookApi.stock(code), refetchInterval: poll });
  const level2 = useQuery({
    queryKey: bookKeys.level2(code),
    queryFn: () => bookApi.level2(code),
    enabled: !!user,
    refetchInterval: (q) => (q.state.error ? false : poll),
    retry: (count, error) => !isLevel2Refusal(error) && count < 2,
  });
  const seen = useRef(quoteTime);
  useEffect(() => {
    if (seen.current === quoteTime) return;
    seen.current = quoteTime;
    void qc.invalidateQueries({ queryKey: bookKeys.all(code) });
  }, [qc, code, quoteTime]);
  const entitled = !!user && !!level2.data;
  const book: OrderBookVO | undefined = entitled ? level2.data : five.data;
  const sealedVolume = book?.sealed === 'up' ? book.bids[0]?.volume : book?.sealed === 'down' ? book.asks[0]?.volume : undefined;
  return (
    <Card
      size="small"
      title={
        <span>
          盘口{entitled && <Tag color="red" style={{ marginLeft: 6 }}>Level-2</Tag>}
        </span>
      }
      extra={book?.tradeDate ? <span style={{ color: '#8c8c8c', fontSize: 12 }}>{book.tradeDate}</span> : null}
      data-testid="order-book"
    >
      <QueryState query={entitled ? level2 : five} rows={10} isEmpty={(b) => !b.tradeDate && !b.auction} emptyText="暂无盘口数据">
        {(b) => (
          <>
            {b.tradeDate && <Levels book={b} />}
            {sealedVolume !== undefined && b.sealed && (
              <div style={{ marginTop: 6, fontSize: 13, color: changeColor(b.sealed === 'up' ? 1 : -1) }} data-testid="seal-volume">
                {b.sealed === 'up' ? '涨停封单' : '跌停封单'} {hands(sealedVolume)}手
              </div>
            )}
            {b.tradeDate && <Stats book={b} />}
            {b.auction && <Auction a={b.auction} />}
            {entitled ? (
              <Ticks book={b as Level2BookVO} />
            ) : (
              <div className="ob-note" data-testid="level2-note">
                十档和逐笔为 Level-2 权益{' '}
                <MemberLink to="/vip">开通 Level-2</MemberLink>
              </div>
            )}
          </>
        )}
      </QueryState>
    </Card>
  );
}
