/** One tab of the tab strip (spec section 2.4): a visited page. */
export interface TabView {
  /** full path with query: the tab's identity */
  path: string;
  /** pathname only: the keep-alive key */
  pathname: string;
  title: string;
  /** the route name (componentName) */
  name?: string;
  /** pinned: never closable */
  affix?: boolean;
  /** page state is kept while the tab is open */
  keepAlive?: boolean;
  /** external link shown in an embedded frame */
  link?: string;
}

export const HOME_PATH = '/stockIndex';

/**
 * The embedded-frame pages to keep in the DOM: every open tab with an external link, in tab order, plus the current
 * page when it is one and its tab is not added yet; one per pathname.
 */
export function iframeViews(tabs: readonly TabView[], current: TabView | null): Array<{ pathname: string; link: string }> {
  const out: Array<{ pathname: string; link: string }> = [];
  for (const t of current ? [...tabs, current] : tabs) {
    if (t.link && !out.some((v) => v.pathname === t.pathname)) out.push({ pathname: t.pathname, link: t.link });
  }
  return out;
}

/** Adds a visited page, or refreshes the title of its existing tab; the list keeps visiting order. */
export function addTab(tabs: readonly TabView[], tab: TabView): TabView[] {
  const i = tabs.findIndex((t) => t.path === tab.path);
  if (i < 0) return [...tabs, tab];
  const next = [...tabs];
  next[i] = { ...tabs[i], ...tab, affix: tabs[i].affix || tab.affix };
  return next;
}

/** Closes one tab; affix tabs stay. */
export function closeTab(tabs: readonly TabView[], path: string): TabView[] {
  return tabs.filter((t) => t.path !== path || t.affix);
}

/** Closes every non-affix tab left of `path`. */
export function closeLeftTabs(tabs: readonly TabView[], path: string): TabView[] {
  const i = tabs.findIndex((t) => t.path === path);
  if (i < 0) return [...tabs];
  return tabs.filter((t, j) => j >= i || t.affix);
}

/** Closes every non-affix tab right of `path`. */
export function closeRightTabs(tabs: readonly TabView[], path: string): TabView[] {
  const i = tabs.findIndex((t) => t.path === path);
  if (i < 0) return [...tabs];
  return tabs.filter((t, j) => j <= i || t.affix);
}

/** Keeps `path` and the affix tabs. */
export function closeOtherTabs(tabs: readonly TabView[], path: string): TabView[] {
  return tabs.filter((t) => t.path === path || t.affix);
}

/** Keeps the affix tabs only. */
export function closeAllTabs(tabs: readonly TabView[]): TabView[] {
  return tabs.filter((t) => t.affix);
}

/** Which context-menu entries show for a tab (close left hidden on the first tab, close right on the last). */
export function contextMenuFor(tabs: readonly TabView[], path: string) {
  const i = tabs.findIndex((t) => t.path === path);
  const tab = tabs[i];
  return {
    refresh: true,
    closeCurrent: !!tab && !tab.affix,
    closeOthers: true,
    closeLeft: i > 0,
    closeRight: i >= 0 && i < tabs.length - 1,
    closeAll: true,
  };
}

/**
 * Where to go after closing tabs while `activePath` was shown: nowhere when the active tab survived; else the last
 * remaining tab; else home. When the last remaining tab is the home dashboard being closed itself, it re-enters it
 * (redirect to itself).
 */
export function nextPathAfterClose(remaining: readonly TabView[], activePath: string): string | null {
  if (remaining.some((t) => t.path === activePath)) return null;
  const last = remaining[remaining.length - 1];
  if (last) return last.path;
  return HOME_PATH;
}

/** Affix tabs from the static routes (spec: /stockIndex is pinned). */
export function affixTabs(candidates: readonly TabView[]): TabView[] {
  return candidates.filter((t) => t.affix);
}

/** Tab-strip wheel scrolling: the scroll offset after a wheel event (delta divided by 4, spec section 9). */
export function wheelScroll(scrollLeft: number, wheelDelta: number, maxScroll: number): number {
  const next = scrollLeft + wheelDelta / 4;
  return Math.max(0, Math.min(maxScroll, next));
}

/** Scroll offset that brings a tab into view with the spec's margin (4 px). */
export const TAG_SCROLL_MARGIN = 4;
export function scrollToTab(
  scrollLeft: number,
  containerWidth: number,
  tabLeft: number,
  tabWidth: number,
  margin = TAG_SCROLL_MARGIN,
): number {
  if (tabLeft - margin < scrollLeft) return Math.max(0, tabLeft - margin);
  if (tabLeft + tabWidth + margin > scrollLeft + containerWidth) return tabLeft + tabWidth + margin - containerWidth;
  return scrollLeft;
}
