import { Link, useLocation } from 'react-router';
import { useUserStore } from '../../../shared/stores/user-store';
import { TAB_ENTRIES, currentTab, tabTarget } from './tab-entries';
import './tab-bar.css';

/**
 * The phone's bottom tab bar (≤ 768 px; hidden above by CSS): 首页 / 行情 / 涨停 / 自选 / 我的, the current one marked
 * (aria-current). 自选 and 我的 lead a visitor to the members' sign-in and back (as MemberLink does). Rendered for a
 * visitor on the server and while hydrating (the session loads afterwards), so the markup never disagrees.
 */
export function TabBar() {
  const signedIn = useUserStore((s) => Boolean(s.user));
  const { pathname } = useLocation();
  const current = currentTab(pathname);
  return (
    <nav className="tab-bar" aria-label="底部导航" data-testid="tab-bar">
      {TAB_ENTRIES.map((t) => (
        <Link
          key={t.key}
          to={tabTarget(t, signedIn)}
          className={t.key === current ? 'tab-bar__item is-active' : 'tab-bar__item'}
          aria-current={t.key === current ? 'page' : undefined}
          data-member-only={t.member && !signedIn ? 'true' : undefined}
          title={t.member && !signedIn ? '会员专享：登录会员后查看' : undefined}
        >
          <span className={`tab-bar__icon tab-bar__icon--${t.key}`} aria-hidden />
          <span className="tab-bar__label">{t.label}</span>
        </Link>
      ))}
    </nav>
  );
}
