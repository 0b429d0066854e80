// 加自选 / 已自选 on every public list a stock appears in (issue 26): one plain button (no UI library, decision 0034),
// the stock page's WatchButton keeps its group dialog. All toggles of a page share one query of the member's codes.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { memberSignInPath } from '../auth/member-link';
import { useUserStore } from '../stores/user-store';
import { memberApi, memberKeys } from './member-api';
import './watch-toggle.css';

type WatchCodes = { stockCode: string; groupIds: number[] }[];

const Star = ({ filled }: { filled: boolean }) => (
  <svg width="16" height="16" viewBox="0 0 24 24" fill={filled ? '#faad14' : 'none'} stroke={filled ? '#faad14' : 'currentColor'} strokeWidth="2" aria-hidden>
    <path d="M12 3l2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3 6.4 20.2l1.1-6.2L3 9.6l6.2-.9L12 3z" />
  </svg>
);

/**
 * A compact 加自选 ⇄ 已自选 toggle for a row. A member's tap adds the stock to the default group (「我的自选」, the
 * group dialog is the stock page's) or takes it out of every group; the star fills at once and falls back if the
 * server refuses. A visitor's toggle is a link to the members' sign-in, which returns to this page (as MemberLink);
 * it is what the server renders and what hydrates (the session loads afterwards), so the markup never disagrees.
 */
export function WatchToggle({ code, name }: { code: string; name: string }) {
  const user = useUserStore((s) => s.user);
  const location = useLocation();
  const qc = useQueryClient();
  const codes = useQuery({ queryKey: memberKeys.codes, queryFn: memberApi.watchCodes, enabled: !!user, staleTime: 30_000 });
  const watched = codes.data?.find((c) => c.stockCode === code);
  const toggle = useMutation({
    mutationFn: async (entry: WatchCodes[number] | undefined) => {
      if (entry) for (const groupId of entry.groupIds) await memberApi.removeWatch(groupId, code);
      else await memberApi.addWatch(code);
    },
    onMutate: async (entry) => {
      await qc.cancelQueries({ queryKey: memberKeys.codes });
      const before = qc.getQueryData<WatchCodes>(memberKeys.codes);
      qc.setQueryData<WatchCodes>(memberKeys.codes, (list = []) => (entry ? list.filter((c) => c.stockCode !== code) : [...list, { stockCode: code, groupIds: [] }]));
      return { before };
    },
    onError: (_e, _entry, context) => qc.setQueryData(memberKeys.codes, context?.before),
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: ['member'] });
      void qc.invalidateQueries({ queryKey: ['quotes', 'watch'] });
    },
  });

  if (!user)
    return (
      <Link
        to={memberSignInPath(location.pathname + location.search)}
        className="watch-toggle"
        aria-label={`加自选 ${name}（会员）`}
        title="会员专享：登录会员后加自选"
        data-testid="watch-toggle"
        data-member-only="true"
      >
        <Star filled={false} />
        <span className="watch-toggle__text">加自选</span>
      </Link>
    );
  const on = !!watched;
  return (
    <button
      type="button"
      className={on ? 'watch-toggle is-on' : 'watch-toggle'}
      aria-pressed={on}
      aria-label={`${on ? '已自选' : '加自选'} ${name}`}
      title={on ? '已自选：再点一次移出自选' : '加入「我的自选」'}
      data-testid="watch-toggle"
      disabled={toggle.isPending || codes.isPending}
      onClick={() => toggle.mutate(watched)}
    >
      <Star filled={on} />
      <span className="watch-toggle__text">{on ? '已自选' : '加自选'}</span>
    </button>
  );
}
