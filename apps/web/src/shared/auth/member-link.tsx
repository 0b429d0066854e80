import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useUserStore } from '../stores/user-store';

/** Where a visitor goes for a member-only page: the members' sign-in, back to the page afterwards. */
export function memberSignInPath(to: string): string {
  return `/stockLogin?redirect=${encodeURIComponent(to)}`;
}

/**
 * A link to a page the site keeps for members (全部股票, 历史成交, 新闻高级搜索, the 我的 pages): a member follows it; a
 * visitor is told it is for members and taken to the members' sign-in, which returns to the page. Rendered for a
 * visitor on the server and during hydration (the session is loaded afterwards), so the markup never disagrees.
 */
export function MemberLink({ to, children, className }: { to: string; children: ReactNode; className?: string }) {
  const user = useUserStore((s) => s.user);
  if (user) {
    return (
      <Link to={to} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <Link to={memberSignInPath(to)} className={className} title="会员专享：登录会员后查看" data-member-only="true">
      {children}
      <span style={{ marginLeft: 4, fontSize: 12, color: '#8c8c8c' }}>（会员）</span>
    </Link>
  );
}
