import { describe, expect, it } from 'vitest';
import { FALLBACK_ICON, MENU_ICON_NAMES, MENU_ICONS, resolveMenuIcon, searchIconNames } from './icon-map';

// the server's menu seed as text (read by Vite at test time; the web project does not import server code)
const seedFiles = import.meta.glob<string>('../../../../server/src/db/seed/menus.ts', { query: '?raw', import: 'default', eager: true });
const seedSource = Object.values(seedFiles)[0] ?? '';

/** Every icon string literal of the menu seed ('ep:user', 'fa:tasks', 'fa-solid:book'). */
function seedIconNames(source: string): string[] {
  return [...new Set([...source.matchAll(/'((?:ep|fa|fa-solid):[a-z0-9-]+)'/g)].map((m) => m[1]))].sort();
}

describe('menu icons', () => {
  it('finds the icons of the menu seed', () => {
    const names = seedIconNames(seedSource);
    expect(names.length).toBeGreaterThan(50);
    expect(names).toContain('ep:user');
    expect(names).toContain('fa-solid:book');
  });

  it('resolves every icon name of the menu seed to its own (non-fallback) icon', () => {
    const missing = seedIconNames(seedSource).filter((n) => !resolveMenuIcon(n).known);
    expect(missing).toEqual([]);
  });

  it('never maps a name to the fallback icon', () => {
    expect(Object.values(MENU_ICONS).filter((c) => c === FALLBACK_ICON)).toEqual([]);
  });

  it('falls back for unknown, empty and missing names; trims stored names', () => {
    expect(resolveMenuIcon('ep:no-such-icon')).toEqual({ icon: FALLBACK_ICON, known: false });
    expect(resolveMenuIcon('').known).toBe(false);
    expect(resolveMenuIcon(null).known).toBe(false);
    expect(resolveMenuIcon(undefined).known).toBe(false);
    expect(resolveMenuIcon(' ep:user ')).toEqual({ icon: MENU_ICONS['ep:user'], known: true });
  });

  it('filters the picker list by a case-insensitive substring', () => {
    expect(searchIconNames('')).toEqual([...MENU_ICON_NAMES]);
    expect(searchIconNames('  USER ')).toEqual(MENU_ICON_NAMES.filter((n) => n.includes('user')));
    expect(searchIconNames('fa-solid:')).toEqual(MENU_ICON_NAMES.filter((n) => n.startsWith('fa-solid:')));
    expect(searchIconNames('zzz')).toEqual([]);
  });
});
