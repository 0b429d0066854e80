import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { isMarketRead, readInProcess } from '../../core/in-process-read';
import { sanitizeHtml } from '../../core/sanitize';
import { getMarketReadModel } from '../stock/read-model';

/** What the web app's server entry (apps/web/src/entry-server.tsx, built into apps/web/dist-ssr) gives back. */
interface ServerRenderResult {
  html: string;
  styles: string;
  state: unknown;
}
interface ServerEntry {
  render(url: string, options: { read: (url: string) => Promise<unknown>; sanitizeHtml: (html: string) => string }): Promise<ServerRenderResult | null>;
}

/** Beijing time: the site's times are rendered on the server as a reader in China sees them (docs/decisions/0028). */
export const SITE_TIME_ZONE = 'Asia/Shanghai';

/**
 * JSON for inside a <script type="application/json">: `<`, `>`, `&` and the JavaScript line separators escaped, so
 * no text of the data (an article title with `</script>`) can end the element or start markup.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * Puts the rendered page into the built index.html: styles in the head, markup in #root, state after it, and
 * `data-hydrated="false"` on <html> until the browser has hydrated the page (it sets "true").
 */
export function insertRendered(indexHtml: string, rendered: ServerRenderResult): string {
  const state = `<script type="application/json" id="ssr-state">${jsonForScript(rendered.state)}</script>`;
  return indexHtml
    .replace(/<html\b/, '<html data-hydrated="false"')
    .replace('</head>', `${rendered.styles}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${rendered.html}</div>${state}`);
}

/**
 * The index page with its own style sheets (`<link rel="stylesheet" href="/assets/…css">`) written into it as <style>
 * elements: a server-rendered page is painted as soon as its HTML has arrived, with no style sheet request that a
 * busy server or a slow network would make it wait for. A sheet that cannot be read stays a link.
 * Each inlined sheet leaves a disabled link behind (never fetched): Vite's module preloader, which the application's
 * lazy modules go through, lists the entry's sheet among their dependencies and fetches a sheet it finds no link for,
 * which restyled the whole page in one long task after it was painted (docs/decisions/0047).
 */
export function inlineStyleSheets(indexHtml: string, webDist: string): string {
  return indexHtml.replace(/<link rel="stylesheet"[^>]*? href="(\/assets\/[^"]+\.css)"[^>]*>/g, (link, href: string) => {
    try {
      const css = fs.readFileSync(path.join(webDist, href), 'utf8');
      return css.includes('</') ? link : `<style>${css}</style><link rel="stylesheet" href="${href}" disabled>`;
    } catch {
      return link;
    }
  });
}

export type PageRenderer = (indexHtml: string, url: string) => Promise<string>;

/**
 * A rendered public page is the same for every visitor (it is rendered without a user). A page showing market data is
 * kept per market version (any market change renders anew, so a reload shows the current figures); its other data
 * (news, essays) changes every few seconds at most. It is served as it is for 2 s (like the market reads'
 * Cache-Control); for 20 s more it is still served at once while one new render runs in the background, so a visitor
 * never waits for a busy page. 20 s stays below the browser's query staleTime (30 s), so a page served late still
 * hydrates without refetching, and its live quotes come from the stream. Visitors arriving during a render share it.
 */
export const RENDERED_PAGE_FRESH_SECONDS = 2;
export const RENDERED_PAGE_STALE_SECONDS = 20;
/** Addresses kept at once at most (any query string makes a new address; a page with its data is ≈ 0.2 MB). */
const RENDERED_PAGE_ENTRIES = 200;

interface CacheEntry<T> {
  at: number;
  value: Promise<T>;
  done: boolean;
  refreshing: boolean;
}

/**
 * A stale-while-revalidate cache of promises by key: fresh for `freshSeconds`, then served while one refresh runs
 * until `staleSeconds`; concurrent calls share a render; failed renders are not kept; expired entries go first.
 * `background` starts a refresh (the server starts it once the web app's responses in flight are sent).
 */
