import fs from 'node:fs';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { GlobalCode, GlobalMessage } from '@gprs/contract';
import { acceptedEncoding } from './route';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Serves the built web app on the API's port: files from dist, and index.html for every other GET that is not
 * an API call (history-mode routing). API paths that match nothing keep the JSON 404 envelope.
 */
export type HtmlRenderer = (indexHtml: string, url: string) => string | Promise<string>;

export async function installWebApp(
  app: FastifyInstance,
  webDist: string,
  render: HtmlRenderer = (html) => html,
): Promise<void> {
  const indexFile = path.join(webDist, 'index.html');
  const hasWeb = fs.existsSync(indexFile);
  const indexHtml = hasWeb ? fs.readFileSync(indexFile, 'utf8') : '';
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // the build writes .br/.gz beside each text file (scripts/precompress.mjs)
      preCompressed: true,
      maxAge: '1h',
      // Vite names everything under /assets/ by its content hash: such a file never changes under its name
      setHeaders: (reply, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  app.setNotFoundHandler(async (req, reply) => {
    const pathname = req.url.split('?')[0];
    if (pathname.startsWith('/admin-api') || req.method !== 'GET') {
      return reply.code(200).send({ code: GlobalCode.NOT_FOUND, msg: `${GlobalMessage[404]}:${req.method} ${pathname}`, data: null });
    }
    if (!hasWeb) {
      return reply.code(404).type('text/plain; charset=utf-8').send('web app not built: run `npm run build`');
    }
    if (path.extname(pathname) && pathname.startsWith('/assets/')) {
      return reply.code(404).type('text/plain; charset=utf-8').send('not found');
    }
    const html = await render(indexHtml, req.url);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding');
    // @fastify/compress hooks into routes, not into this handler: the page (server-rendered, with its data) is
    // compressed here with the API's settings
    const encoding = acceptedEncoding(req.headers['accept-encoding']);
    if (!encoding || html.length < 1024) return reply.send(html);
    const body = encoding === 'br' ? await brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }) : await gzip(html, { level: 5 });
    return reply.header('content-encoding', encoding).send(body);
  });
}
