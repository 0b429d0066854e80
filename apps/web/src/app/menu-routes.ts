import type { RouteObject } from 'react-router';
import type { MenuNode } from '../shared/auth/api';
import type { SidebarItem } from '../shared/stores/permission-store';
import { isExternal } from '../shared/utils/validate';

/** What a route carries in `handle` (route meta). */
export interface RouteMeta {
  title?: string;
  /** componentName of the server menu: the route's name */
  name?: string;
  icon?: string | null;
  hidden?: boolean;
  keepAlive?: boolean;
  alwaysShow?: boolean;
  affix?: boolean;
  noCache?: boolean;
  activeMenu?: string;
  /** an external link shown in an embedded frame */
  link?: string;
  /** false: not shown in the breadcrumb */
  breadcrumb?: boolean;
  /** a redirect target, or 'noRedirect' for a plain-text breadcrumb item */
  redirect?: string;
  keywords?: string;
  description?: string;
}

type LazyRoute = NonNullable<RouteObject['lazy']>;

export interface MenuRouteDeps {
  /** the admin layout, for top-level entries */
  layout: LazyRoute;
  /** a plain parent view (<Outlet/>), for nested entries with children */
  parentView: LazyRoute;
  /** the lazy page whose file path matches the component, or undefined when no file matches */
  resolvePage(component: string): LazyRoute | undefined;
  /** a clear "page not found" view for a component without a file (it logs the name) */
  missingPage(component: string): LazyRoute;
}

function joinPath(parent: string, path: string): string {
  if (!path) return parent || '/';
  if (path.startsWith('/')) return path;
  const base = parent.endsWith('/') ? parent.slice(0, -1) : parent;
  return `${base}/${path}`;
}

/** A menu whose component is an http(s) URL is a page of the console that shows that URL in an embedded frame. */
export function frameLinkOf(menu: Pick<MenuNode, 'component'>): string | undefined {
  const component = (menu.component ?? '').trim();
  return /^https?:\/\//i.test(component) ? component : undefined;
}

function metaOf(menu: MenuNode): RouteMeta {
  const link = frameLinkOf(menu);
  return {
    ...(link ? { link } : {}),
    title: menu.name,
    name: menu.componentName || undefined,
    icon: menu.icon,
    hidden: menu.visible === false,
    keepAlive: menu.keepAlive === true,
    alwaysShow: menu.alwaysShow === true,
  };
}

function pageLazy(component: string | null | undefined, deps: MenuRouteDeps): LazyRoute {
  // the admin layout draws the embedded frame itself; the route only needs an (empty) element
  if (frameLinkOf({ component })) return deps.parentView;
  const name = (component ?? '').trim();
  return deps.resolvePage(name) ?? deps.missingPage(name);
}

function childRoute(menu: MenuNode, deps: MenuRouteDeps): RouteObject | undefined {
  if (isExternal(menu.path)) return undefined;
  const children = (menu.children ?? []).map((c) => childRoute(c, deps)).filter((r): r is RouteObject => !!r);
  const path = menu.path.replace(/^\//, '') || undefined;
  if ((menu.children ?? []).length > 0) {
    return { id: `menu-${menu.id}`, path, lazy: deps.parentView, handle: metaOf(menu), children };
  }
  return { id: `menu-${menu.id}`, path, lazy: pageLazy(menu.component, deps), handle: metaOf(menu) };
}

/**
 * Server menus → routes. Top-level entries (parentId 0) use the admin layout; nested entries with children a plain
 * parent view; leaves the page whose file matches `component`. A top-level leaf becomes the layout with the page as its
 * index. External links produce no route.
 */
export function menusToRoutes(menus: readonly MenuNode[], deps: MenuRouteDeps): RouteObject[] {
  const routes: RouteObject[] = [];
  for (const menu of menus) {
    if (isExternal(menu.path)) continue;
    const path = menu.path.startsWith('/') ? menu.path : `/${menu.path}`;
    const meta = metaOf(menu);
    const hasChildren = (menu.children ?? []).length > 0;
    if (menu.parentId === 0 || menu.parentId == null) {
      const children = hasChildren
        ? (menu.children ?? []).map((c) => childRoute(c, deps)).filter((r): r is RouteObject => !!r)
        : [{ id: `menu-${menu.id}-page`, index: true, lazy: pageLazy(menu.component, deps), handle: meta }];
      routes.push({ id: `menu-${menu.id}`, path, lazy: deps.layout, handle: meta, children });
    } else {
      const route = childRoute(menu, deps);
      if (route) routes.push({ ...route, path });
    }
  }
  return routes;
}

/**
 * Server menus → sidebar entries with full paths; hidden entries (visible false) are left out. With `hasPage`, a leaf
 * whose page is not in this build is left out too (and a directory left empty with it), so the sidebar never offers
 * a page that only says 「页面不存在」; opening its path directly still shows that view, naming the component.
 */
export function menusToSidebar(menus: readonly MenuNode[], parentPath = '', hasPage?: (component: string) => boolean): SidebarItem[] {
  const items: SidebarItem[] = [];
  for (const menu of menus) {
    if (menu.visible === false) continue;
    const external = isExternal(menu.path);
    const path = external ? menu.path : joinPath(parentPath || '/', menu.path);
    const children = external ? [] : menusToSidebar(menu.children ?? [], path, hasPage);
    const isLeaf = !external && (menu.children ?? []).length === 0;
    if (hasPage && !external) {
      if (isLeaf && !frameLinkOf(menu) && !hasPage((menu.component ?? '').trim())) continue;
      if (!isLeaf && children.length === 0) continue;
    }
    items.push({
      key: String(menu.id),
      path,
      title: menu.name,
      icon: menu.icon,
      external,
      alwaysShow: menu.alwaysShow === true,
      children,
    });
  }
  return items;
}

/** Components of the visible menus that have no page in this build (logged once after sign-in). */
export function missingComponents(menus: readonly MenuNode[], hasPage: (component: string) => boolean): string[] {
  const out: string[] = [];
  const walk = (list: readonly MenuNode[]) => {
    for (const menu of list) {
      if (isExternal(menu.path)) continue;
      if ((menu.children ?? []).length) walk(menu.children ?? []);
      else if (!frameLinkOf(menu) && !hasPage((menu.component ?? '').trim())) out.push(menu.component ?? `(${menu.name})`);
    }
  };
  walk(menus);
  return out;
}

function kebab(segment: string): string {
  return segment.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

/**
 * The import.meta.glob key of the page for a menu component: 'system/user/index' → '../pages/system/user/index.tsx'
 * (also '<component>/index.tsx' and the kebab-case spelling of camelCase segments, since our file names are kebab-case).
 */
export function findPageKey(component: string, keys: readonly string[], root = '../pages/'): string | undefined {
  const clean = component.trim().replace(/^\/+/, '').replace(/\.(tsx|ts|jsx|js|vue)$/, '');
  if (!clean) return undefined;
  const variants = [clean, clean.split('/').map(kebab).join('/')];
  const set = new Set(keys);
  for (const v of variants) {
    for (const candidate of [`${root}${v}.tsx`, `${root}${v}/index.tsx`]) {
      if (set.has(candidate)) return candidate;
    }
  }
  return undefined;
}
