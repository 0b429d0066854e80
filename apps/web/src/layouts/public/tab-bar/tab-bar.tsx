import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useUserStore } from '../../../shared/stores/user-store';
import { TAB_ENTRIES, currentTab, tabTarget, type TabKey } from './tab-entries';
import './tab-bar.css';

const svg = (children: ReactNode) => (
  <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.9" strokeLinecap="round" strokeLinejoin="round" aria-hidden>
    {children}
  </svg>
);
const ICONS: Record<TabKey, ReactNode> = {
  home: svg(<path d="M3 11l9-7 9 7M5 10v10h5v-6h4v6h5V10" />),
  market: svg(<path d="M3 20h18M5 16l4-5 4 3 6-8" />),
  limitUp: svg(<path d="M12 3v18M5 10l7-7 7 7" />),
  watch: svg(<path d="M12 3l2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3 6.4 20.2l1.1-6.2L3 9.6l6.2-.9L12 3z" />),
  me: svg(
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
    </>,
  ),
};

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
          {ICONS[t.key]}
          <span className="tab-bar__label">{t.label}</span>
        </Link>
      ))}
    </nav>
  );
}
