import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { readInProcess } from '../../core/in-process-read';
import { sanitizeHtml } from '../../core/sanitize';

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

/** Puts the rendered page into the built index.html: styles in the head, markup in #root, state after it. */
export function insertRendered(indexHtml: string, rendered: ServerRenderResult): string {
  const state = `<script type="application/json" id="ssr-state">${jsonForScript(rendered.state)}</script>`;
  return indexHtml
    .replace('</head>', `${rendered.styles}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${rendered.html}</div>${state}`);
}

export type PageRenderer = (indexHtml: string, url: string) => Promise<string>;

/**
 * The server rendering of the public pages, or null when the web app's server entry is not built (then every page is
 * rendered in the browser, as before). A page that fails to render is logged and served unrendered.
 */
export async function createPageRenderer(app: FastifyInstance, webDist: string): Promise<PageRenderer | null> {
  const entryFile = path.join(path.dirname(webDist), 'dist-ssr', 'entry-server.js');
  if (!fs.existsSync(entryFile)) return null;
  // Date formatting in the pages uses the process's time zone
  process.env.TZ = SITE_TIME_ZONE;
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  const options = { read: (url: string) => readInProcess(app, url), sanitizeHtml };
  return async (indexHtml, url) => {
    try {
      const rendered = await entry.render(url, options);
      return rendered ? insertRendered(indexHtml, rendered) : indexHtml;
    } catch (error) {
      app.log.error({ err: error, url }, 'server rendering failed; the page is rendered in the browser');
      return indexHtml;
    }
  };
}
