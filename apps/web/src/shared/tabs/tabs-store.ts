import { create } from 'zustand';
import {
  addTab,
  closeAllTabs,
  closeLeftTabs,
  closeOtherTabs,
  closeRightTabs,
  closeTab,
  HOME_PATH,
  type TabView,
} from './tabs';

interface TabsState {
  tabs: TabView[];
  /** bumps per pathname when a page is refreshed, so its view remounts */
  refreshSeq: Record<string, number>;
  add(tab: TabView): void;
  close(path: string): void;
  closeLeft(path: string): void;
  closeRight(path: string): void;
  closeOthers(path: string): void;
  closeAll(): void;
  refresh(pathname: string): void;
}

const HOME_TAB: TabView = { path: HOME_PATH, pathname: HOME_PATH, title: '首页', name: 'Index', affix: true, keepAlive: true };

/** The tab strip: a zustand store whose actions are the pure functions of tabs.ts (vben's tabbar store style). */
export const useTabsStore = create<TabsState>()((set) => ({
  tabs: [HOME_TAB],
  refreshSeq: {},
  add: (tab) => set((s) => ({ tabs: addTab(s.tabs, tab) })),
  close: (path) => set((s) => ({ tabs: closeTab(s.tabs, path) })),
  closeLeft: (path) => set((s) => ({ tabs: closeLeftTabs(s.tabs, path) })),
  closeRight: (path) => set((s) => ({ tabs: closeRightTabs(s.tabs, path) })),
  closeOthers: (path) => set((s) => ({ tabs: closeOtherTabs(s.tabs, path) })),
  closeAll: () => set((s) => ({ tabs: closeAllTabs(s.tabs) })),
  refresh: (pathname) => set((s) => ({ refreshSeq: { ...s.refreshSeq, [pathname]: (s.refreshSeq[pathname] ?? 0) + 1 } })),
}));
