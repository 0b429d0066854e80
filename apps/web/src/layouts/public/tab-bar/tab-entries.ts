// The phone's bottom tab bar (issue 26): 首页 / 行情 / 涨停 / 自选 / 我的. Pure, so the current tab and each tab's target
// are one tested rule.
import { memberSignInPath } from '../../../shared/auth/member-link';

export type TabKey = 'home' | 'market' | 'limitUp' | 'watch' | 'me';

export interface TabEntry {
  key: TabKey;
  label: string;
  /** the page the tab opens */
  to: string;
  /** a members' page: a visitor goes to the members' sign-in, which returns to it */
  member?: boolean;
  /** the paths on which the tab is the current one */
  paths: readonly string[];
}

export const TAB_ENTRIES: readonly TabEntry[] = [
  { key: 'home', label: '首页', to: '/index', paths: ['/index'] },
  { key: 'market', label: '行情', to: '/keyIndices', paths: ['/keyIndices', '/stock', '/concept', '/allStock', '/turnover', '/dragonTiger', '/search'] },
  { key: 'limitUp', label: '涨停', to: '/limitUp', paths: ['/limitUp'] },
  { key: 'watch', label: '自选', to: '/userStock', member: true, paths: ['/userStock', '/userStockGroup'] },
  {
    key: 'me',
    label: '我的',
    to: '/userInfo',
    member: true,
    paths: ['/userInfo', '/userNews', '/userInformation', '/userConcept', '/userRecord', '/userOrder', '/userWallet', '/vip', '/cashier'],
  },
];

/** The tab of a path (null: a page no tab stands for, e.g. /news or /about). */
export function currentTab(pathname: string): TabKey | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return TAB_ENTRIES.find((t) => t.paths.includes(path))?.key ?? null;
}

/** Where a tab leads: its page, or for a visitor and a members' page the members' sign-in with the page to return to. */
export function tabTarget(tab: TabEntry, signedIn: boolean): string {
  return tab.member && !signedIn ? memberSignInPath(tab.to) : tab.to;
}
