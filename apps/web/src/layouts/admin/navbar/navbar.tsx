import { Avatar, Button, Dropdown, Layout, Space } from 'antd';
import { DownOutlined, MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useAppStore } from '../../../shared/stores/app-store';
import { useUserStore } from '../../../shared/stores/user-store';
import { useLogoutConfirm } from '../../../shared/auth/use-logout-confirm';

/** Top bar: sidebar toggle and the user's nickname with 个人中心 / 退出登录. */
export function Navbar() {
  const user = useUserStore((s) => s.user);
  const opened = useAppStore((s) => s.sidebar.opened);
  const toggleSidebar = useAppStore((s) => s.toggleSidebar);
  const navigate = useNavigate();
  const confirmLogout = useLogoutConfirm('/index');

  return (
    <Layout.Header
      style={{
        background: '#fff',
        padding: '0 16px',
        height: 50,
        lineHeight: '50px',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        boxShadow: '0 1px 4px rgba(0,21,41,.08)',
      }}
    >
      <Button
        type="text"
        aria-label={opened ? '收起菜单' : '展开菜单'}
        icon={opened ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
        onClick={toggleSidebar}
      />
      <Dropdown
        menu={{
          items: [
            { key: 'profile', label: '个人中心' },
            { type: 'divider' },
            { key: 'logout', label: '退出登录' },
          ],
          onClick: ({ key }) => {
            if (key === 'profile') void navigate('/user/profile');
            else confirmLogout();
          },
        }}
      >
        <Space style={{ cursor: 'pointer' }}>
          <Avatar size="small" src={user?.avatar} />
          <span>{user?.nickname}</span>
          <DownOutlined />
        </Space>
      </Dropdown>
    </Layout.Header>
  );
}
