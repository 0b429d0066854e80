import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { SITE_NAME } from '../../../shared/config';
import { MarketStatusMark } from '../../../shared/market/market-status';
import { useUserStore } from '../../../shared/stores/user-store';
import { HeaderSearch } from './header-search';
import { memberSignInPath } from '../../../shared/auth/member-link';
// plain elements (no antd): rendered from the first tap of the menu button, answered in the same frame (decision 34)
import NavDrawer from './nav-drawer';
import { visibleNav } from './nav-entries';
import './public-header.css';

export { PUBLIC_NAV } from './nav-entries';

const MemberMenu = lazy(() => import('./member-menu'));

const SearchIcon = () => (
  <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" aria-hidden>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-4-4" />
  </svg>
);
const MenuIcon = () => (
  <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" aria-hidden>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </svg>
);

/**
 * The public header: brand, navigation, search, sign-in / register or the member menu (plain elements; light).
 * Below the site's breakpoint (992 px) the navigation moves into a drawer behind a menu button; on phones (< 576 px)
 * the search also hides behind an icon that opens it full width, and sign-in or the member menu move into the drawer.
 */
export function PublicHeader() {
  const user = useUserStore((s) => s.user);
  const location = useLocation();
  const here = location.pathname + location.search;
  const [searching, setSearching] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const searchInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (searching) searchInput.current?.focus();
  }, [searching]);
  // a new page (a link, back / forward) closes the search overlay and the drawer
  const page = location.pathname + location.search;
  const [shownFor, setShownFor] = useState(page);
  if (shownFor !== page) {
    setShownFor(page);
    setSearching(false);
    setMenuOpen(false);
  }

  return (
    <header className={searching ? 'public-header is-searching' : 'public-header'}>
      <div className="public-header__inner">
        <Link to="/index" className="public-header__brand">
          <span className="public-header__logo" aria-hidden>
            热
          </span>
          <span className="public-header__name">{SITE_NAME}</span>
        </Link>
        <MarketStatusMark />
        <nav className="public-header__nav" aria-label="主导航">
          {visibleNav(Boolean(user)).map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              className={({ isActive }) => (isActive ? 'public-header__link is-active' : 'public-header__link')}
            >
              {item.label}
            </NavLink>
          ))}
        </nav>
        <HeaderSearch inputRef={searchInput} onDone={() => setSearching(false)} />
        <div className="public-header__user">
          {user ? (
            <Suspense fallback={<span className="public-header__me">{user.nickname}</span>}>
              <MemberMenu />
            </Suspense>
          ) : (
            <span className="public-header__auth">
              <Link className="ph-btn ph-btn--primary" to={memberSignInPath(here, 'signin')}>
                登录
              </Link>
              <Link className="ph-btn" to="/register">
                注册
              </Link>
            </span>
          )}
        </div>
        <button
          type="button"
          className="ph-icon ph-icon--search"
          aria-label={searching ? '关闭搜索' : '搜索'}
          aria-expanded={searching}
          onClick={() => setSearching((s) => !s)}
        >
          <SearchIcon />
        </button>
        <button
          type="button"
          className="ph-icon ph-icon--menu"
          aria-label="菜单"
          aria-expanded={menuOpen}
          onClick={() => {
            setMenuLoaded(true);
            setMenuOpen(true);
          }}
        >
          <MenuIcon />
        </button>
      </div>
      {menuLoaded && <NavDrawer open={menuOpen} onClose={() => setMenuOpen(false)} here={here} />}
    </header>
  );
}
