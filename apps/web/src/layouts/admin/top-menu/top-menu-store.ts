import { create } from 'zustand';
import type { SidebarItem } from '../../../shared/stores/permission-store';

interface TopMenuState {
  /** the sidebar's items while top navigation is on; null: the default routes */
  sidebarItems: SidebarItem[] | null;
  activeKey: string | null;
  setSidebarItems(key: string | null, items: SidebarItem[] | null): void;
}

export const useTopMenuStore = create<TopMenuState>()((set) => ({
  sidebarItems: null,
  activeKey: null,
  setSidebarItems: (activeKey, sidebarItems) => set({ activeKey, sidebarItems }),
}));
