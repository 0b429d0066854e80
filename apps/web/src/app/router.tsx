import { createBrowserRouter, type DOMRouterOpts, type RouteObject } from 'react-router';
import { usePermissionStore } from '../shared/stores/permission-store';
import { ROOT_ROUTE_ID, buildRoutes } from './routes';

/**
 * The data router in history mode. Routes generated from the server menus are patched in under the root route when a
 * navigation cannot be matched by the static table (patchRoutesOnNavigation runs for unmatched and splat-matched
 * paths): at first all of them, after 刷新菜单缓存 the ones the router does not have yet, so a page added in 菜单管理
 * opens without a reload. Logging out reloads the page, so a new user never sees the previous user's routes.
 */
export function createAppRouter() {
  return createBrowserRouter(buildRoutes(), routerOptions());
}

type Patch = (routeId: string | null, children: RouteObject[]) => void;

/**
 * Patches in the routes whose id is not in `known` (generated route ids are `menu-<menu id>`), each under its parent,
 * and records what it patched. A route the router already has is left as it is (a changed path or component needs a
 * reload); its new children are still added.
 */
export function patchNewRoutes(patch: Patch, parentId: string, routes: readonly RouteObject[], known: Set<string>): void {
  const fresh = routes.filter((route) => !route.id || !known.has(route.id));
  if (fresh.length > 0) patch(parentId, fresh);
  const remember = (route: RouteObject) => {
    if (route.id) known.add(route.id);
    route.children?.forEach(remember);
  };
  for (const route of routes) {
    if (fresh.includes(route)) remember(route);
    else if (route.children && route.id) patchNewRoutes(patch, route.id, route.children, known);
  }
}

/** Options shared by the browser router and the memory router of the tests. */
export function routerOptions(): Pick<DOMRouterOpts, 'patchRoutesOnNavigation'> {
  const known = new Set<string>();
  return {
    patchRoutesOnNavigation: ({ patch }) => {
      const { isGenerated, routes } = usePermissionStore.getState();
      if (isGenerated) patchNewRoutes(patch, ROOT_ROUTE_ID, routes, known);
    },
  };
}
