import { lazy, Suspense, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { memberApi, memberKeys } from '../../../shared/market/member-api';
import { useUserStore } from '../../../shared/stores/user-store';
import { useLazyFeedback } from './lazy-feedback';

const WatchDialog = lazy(() => import('./watch-dialog'));

const Star = ({ filled = false }: { filled?: boolean }) => (
  <svg width="14" height="14" viewBox="0 0 24 24" fill={filled ? '#faad14' : 'none'} stroke={filled ? '#faad14' : 'currentColor'} strokeWidth="2" aria-hidden>
    <path d="M12 3l2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3 6.4 20.2l1.1-6.2L3 9.6l6.2-.9L12 3z" />
  </svg>
);

/**
 * 加自选 / 已自选: a plain button drawn like antd's primary danger button; its group dialog (antd) is fetched with the
 * first tap of a member, the sign-in prompt with an anonymous visitor's (docs/decisions/0034). A stock the member
 * watches already shows 已自选; a tap takes it out of every group it is in.
 */
export function WatchButton({ code, name }: { code: string; name: string }) {
  const user = useUserStore((s) => s.user);
  const [request, setRequest] = useState(0);
  const [feedback, ask] = useLazyFeedback();
  const qc = useQueryClient();
  const codes = useQuery({ queryKey: memberKeys.codes, queryFn: memberApi.watchCodes, enabled: !!user });
  const watched = user ? codes.data?.find((c) => c.stockCode === code) : undefined;
  const remove = useMutation({
    mutationFn: async (groupIds: number[]) => {
      for (const groupId of groupIds) await memberApi.removeWatch(groupId, code);
    },
    onSuccess: () => {
      ask({ kind: 'message', text: `已将${name}移出自选` });
      void qc.invalidateQueries({ queryKey: ['member'] });
      void qc.invalidateQueries({ queryKey: ['quotes', 'watch'] });
    },
  });
  if (watched)
    return (
      <>
        <button
          type="button"
          className="lt-btn"
          data-testid="watch-toggle"
          aria-pressed="true"
          title="再点一次取消自选"
          disabled={remove.isPending}
          onClick={() => remove.mutate(watched.groupIds)}
        >
          <Star filled />
          已自选
        </button>
        {feedback}
      </>
    );
  return (
    <>
      <button
        type="button"
        className="lt-btn lt-btn--danger"
        data-testid="watch-toggle"
        aria-pressed="false"
        onClick={() => (user ? setRequest((n) => n + 1) : ask({ kind: 'signIn', what: '添加自选股', reason: 'watch' }))}
      >
        <Star />
        加自选
      </button>
      {request > 0 && (
        <Suspense fallback={null}>
          <WatchDialog code={code} name={name} request={request} />
        </Suspense>
      )}
      {feedback}
    </>
  );
}
