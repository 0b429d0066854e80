import { useMemo, useState } from 'react';
import { Layout, Menu, Tooltip, type MenuProps } from 'antd';
import { AppstoreOutlined, HomeOutlined } from '@ant-design/icons';
import { Link, useLocation, useMatches, useNavigate } from 'react-router';
import { SITE_NAME } from '../../../shared/config';
import { MenuIcon } from '../../../shared/icons';
import { usePermissionStore, type SidebarItem } from '../../../shared/stores/permission-store';
import { useAppStore } from '../../../shared/stores/app-store';
import { useSettingsStore } from '../../../shared/stores/settings-store';
import { useTopMenuStore } from '../top-menu/top-menu-store';
import { HOME_PATH } from '../../../shared/tabs/tabs';
import { accordionOpenKeys, openKeysFor, toMenuEntries, type MenuEntry } from './menu-items';

type Item = NonNullable<MenuProps['items']>[number];

export const SIDEBAR_WIDTH = 200;

function label(e: MenuEntry) {
  return e.tooltip ? (
    <Tooltip title={e.label} placement="right">
      <span>{e.label}</span>
    </Tooltip>
  ) : (
    e.label
  );
}

/** Menu icon name by full path, from the server menus. */
function iconsByPath(items: readonly SidebarItem[], map = new Map<string, string>()): Map<string, string> {
  for (const item of items) {
    if (item.icon) map.set(item.path, item.icon);
    iconsByPath(item.children, map);
  }
  return map;
}

/** The menu's own icon where it has one; top entries without one keep the generic icon. */
function entryIcon(e: MenuEntry, top: boolean, icons: Map<string, string>) {
  const name = icons.get(e.key);
  if (name) return <MenuIcon name={name} />;
  return top ? <AppstoreOutlined /> : undefined;
}

function toItems(entries: MenuEntry[], top: boolean, icons: Map<string, string>): Item[] {
  return entries.map((e) =>
    e.children
      ? { key: e.key, label: label(e), title: e.label, icon: entryIcon(e, top, icons), children: toItems(e.children, false, icons) }
      : { key: e.key, label: label(e), title: e.label, icon: entryIcon(e, top, icons) },
  );
}

/** The menu entry to highlight: activeMenu of the deepest matched route that has one, else the path. */
export function useActiveMenu(): string {
  const { pathname } = useLocation();
  const matches = useMatches();
  const withActive = [...matches].reverse().find((m) => (m.handle as { activeMenu?: string } | undefined)?.activeMenu);
  return (withActive?.handle as { activeMenu?: string } | undefined)?.activeMenu ?? pathname;
}

/**
 * Sidebar of spec section 2.4: 200 px, collapsible, one submenu open at a time, optional logo with the site title,
 * dark or light theme; external links open in a new tab. On mobile it floats over the page with a backdrop.
 */
export function Sidebar() {
  const defaultItems = usePermissionStore((s) => s.sidebar);
  const topItems = useTopMenuStore((s) => s.sidebarItems);
  const topNav = useSettingsStore((s) => s.topNav);
  const sideTheme = useSettingsStore((s) => s.sideTheme);
  const showLogo = useSettingsStore((s) => s.sidebarLogo);
  const opened = useAppStore((s) => s.sidebar.opened);
  const withoutAnimation = useAppStore((s) => s.sidebar.withoutAnimation);
  const device = useAppStore((s) => s.device);
  const closeSidebar = useAppStore((s) => s.closeSidebar);
  const navigate = useNavigate();
  const selected = useActiveMenu();
  const items = topNav && topItems ? topItems : defaultItems;
  const entries = useMemo(() => toMenuEntries(items), [items]);
  const icons = useMemo(() => iconsByPath(items), [items]);
  const [openKeys, setOpenKeys] = useState<string[]>(() => openKeysFor(selected));
  const [openedFor, setOpenedFor] = useState(selected);
  if (openedFor !== selected) {
    // a new page opens its own submenus (and closes the others)
    setOpenedFor(selected);
    setOpenKeys(openKeysFor(selected));
  }

  const external = useMemo(() => {
    const map = new Map<string, string>();
    const collect = (list: MenuEntry[]) =>
      list.forEach((e) => {
        if (e.external) map.set(e.key, e.path);
        if (e.children) collect(e.children);
      });
    collect(entries);
    return map;
  }, [entries]);

  const menuItems: Item[] = [
    ...(topNav ? [] : [{ key: HOME_PATH, label: '首页', icon: <HomeOutlined /> }]),
    ...toItems(entries, true, icons),
  ];
  const mobile = device === 'mobile';
  const collapsed = !opened;
  const theme = sideTheme === 'theme-light' ? 'light' : 'dark';

  return (
    <>
      {mobile && opened ? <div className="admin-sidebar-backdrop" data-testid="sidebar-backdrop" onClick={() => closeSidebar(false)} /> : null}
      <Layout.Sider
        className={`admin-sidebar${withoutAnimation ? ' without-animation' : ''}${mobile ? ' mobile' : ''}`}
        data-testid="admin-sidebar"
        data-collapsed={collapsed ? 'true' : 'false'}
        width={SIDEBAR_WIDTH}
        collapsible
        collapsed={collapsed}
        trigger={null}
        collapsedWidth={mobile ? 0 : 54}
        theme={theme}
      >
        {showLogo ? (
          <Link to={HOME_PATH} className={`admin-sidebar-logo ${theme}`}>
            <span className="admin-sidebar-logo-mark">热</span>
            {collapsed ? null : <span className="admin-sidebar-logo-title">{SITE_NAME}</span>}
          </Link>
        ) : null}
        <Menu
          theme={theme}
          mode="inline"
          items={menuItems}
          selectedKeys={[selected]}
          {...(collapsed ? {} : { openKeys })}
          onOpenChange={(keys) => setOpenKeys(accordionOpenKeys(openKeys, keys))}
          onClick={({ key }) => {
            const link = external.get(key);
            if (link) window.open(link, '_blank', 'noopener');
            else void navigate(key);
          }}
        />
      </Layout.Sider>
    </>
  );
}
