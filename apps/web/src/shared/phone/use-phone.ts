import { useSyncExternalStore } from 'react';

/** Below this width the public site and the member area use their phone layout (antd's `sm` breakpoint). */
export const PHONE_QUERY = '(max-width: 575.98px)';

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia?.(PHONE_QUERY);
  if (!list) return () => {};
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const isPhone = () => window.matchMedia?.(PHONE_QUERY).matches ?? false;
/** The server and the hydrating first render lay out for the desktop; the phone layout follows right after. */
const onServer = () => false;

/** True on a phone-wide screen; false on the server and while a server-rendered page hydrates. */
export function usePhone(): boolean {
  return useSyncExternalStore(subscribe, isPhone, onServer);
}
