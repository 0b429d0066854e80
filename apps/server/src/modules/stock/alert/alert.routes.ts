import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { AlertCreateReq, AlertListReq, AlertStatusReq, AlertStreamReq, IdQuery, WatchNewsPageReq } from '@gprs/contract';
import { unauthorized } from '../../../core/errors';
import { route } from '../../../core/route';
import { AlertBook, registerBook, unregisterBook } from './alert-book';
import * as alerts from './alert.service';

const books = new WeakMap<object, AlertBook>();

/** The alert book of an app (tests use it to wait for notifications: `alertBookOf(app).sync()`). */
export function alertBookOf(app: FastifyInstance): AlertBook | undefined {
  return books.get(app.db);
}

/** Connection settings of the pool behind the app's database handle (for the LISTEN connection); null without one. */
function poolConfig(app: FastifyInstance): pg.ClientConfig | null {
  const pool = (app.db as unknown as { $client?: { options?: pg.ClientConfig } }).$client;
  return pool?.options ?? null;
}

/**
 * Stock alerts (自选股提醒) and 自选资讯, member APIs (auth 'user': each member reaches only his own alerts; another's
 * answers 404), and the member's alert stream. The book of alerts is loaded when the app is ready and followed through
 * the `stock_alert` channel (decision 0039).
 */
export function alertModule(app: FastifyInstance): void {
  const book = new AlertBook(app.db, poolConfig(app), app.log);
  books.set(app.db, book);
  app.addHook('onReady', async () => {
    await book.start();
    registerBook(app.db, book);
  });
  app.addHook('preClose', async () => {
    unregisterBook(app.db, book);
    await book.stop();
  });
  const heartbeat = setInterval(() => book.streams.members && book.streams.ping(), 15_000);
  heartbeat.unref();
  app.addHook('onClose', async () => clearInterval(heartbeat));

  route(app, { method: 'GET', url: '/stock/alert/list', auth: 'user', query: AlertListReq, handler: ({ db, user, query }) => alerts.listAlerts(db, user.id, query.stockCode) });
  route(app, { method: 'POST', url: '/stock/alert/create', auth: 'user', body: AlertCreateReq, handler: ({ db, user, body }) => alerts.createAlert(db, user, body) });
  route(app, { method: 'DELETE', url: '/stock/alert/delete', auth: 'user', query: IdQuery, handler: ({ db, user, query }) => alerts.deleteAlert(db, user.id, query.id) });
  route(app, {
    method: 'PUT',
    url: '/stock/alert/update-status',
    auth: 'user',
    body: AlertStatusReq,
    handler: ({ db, user, body }) => alerts.setAlertStatus(db, user.id, body.id, body.status),
  });
  route(app, { method: 'GET', url: '/stock/member/watch-news/page', auth: 'user', query: WatchNewsPageReq, handler: ({ db, user, query }) => alerts.pageWatchNews(db, user.id, query) });

  /** A one-time ticket (valid a minute) for opening the alert stream with an EventSource, which cannot send headers. */
  route(app, { method: 'POST', url: '/stock/alert/stream-ticket', auth: 'user', handler: ({ db, user }) => alerts.createStreamTicket(db, user.id) });

  /**
   * GET /stock/live/alert-stream?ticket= — Server-Sent Events of one member's fired alerts (`alert`: AlertFiredVO), on
   * every open page. The member is the one-time ticket's (or the Authorization header's): no access token in a URL,
   * where logs would keep it. The stream only ever carries that member's alerts.
   */
  route(app, {
    method: 'GET',
    url: '/stock/live/alert-stream',
    auth: 'public',
    raw: true,
    query: AlertStreamReq,
    handler: async ({ db, query, optionalUser, reply }) => {
      const userId = optionalUser?.id ?? (query.ticket ? await alerts.useStreamTicket(db, query.ticket) : null);
      if (!userId) throw unauthorized();
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      res.write('retry: 5000\n\n: connected\n\n');
      book.streams.add(userId, res);
    },
  });
}
