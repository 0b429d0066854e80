import type { FastifyInstance } from 'fastify';
import { route } from '../../../core/route';
import { getLiveHub } from './live-hub';

/**
 * GET /stock/live/stream — Server-Sent Events of the live market: `quote` ({items: [{code, price, change,
 * changePercent, high, low, volume, amount, turnoverRate}]}), `index` ({items: [index quotes]}), `limit-up`
 * ({tradeDate, items: [{code, name, poolType, action: 'join' | 'leave', …}]}), `flash` ({items: [快讯]}).
 * Every event has an `id:`; a client that comes back with `Last-Event-ID` (the browser sends it when it reconnects by
 * itself; a new EventSource can pass `?lastEventId=`) gets the events it missed, on any instance, or `reset` ({}) when
 * they are no longer known: then it reloads what it shows (decision 0025).
 */
export function liveRoutes(app: FastifyInstance): void {
  const hub = getLiveHub(app.db);
  app.addHook('preClose', async () => hub.closeAll());
  const heartbeat = setInterval(() => hub.size && hub.comment('ping'), 15_000);
  heartbeat.unref();
  app.addHook('onClose', async () => clearInterval(heartbeat));

  route(app, {
    method: 'GET',
    url: '/stock/live/stream',
    auth: 'public',
    raw: true,
    handler: ({ req, reply }) => {
      const header = req.headers['last-event-id'];
      const query = (req.query as { lastEventId?: unknown }).lastEventId;
      const lastEventId = typeof header === 'string' ? header : typeof query === 'string' ? query : undefined;
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      res.write('retry: 5000\n\n: connected\n\n');
      hub.add(res, lastEventId?.trim());
    },
  });
}
