import { lazy, Suspense } from 'react';
import { useUserStore } from '../../../../shared/stores/user-store';
import { useHydrated } from '../../../../shared/utils/use-hydrated';

// the stream and its notices are fetched for signed-in users only (docs/decisions/0039)
const AlertLive = lazy(() => import('./alert-live'));

/**
 * A signed-in user's fired stock alerts as notices on every page; mounted by the app shell. Rendered after hydration
 * (the server's HTML has no user) and only while a user is signed in.
 */
export function MemberAlerts() {
  const signedIn = useUserStore((s) => s.user !== null);
  const hydrated = useHydrated();
  if (!hydrated || !signedIn) return null;
  return (
    <Suspense fallback={null}>
      <AlertLive />
    </Suspense>
  );
}
