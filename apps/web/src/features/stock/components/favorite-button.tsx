import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { memberApi, memberKeys } from '../../../shared/market';
import { cx } from '../../../shared/lite';
import { useUserStore } from '../../../shared/stores/user-store';
import { useLazyFeedback } from './lazy-feedback';

const Heart = ({ filled }: { filled: boolean }) => (
  <svg width="14" height="14" viewBox="0 0 24 24" fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" aria-hidden>
    <path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.8 4.5c2.1 0 3.6 1.2 5.2 3 1.6-1.8 3.1-3 5.2-3 3.8 0 5.9 3.9 4.4 7.3C19.5 16.4 12 21 12 21z" />
  </svg>
);

/**
 * 关注 / 已关注 of a news item (1), flash (2) or concept (3), a plain button drawn like antd's; anonymous visitors are
 * asked to sign in (antd's dialog, fetched then: docs/decisions/0034).
 */
export function FavoriteButton({ targetType, targetId, size = 'small' }: { targetType: 1 | 2 | 3; targetId: number; size?: 'small' | 'middle' }) {
  const user = useUserStore((s) => s.user);
  const [feedback, ask] = useLazyFeedback();
  const qc = useQueryClient();
  const check = useQuery({ queryKey: memberKeys.favoriteCheck(targetType, targetId), queryFn: () => memberApi.favoriteCheck(targetType, targetId), enabled: !!user });
  const toggle = useMutation({
    mutationFn: async (): Promise<unknown> => (check.data ? memberApi.removeFavorite(targetType, targetId) : memberApi.addFavorite(targetType, targetId)),
    onSuccess: () => {
      ask({ kind: 'message', text: check.data ? '已取消关注' : '已关注' });
      void qc.invalidateQueries({ queryKey: ['member'] });
    },
  });
  const on = !!user && !!check.data;
  return (
    <>
      <button
        type="button"
        className={cx('lt-btn', size === 'small' && 'lt-btn--small', on && 'lt-btn--danger')}
        disabled={toggle.isPending}
        aria-busy={toggle.isPending || undefined}
        onClick={(e) => {
          e.stopPropagation();
          if (!user) ask({ kind: 'signIn', what: '关注内容', reason: 'follow' });
          else toggle.mutate();
        }}
      >
        <Heart filled={on} />
        {on ? '已关注' : '关注'}
      </button>
      {feedback}
    </>
  );
}
