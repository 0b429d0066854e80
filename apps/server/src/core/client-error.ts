import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** Status and envelope message of a request Node refused before it became a request (bad syntax, huge headers, slow). */
export function clientErrorAnswer(code: string | undefined): { status: number; msg: string } {
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, msg: '请求头过大' };
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, msg: '请求超时' };
  return { status: 400, msg: '请求格式不正确' };
}

/**
 * Fastify's `clientErrorHandler`: answers with `Connection: close` and then closes the socket. Without that header a
 * keep-alive client (a browser, an HTTP agent) keeps the socket for its next request and that request fails when the
 * server closes it (Fastify's default handler writes the status and destroys the socket without saying so).
 */
export function clientErrorHandler(this: FastifyInstance, err: NodeJS.ErrnoException, socket: Socket): void {
  // a reset connection is gone: nothing to answer
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, msg } = clientErrorAnswer(err.code);
  this.log.trace({ err }, 'client error');
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify({ code: status, msg, data: null });
  socket.end(
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
  // a client that never reads or closes must not hold the socket
  setTimeout(() => socket.destroy(), 5_000).unref();
}
