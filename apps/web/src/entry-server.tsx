// The server-rendering entry (docs/decisions/0028): built by `vite build --ssr` into apps/web/dist-ssr and called by the
// server's site module for the public-layout pages. Same route table, same pages and same queries as the browser.
import './zod-jitless';
import { PassThrough } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from 'react-router';
import { dehydrate, hashKey, type Query, type QueryClient, type QueryFunction, type QueryKey } from '@tanstack/react-query';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { AppProviders, createQueryClient } from './app/providers';
import { buildRoutes } from './app/routes';
import { setServerSanitizer } from './features/stock/components/safe-html';
import { setServerReader, type ServerReader } from './shared/request';
import { SERVER_RENDERED_ROUTE_IDS, type SsrState } from './app/ssr-state';

export interface ServerRenderOptions {
  /** Answers a GET of the API in-process, by the URL the browser would request. */
  read: ServerReader;
  /** The server's HTML sanitiser (DOMPurify has no DOM here). */
  sanitizeHtml: (html: string) => string;
}

export interface ServerRenderResult {
  /** the page's markup, for inside #root */
  html: string;
  /** antd's styles of exactly this markup, as <style> elements for the head */
  styles: string;
  /** what the browser hydrates from (router and query cache), for a JSON script element */
  state: SsrState;
}

/** Renders repeat while the page asks for data it did not have; pages depend on at most a few levels of data. */
const MAX_PASSES = 4;
/** A render that has not finished by then is given up; the browser renders the page itself. */
const RENDER_TIMEOUT_MS = 5_000;

let installed = false;

function renderToText(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let failed: unknown = null;
    const stream = renderToPipeableStream(element, {
      // every Suspense boundary resolved before anything is written: no inline scripts (CSP) and a complete page;
      // and none written apart from its place however large (React would move a big boundary's HTML to the end of
      // the page with an inline script to put it back: the public layout's page boundary, decision 34)
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady() {
        const sink = new PassThrough();
        const chunks: Buffer[] = [];
        sink.on('data', (chunk: Buffer) => chunks.push(chunk));
        sink.on('end', () => (failed ? reject(failed) : resolve(Buffer.concat(chunks).toString('utf8'))));
        stream.pipe(sink);
      },
      onShellError: reject,
      onError(error) {
        failed ??= error;
      },
    });
    setTimeout(() => stream.abort(new Error('server render timed out')), RENDER_TIMEOUT_MS).unref();
  });
}

const isEnabled = (query: Query) => {
  const enabled = (query.options as { enabled?: unknown }).enabled;
  return typeof enabled === 'function' ? enabled(query) !== false : enabled !== false;
};

/** The queries the last render asked for and nobody fetched yet. */
function unfetched(client: QueryClient, tried: Set<string>): Query[] {
  return client
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.status === 'pending' && q.state.fetchStatus === 'idle' && !tried.has(q.queryHash) && isEnabled(q) && q.options.queryFn);
}

/**
 * Renders `url` if it is a public page (the public layout's, /content) an anonymous visitor may see; null for every
 * other address (admin and member pages, sign-in pages, redirects), which the browser renders itself. The page is
 * rendered, the queries it asked for are fetched through `read`, and it is rendered again with their data, until it
 * asks for nothing new. The queries of the address's last render are fetched before the first pass.
 */
export async function render(url: string, options: ServerRenderOptions): Promise<ServerRenderResult | null> {
  if (!installed) {
    setServerReader(options.read);
    setServerSanitizer(options.sanitizeHtml);
    installed = true;
  }
  const handler = createStaticHandler(buildRoutes());
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) return null;
  if (context.errors || !context.matches.some((m) => SERVER_RENDERED_ROUTE_IDS.includes(m.route.id))) return null;

  const client = createQueryClient();
  const tried = new Set<string>();
  // the queries this address asked for last time are fetched before the first pass: a page rendered again (a new
  // market version) usually takes one pass instead of one per level of data
  const known = lastQueries.get(url);
  if (known) await fetchAll(client, known, tried);
  // one style cache for every pass: antd computes a component's styles once per request, not once per pass
  const cache = createCache();
  for (let pass = 1; ; pass++) {
    const html = await renderToText(page(handler, context, client, cache));
    const missing = unfetched(client, tried);
    if (missing.length === 0 || pass === MAX_PASSES) {
      remember(url, client);
      return { html, styles: extractStyle(cache), state: hydrationState(context, client) };
    }
    await fetchAll(client, missing.map((q) => ({ queryKey: q.queryKey, queryFn: q.options.queryFn as QueryFunction })), tried);
  }
}

interface KnownQuery {
  queryKey: QueryKey;
  queryFn: QueryFunction;
}

/** Per address, the queries its last render used (their functions depend on nothing but the address). */
const lastQueries = new Map<string, KnownQuery[]>();
/** Addresses remembered at most, the oldest forgotten first (the server keeps as many rendered pages). */
const LAST_QUERIES_ENTRIES = 200;

function remember(url: string, client: QueryClient): void {
  const queries = client
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.status === 'success' && q.options.queryFn)
    .map((q) => ({ queryKey: q.queryKey, queryFn: q.options.queryFn as QueryFunction }));
  lastQueries.delete(url);
  lastQueries.set(url, queries);
  if (lastQueries.size > LAST_QUERIES_ENTRIES) lastQueries.delete(lastQueries.keys().next().value!);
}

async function fetchAll(client: QueryClient, queries: KnownQuery[], tried: Set<string>): Promise<void> {
  await Promise.all(
    queries.map((q) => {
      tried.add(hashKey(q.queryKey));
      return client.prefetchQuery(q);
    }),
  );
  // a query that failed here is left to the browser, which shows its loading state first like this render will
  client.getQueryCache().getAll().forEach((q) => {
    if (q.state.status === 'error') client.getQueryCache().remove(q);
  });
}

function page(handler: ReturnType<typeof createStaticHandler>, context: StaticHandlerContext, client: QueryClient, cache: ReturnType<typeof createCache>) {
  const router = createStaticRouter(handler.dataRoutes, context);
  return (
    <StyleProvider cache={cache}>
      <AppProviders client={client}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StyleProvider>
  );
}

function hydrationState(context: StaticHandlerContext, client: QueryClient): SsrState {
  return {
    router: { loaderData: context.loaderData, actionData: context.actionData },
    queries: dehydrate(client),
  };
}
