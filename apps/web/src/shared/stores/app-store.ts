import { create } from 'zustand';

export type Device = 'desktop' | 'mobile';
export type UiSize = 'default' | 'medium' | 'small' | 'mini';

const SIZE_KEY = 'size';
const SIDEBAR_KEY = 'sidebarStatus';

/** The size before the browser's stored choice applies (server rendering; docs/decisions/0028). */
export const DEFAULT_APP_SIZE: UiSize = 'medium';

function readSize(): UiSize {
  try {
    const v = window.localStorage.getItem(SIZE_KEY);
    if (v === 'default' || v === 'medium' || v === 'small' || v === 'mini') return v;
  } catch {
    // ignore
  }
  return DEFAULT_APP_SIZE;
}

function readSidebarOpened(): boolean {
  try {
    return window.localStorage.getItem(SIDEBAR_KEY) !== '0';
  } catch {
    return true;
  }
}

interface AppState {
  device: Device;
  sidebar: { opened: boolean; withoutAnimation: boolean; hide: boolean };
  size: UiSize;
  toggleSidebar(): void;
  closeSidebar(withoutAnimation: boolean): void;
  setSidebarHide(hide: boolean): void;
  setDevice(device: Device): void;
  setSize(size: UiSize): void;
}

/** Mobile when the page width minus 1 is below 992 (spec section 4). */
export function deviceForWidth(width: number): Device {
  return width - 1 < 992 ? 'mobile' : 'desktop';
}

export const useAppStore = create<AppState>()((set, get) => ({
  device: 'desktop',
  sidebar: { opened: readSidebarOpened(), withoutAnimation: false, hide: false },
  size: readSize(),
  toggleSidebar: () => {
    const { sidebar } = get();
    if (sidebar.hide) return;
    const opened = !sidebar.opened;
    try {
      window.localStorage.setItem(SIDEBAR_KEY, opened ? '1' : '0');
    } catch {
      // ignore
    }
    set({ sidebar: { ...sidebar, opened, withoutAnimation: false } });
  },
  closeSidebar: (withoutAnimation) => {
    try {
      window.localStorage.setItem(SIDEBAR_KEY, '0');
    } catch {
      // ignore
    }
    set({ sidebar: { ...get().sidebar, opened: false, withoutAnimation } });
  },
  setSidebarHide: (hide) => set({ sidebar: { ...get().sidebar, hide } }),
  setDevice: (device) => set({ device }),
  setSize: (size) => {
    try {
      window.localStorage.setItem(SIZE_KEY, size);
    } catch {
      // ignore
    }
    set({ size });
  },
}));
