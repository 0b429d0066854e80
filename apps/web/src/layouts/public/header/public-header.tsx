import { Avatar, Button, Dropdown, Space } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { SITE_NAME } from '../../../shared/config';
import { useUserStore } from '../../../shared/stores/user-store';
import { useLogoutConfirm } from '../../../shared/auth/use-logout-confirm';
import './public-header.css';

export const PUBLIC_NAV = [
  { to: '/index', label: '首页' },
  { to: '/allStock', label: '股票' },
  { to: '/concept', label: '概念' },
  { to: '/limitUp', label: '涨停' },
  { to: '/information', label: '资讯' },
  { to: '/news', label: '新闻' },
  { to: '/about', label: '关于' },
] as const;

export function PublicHeader() {
  const user = useUserStore((s) => s.user);
  const navigate = useNavigate();
  const location = useLocation();
  const confirmLogout = useLogoutConfirm('/index');
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
          {PUBLIC_NAV.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              className={({ isActive }) => (isActive ? 'public-header__link is-active' : 'public-header__link')}
            >
              {item.label}
            </NavLink>
          ))}
        </nav>
        <div className="public-header__user">
          {user ? (
            <Dropdown
              menu={{
                items: [
                  { key: 'userInfo', label: '个人中心' },
                  { type: 'divider' },
                  { key: 'logout', label: '退出登录' },
                ],
                onClick: ({ key }) => {
                  if (key === 'userInfo') void navigate('/userInfo');
                  else confirmLogout();
                },
              }}
            >
              <Space className="public-header__me">
                <Avatar size="small" src={user.avatar} />
                <span>{user.nickname}</span>
                <DownOutlined />
              </Space>
            </Dropdown>
          ) : (
            <Space>
              <Button type="primary" onClick={() => void navigate(`/stockLogin?redirect=${here}`)}>
                登录
              </Button>
              <Button onClick={() => void navigate('/register')}>注册</Button>
            </Space>
          )}
        </div>
      </div>
    </header>
  );
}
