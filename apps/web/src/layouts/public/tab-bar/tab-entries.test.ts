import { describe, expect, it } from 'vitest';
import { TAB_ENTRIES, currentTab, tabTarget } from './tab-entries';

const tab = (key: string) => TAB_ENTRIES.find((t) => t.key === key)!;

describe('the bottom tab bar', () => {
  it('has the five tabs in order', () => {
    expect(TAB_ENTRIES.map((t) => t.label)).toEqual(['首页', '行情', '涨停', '自选', '我的']);
  });

  it('marks the tab a page belongs to, none for other pages', () => {
    expect(currentTab('/index')).toBe('home');
    expect(currentTab('/keyIndices')).toBe('market');
    expect(currentTab('/stock')).toBe('market');
    expect(currentTab('/concept/')).toBe('market');
    expect(currentTab('/limitUp')).toBe('limitUp');
    expect(currentTab('/userStock')).toBe('watch');
    expect(currentTab('/userStockGroup')).toBe('watch');
    expect(currentTab('/userInfo')).toBe('me');
    expect(currentTab('/vip')).toBe('me');
    expect(currentTab('/news')).toBeNull();
    expect(currentTab('/about')).toBeNull();
  });

  it('sends a visitor to the members sign-in for 自选 and 我的, returning to the page', () => {
    expect(tabTarget(tab('watch'), false)).toBe('/stockLogin?redirect=%2FuserStock');
    expect(tabTarget(tab('me'), false)).toBe('/stockLogin?redirect=%2FuserInfo');
    expect(tabTarget(tab('watch'), true)).toBe('/userStock');
    expect(tabTarget(tab('me'), true)).toBe('/userInfo');
    expect(tabTarget(tab('limitUp'), false)).toBe('/limitUp');
  });
});
