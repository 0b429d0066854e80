import { useEffect, useMemo } from 'react';
import { Menu, type MenuProps } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { usePermissionStore } from '../../../shared/stores/permission-store';
import { useAppStore } from '../../../shared/stores/app-store';
import { useWindowWidth } from '../../../shared/table-kit/use-window-width';
import { activeTopItem, pickTopMenu, splitTopMenu } from './top-menu-rules';
import { useTopMenuStore } from './top-menu-store';

type Item = NonNullable<MenuProps['items']>[number];

/**
 * Top navigation of spec section 2.4: floor(floor(width / 3) / 85) items, the rest under 更多菜单; an item with children
 * fills the sidebar with them, any other pick navigates with the sidebar hidden; external paths open a new window.
 */
export function TopMenu() {
  const items = usePermissionStore((s) => s.sidebar);
  const width = useWindowWidth();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const activeKey = useTopMenuStore((s) => s.activeKey);
  const setSidebarItems = useTopMenuStore((s) => s.setSidebarItems);
  const setSidebarHide = useAppStore((s) => s.setSidebarHide);
  const { visible, more } = useMemo(() => splitTopMenu(items, width), [items, width]);

  // the current path decides which top item is active and what the sidebar shows
  useEffect(() => {
    const top = activeTopItem(items, pathname);
    if (!top) return;
    const pick = pickTopMenu(top);
    if (pick.type === 'children') {
      setSidebarItems(top.key, pick.children);
      setSidebarHide(false);
    } else {
      setSidebarItems(top.key, []);
      setSidebarHide(true);
    }
  }, [items, pathname, setSidebarItems, setSidebarHide]);

  const toItem = (i: (typeof items)[number]): Item => ({ key: i.key, label: i.title });
  const menuItems: Item[] = [
    ...visible.map(toItem),
    ...(more.length > 0 ? [{ key: '__more', label: '更多菜单', children: more.map(toItem) }] : []),
  ];

  return (
    <Menu
      className="admin-top-menu"
      mode="horizontal"
      selectedKeys={activeKey ? [activeKey] : []}
      items={menuItems}
      disabledOverflow
      onClick={({ key }) => {
        const item = items.find((i) => i.key === key);
        if (!item) return;
        const pick = pickTopMenu(item);
        if (pick.type === 'external') {
          window.open(pick.url, '_blank', 'noopener');
        } else if (pick.type === 'children') {
          setSidebarItems(item.key, pick.children);
          setSidebarHide(false);
        } else {
          setSidebarItems(item.key, []);
          setSidebarHide(true);
          void navigate(pick.path);
        }
      }}
    />
  );
}
