import { describe, expect, it } from 'vitest';
import { decideAccess, isWhiteListed, pageMeta, paramsAreNumeric, safeRedirect } from './access-rules';

describe('whitelist', () => {
  it.each([
    '/login', '/stockLogin', '/social-login', '/auth-redirect', '/bind', '/register', '/oauthLogin/gitee',
    '/index', '/news', '/stock', '/content', '/essay', '/concept', '/announcement', '/keyIndices', '/information',
    '/essayContent', '/about', '/navigation', '/limitUp', '/search',
  ])('%s is open', (p) => expect(isWhiteListed(p)).toBe(true));
  it.each(['/userStock', '/stockIndex', '/system/user', '/oauthLogin', '/oauthLogin/a/b', '/sso', '/404', '/allStock'])(
    '%s needs login',
    (p) => expect(isWhiteListed(p)).toBe(false),
  );
});

describe('decideAccess', () => {
  const anon = { hasToken: false, userLoaded: false, search: '' };
  it('sends an anonymous visitor outside the whitelist to /login with the encoded full path', () => {
    expect(decideAccess({ ...anon, pathname: '/userStock', search: '?a=1&b=2' })).toEqual({
      type: 'redirect',
      to: '/login?redirect=%2FuserStock%3Fa%3D1%26b%3D2',
    });
    expect(decideAccess({ ...anon, pathname: '/news' })).toEqual({ type: 'allow' });
  });
  it('redirects the root to /index', () => {
    expect(decideAccess({ ...anon, pathname: '/' })).toEqual({ type: 'redirect', to: '/index' });
  });
  it('sends a signed-in user away from /login and bootstraps a token without roles', () => {
    expect(decideAccess({ pathname: '/login', search: '', hasToken: true, userLoaded: true })).toEqual({ type: 'redirect', to: '/' });
    expect(decideAccess({ pathname: '/system/user', search: '', hasToken: true, userLoaded: false })).toEqual({ type: 'bootstrap' });
    expect(decideAccess({ pathname: '/index', search: '', hasToken: true, userLoaded: false })).toEqual({ type: 'bootstrap' });
    expect(decideAccess({ pathname: '/system/user', search: '', hasToken: true, userLoaded: true })).toEqual({ type: 'allow' });
  });
});

describe('safeRedirect', () => {
  it('keeps same-site paths only', () => {
    expect(safeRedirect('/system/user?x=1', '/')).toBe('/system/user?x=1');
    expect(safeRedirect('//evil.com', '/')).toBe('/');
    expect(safeRedirect('https://evil.com', '/')).toBe('/');
    expect(safeRedirect(null, '/index')).toBe('/index');
  });
});

describe('pageMeta', () => {
  it('uses the deepest title and falls back to the default title', () => {
    expect(pageMeta([])).toEqual({
      title: '股票热搜 - 实时股票热点资讯',
      keywords: '股票热搜 - 实时股票热点资讯',
      description: '股票热搜 - 实时股票热点资讯',
    });
    expect(pageMeta([{ title: '系统管理' }, undefined, { title: '用户管理' }])).toEqual({
      title: '用户管理 - 股票热搜',
      keywords: '用户管理',
      description: '用户管理',
    });
    expect(pageMeta([{ title: '涨停', keywords: '涨停,板块', description: '今日涨停' }]).keywords).toBe('涨停,板块');
  });
});

describe('paramsAreNumeric', () => {
  it('accepts digits only', () => {
    expect(paramsAreNumeric({ dictId: '12' }, ['dictId'])).toBe(true);
    expect(paramsAreNumeric({ dictId: '12a' }, ['dictId'])).toBe(false);
    expect(paramsAreNumeric({}, ['spuId'])).toBe(false);
  });
});
