import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';

const ENVELOPE_CODE = /^\{"code":(-?\d+),/;
/**
 * Stands in for an ETag while @fastify/etag runs, so it neither computes a tag nor answers 304; removed afterwards.
 * Random per process and never sent, so no If-None-Match can name it.
 */
const NO_TAG = `"no-etag-${crypto.randomBytes(12).toString('hex')}"`;

/** An answer that must not be reused: an envelope whose code is neither success (0) nor 200. */
export function isErrorEnvelope(payload: unknown): boolean {
  if (typeof payload !== 'string') return false;
  const m = ENVELOPE_CODE.exec(payload);
  return m !== null && m[1] !== '0' && m[1] !== '200';
}

/**
 * Error envelopes (「请求未找到」, 401, a refused write …) carry no ETag and `cache-control: no-store`: with a tag, a
 * browser kept revalidating a cached "route not found" and got 304 for it after the route existed. Call `before`
 * before registering @fastify/etag and `after` after it (hooks run in registration order).
 */
export const errorEnvelopeCaching = {
  before(app: FastifyInstance): void {
    app.addHook('onSend', async (_req, reply: FastifyReply, payload) => {
      if (isErrorEnvelope(payload)) reply.header('etag', NO_TAG);
      return payload;
    });
  },
  after(app: FastifyInstance): void {
    app.addHook('onSend', async (_req, reply: FastifyReply, payload) => {
      if (reply.getHeader('etag') === NO_TAG) reply.removeHeader('etag').header('cache-control', 'no-store');
      return payload;
    });
  },
};
