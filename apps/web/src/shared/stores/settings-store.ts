import { create } from 'zustand';
import { DEFAULT_TITLE } from '../config';

const SETTINGS_KEY = 'layout-setting';

export interface LayoutSettings {
  theme: string;
  topNav: boolean;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  dynamicTitle: boolean;
}

export const DEFAULT_SETTINGS: LayoutSettings = {
  theme: '#409EFF',
  topNav: false,
  tagsView: true,
  fixedHeader: false,
  sidebarLogo: true,
  dynamicTitle: true,
};

function readSettings(): LayoutSettings {
  try {
    const raw = window.localStorage.getItem(SETTINGS_KEY);
    if (raw) return { ...DEFAULT_SETTINGS, ...(JSON.parse(raw) as Partial<LayoutSettings>) };
  } catch {
    // ignore broken storage
  }
  return { ...DEFAULT_SETTINGS };
}

interface SettingsState extends LayoutSettings {
  title: string;
  /** the current page's title from route meta */
  pageTitle: string;
  change<K extends keyof LayoutSettings>(key: K, value: LayoutSettings[K]): void;
  setPageTitle(title: string): void;
  save(): void;
  reset(): void;
}

export const useSettingsStore = create<SettingsState>()((set, get) => ({
  ...readSettings(),
  title: DEFAULT_TITLE,
  pageTitle: '',
  change: (key, value) => set({ [key]: value } as Partial<SettingsState>),
  setPageTitle: (pageTitle) => set({ pageTitle }),
  save: () => {
    const s = get();
    const value: LayoutSettings = {
      theme: s.theme,
      topNav: s.topNav,
      tagsView: s.tagsView,
      fixedHeader: s.fixedHeader,
      sidebarLogo: s.sidebarLogo,
      dynamicTitle: s.dynamicTitle,
    };
    window.localStorage.setItem(SETTINGS_KEY, JSON.stringify(value));
  },
  reset: () => {
    window.localStorage.removeItem(SETTINGS_KEY);
    set({ ...DEFAULT_SETTINGS });
  },
}));
