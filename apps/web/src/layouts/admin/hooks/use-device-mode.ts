import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useAppStore } from '../../../shared/stores/app-store';
import { deviceCheck, shouldCloseOnNavigate } from './device';

/** Device mode of spec section 4: checked on load and resize (not while the tab is hidden); mobile closes the sidebar. */
export function useDeviceMode(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const check = () => {
      const result = deviceCheck(document.body.getBoundingClientRect().width || window.innerWidth, document.hidden);
      if (!result) return;
      const app = useAppStore.getState();
      const entering = result.closeSidebar && app.device !== 'mobile';
      if (result.device !== app.device) app.setDevice(result.device);
      if (entering) app.closeSidebar(true);
    };
    check();
    window.addEventListener('resize', check);
    return () => window.removeEventListener('resize', check);
  }, []);
  useEffect(() => {
    const app = useAppStore.getState();
    if (shouldCloseOnNavigate(app.device, app.sidebar.opened)) app.closeSidebar(false);
  }, [pathname]);
}
