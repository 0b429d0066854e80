import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Tag } from '../../../shared/lite';
import { moneyApi, moneyKeys } from './money-api';

/**
 * A 「龙虎榜」 tag linking to the stock's listing of `tradeDate`, shown only when the stock is on that day's list. Every
 * mark of a page shares the day's one query (the list is published after the close: none during the session).
 */
export function DragonTigerMark({ code, tradeDate }: { code: string; tradeDate: string }) {
  const q = useQuery({ queryKey: moneyKeys.dragonTiger(tradeDate), queryFn: () => moneyApi.dragonTiger(tradeDate), staleTime: 60_000 });
  if (!q.data?.list.some((r) => r.code === code)) return null;
  return (
    <Link to={`/dragonTiger?date=${tradeDate}&code=${code}`} onClick={(e) => e.stopPropagation()} aria-label="龙虎榜" data-testid="pool-dragon-tiger-link">
      <Tag color="purple">龙虎榜</Tag>
    </Link>
  );
}
