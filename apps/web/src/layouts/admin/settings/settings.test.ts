import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, SETTINGS_KEY, parseLayoutSettings, useSettingsStore } from '../../../shared/stores/settings-store';
import { useAppStore } from '../../../shared/stores/app-store';
import { deviceCheck, shouldCloseOnNavigate } from '../hooks/device';

describe('layout settings persistence', () => {
  beforeEach(() => localStorage.clear());
  it('defaults: dark side theme, tags view and logo on, other toggles off, #409EFF', () => {
    expect(parseLayoutSettings(null)).toEqual({
      theme: '#409EFF',
      sideTheme: 'theme-dark',
      topNav: false,
      tagsView: true,
      fixedHeader: false,
      sidebarLogo: true,
      dynamicTitle: false,
    });
    expect(parseLayoutSettings('{broken')).toEqual(DEFAULT_SETTINGS);
    expect(parseLayoutSettings('{"topNav":"yes","theme":"red"}')).toEqual(DEFAULT_SETTINGS);
  });
  it('saves under layout-setting and resets by clearing it', () => {
    const store = useSettingsStore.getState();
    store.change('topNav', true);
    store.change('sideTheme', 'theme-light');
    store.change('theme', '#13c2c2');
    store.save();
    expect(parseLayoutSettings(localStorage.getItem(SETTINGS_KEY))).toMatchObject({ topNav: true, sideTheme: 'theme-light', theme: '#13c2c2' });
    useSettingsStore.getState().reset();
    expect(localStorage.getItem(SETTINGS_KEY)).toBeNull();
    expect(useSettingsStore.getState().topNav).toBe(false);
  });
  it('persists the sidebar open flag as 1 / 0 and the size', () => {
    const app = useAppStore.getState();
    const before = app.sidebar.opened;
    app.toggleSidebar();
    expect(localStorage.getItem('sidebarStatus')).toBe(before ? '0' : '1');
    useAppStore.getState().toggleSidebar();
    expect(localStorage.getItem('sidebarStatus')).toBe(before ? '1' : '0');
    useAppStore.getState().setSize('small');
    expect(localStorage.getItem('size')).toBe('small');
  });
});

describe('device mode', () => {
  it('is mobile when width - 1 < 992 and closes the sidebar', () => {
    expect(deviceCheck(992, false)).toEqual({ device: 'mobile', closeSidebar: true });
    expect(deviceCheck(993, false)).toEqual({ device: 'desktop', closeSidebar: false });
    expect(deviceCheck(800, true)).toBeNull();
  });
  it('closes an open sidebar on navigation only on mobile', () => {
    expect(shouldCloseOnNavigate('mobile', true)).toBe(true);
    expect(shouldCloseOnNavigate('mobile', false)).toBe(false);
    expect(shouldCloseOnNavigate('desktop', true)).toBe(false);
  });
});
