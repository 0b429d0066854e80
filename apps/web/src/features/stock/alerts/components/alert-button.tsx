import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useUserStore } from '../../../../shared/stores/user-store';
import { memberSignInPath } from '../../../../shared/auth/member-link';

const AlertDialog = lazy(() => import('./alert-dialog'));

const Bell = () => (
  <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
    <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
  </svg>
);

/**
 * 提醒 on the stock page: a plain button; the dialog that sets, lists and deletes this stock's alerts (antd) is fetched
 * with a member's first tap (docs/decisions/0034). A visitor is taken to the member sign-in and back.
 */
export function AlertButton({ code, name }: { code: string; name: string }) {
  const user = useUserStore((s) => s.user);
  const navigate = useNavigate();
  const location = useLocation();
  const [request, setRequest] = useState(0);
  return (
    <>
      <button
        type="button"
        className="lt-btn"
        data-testid="alert-open"
        onClick={() =>
          user ? setRequest((n) => n + 1) : void navigate(memberSignInPath(location.pathname + location.search, 'alert'))
        }
      >
        <Bell />
        提醒
      </button>
      {request > 0 && (
        <Suspense fallback={null}>
          <AlertDialog code={code} name={name} request={request} />
        </Suspense>
      )}
    </>
  );
}
