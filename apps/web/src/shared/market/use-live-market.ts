import { useEffect, useSyncExternalStore } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { IndexVO, InformationVO, MarketStatusVO } from '@gprs/contract';
import { BASE_URL } from '../config';
import { marketKeys, type HomeSummaryVO } from './api';
import { patchQuotes, prependFlashes, reconnectDelay, tickMap, type QuoteTick } from './live';

export type LiveStatus = 'connecting' | 'open' | 'error';

/** One EventSource for the whole page, shared by every component that wants live data (reference counted). */
let source: EventSource | null = null;
let users = 0;
let attempt = 0;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
let status: LiveStatus = 'connecting';
/** The id of the last event received, for a stream opened after the previous one closed. */
let lastEventId = '';
const listeners = new Set<() => void>();
const throttled = new Map<string, number>();

function setStatus(next: LiveStatus): void {
  if (status === next) return;
  status = next;
  for (const l of listeners) l();
}

/** Runs `fn` at most once per `ms` for a key (refetches after limit-up or flash events). */
function throttle(key: string, ms: number, fn: () => void): void {
  const now = Date.now();
  if ((throttled.get(key) ?? 0) + ms > now) return;
  throttled.set(key, now);
  fn();
}

function parse<T>(event: MessageEvent): T | null {
  try {
    return JSON.parse(String(event.data)) as T;
  } catch {
    return null;
  }
}

/** Applies the live events to the TanStack Query caches. */
export function applyLiveEvent(qc: QueryClient, type: string, data: { items?: unknown[] } | null): void {
  if (!data) return;
  if (type === 'quote') {
    const ticks = tickMap(data.items as QuoteTick[]);
    qc.setQueriesData<unknown>({ queryKey: ['quotes'], predicate: (q) => q.queryKey[1] !== 'home' }, (old: unknown) =>
      old === undefined ? old : patchQuotes(old, ticks),
    );
    qc.setQueryData<HomeSummaryVO>(marketKeys.home, (old) => (old ? { ...old, hotStocks: patchQuotes(old.hotStocks, ticks) } : old));
    // the badges' 「实时推送中」 / 「更新于」 follow the newest quote
    const newest = Math.max(...[...ticks.values()].map((t) => (typeof t.quoteTime === 'number' ? t.quoteTime : 0)));
    if (newest > 0) qc.setQueryData<MarketStatusVO>(marketKeys.status, (old) => (old && (old.lastQuoteTime ?? 0) < newest ? { ...old, lastQuoteTime: newest } : old));
  } else if (type === 'index') {
    const ticks = tickMap(data.items as QuoteTick[]);
    qc.setQueryData<IndexVO[]>(marketKeys.indices, (old) => (old ? patchQuotes(old, ticks) : old));
    qc.setQueryData<HomeSummaryVO>(marketKeys.home, (old) => (old ? { ...old, indices: patchQuotes(old.indices, ticks) } : old));
  } else if (type === 'limit-up') {
    throttle('limit-up', 10_000, () => {
      void qc.invalidateQueries({ queryKey: marketKeys.limitUp });
      void qc.invalidateQueries({ queryKey: marketKeys.home });
    });
  } else if (type === 'hot-rank') {
    // the order of the hot list changed (a feed's ranks): reload the lists that show it
    throttle('hot-rank', 10_000, () => {
      void qc.invalidateQueries({ queryKey: ['quotes', 'hot-rank'] });
      void qc.invalidateQueries({ queryKey: marketKeys.home });
    });
  } else if (type === 'announcement') {
    throttle('announcement', 10_000, () => void qc.invalidateQueries({ queryKey: ['announcements'] }));
  } else if (type === 'reset') {
    // the server could not replay what this page missed (another instance, a gap in the feed): reload what it shows
    for (const queryKey of [['quotes'], ['indices'], marketKeys.limitUp, marketKeys.flashes]) void qc.invalidateQueries({ queryKey });
  } else if (type === 'flash') {
    const items = (data.items ?? []) as InformationVO[];
    qc.setQueryData<HomeSummaryVO>(marketKeys.home, (old) => (old ? { ...old, flashes: prependFlashes(old.flashes, items, 10) } : old));
    throttle('flash', 5_000, () => void qc.invalidateQueries({ queryKey: marketKeys.flashes }));
  }
}

function connect(qc: QueryClient): void {
  if (typeof EventSource === 'undefined') return;
  setStatus('connecting');
  // a new stream after a closed one asks for what it missed (the browser's own reconnects send Last-Event-ID itself)
  const es = new EventSource(`${BASE_URL}/stock/live/stream${lastEventId ? `?lastEventId=${encodeURIComponent(lastEventId)}` : ''}`);
  source = es;
  es.onopen = () => {
    attempt = 0;
    setStatus('open');
  };
  for (const type of ['quote', 'index', 'limit-up', 'flash', 'hot-rank', 'announcement', 'reset']) {
    es.addEventListener(type, (e) => {
      const message = e as MessageEvent;
      if (message.lastEventId) lastEventId = message.lastEventId;
      applyLiveEvent(qc, type, parse(message));
    });
  }
  es.onerror = () => {
    setStatus('error');
    // the browser retries by itself unless the stream is closed (HTTP error): then reconnect with back-off
    if (es.readyState === EventSource.CLOSED) {
      es.close();
      source = null;
      retryTimer = setTimeout(() => {
        retryTimer = null;
        if (users > 0) connect(qc);
      }, reconnectDelay(attempt++));
    }
  };
}

/** Subscribes the page to the live market stream (quotes, indices, limit-up, flashes) while mounted. */
export function useLiveMarket(): LiveStatus {
  const qc = useQueryClient();
  useEffect(() => {
    users += 1;
    if (users === 1 && !source && !retryTimer) connect(qc);
    return () => {
      users -= 1;
      if (users === 0) {
        source?.close();
        source = null;
        if (retryTimer) clearTimeout(retryTimer);
        retryTimer = null;
        setStatus('connecting');
      }
    };
  }, [qc]);
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => status,
    () => status,
  );
}
