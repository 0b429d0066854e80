import { lazy, Suspense, useState } from 'react';
import { useUserStore } from '../../../shared/stores/user-store';
import { useLazyFeedback } from './lazy-feedback';

const WatchDialog = lazy(() => import('./watch-dialog'));

const Star = () => (
  <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
    <path d="M12 3l2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3 6.4 20.2l1.1-6.2L3 9.6l6.2-.9L12 3z" />
  </svg>
);

/**
 * 加自选: a plain button drawn like antd's primary danger button; its group dialog (antd) is fetched with the first tap
 * of a member, the sign-in prompt with an anonymous visitor's (docs/decisions/0034).
 */
export function WatchButton({ code, name }: { code: string; name: string }) {
  const user = useUserStore((s) => s.user);
  const [request, setRequest] = useState(0);
  const [feedback, ask] = useLazyFeedback();
  return (
    <>
      <button type="button" className="lt-btn lt-btn--danger" onClick={() => (user ? setRequest((n) => n + 1) : ask({ kind: 'signIn', what: '添加自选股' }))}>
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
