import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useUserStore } from '../stores/user-store';

/** What sent a visitor to the members' sign-in (member-notice.ts says it on the sign-in page). */
export type MemberReason = 'page' | 'watch' | 'alert' | 'follow' | 'signin';

/**
 * Where a visitor goes for a member-only page or feature: the members' sign-in, back to `to` afterwards; a feature
 * (加自选, 提醒) on a public page says which, so the sign-in does not call the public page members-only.
 */
export function memberSignInPath(to: string, reason: MemberReason = 'page'): string {
  return `/stockLogin?redirect=${encodeURIComponent(to)}${reason === 'page' ? '' : `&for=${reason}`}`;
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
