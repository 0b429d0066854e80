import { describe, expect, it } from 'vitest';
import { activeTopItem, pickTopMenu, splitTopMenu, topMenuVisibleCount } from './top-menu-rules';

const item = (path: string, children: ReturnType<typeof leaf>[] = [], external = false) => ({
  key: path,
  path,
  title: path,
  external,
  alwaysShow: false,
  children,
});
const leaf = (path: string) => ({ key: path, path, title: path, external: false, alwaysShow: false, children: [] as never[] });

describe('top menu', () => {
  it('shows floor(floor(width / 3) / 85) items', () => {
    expect(topMenuVisibleCount(1366)).toBe(5);
    expect(topMenuVisibleCount(1920)).toBe(7);
    expect(topMenuVisibleCount(1020)).toBe(4);
    expect(topMenuVisibleCount(254)).toBe(0);
  });
  it('puts the rest under more', () => {
    const { visible, more } = splitTopMenu([1, 2, 3, 4, 5, 6, 7], 1366);
    expect(visible).toEqual([1, 2, 3, 4, 5]);
    expect(more).toEqual([6, 7]);
  });
  it('picks: external opens, children fill the sidebar, leaves navigate', () => {
    expect(pickTopMenu(item('https://x.cn', [], true))).toEqual({ type: 'external', url: 'https://x.cn' });
    expect(pickTopMenu(item('/system', [leaf('/system/user')]))).toMatchObject({ type: 'children', key: '/system' });
    expect(pickTopMenu(item('/about'))).toEqual({ type: 'navigate', path: '/about' });
  });
  it('finds the top item of the current path', () => {
    const items = [item('/system', [leaf('/system/user')]), item('/sys')];
    expect(activeTopItem(items, '/system/user')?.path).toBe('/system');
    expect(activeTopItem(items, '/sys')?.path).toBe('/sys');
    expect(activeTopItem(items, '/other')).toBeUndefined();
  });
});
