import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { BizError, unauthorized } from './errors';
import { parseQueryString } from './querystring';
import { PreparedJson, okEnvelope, parseInput, type RouteDefinition } from './route';
import { toWireJson } from './serialize';

/** The anonymous GET routes of one app by full URL path (`/admin-api/stock/home/summary`). */
export type InProcessReads = Map<string, RouteDefinition<z.ZodType, z.ZodType>>;

/** Whether `url` is a read of the market read model (its routes are the ones with `cacheSeconds`). */
export function isMarketRead(app: FastifyInstance, url: string): boolean {
  const q = url.indexOf('?');
  return Boolean(app.inProcessReads?.get(q === -1 ? url : url.slice(0, q))?.cacheSeconds);
}

/**
 * Answers an anonymous GET of the API without HTTP, for the server-rendered pages (docs/decisions/0028): the route's
 * own query validation and handler, with no user, then the data exactly as the browser would receive it (the wire
 * JSON of the envelope's data). `url` is what the browser would request (`/admin-api/…?…`), so answers kept by URL
 * (the market read model) are shared with the API. Anything but an anonymous GET route is refused.
 */
export async function readInProcess(app: FastifyInstance, url: string): Promise<unknown> {
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  const def = app.inProcessReads?.get(path);
  if (!def) throw new BizError(404, `不能在服务端读取：${path}`);
  const query = parseInput(def.query, parseQueryString(q === -1 ? '' : url.slice(q + 1)), { query: true });
  const data = await def.handler({
    query,
    body: undefined,
    params: {},
    db: app.db,
    rootDb: app.db,
    get user(): never {
      throw unauthorized();
    },
    optionalUser: null,
    // the handlers of anonymous reads use the request only for its URL (the read model's key)
    req: { url, query, headers: {} } as unknown as FastifyRequest,
    reply: undefined as unknown as FastifyReply,
    app,
  });
  const wire = data instanceof PreparedJson ? data.body : toWireJson(okEnvelope(data));
  return (JSON.parse(wire) as { data: unknown }).data;
}
