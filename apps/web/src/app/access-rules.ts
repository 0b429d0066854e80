import { DEFAULT_TITLE, SITE_NAME } from '../shared/config';
import type { RouteMeta } from './menu-routes';

export { safeRedirect } from '../shared/utils/redirect';

/** Paths open without login (spec section 2.1), plus /oauthLogin/{provider}. */
export const WHITE_LIST = [
  '/login',
  '/stockLogin',
  '/social-login',
  '/auth-redirect',
  '/bind',
  '/register',
  '/index',
  '/news',
  '/stock',
  '/content',
  '/essay',
  '/concept',
  '/announcement',
  '/keyIndices',
  '/information',
  '/essayContent',
  '/about',
  '/navigation',
  '/limitUp',
  '/dragonTiger',
  '/search',
] as const;

export function isWhiteListed(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (WHITE_LIST as readonly string[]).includes(path) || /^\/oauthLogin\/[^/]+$/.test(path);
}

export type AccessDecision = { type: 'allow' } | { type: 'redirect'; to: string } | { type: 'bootstrap' };

export interface AccessInput {
  pathname: string;
  search: string;
  hash?: string;
  hasToken: boolean;
  /** user info (roles) loaded for the token */
  userLoaded: boolean;
}

/** The navigation guard as one pure rule (spec sections 2.1 and 4). */
export function decideAccess({ pathname, search, hash = '', hasToken, userLoaded }: AccessInput): AccessDecision {
  if (pathname === '/') return { type: 'redirect', to: '/index' };
  if (hasToken) {
    if (pathname === '/login') return { type: 'redirect', to: '/' };
    if (!userLoaded) return { type: 'bootstrap' };
    return { type: 'allow' };
  }
  if (isWhiteListed(pathname)) return { type: 'allow' };
  return { type: 'redirect', to: `/login?redirect=${encodeURIComponent(pathname + search + hash)}` };
}

export interface PageMeta {
  title: string;
  keywords: string;
  description: string;
}

/** Title, keywords and description from the deepest route meta that has them; keywords/description fall back to the title. */
export function pageMeta(handles: readonly unknown[]): PageMeta {
  let meta: RouteMeta = {};
  for (const h of handles) {
    if (h && typeof h === 'object') {
      const m = h as RouteMeta;
      meta = {
        ...meta,
        ...(m.title !== undefined ? { title: m.title } : {}),
        ...(m.keywords !== undefined ? { keywords: m.keywords } : {}),
        ...(m.description !== undefined ? { description: m.description } : {}),
      };
    }
  }
  const title = meta.title ? `${meta.title} - ${SITE_NAME}` : DEFAULT_TITLE;
  return {
    title,
    keywords: meta.keywords ?? meta.title ?? DEFAULT_TITLE,
    description: meta.description ?? meta.title ?? DEFAULT_TITLE,
  };
}

/** Route parameters that must be numeric (spec 2.3: dictId, tableId, propertyId, spuId). */
export function paramsAreNumeric(params: Record<string, string | undefined>, names: readonly string[]): boolean {
  return names.every((n) => /^\d+$/.test(params[n] ?? ''));
}
