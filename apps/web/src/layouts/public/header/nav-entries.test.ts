import { describe, expect, it } from 'vitest';
import { PUBLIC_NAV, visibleNav } from './nav-entries';

describe('visibleNav', () => {
  it('hides the members-only entries from anonymous visitors', () => {
    const labels = visibleNav(false).map((e) => e.label);
    expect(labels).toEqual(['首页', '指数', '概念', '涨停', '龙虎榜', '快讯', '新闻', '公告', '文章', '导航']);
  });
  it('shows every entry, in order, to a signed-in member', () => {
    expect(visibleNav(true)).toEqual([...PUBLIC_NAV]);
  });
});
