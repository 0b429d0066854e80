import { StrictMode, startTransition, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { hydrate } from '@tanstack/react-query';
import { getAccessToken } from '../shared/auth/storage';
import { HYDRATED_EVENT } from '../shared/early-input/early-input';
import { useUserStore } from '../shared/stores/user-store';
import { App } from './app';
import { queryClient } from './providers';
import { routerOptions } from './router';
import { buildRoutes } from './routes';
import type { SsrState } from './ssr-state';

/** Loads the lazy modules of the routes this address matches, so the first render is the page, not a fallback. */
async function resolveLazyMatches(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/**
 * Hydrates a page the server rendered (docs/decisions/0028): the query cache and the router start from the server's
 * state, so hydration makes no request; a member's session (a token in this browser, which the server never sees)
 * is loaded afterwards and the header turns into the member menu.
 */
export async function hydrateServerPage(container: HTMLElement, state: SsrState): Promise<void> {
  // each step in a task of its own (docs/decisions/0047): run inside the modules' evaluation, they made it one task
  // of ≈ 150 ms on a 4× slowed phone CPU
  await nextTask();
  hydrate(queryClient, state.queries);
  const routes = buildRoutes();
  await nextTask();
  await resolveLazyMatches(routes);
  await nextTask();
  const router = createBrowserRouter(routes, { ...routerOptions(), hydrationData: state.router });
  await nextTask();
  // a transition: React hydrates the page in slices of ≈ 5 ms that yield to the browser, not in one task
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <App router={router} />
        <OnHydrated run={afterHydration} />
      </StrictMode>,
    );
  });
}

/** Resolves in a later task. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

let hydrated = false;

/** Calls `run` once, after the root's hydration has been committed. */
function OnHydrated({ run }: { run: () => void }) {
  useEffect(() => {
    if (hydrated) return;
    hydrated = true;
    run();
  }, [run]);
  return null;
}

/**
 * Marks the document as hydrated (`<html data-hydrated="true">`, "false" from the server: browser tests wait for it
 * before they click), then loads a member's session. Not earlier: the user store changing while React hydrates the
 * header would make it throw away the server's markup (a hydration mismatch).
 */
function afterHydration(): void {
  document.documentElement.dataset.hydrated = 'true';
  // main.tsx replays a tap that came before hydration (docs/decisions/0034)
  window.dispatchEvent(new Event(HYDRATED_EVENT));
  if (!getAccessToken() || useUserStore.getState().isSet) return;
  void import('./bootstrap').then(({ bootstrapSession, failSession }) => bootstrapSession().catch(failSession));
}
