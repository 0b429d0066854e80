import { create } from 'zustand';
import { DEFAULT_TITLE, SITE_NAME } from '../config';

export const SETTINGS_KEY = 'layout-setting';

export type SideTheme = 'theme-dark' | 'theme-light';

export interface LayoutSettings {
  theme: string;
  sideTheme: SideTheme;
  topNav: boolean;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  dynamicTitle: boolean;
}

export const DEFAULT_SETTINGS: LayoutSettings = {
  theme: '#409EFF',
  sideTheme: 'theme-dark',
  topNav: false,
  tagsView: true,
  fixedHeader: false,
  sidebarLogo: true,
  dynamicTitle: false,
};

/** Stored layout settings over the defaults; broken or foreign values fall back to the default. */
export function parseLayoutSettings(raw: string | null | undefined): LayoutSettings {
  const out: LayoutSettings = { ...DEFAULT_SETTINGS };
  if (!raw) return out;
  try {
    const v = JSON.parse(raw) as Record<string, unknown>;
    if (typeof v.theme === 'string' && /^#[0-9a-fA-F]{3,8}$/.test(v.theme)) out.theme = v.theme;
    if (v.sideTheme === 'theme-dark' || v.sideTheme === 'theme-light') out.sideTheme = v.sideTheme;
    for (const k of ['topNav', 'tagsView', 'fixedHeader', 'sidebarLogo', 'dynamicTitle'] as const) {
      if (typeof v[k] === 'boolean') out[k] = v[k];
    }
  } catch {
    // ignore broken storage
  }
  return out;
}

/** The console's browser-tab title: 动态标题 on → the page's title with the site name; off (the default) → the fixed site title. */
export function adminDocumentTitle(dynamicTitle: boolean, pageTitle: string | undefined): string {
  return dynamicTitle && pageTitle ? `${pageTitle} - ${SITE_NAME}` : DEFAULT_TITLE;
}

function readSettings(): LayoutSettings {
  try {
    return parseLayoutSettings(window.localStorage.getItem(SETTINGS_KEY));
  } catch {
    return { ...DEFAULT_SETTINGS };
  }
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
      sideTheme: s.sideTheme,
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
