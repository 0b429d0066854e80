import { describe, expect, it } from 'vitest';
import { requestedScopes, scopeText } from './sso-page';
import { findProvider } from './oauth-login-page';
import { socialCallbackUri } from '../components/social-buttons';

describe('sign-in helpers', () => {
  const info = { client: { name: 'x' }, scopes: [{ key: 'user.read', value: true }, { key: 'user.write', value: false }] };

  it('asks for the scopes named in the query, else all of the client scopes', () => {
    expect(requestedScopes(info, 'user.write').map((s) => s.key)).toEqual(['user.write']);
    expect(requestedScopes(info, null).map((s) => s.key)).toEqual(['user.read', 'user.write']);
    expect(requestedScopes(info, 'user.read user.write')).toHaveLength(2);
    expect(scopeText('user.read')).toBe('访问你的个人信息');
    expect(scopeText('custom')).toBe('custom');
  });

  it('finds a provider by type or name', () => {
    const providers = [{ type: 50, name: 'Gitee' }, { type: 99, name: '演示账号' }];
    expect(findProvider(providers, 'gitee')?.type).toBe(50);
    expect(findProvider(providers, '99')?.name).toBe('演示账号');
    expect(findProvider(providers, 'github')).toBeUndefined();
  });

  it('builds the social callback address with the redirect', () => {
    expect(socialCallbackUri('http://h', 50, '/system/user?a=1')).toBe(
      'http://h/social-login?type=50&redirect=%2Fsystem%2Fuser%3Fa%3D1',
    );
    expect(socialCallbackUri('http://h', 50, null)).toBe('http://h/social-login?type=50');
  });
});
