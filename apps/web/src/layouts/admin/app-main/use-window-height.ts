import { useSyncExternalStore } from 'react';

function subscribe(cb: () => void): () => void {
  window.addEventListener('resize', cb);
  return () => window.removeEventListener('resize', cb);
}

export function useWindowHeight(): number {
  return useSyncExternalStore(subscribe, () => window.innerHeight, () => 800);
}
