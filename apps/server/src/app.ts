import crypto from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import fastifyCompress from '@fastify/compress';
import fastifyEtag from '@fastify/etag';
import zlib from 'node:zlib';
import { z } from 'zod';
import type { AppConfig } from './config';
import type { Db } from './db/client';
import { installEnvelope } from './core/envelope';
import { parseQueryString } from './core/querystring';
import { toWireJson } from './core/serialize';
import { installWebApp } from './core/static';
import { applyHeadMeta, resolveHeadMeta } from './modules/site/page-meta';
import { installSecurityHeaders } from './modules/site/security-headers';
import { createPageRenderer } from './modules/site/ssr';
import { registerSystemModules } from './modules/system';
import { registerInfraModules } from './modules/infra';
import { registerBpmModules } from './modules/bpm';
import { registerStockModules } from './modules/stock';
import { registerProductModules } from './modules/product';
import { registerTradeModules } from './modules/trade';
import { registerPayModules } from './modules/pay';
import { createAuthProvider } from './modules/system/auth/auth.provider';
import { installRequestLog } from './core/request-log';
import { clientErrorHandler } from './core/client-error';
import { errorEnvelopeCaching } from './core/error-etag';
import { badRequest } from './core/errors';
import { MAX_DEPTH, jsonDepthExceeds } from './core/strict-input';
import { createApiLogSink } from './modules/infra/api-log/api-log.sink';
import { JobScheduler } from './modules/infra/job/job.scheduler';
import { CacheBus } from './core/cache-bus';
import type pg from 'pg';

z.config(z.locales.zhCN());

export interface BuildOptions {
  config: AppConfig;
  db: Db;
  /** pino options; tests pass false to keep output quiet */
  logger?: boolean | Record<string, unknown>;
}

/** Builds the Fastify instance with every module registered; does not listen. */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: 'x-request-id',
    bodyLimit: 10 * 1024 * 1024,
    // X-Forwarded-For / -Proto only from the configured proxies (TRUSTED_PROXIES; default none, decision 0013)
    trustProxy: config.trustedProxies.length ? config.trustedProxies : false,
    routerOptions: { querystringParser: parseQueryString, ignoreTrailingSlash: true, maxParamLength: 1000 },
    // 431 / 400 / 408 before routing: answered with Connection: close so keep-alive clients do not reuse the socket
    clientErrorHandler,
  });
  app.decorate('config', config);
  app.decorate('db', options.db);
  const pool = (options.db as unknown as { $client?: { options: pg.ClientConfig } }).$client;
  const cacheBus = new CacheBus(pool?.options ?? null, app.log);
  await cacheBus.start();
  app.decorate('cacheBus', cacheBus);
  app.addHook('onClose', () => cacheBus.stop());
  app.decorate('authProvider', createAuthProvider(options.db, cacheBus));
  app.decorate('inProcessReads', new Map());
  await installSecurityHeaders(app);
  app.setReplySerializer((payload) => toWireJson(payload));
  // an empty JSON body (axios sends the JSON content type with `data: null`) is no body, not a syntax error
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = (body as string).trim();
    if (!text) return done(null, undefined);
    // bounded before parsing: a body of `[` × 20,000 must not reach code that recurses over it (decision 0015)
    if (jsonDepthExceeds(text)) return done(badRequest(`JSON 嵌套层级不能超过 ${MAX_DEPTH}`), undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(Object.assign(new Error('invalid JSON body'), { statusCode: 400 }), undefined);
    }
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, parseQueryString(body as string));
  });
  // GET answers carry a weak ETag (If-None-Match → 304), then are compressed when the client accepts it; the hooks
  // run in this order, so the tag is computed on the uncompressed body and stays the same for every encoding.
  errorEnvelopeCaching.before(app);
  await app.register(fastifyEtag, { weak: true });
  errorEnvelopeCaching.after(app);
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // quick settings: an API answer is compressed once per request (the built web files come precompressed)
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 5 },
  });
  installEnvelope(app);
  installRequestLog(app, createApiLogSink(options.db));
  const scheduler = new JobScheduler(options.db, app.log);
  app.decorate('jobScheduler', scheduler);
  app.addHook('onClose', () => scheduler.stop());

  app.get('/admin-api/health', async () => ({ code: 0, msg: '', data: 'ok' }));
  await app.register(fastifyMultipart, { limits: { fileSize: 100 * 1024 * 1024, files: 1, fields: 10 } });
  await app.register(
    async (api) => {
      await registerSystemModules(api);
      await registerInfraModules(api);
      await registerBpmModules(api);
      await registerStockModules(api);
      await registerProductModules(api);
      await registerTradeModules(api);
      await registerPayModules(api);
    },
    { prefix: '/admin-api' },
  );
  const renderPage = await createPageRenderer(app, config.webDist, config.webSsrDist);
  await installWebApp(app, config.webDist, async (html, url) => {
    const [meta, page] = await Promise.all([resolveHeadMeta(options.db, url).catch(() => null), renderPage ? renderPage(html, url) : html]);
    return meta ? applyHeadMeta(page, meta) : page;
  });
  return app;
}
