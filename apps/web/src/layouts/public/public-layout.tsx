import { Outlet } from 'react-router';
import { PublicHeader } from './header/public-header';
import { PublicFooter } from './footer/public-footer';

/** The public site's frame: header with navigation and sign-in, the page, footer. */
export default function PublicLayout() {
  return (
    <div style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <PublicHeader />
      <main style={{ flex: 1, width: '100%', maxWidth: 1280, margin: '0 auto', padding: '24px 16px', boxSizing: 'border-box' }}>
        <Outlet />
      </main>
      <PublicFooter />
    </div>
  );
}
