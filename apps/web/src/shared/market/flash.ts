/** Which way a live figure moved: 'up' (flash red), 'down' (flash green) or null (first value, unchanged, not a number). */
export function flashDirection(prev: number | null | undefined, next: number | null | undefined): 'up' | 'down' | null {
  if (prev == null || next == null || !Number.isFinite(prev) || !Number.isFinite(next) || prev === next) return null;
  return next > prev ? 'up' : 'down';
}

/** The flash's starting background (fades to transparent): paint only, so a quote never moves the layout. */
export const FLASH_BACKGROUND = { up: 'rgba(245, 34, 45, 0.22)', down: 'rgba(82, 196, 26, 0.25)' } as const;
