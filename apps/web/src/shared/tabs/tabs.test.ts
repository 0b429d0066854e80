import { describe, expect, it } from 'vitest';
import {
  addTab,
  closeAllTabs,
  closeLeftTabs,
  closeOtherTabs,
  closeRightTabs,
  closeTab,
  contextMenuFor,
  iframeViews,
  nextPathAfterClose,
  scrollToTab,
  wheelScroll,
  type TabView,
} from './tabs';

const tab = (path: string, affix = false): TabView => ({ path, pathname: path, title: path, affix });
const home = tab('/stockIndex', true);
const list = [home, tab('/a'), tab('/b'), tab('/c'), tab('/d')];
const paths = (t: TabView[]) => t.map((x) => x.path);

describe('tab-strip actions', () => {
  it('adds a visited page once and keeps order', () => {
    const t = addTab(addTab([home], tab('/a')), { ...tab('/a'), title: 'A' });
    expect(paths(t)).toEqual(['/stockIndex', '/a']);
    expect(t[1].title).toBe('A');
  });
  it('never closes an affix tab', () => {
    expect(paths(closeTab(list, '/stockIndex'))).toEqual(paths(list));
    expect(paths(closeTab(list, '/b'))).toEqual(['/stockIndex', '/a', '/c', '/d']);
  });
  it('closes left, right, others and all keeping affix tabs', () => {
    expect(paths(closeLeftTabs(list, '/c'))).toEqual(['/stockIndex', '/c', '/d']);
    expect(paths(closeRightTabs(list, '/a'))).toEqual(['/stockIndex', '/a']);
    expect(paths(closeOtherTabs(list, '/b'))).toEqual(['/stockIndex', '/b']);
    expect(paths(closeAllTabs(list))).toEqual(['/stockIndex']);
  });
  it('hides close-left on the first tab, close-right on the last, close-current on affix', () => {
    expect(contextMenuFor(list, '/stockIndex')).toMatchObject({ closeLeft: false, closeRight: true, closeCurrent: false });
    expect(contextMenuFor(list, '/d')).toMatchObject({ closeLeft: true, closeRight: false, closeCurrent: true });
  });
  it('goes to the last remaining tab after the active one closes, else home', () => {
    expect(nextPathAfterClose(closeTab(list, '/d'), '/d')).toBe('/c');
    expect(nextPathAfterClose(closeTab(list, '/b'), '/d')).toBeNull();
    expect(nextPathAfterClose([], '/a')).toBe('/stockIndex');
    expect(nextPathAfterClose(closeAllTabs(list), '/b')).toBe('/stockIndex');
  });
  it('scrolls by a quarter of the wheel delta within bounds, and brings a tab into view with a 4 px margin', () => {
    expect(wheelScroll(100, 120, 500)).toBe(130);
    expect(wheelScroll(10, -120, 500)).toBe(0);
    expect(wheelScroll(490, 120, 500)).toBe(500);
    expect(scrollToTab(100, 300, 50, 80)).toBe(46);
    expect(scrollToTab(0, 300, 280, 80)).toBe(64);
    expect(scrollToTab(0, 300, 100, 80)).toBe(0);
  });
});

describe('iframe views', () => {
  it('keeps every open external-link tab once, plus the current one before its tab is added', () => {
    const sse = { ...tab('/sse'), link: 'https://sse.example/' };
    const szse = { ...tab('/szse?x=1'), pathname: '/szse', link: 'https://szse.example/' };
    expect(iframeViews([home, sse, tab('/a')], null)).toEqual([{ pathname: '/sse', link: 'https://sse.example/' }]);
    expect(iframeViews([home, sse], szse).map((v) => v.pathname)).toEqual(['/sse', '/szse']);
    expect(iframeViews([home, sse, szse], { ...szse, path: '/szse?x=2' }).map((v) => v.pathname)).toEqual(['/sse', '/szse']);
    expect(iframeViews([home], tab('/a'))).toEqual([]);
  });
});
