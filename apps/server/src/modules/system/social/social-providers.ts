import crypto from 'node:crypto';
import type { SocialClientRow } from './social.schema';

/** What a provider tells us about the person who signed in. */
export interface SocialIdentity {
  openid: string;
  nickname: string;
  avatar: string;
  raw: Record<string, unknown>;
}

/** One third-party sign-in provider (OAuth2 authorization-code flow). */
export interface SocialProvider {
  /** The URL the browser opens to sign in at the provider; it comes back to redirectUri with code and state. */
  authorizeUrl(client: SocialClientRow, redirectUri: string, state: string): string;
  /** Exchanges the code the provider sent back for the identity; throws an Error with the reason on failure. */
  exchange(client: SocialClientRow, code: string, state: string): Promise<SocialIdentity>;
}

export const SocialType = {
  DINGTALK: 10,
  WECHAT_ENTERPRISE: 20,
  WECHAT_MP: 30,
  WECHAT_OPEN: 31,
  GITEE: 50,
  GITHUB: 51,
  DEMO: 99,
} as const;

export function withQuery(base: string, params: Record<string, string>): string {
  const hashAt = base.indexOf('#');
  const head = hashAt === -1 ? base : base.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : base.slice(hashAt);
  const query = new URLSearchParams(params).toString();
  return `${head}${head.includes('?') ? '&' : '?'}${query}${hash}`;
}

const DEMO_CODE_TTL_MS = 10 * 60_000;

function sign(secret: string, payload: string): string {
  return crypto.createHmac('sha256', secret || 'gprs-demo').update(payload).digest('base64url');
}

/**
 * The built-in 演示账号 provider: simulates an OAuth provider locally. Its "authorize page" is the redirect itself,
 * carrying a code signed with the client secret (bound to the state, valid 10 minutes); the exchange checks the
 * signature and yields one stable identity, so the whole social sign-in flow works offline.
 */
export const demoProvider: SocialProvider = {
  authorizeUrl(client, redirectUri, state) {
    const payload = Buffer.from(JSON.stringify({ sub: 'demo-user', state, exp: Date.now() + DEMO_CODE_TTL_MS, n: crypto.randomBytes(6).toString('hex') })).toString('base64url');
    return withQuery(redirectUri, { code: `${payload}.${sign(client.clientSecret, payload)}`, state });
  },
  async exchange(client, code, state) {
    const [payload, signature] = code.split('.');
    const expected = sign(client.clientSecret, payload ?? '');
    if (!payload || !signature || signature.length !== expected.length || !crypto.timingSafeEqual(Buffer.from(signature), Buffer.from(expected))) {
      throw new Error('授权码无效');
    }
    let data: { sub?: string; state?: string; exp?: number };
    try {
      data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    } catch {
      throw new Error('授权码无效');
    }
    if (data.state !== state) throw new Error('state 不匹配');
    if (!data.exp || data.exp < Date.now()) throw new Error('授权码已过期');
    return {
      openid: `demo-${data.sub ?? 'user'}`,
      nickname: '演示用户',
      avatar: '',
      raw: { provider: 'demo', sub: data.sub ?? 'user' },
    };
  },
};

/** GitHub OAuth apps (https://docs.github.com/apps/oauth-apps). */
export const githubProvider: SocialProvider = {
  authorizeUrl(client, redirectUri, state) {
    return withQuery('https://github.com/login/oauth/authorize', { client_id: client.clientId, redirect_uri: redirectUri, state, scope: 'read:user' });
  },
  async exchange(client, code) {
    const tokenRes = await fetch('https://github.com/login/oauth/access_token', {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify({ client_id: client.clientId, client_secret: client.clientSecret, code }),
      signal: AbortSignal.timeout(10_000),
    });
    const token = (await tokenRes.json()) as { access_token?: string; error_description?: string };
    if (!token.access_token) throw new Error(token.error_description ?? 'GitHub 未返回令牌');
    const userRes = await fetch('https://api.github.com/user', {
      headers: { accept: 'application/vnd.github+json', authorization: `Bearer ${token.access_token}`, 'user-agent': 'gprs' },
      signal: AbortSignal.timeout(10_000),
    });
    const user = (await userRes.json()) as { id?: number; login?: string; name?: string; avatar_url?: string };
    if (!user.id) throw new Error('GitHub 未返回用户信息');
    return { openid: String(user.id), nickname: user.name || user.login || '', avatar: user.avatar_url ?? '', raw: user as Record<string, unknown> };
  },
};

/** Providers with an implementation; the other seeded social types answer SOCIAL_USER_AUTH_FAILURE when enabled. */
export const SOCIAL_PROVIDERS: Partial<Record<number, SocialProvider>> = {
  [SocialType.DEMO]: demoProvider,
  [SocialType.GITHUB]: githubProvider,
};
