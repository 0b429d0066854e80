import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * false while a page is rendered on the server and while the browser hydrates it, true afterwards (React renders
 * again with true once hydration is done; a page rendered in the browser alone has true at once). What the browser
 * keeps for itself (theme, size, the session) waits for it, so the first browser render is the server's
 * (docs/decisions/0028).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
