// The visitor's own recent searches (issue 26: 热搜榜 beside 最近搜索 on /search), kept in this browser only.
import { useSyncExternalStore } from 'react';

const KEY = 'gprs.recent-searches';
/** Searches kept, newest first. */
export const RECENT_SEARCHES_MAX = 10;
const EVENT = 'gprs:recent-searches';
const EMPTY: readonly string[] = Object.freeze([]);

/** The list after searching `keyword`: it moves to the front, once, and the oldest beyond the maximum drop off. */
export function withSearch(list: readonly string[], keyword: string, max = RECENT_SEARCHES_MAX): string[] {
  const k = keyword.trim().slice(0, 40);
  if (!k) return [...list];
  return [k, ...list.filter((x) => x !== k)].slice(0, max);
}

function read(): readonly string[] {
  try {
    const raw = window.localStorage.getItem(KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === 'string' && x.length > 0).slice(0, RECENT_SEARCHES_MAX) : EMPTY;
  } catch {
    return EMPTY;
  }
}

let cached: { raw: string | null; list: readonly string[] } | null = null;
function snapshot(): readonly string[] {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(KEY);
  } catch {
    return EMPTY;
  }
  if (!cached || cached.raw !== raw) cached = { raw, list: read() };
  return cached.list;
}

function write(list: readonly string[]): void {
  try {
    if (list.length) window.localStorage.setItem(KEY, JSON.stringify(list));
    else window.localStorage.removeItem(KEY);
  } catch {
    // storage refused (private mode, quota): the list is simply not kept
  }
  window.dispatchEvent(new Event(EVENT));
}

export function recordSearch(keyword: string): void {
  if (typeof window === 'undefined' || !keyword.trim()) return;
  write(withSearch(snapshot(), keyword));
}

export function clearSearches(): void {
  if (typeof window !== 'undefined') write([]);
}

function subscribe(notify: () => void): () => void {
  window.addEventListener(EVENT, notify);
  window.addEventListener('storage', notify);
  return () => {
    window.removeEventListener(EVENT, notify);
    window.removeEventListener('storage', notify);
  };
}

/** The recent searches, newest first; empty on the server and in the hydrating render (the HTML knows none). */
export function useRecentSearches(): readonly string[] {
  return useSyncExternalStore(subscribe, snapshot, () => EMPTY);
}