export function renderCache<T>(
  freshSeconds: number,
  staleSeconds: number,
  maxEntries: number,
  now: () => number = Date.now,
  background: (start: () => void) => void = (start) => start(),
) {
  const entries = new Map<string, CacheEntry<T>>();
  const store = (key: string, value: Promise<T>): CacheEntry<T> => {
    const entry: CacheEntry<T> = { at: now(), value, done: false, refreshing: false };
    entries.delete(key);
    entries.set(key, entry);
    value.then(
      () => {
        entry.done = true;
      },
      () => {
        if (entries.get(key) === entry) entries.delete(key);
      },
    );
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    return entry;
  };
  const get = (key: string, make: () => Promise<T>): Promise<T> => {
    const hit = entries.get(key);
    const age = hit ? now() - hit.at : Infinity;
    if (hit && age < freshSeconds * 1000) return hit.value;
    if (hit && age < staleSeconds * 1000 && hit.done) {
      if (!hit.refreshing) {
        hit.refreshing = true;
        background(() => {
          const next = make();
          // the new page replaces the old one once it is there; if it fails, the old one is served until it expires
          next.then(
            () => {
              if (entries.get(key) === hit) store(key, next).done = true;
            },
            () => {
              hit.refreshing = false;
            },
          );
        });
      }
      return hit.value;
    }
    // the oldest first: what has expired goes, so only the last seconds' pages are held
    for (const [oldKey, entry] of entries) {
      if (now() - entry.at < staleSeconds * 1000) break;
      entries.delete(oldKey);
    }
    return store(key, make()).value;
  };
  /** Keeps `value` under `key` as if it had just been rendered for it (a page found to hold under another key too). */
  const put = (key: string, value: Promise<T>) => void store(key, value);
  return Object.assign(get, { put });
}

/**
 * A background render waits until no page or file of the web app is being sent (at most this long): a render holds
 * the event loop for tens of milliseconds, and the visitor's page and its scripts go first.
 */
const BACKGROUND_RENDER_MAX_WAIT_MS = 1000;

/**
 * Runs functions once the web app's responses (pages, assets; not the API) in flight have all been sent, or after
 * `maxWaitMs` at the latest.
 */
function afterWebResponses(app: FastifyInstance, maxWaitMs: number): (start: () => void) => void {
  let inFlight = 0;
  const waiting: { start: () => void; timer: NodeJS.Timeout }[] = [];
  const run = () => {
    for (const w of waiting.splice(0)) {
      clearTimeout(w.timer);
      w.start();
    }
  };
  app.addHook('onRequest', async (req, reply) => {
    if (req.url.startsWith('/admin-api')) return;
    inFlight++;
    // 'close' also comes for a response the visitor abandoned
    reply.raw.once('close', () => {
      inFlight--;
      if (inFlight === 0) setImmediate(run);
    });
  });
  return (start) => {
    const entry = {
      start,
      timer: setTimeout(() => {
        waiting.splice(waiting.indexOf(entry), 1);
        start();
      }, maxWaitMs).unref(),
    };
    waiting.push(entry);
    if (inFlight === 0) setImmediate(run);
  };
}

/**
 * Market pages asked for at least twice in the last 20 s are rendered again as soon as the market changes, the most
 * recently asked first, at most 8 of them and for at most 1 s of rendering per change: a page seen once is not rendered
 * again every 3 s for nobody, and a busy minute with many addresses does not turn into a render storm.
 */
export const REFRESH_AHEAD_SECONDS = RENDERED_PAGE_STALE_SECONDS;
const REFRESH_AHEAD_MIN_VISITS = 2;
const REFRESH_AHEAD_PAGES = 8;
const REFRESH_AHEAD_BUDGET_MS = 1000;
/** Changes seen within this delay are one refresh (a simulator tick or a feed batch notifies several times). */
const REFRESH_AHEAD_DELAY_MS = 100;

/** A bounded map of recent addresses, the least recently set forgotten first. */
function recentMap<V>(maxEntries: number) {
  const map = new Map<string, V>();
  return {
    map,
    set(key: string, value: V) {
      map.delete(key);
      map.set(key, value);
      if (map.size > maxEntries) map.delete(map.keys().next().value!);
    },
  };
}

/**
 * The server rendering of the public pages, or null when the web app or its server entry is not built (then every
 * page is rendered in the browser). A page that fails to render is logged and served unrendered.
 *
 * A page whose render read the market (a route of the market read model, i.e. one with `cacheSeconds`) is kept per
 * market version, and rendered again ahead of its next visitor when the market changes if it was asked for in the
 * last 20 s; a page that read no market data (news, essays, navigation) is kept by its address alone, fresh for 2 s.
 */
