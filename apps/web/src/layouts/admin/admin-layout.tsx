import { Layout } from 'antd';
import { Outlet } from 'react-router';
import { Sidebar } from './sidebar/sidebar';
import { Navbar } from './navbar/navbar';
import { useDeviceMode } from './hooks/use-device-mode';

/** The admin console frame: sidebar from the generated routes, navbar, and the page. */
export default function AdminLayout() {
  useDeviceMode();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Sidebar />
      <Layout>
        <Navbar />
        <Layout.Content style={{ margin: 16 }}>
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
