import { Breadcrumb as AntBreadcrumb, Tooltip } from 'antd';
import { Link, useMatches } from 'react-router';
import type { RouteMeta } from '../../../app/menu-routes';
import { needsTooltip } from '../sidebar/menu-items';
import { buildBreadcrumb, type CrumbSource } from './breadcrumb-builder';

/** Breadcrumb of spec section 2.4 from the matched routes (directories are plain text: they have no page). */
export function Breadcrumb() {
  const matches = useMatches();
  const sources: CrumbSource[] = matches.map((m, i) => {
    const meta = (m.handle ?? {}) as RouteMeta & { breadcrumb?: boolean; redirect?: string };
    const isLast = i === matches.length - 1;
    return {
      pathname: m.pathname,
      title: meta.title,
      name: meta.name,
      breadcrumb: meta.breadcrumb,
      redirect: meta.redirect ?? (isLast || m.pathname === '/stockIndex' ? undefined : 'noRedirect'),
    };
  });
  const crumbs = buildBreadcrumb(sources);
  return (
    <AntBreadcrumb
      className="admin-breadcrumb"
      items={crumbs.map((c) => {
        const text = needsTooltip(c.title) ? <Tooltip title={c.title}>{c.title}</Tooltip> : c.title;
        return { key: `${c.title}:${c.to ?? ''}`, title: c.to ? <Link to={c.to}>{text}</Link> : <span className="no-redirect">{text}</span> };
      })}
    />
  );
}