export async function createPageRenderer(app: FastifyInstance, webDist: string, ssrDist: string): Promise<PageRenderer | null> {
  const entryFile = path.join(ssrDist, 'entry-server.js');
  if (!fs.existsSync(path.join(webDist, 'index.html')) || !fs.existsSync(entryFile)) return null;
  // Date formatting in the pages uses the process's time zone
  process.env.TZ = SITE_TIME_ZONE;
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  // the reads of the render under way (renders interleave at their awaits)
  const reads = new AsyncLocalStorage<{ market: boolean }>();
  const options = {
    read: (url: string) => {
      const tracker = reads.getStore();
      if (tracker && isMarketRead(app, url)) tracker.market = true;
      return readInProcess(app, url);
    },
    sanitizeHtml,
  };
  const market = getMarketReadModel(app);
  const cached = renderCache<ServerRenderResult | null>(
    RENDERED_PAGE_FRESH_SECONDS,
    RENDERED_PAGE_STALE_SECONDS,
    RENDERED_PAGE_ENTRIES,
    Date.now,
    afterWebResponses(app, BACKGROUND_RENDER_MAX_WAIT_MS),
  );
  // per address: whether its last render read the market (unknown: as if it did)
  const followsMarket = recentMap<boolean>(RENDERED_PAGE_ENTRIES);
  // market-following addresses by the times they were asked for in the last seconds, the most recent last
  const askedFor = recentMap<number[]>(RENDERED_PAGE_ENTRIES);
  const inlined = { indexHtml: '', withStyles: '' };
  const withStyles = (indexHtml: string) => {
    if (inlined.indexHtml !== indexHtml) Object.assign(inlined, { indexHtml, withStyles: inlineStyleSheets(indexHtml, webDist) });
    return inlined.withStyles;
  };
  const keyOf = (url: string) => (followsMarket.map.get(url) === false ? url : `${market.currentVersion} ${url}`);
  const renderPage = (url: string) => {
    const tracker = { market: false };
    const known = followsMarket.map.has(url);
    return reads.run(tracker, async () => {
      const rendered = await entry.render(url, options);
      followsMarket.set(url, tracker.market);
      // the first render of an address is kept per version; a page without market data is kept by its address
      if (!known && !tracker.market) cached.put(url, Promise.resolve(rendered));
      return rendered;
    });
  };
  const page = (url: string) => cached(keyOf(url), () => renderPage(url));

  let refresh: NodeJS.Timeout | null = null;
  let refreshing = false;
  const refreshAhead = async () => {
    refresh = null;
    if (refreshing) return void (refresh = setTimeout(refreshAhead, REFRESH_AHEAD_DELAY_MS).unref());
    refreshing = true;
    try {
      const started = Date.now();
      const since = started - REFRESH_AHEAD_SECONDS * 1000;
      // a copy: visitors re-insert addresses while the renders run
      const hot = Array.from(askedFor.map)
        .filter(([url, times]) => times.filter((at) => at >= since).length >= REFRESH_AHEAD_MIN_VISITS && followsMarket.map.get(url) !== false)
        .reverse()
        .slice(0, REFRESH_AHEAD_PAGES);
      for (const [url] of hot) {
        if (Date.now() - started > REFRESH_AHEAD_BUDGET_MS) break;
        await page(url).catch(() => undefined);
      }
    } finally {
      refreshing = false;
    }
  };
  const stopListening = app.cacheBus.on('market', () => {
    refresh ??= setTimeout(refreshAhead, REFRESH_AHEAD_DELAY_MS).unref();
  });
  app.addHook('onClose', async () => {
    stopListening();
    if (refresh) clearTimeout(refresh);
  });

  return async (indexHtml, url) => {
    try {
      if (followsMarket.map.get(url) !== false) {
        const since = Date.now() - REFRESH_AHEAD_SECONDS * 1000;
        askedFor.set(url, [...(askedFor.map.get(url) ?? []).filter((at) => at >= since).slice(-REFRESH_AHEAD_MIN_VISITS), Date.now()]);
      }
      const rendered = await page(url);
      return rendered ? insertRendered(withStyles(indexHtml), rendered) : indexHtml;
    } catch (error) {
      app.log.error({ err: error, url }, 'server rendering failed; the page is rendered in the browser');
      return indexHtml;
    }
  };
}
