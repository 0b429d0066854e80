import { deviceForWidth, type Device } from '../../../shared/stores/app-store';

export { deviceForWidth };

/**
 * Device mode of spec section 4 on load or resize: nothing while the tab is hidden; otherwise the device for the width,
 * and entering (or being in) mobile closes the sidebar without animation.
 */
export function deviceCheck(width: number, pageHidden: boolean): { device: Device; closeSidebar: boolean } | null {
  if (pageHidden) return null;
  const device = deviceForWidth(width);
  return { device, closeSidebar: device === 'mobile' };
}

/** A route change (or a backdrop click) on mobile closes an open sidebar. */
export function shouldCloseOnNavigate(device: Device, sidebarOpened: boolean): boolean {
  return device === 'mobile' && sidebarOpened;
}
