import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { GlobalCode } from '@gprs/contract';
import type { Db } from '../db/client';
import { BizError, badRequest, forbidden, unauthorized } from './errors';
import { hasPermission, readBearerToken, type LoginUser } from './auth';
import { findBadInput } from './strict-input';
import { READ_CACHE_TOPICS_SQL, parseCacheTopics, type CacheTopic } from './cache-bus';
import { toWireJson } from './serialize';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RouteContext<Q, B> {
  query: Q;
  body: B;
  /** Path parameters, parsed by the route's `params` schema when it has one. */
  params: Record<string, any>;
  /** Inside a transaction for write routes: throwing rolls every write of the request back. */
  db: Db;
  /** Outside the request transaction, for records that must survive a rollback (login log, SMS log). */
  rootDb: Db;
  /** The signed-in user; throws 401 when there is none (only reachable on `auth: 'public'` routes). */
  readonly user: LoginUser;
  readonly optionalUser: LoginUser | null;
  req: FastifyRequest;
  reply: FastifyReply;
  app: FastifyInstance;
}

export interface RouteDefinition<QS extends z.ZodType, BS extends z.ZodType> {
  method: Method;
  url: string;
  /**
   * Who may call it. Every route must say: `permission` (one string, or several meaning any-of) for admin
   * routes, `auth: 'user'` for any signed-in user (member APIs, own profile), `auth: 'public'` for anonymous access.
   */
  permission?: string | string[];
  auth?: 'public' | 'user';
  query?: QS;
  body?: BS;
  /** Schema of the path parameters (`:configId`, `*`); without one they are still checked for NUL bytes. */
  params?: z.ZodType<Record<string, unknown>>;
  /** Allowed while DEMO_MODE is on even though it writes (login, logout, refresh). */
  allowInDemo?: boolean;
  /** Run the handler in a transaction; default true for POST/PUT/DELETE. */
  transaction?: boolean;
  /** The handler writes the reply itself (files, streams); its return value is ignored. */
  raw?: boolean;
  /** Also accept the access token as `?token=` (Server-Sent Events). */
  tokenInQuery?: boolean;
  /**
   * A successful answer may be kept this many seconds by any cache (`Cache-Control: public, max-age=N`), so a CDN can
   * absorb the busiest minute. Only for answers that are the same for every caller.
   */
  cacheSeconds?: number;
  handler: (ctx: RouteContext<z.output<QS>, z.output<BS>>) => Promise<unknown> | unknown;
}

/** The success envelope every route answers with. */
export function okEnvelope(data: unknown): { code: 0; msg: ''; data: unknown } {
  return { code: 0, msg: '', data: data === undefined ? null : data };
}

/** Bodies below this size are sent uncompressed (the threshold app.ts gives @fastify/compress). */
const COMPRESS_THRESHOLD = 1024;

/**
 * A success answer serialised ahead of time, envelope included, with its ETag (the same weak SHA-1 tag @fastify/etag
 * would compute). A handler that returns one has it sent as-is: response caches keep these, so a hit costs neither a
 * query nor serialisation nor hashing, and its brotli / gzip forms are made once (with app.ts's settings for
 * @fastify/compress, which leaves an answer that already has a Content-Encoding alone). If-None-Match still applies.
 */
export class PreparedJson {
  readonly body: string;
  readonly etag: string;
  private readonly encoded: { br?: Buffer; gzip?: Buffer } = {};

  constructor(data: unknown) {
    this.body = toWireJson(okEnvelope(data));
    this.etag = `W/"${crypto.createHash('sha1').update(this.body).digest('base64')}"`;
  }

  /** The body in `encoding`, compressed on first use; null when it is too small to be worth it. */
  compressed(encoding: 'br' | 'gzip'): Buffer | null {
    if (this.body.length < COMPRESS_THRESHOLD && Buffer.byteLength(this.body) < COMPRESS_THRESHOLD) return null;
    return (this.encoded[encoding] ??=
      encoding === 'br'
        ? zlib.brotliCompressSync(this.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } })
        : zlib.gzipSync(this.body, { level: 5 }));
  }
}

/** br or gzip, whichever the client accepts with the higher q (br on a tie, as @fastify/compress); null for neither. */
export function acceptedEncoding(accept: string | undefined): 'br' | 'gzip' | null {
  if (!accept) return null;
  let best: 'br' | 'gzip' | null = null;
  let bestQ = 0;
  for (const part of accept.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!(q > 0)) continue;
    for (const encoding of name === '*' ? (['br', 'gzip'] as const) : name === 'br' || name === 'gzip' ? [name as 'br' | 'gzip'] : []) {
      if (q > bestQ || (q === bestQ && encoding === 'br')) {
        best = encoding;
        bestQ = q;
      }
    }
  }
  return best;
}

/** Formats the first zod issue as `请求参数不正确:field 原因`. */
export function zodMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  const field = issue?.path.length ? issue.path.join('.') : '';
  return [field, issue?.message].filter(Boolean).join(' ');
}

