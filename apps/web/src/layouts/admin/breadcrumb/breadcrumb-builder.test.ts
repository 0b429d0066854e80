import { describe, expect, it } from 'vitest';
import { buildBreadcrumb } from './breadcrumb-builder';

describe('breadcrumb builder', () => {
  it('prepends home, keeps titled matches, last is plain text', () => {
    expect(
      buildBreadcrumb([
        { pathname: '/' },
        { pathname: '/system', title: '系统管理', redirect: 'noRedirect' },
        { pathname: '/system/dict', title: '字典管理' },
      ]),
    ).toEqual([{ title: '首页', to: '/index' }, { title: '系统管理' }, { title: '字典管理' }]);
  });
  it('does not prepend home when the first item is home', () => {
    expect(buildBreadcrumb([{ pathname: '/stockIndex', title: '首页', name: 'Index' }])).toEqual([{ title: '首页' }]);
  });
  it('skips not-breadcrumb routes and links others to their redirect or path', () => {
    expect(
      buildBreadcrumb([
        { pathname: '/a', title: '甲', redirect: '/a/x' },
        { pathname: '/a/hidden', title: '隐', breadcrumb: false },
        { pathname: '/a/b', title: '乙' },
        { pathname: '/a/b/c', title: '丙' },
      ]),
    ).toEqual([{ title: '首页', to: '/index' }, { title: '甲', to: '/a/x' }, { title: '乙', to: '/a/b' }, { title: '丙' }]);
  });
  it('merges a layout route and its index page carrying the same title', () => {
    expect(buildBreadcrumb([{ pathname: '/x', title: '页' }, { pathname: '/x/', title: '页' }])).toEqual([
      { title: '首页', to: '/index' },
      { title: '页' },
    ]);
  });
});
