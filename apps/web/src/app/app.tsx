import { useState } from 'react';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

/** The whole app in the browser; `router` is given when it hydrates a server-rendered page (hydrate.tsx). */
export function App({ router: given }: { router?: DataRouter }) {
  const [router] = useState(() => given ?? createAppRouter());
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
