import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { clientErrorAnswer } from './client-error';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t.close());

/** Sends raw bytes on one connection and collects everything until the server closes it. */
function raw(text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let got = '';
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    socket.setEncoding('utf8');
    socket.on('data', (d) => (got += d));
    socket.on('error', reject);
    socket.on('close', () => resolve(got));
  });
}

describe('requests refused before they are requests', () => {
  it('answers 431 with Connection: close and an envelope, then closes the connection', async () => {
    const answer = await raw(`GET /admin-api/health HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(answer).toMatch(/\r\nConnection: close\r\n/i);
    expect(JSON.parse(answer.split('\r\n\r\n')[1])).toEqual({ code: 431, msg: '请求头过大', data: null });
  });

  it('lets a keep-alive client go on after a 431: its next request succeeds', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = (headers: Record<string, string> = {}) =>
      new Promise<number>((resolve, reject) => {
        const req = http.get({ host: '127.0.0.1', port, path: '/admin-api/health', agent, headers }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        });
        req.on('error', reject);
      });
    try {
      expect(await get()).toBe(200);
      expect(await get({ 'x-big': 'a'.repeat(20_000) })).toBe(431);
      expect(await get()).toBe(200);
      expect(await get()).toBe(200);
    } finally {
      agent.destroy();
    }
  });

  it('names the status of each kind', () => {
    expect(clientErrorAnswer('HPE_HEADER_OVERFLOW').status).toBe(431);
    expect(clientErrorAnswer('ERR_HTTP_REQUEST_TIMEOUT').status).toBe(408);
    expect(clientErrorAnswer('HPE_INVALID_METHOD').status).toBe(400);
  });
});
