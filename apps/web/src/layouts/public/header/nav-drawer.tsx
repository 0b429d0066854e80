import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { NavLink, useNavigate } from 'react-router';
import { SITE_NAME } from '../../../shared/config';
import { useUserStore } from '../../../shared/stores/user-store';
import { LOGOUT_LABEL, MEMBER_MENU } from './member-entries';
import { visibleNav } from './nav-entries';
import { memberSignInPath } from '../../../shared/auth/member-link';

// the logout confirmation is antd's dialog: fetched when a member taps 退出登录 (docs/decisions/0034)
const LogoutConfirm = lazy(() => import('./logout-confirm'));

const linkClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'nd-link is-active' : 'nd-link');

/**
 * The phone header's menu: every navigation entry, the current one marked, then sign-in / register or the member
 * menu. A plain panel sliding in from the right over a mask (no antd: it answers the menu button at once, decision
 * 34); Escape, the mask and the close button close it, and focus moves into it while it is open.
 */
export default function NavDrawer({ open, onClose, here }: { open: boolean; onClose: () => void; here: string }) {
  const user = useUserStore((s) => s.user);
  const navigate = useNavigate();
  const [logoutAsked, setLogoutAsked] = useState(0);
  const close = useRef<HTMLButtonElement>(null);
  const closeMenu = useRef(onClose);
  useEffect(() => {
    closeMenu.current = onClose;
  });
  // shown a frame after it is opened, so that a panel mounted open still slides in
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setShown(open));
    return () => cancelAnimationFrame(frame);
  }, [open]);
  useEffect(() => {
    if (!open) return;
    close.current?.focus({ preventScroll: true });
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && closeMenu.current();
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
    };
  }, [open]);
  return (
    <div className={open && shown ? 'nav-drawer is-open' : 'nav-drawer'}>
      <div className="nd-mask" aria-hidden onClick={onClose} />
      <div className="nd-panel" role="dialog" aria-modal="true" aria-label="菜单" aria-hidden={!open}>
        <div className="nd-head">
          <span className="nd-title">{SITE_NAME}</span>
          <button ref={close} type="button" className="nd-close" aria-label="关闭菜单" onClick={onClose}>
            <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" aria-hidden>
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>
        <div className="nd-body">
          <nav aria-label="手机导航" data-testid="nav-drawer">
            {visibleNav(Boolean(user)).map((item) => (
              <NavLink key={item.to} to={item.to} className={linkClass} onClick={onClose}>
                {item.label}
              </NavLink>
            ))}
          </nav>
          <div className="nd-section">
            {user ? (
              <>
                <div className="nd-me">{user.nickname}</div>
                {MEMBER_MENU.map((item) => (
                  <NavLink key={item.key} to={item.key} className={linkClass} onClick={onClose}>
                    {item.label}
                  </NavLink>
                ))}
                <button type="button" className="nd-link nd-logout" onClick={() => setLogoutAsked((n) => n + 1)}>
                  {LOGOUT_LABEL}
                </button>
              </>
            ) : (
              <div className="nd-auth">
                <button
                  type="button"
                  className="ph-btn ph-btn--primary"
                  onClick={() => {
                    onClose();
                    void navigate(memberSignInPath(here, 'signin'));
                  }}
                >
                  登录
                </button>
                <button
                  type="button"
                  className="ph-btn"
                  onClick={() => {
                    onClose();
                    void navigate('/register');
                  }}
                >
                  注册
                </button>
              </div>
            )}
          </div>
        </div>
      </div>
      {logoutAsked > 0 && (
        <Suspense fallback={null}>
          <LogoutConfirm request={logoutAsked} />
        </Suspense>
      )}
    </div>
  );
}
