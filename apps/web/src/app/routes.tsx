import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { getAccessToken } from '../shared/auth/storage';
import { useUserStore } from '../shared/stores/user-store';
import { decideAccess } from './access-rules';
import { hiddenAdminRouteObjects } from './admin-routes';
import { adminLayoutLazy, bootstrapSession, failSession } from './bootstrap';
import type { RouteMeta } from './menu-routes';
import { NotFoundRedirect, RedirectRoute, RootError, RootFallback, RootShell } from './root-shell';

type LazyRoute = NonNullable<RouteObject['lazy']>;

/** A lazy route module: its default export is the page. */
function page(load: () => Promise<{ default: React.ComponentType }>): LazyRoute {
  return async () => ({ Component: (await load()).default });
}

/** The navigation guard: whitelist, login redirect, and the sign-in sequence for a token without roles. */
export async function guardLoader({ request }: LoaderFunctionArgs): Promise<null> {
  const url = new URL(request.url);
  const decision = decideAccess({
    pathname: url.pathname,
    search: url.search,
    hash: url.hash,
    hasToken: !!getAccessToken(),
    userLoaded: useUserStore.getState().isSet,
  });
  if (decision.type === 'redirect') throw redirect(decision.to);
  if (decision.type === 'bootstrap') {
    try {
      await bootstrapSession();
    } catch (error) {
      failSession(error);
      throw redirect('/');
    }
    // re-enter the same address so the routes generated from the menus take part in matching
    throw redirect(url.pathname + url.search + url.hash);
  }
  return null;
}

const meta = (m: RouteMeta): RouteMeta => m;

export const ROOT_ROUTE_ID = 'root';

export function buildRoutes(): RouteObject[] {
  return [
    {
      id: ROOT_ROUTE_ID,
      path: '/',
      Component: RootShell,
      HydrateFallback: RootFallback,
      ErrorBoundary: RootError,
      loader: guardLoader,
      shouldRevalidate: () => true,
      children: [
        { index: true, loader: () => redirect('/index') },
        // public site
        {
          id: 'public-layout',
          lazy: page(() => import('../layouts/public/public-layout')),
          children: [
            {
              path: 'index',
              lazy: page(() => import('../features/home/pages/home-page')),
              handle: meta({
                keywords: '股票热搜,股票热点,实时资讯,涨停,概念,新闻',
                description: '股票热搜 - 实时股票热点资讯：热门股票、涨停、概念、新闻与资讯一站速览',
              }),
            },
            {
              path: 'stockLogin',
              lazy: page(() => import('../features/auth/pages/stock-login-page')),
              handle: meta({ title: '会员登录' }),
            },
          ],
        },
        // standalone
        { path: 'login', lazy: page(() => import('../features/auth/pages/login-page')), handle: meta({ title: '登录' }) },
        { path: 'register', lazy: page(() => import('../features/auth/pages/register-page')), handle: meta({ title: '注册' }) },
        { path: 'social-login', lazy: page(() => import('../features/auth/pages/social-login-page')), handle: meta({ title: '第三方登录' }) },
        { path: 'auth-redirect', lazy: page(() => import('../features/auth/pages/auth-redirect-page')), handle: meta({ title: '登录跳转' }) },
        { path: 'bind', lazy: page(() => import('../features/auth/pages/bind-page')), handle: meta({ title: '绑定账号' }) },
        { path: 'oauthLogin/:provider', lazy: page(() => import('../features/auth/pages/oauth-login-page')), handle: meta({ title: '第三方登录' }) },
        { path: 'sso', lazy: page(() => import('../features/auth/pages/sso-page')), handle: meta({ title: '授权登录' }) },
        { path: '404', lazy: page(() => import('../features/errors/pages/not-found-page')), handle: meta({ title: '404' }) },
        { path: '401', lazy: page(() => import('../features/errors/pages/unauthorized-page')), handle: meta({ title: '401' }) },
        { path: 'redirect/*', Component: RedirectRoute },
        // admin console
        {
          id: 'admin-layout',
          lazy: adminLayoutLazy,
          children: [
            {
              path: 'stockIndex',
              lazy: page(() => import('../features/dashboard/pages/stock-index-page')),
              handle: meta({ title: '首页', name: 'Index', affix: true }),
            },
            ...hiddenAdminRouteObjects(),
          ],
        },
        { path: '*', Component: NotFoundRedirect },
      ],
    },
  ];
}
