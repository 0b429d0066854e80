import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startMarketFeed, type MarketFeedHandle } from '../src/modules/stock/feed/market-feed';
import type { TestApp } from './test-app';
import { startTwoInstances, type TwoInstances } from './two-instances';

// Two server instances on one PostgreSQL, each with its own connection pool, LISTEN connections and in-memory state,
// as behind a load balancer (README: "Running more than one instance"). Scheduled jobs firing once across instances:
// infra/job/job.test.ts; cache invalidation across instances: core/cache-bus.test.ts.
let a: TestApp;
let b: FastifyInstance;
let instances: TwoInstances;
const feeds: MarketFeedHandle[] = [];

beforeAll(async () => {
  instances = await startTwoInstances(8);
  ({ a, b } = instances);
});
afterAll(async () => {
  for (const feed of feeds) await feed.stop();
  await instances.close();
});

const base = (app: FastifyInstance) => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/admin-api`;
async function callOn(app: FastifyInstance, path: string, init: { method?: string; token?: string; body?: unknown } = {}) {
  const res = await fetch(`${base(app)}${path}`, {
    method: init.method ?? 'GET',
    headers: { ...(init.token ? { authorization: `Bearer ${init.token}` } : {}), ...(init.body ? { 'content-type': 'application/json' } : {}) },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  return (await res.json()) as { code: number; data: any; msg: string };
}

/** Opens the live stream of an instance and resolves with the first `event: quote` frame's items. */
function firstQuote(app: FastifyInstance): { ready: Promise<void>; quote: Promise<{ code: string }[]>; close(): void } {
  const { port } = app.server.address() as AddressInfo;
  const req = http.get({ host: '127.0.0.1', port, path: '/admin-api/stock/live/stream' });
  let body = '';
  let ready!: () => void;
  const readyP = new Promise<void>((r) => (ready = r));
  const quote = new Promise<{ code: string }[]>((resolve, reject) => {
    req.on('error', reject);
    req.on('response', (res) => {
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
        if (body.includes(': connected')) ready();
        const frame = body.split('\n\n').find((f) => f.startsWith('event: quote'));
        if (frame) resolve(JSON.parse(frame.slice(frame.indexOf('data: ') + 6)).items);
      });
    });
  });
  return { ready: readyP, quote, close: () => req.destroy() };
}

describe('two instances on one database', () => {
  it('a token issued by one instance works on the other, and a logout on the other ends it on both', async () => {
    const login = await callOn(a.app, '/system/auth/login', { method: 'POST', body: { username: 'staff', password: 'staff123' } });
    expect(login.code).toBe(0);
    const token = login.data.accessToken as string;
    expect((await callOn(b, '/system/auth/get-permission-info', { token })).code).toBe(0);
    expect((await callOn(b, '/system/auth/logout', { method: 'POST', token })).code).toBe(0);
    expect((await callOn(b, '/system/auth/get-permission-info', { token })).code).toBe(401);
    await expect.poll(async () => (await callOn(a.app, '/system/auth/get-permission-info', { token })).code, { timeout: 1000, interval: 20 }).toBe(401);
  });

  it('a quote change made by the feed on one instance reaches live-stream clients of both', async () => {
    // only instance A simulates (it holds the advisory lock); B just listens
    const feedA = await startMarketFeed(a.app, { simulator: true, always: true, intervalMs: 3_600_000, seed: 5 });
    feeds.push(feedA);
    feeds.push(await startMarketFeed(b, { simulator: false }));
    const onA = firstQuote(a.app);
    const onB = firstQuote(b);
    try {
      await Promise.all([onA.ready, onB.ready]);
      await feedA.simulator!.tick(new Date('2026-11-21T02:00:00Z'));
      const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no quote event within 10 s')), 10_000));
      const [itemsA, itemsB] = await Promise.race([Promise.all([onA.quote, onB.quote]), timeout]);
      expect(itemsB.length).toBeGreaterThan(0);
      expect(itemsB.map((i) => i.code).sort()).toEqual(itemsA.map((i) => i.code).sort());
    } finally {
      onA.close();
      onB.close();
    }
  });
});
