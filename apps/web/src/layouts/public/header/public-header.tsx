import { Avatar, Button, Dropdown, Space } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { SITE_NAME } from '../../../shared/config';
import { useUserStore } from '../../../shared/stores/user-store';
import { useLogoutConfirm } from '../../../shared/auth/use-logout-confirm';
import { HeaderSearch } from './header-search';
import './public-header.css';

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
] as const;

const MEMBER_MENU = [
  { key: '/userStock', label: '我的自选' },
  { key: '/userStockGroup', label: '自选分组' },
  { key: '/userRecord', label: '我的随笔' },
  { key: '/userNews', label: '关注的新闻' },
  { key: '/userInformation', label: '关注的快讯' },
  { key: '/userConcept', label: '关注的概念' },
  { key: '/userInfo', label: '个人中心' },
];

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
            <Dropdown
              menu={{
                items: [...MEMBER_MENU, { type: 'divider' as const }, { key: 'logout', label: '退出登录' }],
                onClick: ({ key }) => {
                  if (key === 'logout') confirmLogout();
                  else void navigate(key);
                },
              }}
            >
              <Space className="public-header__me" data-testid="member-menu">
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
