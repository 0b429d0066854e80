import { Avatar, Button, Dropdown, Layout, Space } from 'antd';
import { DownOutlined, MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useAppStore } from '../../../shared/stores/app-store';
import { useUserStore } from '../../../shared/stores/user-store';
import { useSettingsStore } from '../../../shared/stores/settings-store';
import { useLogoutConfirm } from '../../../shared/auth/use-logout-confirm';
import { Breadcrumb } from '../breadcrumb/breadcrumb';
import { TopMenu } from '../top-menu/top-menu';
import { HeaderSearch } from '../header-search/header-search';
import { NotifyBell } from '../notify-bell/notify-bell';
import { Screenfull } from '../screenfull/screenfull';
import { SizeSelect } from '../size-select/size-select';
import { useSettingsPanel } from '../settings/settings-drawer';

/**
 * Navbar of spec section 2.4: hamburger (no toggle while the sidebar is hidden), breadcrumb or top menu; on non-mobile
 * widths search, bell, fullscreen and size; the avatar menu with 个人中心, 布局设置 and 退出登录.
 */
export function Navbar() {
  const user = useUserStore((s) => s.user);
  const opened = useAppStore((s) => s.sidebar.opened);
  const hidden = useAppStore((s) => s.sidebar.hide);
  const device = useAppStore((s) => s.device);
  const toggleSidebar = useAppStore((s) => s.toggleSidebar);
  const topNav = useSettingsStore((s) => s.topNav);
  const openSettings = useSettingsPanel((s) => s.setOpen);
  const navigate = useNavigate();
  const confirmLogout = useLogoutConfirm('/index');

  return (
    <Layout.Header className="admin-navbar">
      <Button
        type="text"
        className="admin-hamburger"
        aria-label={opened ? '收起菜单' : '展开菜单'}
        disabled={hidden}
        icon={opened ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
        onClick={toggleSidebar}
      />
      <div className="admin-navbar-middle">{topNav && device !== 'mobile' ? <TopMenu /> : <Breadcrumb />}</div>
      <Space size={4} className="admin-navbar-right">
        {device !== 'mobile' ? (
          <>
            <HeaderSearch />
            <NotifyBell />
            <Screenfull />
            <SizeSelect />
          </>
        ) : null}
        <Dropdown
          trigger={['click']}
          menu={{
            items: [
              { key: 'profile', label: '个人中心' },
              { key: 'settings', label: '布局设置' },
              { type: 'divider' },
              { key: 'logout', label: '退出登录' },
            ],
            onClick: ({ key }) => {
              if (key === 'profile') void navigate('/user/profile');
              else if (key === 'settings') openSettings(true);
              else confirmLogout();
            },
          }}
        >
          <Space style={{ cursor: 'pointer', padding: '0 8px' }} data-testid="avatar-menu">
            <Avatar size="small" src={user?.avatar} />
            <span>{user?.nickname}</span>
            <DownOutlined />
          </Space>
        </Dropdown>
      </Space>
    </Layout.Header>
  );
}
