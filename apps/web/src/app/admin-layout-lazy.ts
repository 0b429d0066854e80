import type { RouteObject } from 'react-router';

type LazyRoute = NonNullable<RouteObject['lazy']>;

let adminLayout: Promise<React.ComponentType> | undefined;

/**
 * The admin layout inside antd's <App>. One component for every route that uses it (the static admin routes and the
 * ones generated from the menus): a new wrapper per route would remount the layout, losing the kept-alive pages.
 */
export const adminLayoutLazy: LazyRoute = async () => {
  adminLayout ??= Promise.all([import('../layouts/admin/admin-layout'), import('../shared/antd-app/antd-app-boundary')]).then(([mod, { withAntdApp }]) =>
    withAntdApp(mod.default),
  );
  return { Component: await adminLayout };
};
