import { lazy, Suspense } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { SITE_NAME } from '../../../shared/config';
import { useUserStore } from '../../../shared/stores/user-store';
import { HeaderSearch } from './header-search';
import './public-header.css';

const MemberMenu = lazy(() => import('./member-menu'));

/** Header navigation; `member` entries are outside the whitelist and shown to signed-in members only. */
export const PUBLIC_NAV = [
  { to: '/index', label: '首页' },
  { to: '/keyIndices', label: '指数' },
  { to: '/allStock', label: '股票', member: true },
  { to: '/concept', label: '概念' },
  { to: '/limitUp', label: '涨停' },
  { to: '/information', label: '快讯' },
  { to: '/news', label: '新闻' },
  { to: '/announcement', label: '公告' },
  { to: '/essay', label: '文章' },
  { to: '/navigation', label: '导航' },
  { to: '/vip', label: '会员', member: true },
] as const;

/** The public header: brand, navigation, search, sign-in / register or the member menu (plain elements; light). */
export function PublicHeader() {
  const user = useUserStore((s) => s.user);
  const location = useLocation();
  const here = encodeURIComponent(location.pathname + location.search);

  return (
    <header className="public-header">
      <div className="public-header__inner">
        <Link to="/index" className="public-header__brand">
          <span className="public-header__logo" aria-hidden>
            热
          </span>
          <span className="public-header__name">{SITE_NAME}</span>
        </Link>
        <nav className="public-header__nav" aria-label="主导航">
          {PUBLIC_NAV.filter((item) => !('member' in item) || user).map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              className={({ isActive }) => (isActive ? 'public-header__link is-active' : 'public-header__link')}
            >
              {item.label}
            </NavLink>
          ))}
        </nav>
        <HeaderSearch />
        <div className="public-header__user">
          {user ? (
            <Suspense fallback={<span className="public-header__me">{user.nickname}</span>}>
              <MemberMenu />
            </Suspense>
          ) : (
            <span className="public-header__auth">
              <Link className="ph-btn ph-btn--primary" to={`/stockLogin?redirect=${here}`}>
                登录
              </Link>
              <Link className="ph-btn" to="/register">
                注册
              </Link>
            </span>
          )}
        </div>
      </div>
    </header>
  );
}
