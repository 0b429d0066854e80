import { useQuery } from '@tanstack/react-query';
import type { AuctionDayVO, AuctionVO } from '@gprs/contract';
import { changeColor, formatPercent, formatUnit } from '../../../shared/market';
import { bookApi, bookKeys } from './book-api';
import { unmatchedText } from './order-book-rows';

/** One index per answer (every cell of a table reads the same answer). */
const indexOf = new WeakMap<AuctionDayVO, Map<string, AuctionVO>>();
function auctionOf(day: AuctionDayVO, code: string): AuctionVO | undefined {
  let map = indexOf.get(day);
  if (!map) {
    map = new Map(day.list.map((a) => [a.code, a]));
    indexOf.set(day, map);
  }
  return map.get(code);
}

/**
 * The 集合竞价 of a pool stock on /limitUp: 竞价涨幅, with 竞价成交额 and 竞价未匹配量 below. One request per trade day
 * for the whole table (the cells share its query; it is refetched with the pools).
 */
export function AuctionCell({ code, tradeDate }: { code: string; tradeDate: string }) {
  const q = useQuery({ queryKey: bookKeys.auctions(tradeDate), queryFn: () => bookApi.auctions(tradeDate), staleTime: 30_000 });
  const a = q.data ? auctionOf(q.data, code) : undefined;
  if (!a) return <span style={{ color: '#8c8c8c' }}>--</span>;
  return (
    <span style={{ display: 'inline-block', textAlign: 'right', whiteSpace: 'nowrap' }} data-testid="auction-cell">
      <span style={{ color: changeColor(a.changePercent) }}>{formatPercent(a.changePercent)}</span>
      <span style={{ display: 'block', fontSize: 12, color: '#8c8c8c' }}>
        {formatUnit(a.amount)}
        {a.unmatchedVolume !== null && ` · 未匹配${unmatchedText(a.unmatchedVolume).replace(' ', '')}`}
      </span>
    </span>
  );
}