export function parseInput<S extends z.ZodType>(schema: S | undefined, value: unknown, options: { query?: boolean } = {}): z.output<S> {
  const bad = Buffer.isBuffer(value) ? null : findBadInput(value, schema, options);
  if (bad) throw badRequest(bad);
  if (!schema) return undefined as z.output<S>;
  let result: z.ZodSafeParseResult<z.output<S>>;
  try {
    result = schema.safeParse(value ?? {}) as z.ZodSafeParseResult<z.output<S>>;
  } catch {
    // a schema step that cannot take what the client sent at all (e.g. Number() of a query-string object, which has
    // no prototype) is still the client's bad input, not a server error
    throw badRequest('请求参数的结构不正确');
  }
  if (!result.success) throw badRequest(zodMessage(result.error));
  return result.data;
}

/** One registered route as the security tests see it: full URL (with the /admin-api prefix) and its definition. */
export interface RegisteredRoute {
  method: Method;
  url: string;
  def: RouteDefinition<z.ZodType, z.ZodType>;
}

const registry = new Map<string, RegisteredRoute>();

/**
 * Every route registered through {@link route} in this process, in registration order. The access matrix and the
 * fuzz test (apps/server/test/security) are generated from it, so a new route is covered the day it is added.
 */
export function registeredRoutes(): RegisteredRoute[] {
  return [...registry.values()];
}

/** Registers one admin-api route: auth, permission, zod validation, transaction and the envelope. */
export function route<QS extends z.ZodType = z.ZodUndefined, BS extends z.ZodType = z.ZodUndefined>(
  app: FastifyInstance,
  def: RouteDefinition<QS, BS>,
): void {
  if (!def.permission && !def.auth) {
    throw new Error(`route ${def.method} ${def.url} declares neither a permission nor an auth level`);
  }
  const fullUrl = `${app.prefix}${def.url}`;
  registry.set(`${def.method} ${fullUrl}`, { method: def.method, url: fullUrl, def: def as unknown as RegisteredRoute['def'] });
  // anonymous reads can also be answered in-process, for the server-rendered pages (core/in-process-read.ts)
  if (def.method === 'GET' && def.auth === 'public' && !def.raw && !def.tokenInQuery) {
    app.inProcessReads?.set(fullUrl, def as unknown as RouteDefinition<z.ZodType, z.ZodType>);
  }
  const writes = def.method !== 'GET';
  const useTransaction = def.transaction ?? writes;
  app.route({
    method: def.method,
    url: def.url,
    handler: async (req, reply) => {
      if (writes && app.config.demoMode && !def.allowInDemo) throw new BizError(GlobalCode.DEMO_DENY);
      const token = readBearerToken(req, def.tokenInQuery);
      const user = token ? await app.authProvider.authenticate(token) : null;
      req.loginUser = user;
      if (def.auth !== 'public' && !user) throw unauthorized();
      if (def.permission && !hasPermission(user!, def.permission)) throw forbidden();
      const params = def.params ? parseInput(def.params, req.params) : (parseInput(undefined, req.params), req.params ?? {});
      const query = parseInput(def.query, req.query, { query: true });
      const body = parseInput(def.body, req.body);
      const run = (db: Db) =>
        def.handler({
          query,
          body,
          params: params as Record<string, any>,
          db,
          rootDb: app.db,
          get user() {
            if (!user) throw unauthorized();
            return user;
          },
          optionalUser: user,
          req,
          reply,
          app,
        });
      const data = useTransaction ? await runInTransaction(app, run) : await run(app.db);
      if (def.raw) return reply;
      if (def.cacheSeconds) reply.header('cache-control', `public, max-age=${def.cacheSeconds}`);
      if (data instanceof PreparedJson) {
        reply.header('content-type', 'application/json; charset=utf-8').header('etag', data.etag);
        const encoding = req.headers['x-no-compression'] === undefined ? acceptedEncoding(req.headers['accept-encoding']) : null;
        const compressed = encoding && data.compressed(encoding);
        if (!compressed) return data.body;
        reply.header('content-encoding', encoding).header('vary', 'accept-encoding');
        return compressed;
      }
      return okEnvelope(data);
    },
  });
  // yudao 2.x names the xlsx export `export-excel`: the same route under both names
  if (def.method === 'GET' && def.url.endsWith('/export')) route(app, { ...def, url: `${def.url}-excel` });
}

/**
 * Runs the handler in one transaction (decision 3). Its last statement reads which cached topics the transaction's
 * writes touched (decision 0023); after the commit this instance clears them before it answers, the others on the
 * commit's NOTIFY.
 */
async function runInTransaction<T>(app: FastifyInstance, run: (db: Db) => T | Promise<T>): Promise<T> {
  let topics: CacheTopic[] = [];
  const data = await app.db.transaction(async (tx) => {
    const result = await run(tx as unknown as Db);
    const read = await tx.execute<{ topics: string | null }>(sql.raw(READ_CACHE_TOPICS_SQL));
    topics = parseCacheTopics(read.rows[0]?.topics);
    return result;
  });
  if (topics.length) app.cacheBus.emit(topics);
  return data;
}
