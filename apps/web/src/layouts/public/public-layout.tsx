import { Outlet } from 'react-router';
import { PublicHeader } from './header/public-header';
import { PublicFooter } from './footer/public-footer';
import { TabBar } from './tab-bar/tab-bar';
import './public-layout.css';

/** The public site's frame: header with navigation and sign-in, the page, footer; on phones a bottom tab bar. */
export default function PublicLayout() {
  return (
    <div className="public-frame">
      <PublicHeader />
      <main className="public-main">
        <Outlet />
      </main>
      <PublicFooter />
      <TabBar />
    </div>
  );
}
