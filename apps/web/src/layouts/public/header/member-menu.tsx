import { Avatar, Dropdown, Space } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useUserStore } from '../../../shared/stores/user-store';
import { useLogoutConfirm } from '../../../shared/auth/use-logout-confirm';
import { AntdAppBoundary } from '../../../shared/antd-app/antd-app-boundary';
import { LOGOUT_LABEL, MEMBER_MENU } from './member-entries';

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
        items: [...MEMBER_MENU, { type: 'divider' as const }, { key: 'logout', label: LOGOUT_LABEL }],
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
