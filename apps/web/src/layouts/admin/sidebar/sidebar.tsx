import { useMemo, useState } from 'react';
import { Layout, Menu, type MenuProps } from 'antd';
import { AppstoreOutlined, HomeOutlined } from '@ant-design/icons';
import { Link, useLocation, useMatches, useNavigate } from 'react-router';
import { SITE_NAME } from '../../../shared/config';
import { usePermissionStore } from '../../../shared/stores/permission-store';
import { useAppStore } from '../../../shared/stores/app-store';
import { openKeysFor, toMenuEntries, type MenuEntry } from './menu-items';

type Item = NonNullable<MenuProps['items']>[number];

function toItems(entries: MenuEntry[], top: boolean): Item[] {
  return entries.map((e) =>
    e.children
      ? { key: e.key, label: e.label, icon: top ? <AppstoreOutlined /> : undefined, children: toItems(e.children, false) }
      : { key: e.key, label: e.label, icon: top ? <AppstoreOutlined /> : undefined },
  );
}

/** Sidebar: 首页 plus the server menus (hidden entries already skipped), 200 px wide. */
export function Sidebar() {
  const sidebar = usePermissionStore((s) => s.sidebar);
  const opened = useAppStore((s) => s.sidebar.opened);
  const device = useAppStore((s) => s.device);
  const { pathname } = useLocation();
  const matches = useMatches();
  const navigate = useNavigate();
  const entries = useMemo(() => toMenuEntries(sidebar), [sidebar]);
  const [openKeys, setOpenKeys] = useState<string[]>(() => openKeysFor(pathname));

  const activeMenu = [...matches].reverse().find((m) => (m.handle as { activeMenu?: string } | undefined)?.activeMenu)?.handle as
    | { activeMenu?: string }
    | undefined;
  const selected = activeMenu?.activeMenu ?? pathname;

  const external = new Map<string, string>();
  const collect = (list: MenuEntry[]) =>
    list.forEach((e) => {
      if (e.external) external.set(e.key, e.path);
      if (e.children) collect(e.children);
    });
  collect(entries);

  const items: Item[] = [{ key: '/stockIndex', label: '首页', icon: <HomeOutlined /> }, ...toItems(entries, true)];
  const collapsed = !opened;

  return (
    <Layout.Sider
      width={200}
      collapsible
      collapsed={collapsed}
      trigger={null}
      collapsedWidth={device === 'mobile' ? 0 : 64}
      theme="dark"
      style={{ position: 'sticky', top: 0, height: '100vh', overflowY: 'auto' }}
    >
      <Link
        to="/stockIndex"
        style={{ display: 'flex', alignItems: 'center', height: 50, padding: '0 16px', color: '#fff', fontWeight: 600, whiteSpace: 'nowrap', overflow: 'hidden' }}
      >
        {collapsed ? '热' : SITE_NAME}
      </Link>
      <Menu
        theme="dark"
        mode="inline"
        items={items}
        selectedKeys={[selected]}
        openKeys={collapsed ? undefined : openKeys}
        onOpenChange={setOpenKeys}
        onClick={({ key }) => {
          const link = external.get(key);
          if (link) window.open(link, '_blank', 'noopener');
          else void navigate(key);
        }}
      />
    </Layout.Sider>
  );
}
