import { Drawer } from 'antd';
import { NavLink, useNavigate } from 'react-router';
import { SITE_NAME } from '../../../shared/config';
import { useUserStore } from '../../../shared/stores/user-store';
import { useLogoutConfirm } from '../../../shared/auth/use-logout-confirm';
import { AntdAppBoundary } from '../../../shared/antd-app/antd-app-boundary';
import { LOGOUT_LABEL, MEMBER_MENU } from './member-entries';
import { visibleNav } from './nav-entries';

const linkClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'nd-link is-active' : 'nd-link');

/**
 * The phone header's menu (loaded on the first tap of the menu button): every navigation entry, the current one
 * marked, then sign-in / register or the member menu, with the antd <App> its logout confirmation needs.
 */
export default function NavDrawerWithApp(props: { open: boolean; onClose: () => void; here: string }) {
  return (
    <AntdAppBoundary>
      <NavDrawer {...props} />
    </AntdAppBoundary>
  );
}

function NavDrawer({ open, onClose, here }: { open: boolean; onClose: () => void; here: string }) {
  const user = useUserStore((s) => s.user);
  const navigate = useNavigate();
  const confirmLogout = useLogoutConfirm('/index');
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="right"
      size={280}
      title={SITE_NAME}
      rootClassName="nav-drawer"
      styles={{ body: { padding: '8px 12px' } }}
    >
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
            <button type="button" className="nd-link nd-logout" onClick={confirmLogout}>
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
                void navigate(`/stockLogin?redirect=${here}`);
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
    </Drawer>
  );
}
