import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { TestApp } from '../../../../test/test-app';
import { startTwoInstances, type TwoInstances } from '../../../../test/two-instances';
import { publishLive } from './live-hub';
import { startMarketFeed, type MarketFeedHandle } from './market-feed';

// GET /admin-api/stock/live/stream with Last-Event-ID on two instances of one database: a client that saw some events
// on one instance gets exactly the ones it missed from the other (decision 0025).
let a: TestApp;
let b: FastifyInstance;
let instances: TwoInstances;
const feeds: MarketFeedHandle[] = [];

beforeAll(async () => {
  instances = await startTwoInstances(4);
  ({ a, b } = instances);
  feeds.push(await startMarketFeed(a.app, { simulator: false }), await startMarketFeed(b, { simulator: false }));
});
afterAll(async () => {
  for (const feed of feeds) await feed.stop();
  await instances.close();
});

interface Frame {
  event: string;
  id?: string;
  data: string;
}

/** A live-stream client of an instance; `until(n)` resolves once n events (not comments) have come. */
function stream(app: FastifyInstance, options: { lastEventId?: string; query?: string } = {}) {
  const { port } = app.server.address() as AddressInfo;
  const frames: Frame[] = [];
  let buffer = '';
  let waiters: { n: number; resolve: () => void }[] = [];
  let connected!: () => void;
  const ready = new Promise<void>((r) => (connected = r));
  const req = http.get({
    host: '127.0.0.1',
    port,
    path: `/admin-api/stock/live/stream${options.query ?? ''}`,
    headers: options.lastEventId ? { 'last-event-id': options.lastEventId } : {},
  });
  req.on('response', (res) => {
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => {
      buffer += chunk;
      if (buffer.includes(': connected')) connected();
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const fields = Object.fromEntries(
          buffer
            .slice(0, end)
            .split('\n')
            .map((line) => [line.slice(0, line.indexOf(': ')), line.slice(line.indexOf(': ') + 2)]),
        );
        if (fields.event) frames.push(fields as unknown as Frame);
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\n\n');
      }
      waiters = waiters.filter((w) => (frames.length >= w.n ? (w.resolve(), false) : true));
    });
  });
  req.on('error', () => undefined);
  const until = (n: number) =>
    Promise.race([
      new Promise<void>((resolve) => (frames.length >= n ? resolve() : waiters.push({ n, resolve }))),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${frames.length} of ${n} events within 5 s`)), 5000)),
    ]);
  return { frames, ready, until, close: () => req.destroy() };
}

const index = (n: number) => ({ type: 'index' as const, data: { items: [{ code: '000001', price: n }] } });
const values = (frames: Frame[]) => frames.map((f) => (f.event === 'index' ? JSON.parse(f.data).items[0].price : f.event));

describe('live stream replay with Last-Event-ID across instances', () => {
  it('gives a client that comes back on the other instance exactly what it missed, in order', async () => {
    const onA = stream(a.app);
    const onB = stream(b);
    await Promise.all([onA.ready, onB.ready]);
    // one event per transaction, and three in one transaction
    await publishLive(a.app.db, [index(1)]);
    await a.app.db.transaction(async (tx) => publishLive(tx, [index(2), index(3), index(4)]));
    await Promise.all([onA.until(4), onB.until(4)]);
    expect(values(onA.frames)).toEqual([1, 2, 3, 4]);
    // the same ids on both instances, all distinct
    const ids = onA.frames.map((f) => f.id);
    expect(onB.frames.map((f) => f.id)).toEqual(ids);
    expect(new Set(ids).size).toBe(4);
    expect(ids.every((id) => /^\d+-\d+$/.test(id!))).toBe(true);
    onA.close();

    // away after event 2; events 5 and 6 are published (by instance B) meanwhile
    await publishLive(b.db, [index(5), index(6)]);
    await onB.until(6);
    const back = stream(b, { lastEventId: ids[1] });
    await back.until(4);
    expect(values(back.frames)).toEqual([3, 4, 5, 6]);
    // then live as usual
    await publishLive(a.app.db, [index(7)]);
    await back.until(5);
    expect(values(back.frames)).toEqual([3, 4, 5, 6, 7]);

    // a new EventSource cannot set the header: the query parameter does the same
    const viaQuery = stream(a.app, { query: `?lastEventId=${encodeURIComponent(onB.frames[4].id!)}` });
    await viaQuery.until(2);
    expect(values(viaQuery.frames)).toEqual([6, 7]);
    for (const s of [onB, back, viaQuery]) s.close();
  });

  it('answers an id it does not know with reset, then streams on', async () => {
    const stranger = stream(b, { lastEventId: '1-1' });
    await stranger.until(1);
    expect(stranger.frames[0]).toEqual({ event: 'reset', data: '{}' });
    await publishLive(a.app.db, [index(8)]);
    await stranger.until(2);
    expect(values(stranger.frames)).toEqual(['reset', 8]);
    stranger.close();
  });
});
