import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { deviceForWidth, useAppStore } from '../../../shared/stores/app-store';

/** Device mode of spec section 4: checked on load and resize (not while the tab is hidden); mobile closes the sidebar. */
export function useDeviceMode(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const check = () => {
      if (document.hidden) return;
      const device = deviceForWidth(document.body.getBoundingClientRect().width || window.innerWidth);
      const app = useAppStore.getState();
      if (device !== app.device) app.setDevice(device);
      if (device === 'mobile') app.closeSidebar(true);
    };
    check();
    window.addEventListener('resize', check);
    return () => window.removeEventListener('resize', check);
  }, []);
  useEffect(() => {
    const app = useAppStore.getState();
    if (app.device === 'mobile' && app.sidebar.opened) app.closeSidebar(false);
  }, [pathname]);
}
