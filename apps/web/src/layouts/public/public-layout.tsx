import { Outlet } from 'react-router';
import { PublicHeader } from './header/public-header';
import { PublicFooter } from './footer/public-footer';
import './public-layout.css';

/** The public site's frame: header with navigation and sign-in, the page, footer. */
export default function PublicLayout() {
  return (
    <div className="public-frame">
      <PublicHeader />
      <main className="public-main">
        <Outlet />
      </main>
      <PublicFooter />
    </div>
  );
}
