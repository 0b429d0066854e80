import { describe, expect, it } from 'vitest';
import { createSearcher, resultLabel, searchPages, searchPool } from './search-index';

import type { SidebarItem } from '../../../shared/stores/permission-store';

const node = (path: string, title: string, children: SidebarItem[] = [], external = false): SidebarItem => ({
  key: path,
  path,
  title,
  external,
  alwaysShow: false,
  children,
});

const sidebar = [
  node('/system', '系统管理', [node('/system/user', '用户管理'), node('/system/dict', '字典管理')]),
  node('/stock', '股票数据', [node('/stock/news', '新闻')]),
  node('https://doc.example.com', '官方文档', [], true),
];

describe('header search', () => {
  it('indexes leaf pages with their title chains', () => {
    const pool = searchPool(sidebar);
    expect(pool.map(resultLabel)).toEqual(['系统管理 > 用户管理', '系统管理 > 字典管理', '股票数据 > 新闻', '官方文档']);
  });
  it('finds a page by a partial Chinese title and by path', () => {
    const searcher = createSearcher(searchPool(sidebar));
    expect(searchPages(searcher, '字典')[0].path).toBe('/system/dict');
    expect(searchPages(searcher, 'news')[0].path).toBe('/stock/news');
    expect(searchPages(searcher, '  ')).toEqual([]);
  });
  it('keeps external entries flagged', () => {
    const searcher = createSearcher(searchPool(sidebar));
    expect(searchPages(searcher, '文档')[0]).toMatchObject({ external: true, path: 'https://doc.example.com' });
  });
});
