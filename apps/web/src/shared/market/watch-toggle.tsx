// 加自选 / 已自选 on every public list a stock appears in (issue 26, docs/decisions/0044): one plain button (no UI
// library, decision 0034); the stock page's WatchButton keeps its group dialog.
import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { memberSignInPath } from '../auth/member-link';
import { useUserStore } from '../stores/user-store';
import './watch-toggle.css';

const MemberWatchToggle = lazy(() => import('./watch-toggle-member'));

/**
 * A compact 加自选 ⇄ 已自选 toggle for a row. A visitor's is a link to the members' sign-in, which returns to this
 * page (as MemberLink); it is what the server renders and what hydrates (the session loads afterwards), so the
 * markup never disagrees. A member's (watch-toggle-member.tsx, fetched once signed in) adds to or removes from the
 * watchlist in place.
 */
export function WatchToggle({ code, name }: { code: string; name: string }) {
  const user = useUserStore((s) => s.user);
  const location = useLocation();
  if (user)
    return (
      <Suspense
        fallback={
          <span className="watch-toggle" aria-hidden>
            <span className="watch-toggle__text">加自选</span>
          </span>
        }
      >
        <MemberWatchToggle code={code} name={name} />
      </Suspense>
    );
  return (
    <Link
      to={memberSignInPath(location.pathname + location.search, 'watch')}
      className="watch-toggle"
      aria-label={`加自选 ${name}（会员）`}
      title="会员专享：登录会员后加自选"
      data-testid="watch-toggle"
      data-member-only="true"
    >
      <span className="watch-toggle__text">加自选</span>
    </Link>
  );
}
