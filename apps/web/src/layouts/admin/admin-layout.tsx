import { useEffect } from 'react';
import { Layout } from 'antd';
import { useAppStore } from '../../shared/stores/app-store';
import { adminDocumentTitle, useSettingsStore } from '../../shared/stores/settings-store';
import { Sidebar } from './sidebar/sidebar';
import { Navbar } from './navbar/navbar';
import { TagsView, useCurrentTab } from './tags-view/tags-view';
import { useTabsStore } from '../../shared/tabs/tabs-store';
import { AppMain } from './app-main/app-main';
import { SettingsDrawer } from './settings/settings-drawer';
import { useDeviceMode } from './hooks/use-device-mode';
import './admin-layout.css';

/** The admin console frame of spec section 2.4: sidebar, navbar, optional tab strip, content, settings drawer. */
export default function AdminLayout() {
  useDeviceMode();
  const current = useCurrentTab();
  const tagsView = useSettingsStore((s) => s.tagsView);
  const fixedHeader = useSettingsStore((s) => s.fixedHeader);
  const dynamicTitle = useSettingsStore((s) => s.dynamicTitle);
  const pageTitle = useSettingsStore((s) => s.pageTitle);
  const hide = useAppStore((s) => s.sidebar.hide);
  const addTab = useTabsStore((s) => s.add);

  useEffect(() => {
    if (current) addTab(current);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current?.path, current?.title, addTab]);

  // runs after the root shell wrote the route's title (pageTitle changes then), so the layout setting has the last word
  useEffect(() => {
    document.title = adminDocumentTitle(dynamicTitle, current?.title);
  }, [dynamicTitle, current?.title, pageTitle]);

  return (
    <Layout className="admin-layout" style={{ minHeight: '100vh' }}>
      {hide ? null : <Sidebar />}
      <Layout className="admin-main">
        <div className={`admin-header${fixedHeader ? ' fixed' : ''}`}>
          <Navbar />
          {tagsView ? <TagsView /> : null}
        </div>
        <Layout.Content className="admin-content">
          <AppMain current={current} />
        </Layout.Content>
      </Layout>
      <SettingsDrawer />
    </Layout>
  );
}
