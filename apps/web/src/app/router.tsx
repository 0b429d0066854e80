import { createBrowserRouter, type DOMRouterOpts } from 'react-router';
import { usePermissionStore } from '../shared/stores/permission-store';
import { ROOT_ROUTE_ID, buildRoutes } from './routes';

/**
 * The data router in history mode. Routes generated from the server menus are patched in under the root route the
 * first time a navigation cannot be matched by the static table (patchRoutesOnNavigation runs for unmatched and
 * splat-matched paths); logging out reloads the page, so a new user never sees the previous user's routes.
 */
export function createAppRouter() {
  return createBrowserRouter(buildRoutes(), routerOptions());
}

/** Options shared by the browser router and the memory router of the tests. */
export function routerOptions(): Pick<DOMRouterOpts, 'patchRoutesOnNavigation'> {
  let patched = false;
  return {
    patchRoutesOnNavigation: ({ patch }) => {
      const { isGenerated, routes } = usePermissionStore.getState();
      if (!isGenerated || patched) return;
      patched = true;
      patch(ROOT_ROUTE_ID, routes);
    },
  };
}
