import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { getAccessToken } from '../shared/auth/storage';
import { useUserStore } from '../shared/stores/user-store';
import { decideAccess } from './access-rules';
import { hiddenAdminRouteObjects } from './admin-routes';
import { adminLayoutLazy } from './admin-layout-lazy';
import type { RouteMeta } from './menu-routes';
import { CONTENT_ROUTE_ID, PUBLIC_LAYOUT_ROUTE_ID } from './ssr-state';
import { NotFoundRedirect, RedirectRoute, RootError, RootFallback, RootShell } from './root-shell';

type LazyRoute = NonNullable<RouteObject['lazy']>;

/** A lazy route module: its default export is the page, inside its own antd <App> (shared/antd-app). */
function page(load: () => Promise<{ default: React.ComponentType }>): LazyRoute {
  return async () => {
    const [mod, { withAntdApp }] = await Promise.all([load(), import('../shared/antd-app/antd-app-boundary')]);
    return { Component: withAntdApp(mod.default) };
  };
}

/** A lazy route module without antd's <App>: the home page and the public layout, kept small (no App.useApp() inside). */
function barePage(load: () => Promise<{ default: React.ComponentType }>): LazyRoute {
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
    // the sign-in sequence and the table of admin pages load with the first signed-in navigation, not with the site
    const { bootstrapSession, failSession } = await import('./bootstrap');
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

/** Public site pages (public layout, lazy); /user* pages need sign-in by the whitelist rules. */
function publicSiteRoutes(): RouteObject[] {
  // lite: a page built from plain elements (shared/lite, docs/decisions/0034) loads without antd's <App> boundary
  const r = (path: string, load: () => Promise<{ default: React.ComponentType }>, m: RouteMeta, lite = false): RouteObject => ({ path, lazy: lite ? barePage(load) : page(load), handle: meta(m) });
  return [
    r('stock', () => import('../features/stock/pages/stock-page'), { title: '个股行情', keywords: '个股行情,K线,分时,概念,公告', description: '个股实时行情、分时与K线、所属概念、新闻公告与涨停历史' }, true),
    r('allStock', () => import('../features/stock/pages/all-stock-page'), { title: '沪深京A股', keywords: 'A股,股票列表,涨跌幅,成交额', description: '沪深京全部A股行情列表，按市场与板块筛选、按指标排序' }),
    r('search', () => import('../features/stock/pages/search-page'), { title: '搜索', keywords: '股票搜索,拼音,概念,新闻', description: '按代码、名称、拼音首字母搜索股票、板块与新闻' }, true),
    r('limitUp', () => import('../features/stock/pages/limit-up-page'), { title: '涨停板', keywords: '涨停,炸板,跌停,连板梯队,涨停原因', description: '每日涨停、炸板、跌停与昨日涨停表现，连板梯队与涨停原因' }, true),
    r('concept', () => import('../features/stock/pages/concept-page'), { title: '概念板块', keywords: '概念板块,行业板块,领涨股,成分股', description: '概念与行业板块涨跌排行、成分股与走势' }, true),
    r('dragonTiger', () => import('../features/stock/pages/dragon-tiger-page'), { title: '龙虎榜', keywords: '龙虎榜,营业部,机构专用,上榜原因,净买额', description: '每日龙虎榜：上榜原因、买入卖出前五席位、机构净买额与个股上榜历史' }, true),
    r('keyIndices', () => import('../features/stock/pages/key-indices-page'), { title: '重要指数', keywords: '上证指数,深证成指,创业板指,科创50,沪深300', description: '重要指数实时行情、分时与K线' }, true),
    r('turnover', () => import('../features/stock/pages/turnover-page'), { title: '历史成交额', keywords: '两市成交额,放量,缩量', description: '沪深两市历史成交额走势与明细' }),
    r('news', () => import('../features/stock/pages/news-page'), { title: '财经新闻', keywords: '财经新闻,股票新闻', description: '最新财经新闻与个股相关新闻' }, true),
    r('allNews', () => import('../features/stock/pages/all-news-page'), { title: '新闻搜索', keywords: '新闻搜索', description: '按关键词与股票搜索财经新闻' }),
    r('information', () => import('../features/stock/pages/information-page'), { title: '7×24快讯', keywords: '快讯,电报,重点资讯', description: '7×24 小时实时财经快讯，重点快讯一键筛选' }, true),
    r('announcement', () => import('../features/stock/pages/announcement-page'), { title: '公司公告', keywords: '公告,财务报告,重大事项', description: '上市公司公告，按类型、日期与股票筛选' }, true),
    r('essay', () => import('../features/stock/pages/essay-page'), { title: '文章', keywords: '股票文章,复盘,股友随笔', description: '精选股票文章与股友公开随笔' }, true),
    r('essayContent', () => import('../features/stock/pages/essay-content-page'), { title: '文章详情' }, true),
    r('navigation', () => import('../features/stock/pages/navigation-page'), { title: '网址导航', keywords: '财经网站,交易所,行情数据', description: '常用财经网站导航' }, true),
    r('about', () => import('../features/stock/pages/about-page'), { title: '关于我们', keywords: '股票热搜,关于', description: '关于股票热搜：实时股票热点资讯网站' }, true),
    // member pages (outside the whitelist: sign-in required)
    r('userStock', () => import('../features/member/pages/user-stock-page'), { title: '我的自选' }),
    r('userStockGroup', () => import('../features/member/pages/user-stock-group-page'), { title: '自选分组' }),
    // 我的提醒 and 自选资讯 (docs/decisions/0039)
    r('userAlert', () => import('../features/stock/alerts/pages/user-alert-page'), { title: '我的提醒' }),
    r('userWatchNews', () => import('../features/stock/alerts/pages/user-watch-news-page'), { title: '自选资讯' }),
    r('userNews', () => import('../features/member/pages/user-news-page'), { title: '关注的新闻' }),
    r('userInformation', () => import('../features/member/pages/user-information-page'), { title: '关注的快讯' }),
    r('userConcept', () => import('../features/member/pages/user-concept-page'), { title: '关注的概念' }),
    r('userRecord', () => import('../features/member/pages/user-record-page'), { title: '我的随笔' }),
    r('userInfo', () => import('../features/member/pages/user-info-page'), { title: '个人中心' }),
    // the member's purchases (sign-in required too): paid services, the cashier, 我的订单 (docs/decisions/0022)
    r('vip', () => import('../features/mall/pages/vip-page'), { title: '会员服务' }),
    r('cashier', () => import('../features/mall/pages/cashier-page'), { title: '收银台' }),
    r('userOrder', () => import('../features/mall/pages/user-order-page'), { title: '我的订单' }),
    r('userWallet', () => import('../features/mall/pages/user-wallet-page'), { title: '我的钱包' }),
  ];
}

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
          id: PUBLIC_LAYOUT_ROUTE_ID,
          lazy: barePage(() => import('../layouts/public/public-layout')),
          children: [
            {
              path: 'index',
              lazy: barePage(() => import('../features/home/pages/home-page')),
              handle: meta({
                keywords: '股票热搜,股票热点,实时资讯,涨停,概念,新闻',
                description: '股票热搜 - 实时股票热点资讯：热门股票、涨停、概念、新闻与资讯一站速览',
              }),
            },
            ...publicSiteRoutes(),
          ],
        },
        // standalone
        { path: 'stockLogin', lazy: page(() => import('../features/auth/pages/stock-login-page')), handle: meta({ title: '会员登录' }) },
        { path: 'login', lazy: page(() => import('../features/auth/pages/login-page')), handle: meta({ title: '登录' }) },
        { path: 'register', lazy: page(() => import('../features/auth/pages/register-page')), handle: meta({ title: '注册' }) },
        { path: 'social-login', lazy: page(() => import('../features/auth/pages/social-login-page')), handle: meta({ title: '第三方登录' }) },
        { path: 'auth-redirect', lazy: page(() => import('../features/auth/pages/auth-redirect-page')), handle: meta({ title: '登录跳转' }) },
        { path: 'bind', lazy: page(() => import('../features/auth/pages/bind-page')), handle: meta({ title: '绑定账号' }) },
        { path: 'oauthLogin/:provider', lazy: page(() => import('../features/auth/pages/oauth-login-page')), handle: meta({ title: '第三方登录' }) },
        { path: 'sso', lazy: page(() => import('../features/auth/pages/sso-page')), handle: meta({ title: '授权登录' }) },
        { id: CONTENT_ROUTE_ID, path: 'content', lazy: barePage(() => import('../features/stock/pages/content-page')), handle: meta({ title: '文章' }) },
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
              lazy: barePage(() => import('../features/dashboard/pages/stock-index-page')),
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
