import { describe, expect, it } from 'vitest';
import { accordionOpenKeys, needsTooltip, openKeysFor, toMenuEntries } from './menu-items';

const leaf = (path: string, title: string) => ({ key: path, path, title, external: false, alwaysShow: false, children: [] });

describe('sidebar menu entries', () => {
  it('collapses a single-child directory unless alwaysShow', () => {
    const entries = toMenuEntries([
      { ...leaf('/a', '甲'), children: [leaf('/a/x', '甲一')] },
      { ...leaf('/b', '乙'), alwaysShow: true, children: [leaf('/b/y', '乙一')] },
      { ...leaf('/c', '丙'), children: [leaf('/c/1', '丙一'), leaf('/c/2', '丙二')] },
    ]);
    expect(entries.map((e) => e.label)).toEqual(['甲一', '乙', '丙']);
    expect(entries[1].children?.map((c) => c.key)).toEqual(['/b/y']);
    expect(entries[2].children?.length).toBe(2);
  });
  it('opens the ancestors of the current path', () => {
    expect(openKeysFor('/system/log/login')).toEqual(['/system', '/system/log']);
    expect(openKeysFor('/stockIndex')).toEqual([]);
  });
  it('keeps one submenu open at a time', () => {
    expect(accordionOpenKeys(['/system'], ['/system', '/infra'])).toEqual(['/infra']);
    expect(accordionOpenKeys(['/system'], ['/system', '/system/log'])).toEqual(['/system', '/system/log']);
    expect(accordionOpenKeys(['/system', '/infra'], ['/system'])).toEqual(['/system']);
  });
  it('puts a tooltip on titles longer than 5 characters', () => {
    expect(needsTooltip('字典管理')).toBe(false);
    expect(needsTooltip('五个字标题')).toBe(false);
    expect(needsTooltip('六个字的标题')).toBe(true);
  });
});
