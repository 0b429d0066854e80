import type { InformationVO } from '@gprs/contract';

/** A stock tick of the live stream's `quote` event. */
export interface QuoteTick {
  code: string;
  price?: number;
  change?: number;
  changePercent?: number;
  high?: number;
  low?: number;
  volume?: number;
  amount?: number;
  turnoverRate?: number | null;
  [key: string]: unknown;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Merges ticks into every quote-like object (a `code` and a `price` field) found in `data`, at any depth.
 * Untouched branches keep their identity, so React re-renders only what changed; nothing changed → `data` itself.
 */
export function patchQuotes<T>(data: T, ticks: ReadonlyMap<string, QuoteTick>): T {
  if (ticks.size === 0) return data;
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) {
      let changed = false;
      const next = value.map((v) => {
        const n = walk(v);
        if (n !== v) changed = true;
        return n;
      });
      return changed ? next : value;
    }
    if (!isPlainObject(value)) return value;
    const tick = typeof value.code === 'string' && 'price' in value ? ticks.get(value.code) : undefined;
    let result: Record<string, unknown> = value;
    if (tick) {
      const { code: _code, ...fields } = tick;
      result = { ...value, ...fields };
    }
    for (const [k, v] of Object.entries(value)) {
      if (typeof v !== 'object' || v === null) continue;
      const n = walk(v);
      if (n !== v) {
        if (result === value) result = { ...value };
        result[k] = n;
      }
    }
    return result;
  };
  return walk(data) as T;
}

/** Ticks by code (the last tick of a code wins). */
export function tickMap(items: readonly QuoteTick[] | undefined): Map<string, QuoteTick> {
  const map = new Map<string, QuoteTick>();
  for (const t of items ?? []) if (t && typeof t.code === 'string') map.set(t.code, t);
  return map;
}

/** New flashes on top of a list, newest first, without duplicates, at most `max` items. */
export function prependFlashes(list: readonly InformationVO[], incoming: readonly InformationVO[], max = 50): InformationVO[] {
  const seen = new Set<number>();
  const merged: InformationVO[] = [];
  for (const f of [...incoming].sort((a, b) => b.publishTime - a.publishTime).concat(list)) {
    if (seen.has(f.id)) continue;
    seen.add(f.id);
    merged.push(f);
    if (merged.length >= max) break;
  }
  return merged;
}

/** Reconnect delay after the n-th consecutive failure: 1 s, 2 s, 4 s … capped at 30 s. */
export function reconnectDelay(attempt: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, attempt));
}
