import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { readInProcess } from '../../core/in-process-read';
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

export type PageRenderer = (indexHtml: string, url: string) => Promise<string>;

/**
 * A rendered public page is the same for every visitor (it is rendered without a user); it is kept per market version
 * (any market change renders anew, so a reload shows the current figures), and its other data (news, essays) changes
 * every few seconds at most. It is served as it is for 2 s (like the market reads' Cache-Control); for 20 s more it
 * is still served at once while one new render runs in the background, so a visitor never waits for a busy page.
 * 20 s stays below the browser's query staleTime (30 s), so a page served late still hydrates without refetching,
 * and its live quotes come from the stream. Visitors arriving during a render share it.
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
 */
export function renderCache<T>(freshSeconds: number, staleSeconds: number, maxEntries: number, now: () => number = Date.now) {
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
  return (key: string, make: () => Promise<T>): Promise<T> => {
    const hit = entries.get(key);
    const age = hit ? now() - hit.at : Infinity;
    if (hit && age < freshSeconds * 1000) return hit.value;
    if (hit && age < staleSeconds * 1000 && hit.done) {
      if (!hit.refreshing) {
        hit.refreshing = true;
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
}

/**
 * The server rendering of the public pages, or null when the web app or its server entry is not built (then every
 * page is rendered in the browser). A page that fails to render is logged and served unrendered.
 */
export async function createPageRenderer(app: FastifyInstance, webDist: string, ssrDist: string): Promise<PageRenderer | null> {
  const entryFile = path.join(ssrDist, 'entry-server.js');
  if (!fs.existsSync(path.join(webDist, 'index.html')) || !fs.existsSync(entryFile)) return null;
  // Date formatting in the pages uses the process's time zone
  process.env.TZ = SITE_TIME_ZONE;
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  const options = { read: (url: string) => readInProcess(app, url), sanitizeHtml };
  const market = getMarketReadModel(app);
  const cached = renderCache<ServerRenderResult | null>(RENDERED_PAGE_FRESH_SECONDS, RENDERED_PAGE_STALE_SECONDS, RENDERED_PAGE_ENTRIES);
  return async (indexHtml, url) => {
    try {
      // a market change (a quote, a pushed batch) makes a new page: a reload always shows the current figures
      const rendered = await cached(`${market.currentVersion} ${url}`, () => entry.render(url, options));
      return rendered ? insertRendered(indexHtml, rendered) : indexHtml;
    } catch (error) {
      app.log.error({ err: error, url }, 'server rendering failed; the page is rendered in the browser');
      return indexHtml;
    }
  };
}
