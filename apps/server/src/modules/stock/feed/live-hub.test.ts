import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveHub, MAX_CLIENT_BACKLOG, parseNotification, REPLAY_EVENTS } from './live-hub';

// The hub behind a bare HTTP server, the way live.routes.ts uses it (head written, then add).
let hub: LiveHub;
let server: http.Server;
let port = 0;

beforeAll(async () => {
  hub = new LiveHub();
  server = http.createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.write(': connected\n\n');
    const id = req.headers['last-event-id'];
    hub.add(res, typeof id === 'string' ? id : undefined);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  hub.closeAll();
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

interface Frame {
  id?: string;
  event?: string;
  data?: string;
}

/** An SSE client: parsed frames so far, a promise per awaited count, close(). */
function connect(lastEventId?: string, options: { paused?: boolean } = {}) {
  const frames: Frame[] = [];
  let buffer = '';
  let waiters: { n: number; resolve: () => void }[] = [];
  let response: http.IncomingMessage | null = null;
  const closed = new Promise<void>((resolveClosed) => {
    const req = http.get({ host: '127.0.0.1', port, path: '/', headers: lastEventId ? { 'last-event-id': lastEventId } : {} });
    req.on('error', () => resolveClosed());
    req.on('close', () => resolveClosed());
    req.on('response', (res) => {
      response = res;
      res.on('error', () => resolveClosed());
      res.on('close', () => resolveClosed());
      if (options.paused) return res.pause();
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const frame: Frame = {};
          for (const line of block.split('\n')) {
            const colon = line.indexOf(': ');
            const key = line.slice(0, colon);
            if (key === 'id' || key === 'event' || key === 'data') frame[key] = line.slice(colon + 2);
          }
          if (frame.event) frames.push(frame);
          end = buffer.indexOf('\n\n');
        }
        waiters = waiters.filter((w) => (frames.length >= w.n ? (w.resolve(), false) : true));
      });
    });
  });
  const opened = new Promise<void>((resolve) => {
    const check = () => (response ? resolve() : setTimeout(check, 5));
    check();
  });
  return {
    frames,
    opened,
    closed,
    /** resolves when `n` frames have come */
    until: (n: number) => new Promise<void>((resolve) => (frames.length >= n ? resolve() : waiters.push({ n, resolve }))),
    close: () => (response as http.IncomingMessage | null)?.destroy(),
  };
}

const quote = (n: number) => ({ type: 'quote' as const, data: { items: [{ code: '600519', price: n }] } });
const prices = (frames: Frame[]) => frames.map((f) => (f.data ? JSON.parse(f.data).items[0].price : f.event));

// (a client's `opened` means the server has answered it, which it does in the same turn as hub.add)

describe('LiveHub', () => {
  it('sends each event with its id, and replays what a client missed when it comes back with Last-Event-ID', async () => {
    const first = connect();
    await first.opened;
    for (let n = 1; n <= 3; n++) hub.broadcast(quote(n), `100-${n}`);
    await first.until(3);
    expect(first.frames.map((f) => f.id)).toEqual(['100-1', '100-2', '100-3']);
    expect(prices(first.frames)).toEqual([1, 2, 3]);
    first.close();
    await first.closed;

    // missed while away: 4 and 5
    hub.broadcast(quote(4), '101-1');
    hub.broadcast(quote(5), '101-2');
    const back = connect('100-2');
    await back.until(3);
    expect(back.frames.map((f) => f.id)).toEqual(['100-3', '101-1', '101-2']);
    hub.broadcast(quote(6), '102-1');
    await back.until(4);
    expect(prices(back.frames)).toEqual([3, 4, 5, 6]);
    back.close();

    // up to date: nothing replayed, nothing reset
    const current = connect('102-1');
    await current.opened;
    hub.broadcast(quote(7), '103-1');
    await current.until(1);
    expect(prices(current.frames)).toEqual([7]);
    current.close();
  });

  it('tells a client whose Last-Event-ID it does not know to reset', async () => {
    const stranger = connect('999-1');
    await stranger.until(1);
    expect(stranger.frames[0]).toEqual({ event: 'reset', data: '{}' });
    stranger.close();
  });

  it(`keeps the last ${REPLAY_EVENTS} events: an older id is answered with reset`, async () => {
    for (let n = 0; n < REPLAY_EVENTS + 10; n++) hub.broadcast(quote(n), `200-${n}`);
    const tooOld = connect('200-5');
    await tooOld.until(1);
    expect(tooOld.frames[0].event).toBe('reset');
    tooOld.close();
    const recent = connect(`200-${REPLAY_EVENTS + 5}`);
    await recent.until(4);
    expect(recent.frames.map((f) => f.id)).toEqual([6, 7, 8, 9].map((k) => `200-${REPLAY_EVENTS + k}`));
    recent.close();
  });

  it('after a gap in the feed every client is told to reset and old ids are forgotten', async () => {
    hub.broadcast(quote(1), '300-1');
    const live = connect();
    await live.opened;
    hub.gap();
    await live.until(1);
    expect(live.frames[0].event).toBe('reset');
    live.close();
    const back = connect('300-1');
    await back.until(1);
    expect(back.frames[0].event).toBe('reset');
    back.close();
  });

  it('drops a client that does not read instead of buffering for it without end', async () => {
    const slow = connect(undefined, { paused: true });
    await slow.opened;
    const before = hub.dropped;
    const big = { type: 'flash' as const, data: { items: ['x'.repeat(256 * 1024)] } };
    // more than the kernel's socket buffers can take, so the backlog builds up in the server process
    for (let i = 0; i < 200 && hub.dropped === before; i++) {
      hub.broadcast(big);
      await new Promise((r) => setImmediate(r));
    }
    expect(hub.dropped).toBe(before + 1);
    expect(hub.size).toBe(0);
    slow.close();
    expect(MAX_CLIENT_BACKLOG).toBeLessThanOrEqual(4 * 1024 * 1024);
  });
});

describe('parseNotification', () => {
  it('splits the event id from the JSON, and accepts a bare JSON payload without one', () => {
    expect(parseNotification('12345-7 {"type":"quote","data":{}}')).toEqual({ id: '12345-7', json: '{"type":"quote","data":{}}' });
    expect(parseNotification('{"type":"index","data":{"items":[]}}')).toEqual({ id: undefined, json: '{"type":"index","data":{"items":[]}}' });
  });
});
