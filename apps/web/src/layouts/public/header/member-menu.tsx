import { Avatar, Dropdown, Space } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useUserStore } from '../../../shared/stores/user-store';
import { useLogoutConfirm } from '../../../shared/auth/use-logout-confirm';
import { AntdAppBoundary } from '../../../shared/antd-app/antd-app-boundary';

const MEMBER_MENU = [
  { key: '/userStock', label: '我的自选' },
  { key: '/userStockGroup', label: '自选分组' },
  { key: '/userRecord', label: '我的随笔' },
  { key: '/userNews', label: '关注的新闻' },
  { key: '/userInformation', label: '关注的快讯' },
  { key: '/userConcept', label: '关注的概念' },
  { key: '/userOrder', label: '我的订单' },
  { key: '/vip', label: '会员服务' },
  { key: '/userInfo', label: '个人中心' },
];

/** The signed-in member's menu (loaded only for members), with the antd <App> its logout confirmation needs. */
export default function MemberMenuWithApp() {
  return (
    <AntdAppBoundary>
      <MemberMenu />
    </AntdAppBoundary>
  );
}

function MemberMenu() {
  const user = useUserStore((s) => s.user);
  const navigate = useNavigate();
  const confirmLogout = useLogoutConfirm('/index');
  if (!user) return null;
  return (
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
  );
}
