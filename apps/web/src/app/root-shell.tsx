import { lazy, Suspense, useEffect } from 'react';
import { Navigate, Outlet, useLocation, useMatches, useNavigate, useParams, useRouteError, isRouteErrorResponse } from 'react-router';
import { useSettingsStore } from '../shared/stores/settings-store';
import { MemberAlerts } from '../features/stock/alerts/live/member-alerts';
import { pageMeta } from './access-rules';

function setMetaTag(name: string, content: string): void {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.appendChild(tag);
  }
  tag.content = content;
}

/** Page title, keywords and description from route meta. */
function useRouteMeta(): void {
  const matches = useMatches();
  const setPageTitle = useSettingsStore((s) => s.setPageTitle);
  const meta = pageMeta(matches.map((m) => m.handle));
  useEffect(() => {
    document.title = meta.title;
    setMetaTag('keywords', meta.keywords);
    setMetaTag('description', meta.description);
    setPageTitle(meta.title);
  }, [meta.title, meta.keywords, meta.description, setPageTitle]);
}

/** Scrolls to the top on every navigation to a new path. */
function useScrollToTop(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
  }, [pathname]);
}

export function RootShell() {
  useRouteMeta();
  useScrollToTop();
  return (
    <>
      <Outlet />
      <MemberAlerts />
    </>
  );
}

/** While the first route loads (plain markup: no antd before the page needs it). */
export function RootFallback() {
  return (
    <div className="root-fallback" role="status" aria-label="加载中">
      <span className="root-fallback__spinner" />
    </div>
  );
}

const RouteErrorView = lazy(() => import('./route-error-view'));

export function RootError() {
  const error = useRouteError();
  const text = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : '页面加载失败';
  return (
    <Suspense fallback={null}>
      <RouteErrorView text={text} />
    </Suspense>
  );
}

/** /redirect/* re-enters the given path, so the page under it is rebuilt. */
export function RedirectRoute() {
  const params = useParams();
  const { search, hash } = useLocation();
  const navigate = useNavigate();
  const target = `/${params['*'] ?? ''}${search}${hash}`;
  useEffect(() => {
    void navigate(target, { replace: true });
  }, [navigate, target]);
  return null;
}

export function NotFoundRedirect() {
  return <Navigate to="/404" replace />;
}
