import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import type { TestApp } from '../../../../test/test-app';
import { startMarketFeed } from './market-feed';

/**
 * For tests: the live feed of a test app started without the simulator, listening on a free port, and one SSE client of
 * GET /stock/live/stream. `frame(type, needle)` — called before the action — resolves with the data of the first
 * frame of that type containing `needle` that arrives afterwards (failing after 10 s).
 */
export async function openLiveClient(t: TestApp) {
  const feed = await startMarketFeed(t.app, { simulator: false });
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  let body = '';
  const req = http.get({ host: '127.0.0.1', port, path: '/admin-api/stock/live/stream' });
  const res = await new Promise<http.IncomingMessage>((resolve, reject) => req.on('response', resolve).on('error', reject));
  res.setEncoding('utf8');
  res.on('data', (chunk: string) => (body += chunk));
  await new Promise((r) => setTimeout(r, 50));
  return {
    feed,
    frame(type: string, needle: string): Promise<any> {
      const from = body.length;
      const find = () => body.slice(from).split('\n\n').find((f) => `\n${f}`.includes(`\nevent: ${type}\n`) && f.includes(needle));
      return expect
        .poll(find, { timeout: 10_000, interval: 20 })
        .toBeTruthy()
        .then(() => {
          const f = find()!;
          return JSON.parse(f.slice(f.indexOf('data: ') + 6));
        });
    },
    async close() {
      req.destroy();
      await feed.stop();
    },
  };
}
