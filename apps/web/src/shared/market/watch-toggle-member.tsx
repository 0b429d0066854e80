// The member's 加自选 / 已自选 toggle (watch-toggle.tsx): fetched once a member is signed in, so a visitor's page
// carries none of it (decision 0034's budgets).
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { memberApi, memberKeys } from './member-api';

type WatchCodes = { stockCode: string; groupIds: number[] }[];

/**
 * A member's tap adds the stock to the default group (「我的自选」; choosing a group is the stock page's dialog) or
 * takes it out of every group it is in; the star changes at once and falls back if the server refuses. All toggles of
 * a page share one query of the member's codes.
 */
export default function MemberWatchToggle({ code, name }: { code: string; name: string }) {
  const qc = useQueryClient();
  const codes = useQuery({ queryKey: memberKeys.codes, queryFn: memberApi.watchCodes, staleTime: 30_000 });
  const [pending, setPending] = useState(false);
  const watched = codes.data?.find((c) => c.stockCode === code);
  const toggle = async () => {
    setPending(true);
    await qc.cancelQueries({ queryKey: memberKeys.codes });
    const before = qc.getQueryData<WatchCodes>(memberKeys.codes);
    qc.setQueryData<WatchCodes>(memberKeys.codes, (list = []) => (watched ? list.filter((c) => c.stockCode !== code) : [...list, { stockCode: code, groupIds: [] }]));
    try {
      if (watched) for (const groupId of watched.groupIds) await memberApi.removeWatch(groupId, code);
      else await memberApi.addWatch(code);
    } catch {
      qc.setQueryData(memberKeys.codes, before);
    } finally {
      setPending(false);
      void qc.invalidateQueries({ queryKey: ['member'] });
      void qc.invalidateQueries({ queryKey: ['quotes', 'watch'] });
    }
  };
  const on = !!watched;
  return (
    <button
      type="button"
      className={on ? 'watch-toggle is-on' : 'watch-toggle'}
      aria-pressed={on}
      aria-label={`${on ? '已自选' : '加自选'} ${name}`}
      title={on ? '已自选：再点一次移出自选' : '加入「我的自选」'}
      data-testid="watch-toggle"
      disabled={pending || codes.isPending}
      onClick={() => void toggle()}
    >
      <span className="watch-toggle__text">{on ? '已自选' : '加自选'}</span>
    </button>
  );
}
