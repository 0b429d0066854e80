import type { RouteObject } from 'react-router';
import { findPageKey } from './menu-routes';

type PageModule = { default: React.ComponentType };
/** A route module loader (the function form of a route's `lazy`). */
type LazyRoute = Extract<NonNullable<RouteObject['lazy']>, (...args: never[]) => unknown>;

/** Every page a server menu may point at: src/pages/**, each its own lazy chunk. */
const pageModules = import.meta.glob<PageModule>(['../pages/**/*.tsx', '!../pages/**/*.test.tsx']);
const pageKeys = Object.keys(pageModules);

export function resolvePage(component: string): LazyRoute | undefined {
  const key = findPageKey(component, pageKeys);
  if (!key) return undefined;
  const load = pageModules[key];
  return async () => {
    const mod = await load();
    return { Component: mod.default };
  };
}

export function missingPage(component: string): LazyRoute {
  return async () => {
    console.error(`[router] no page file for menu component "${component}" (looked under src/pages)`);
    const { MissingPage } = await import('./missing-page');
    return { Component: () => <MissingPage component={component} /> };
  };
}
