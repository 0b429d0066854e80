import type { ServerResponse } from 'node:http';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../../../db/client';
import { stockInformation } from '../content.schema';

/** Live event types pushed to browsers over Server-Sent Events. */
export type LiveEventType = 'quote' | 'index' | 'limit-up' | 'flash' | 'hot-rank' | 'announcement' | 'money-flow' | 'dragon-tiger';

export interface LiveEvent {
  type: LiveEventType;
  /** event payload; `items` arrays are split across notifications when too large */
  data: { items?: unknown[]; ref?: number; [key: string]: unknown };
}

/** PostgreSQL NOTIFY channel of the live market events. */
export const LIVE_CHANNEL = 'stock_live';
/** NOTIFY payloads must stay under 8000 bytes; keep a margin. */
export const MAX_NOTIFY_BYTES = 7500;

/** Events kept for replay to clients that reconnect with Last-Event-ID (at most this many, and at most REPLAY_BYTES). */
export const REPLAY_EVENTS = 5000;
export const REPLAY_BYTES = 16 * 1024 * 1024;
/** A client whose unsent output passes this many bytes is dropped (it reconnects with Last-Event-ID and catches up). */
export const MAX_CLIENT_BACKLOG = 1024 * 1024;

const CRLF = Buffer.from('\r\n');

/**
 * One SSE frame encoded once for every client: the bytes of an HTTP/1.1 chunk (`size CRLF frame CRLF`), and the bare
 * frame inside it for connections that are not chunked (HTTP/1.0).
 */
class Frame {
  readonly chunk: Buffer;
  readonly bare: Buffer;
  constructor(text: string) {
    const body = Buffer.from(text);
    const head = Buffer.from(`${body.length.toString(16)}\r\n`);
    this.chunk = Buffer.concat([head, body, CRLF]);
    this.bare = this.chunk.subarray(head.length, head.length + body.length);
  }
}

interface ReplayEntry {
  id: string;
  frame: Frame;
}

/**
 * SSE clients of one server instance. Each event is serialised and encoded once and the same bytes are written to
 * every socket; the last events are kept by id for replay (decision 0025).
 */
export class LiveHub {
  private clients = new Set<ServerResponse>();
  /** replay buffer, oldest first; `first` is the sequence number of replay[0] */
  private replay: ReplayEntry[] = [];
  private first = 0;
  private replayBytes = 0;
  private seqOf = new Map<string, number>();
  /** clients dropped because they did not read fast enough */
  dropped = 0;

  get size(): number {
    return this.clients.size;
  }

  /**
   * Adds a client whose response head has been written. With `lastEventId` it first gets every event after that one,
   * or, when this instance does not know that id (older than its buffer, or it was not listening then), an
   * `event: reset` telling it to reload what it shows.
   */
  add(res: ServerResponse, lastEventId?: string): void {
    this.clients.add(res);
    res.on('close', () => this.clients.delete(res));
    if (lastEventId === undefined || lastEventId === '') return;
    const seq = this.seqOf.get(lastEventId);
    if (seq === undefined) {
      this.send(res, RESET_FRAME);
      return;
    }
    res.socket?.cork();
    for (let i = seq + 1 - this.first; i < this.replay.length; i++) this.send(res, this.replay[i].frame);
    res.socket?.uncork();
  }

  /** Sends an event to every client and keeps it for replay when it has an id. */
  broadcast(event: LiveEvent, id?: string): void {
    this.broadcastJson(event.type, JSON.stringify(event.data), id);
  }

  /** broadcast() with the event's data already serialised (as it arrives in a notification). */
  broadcastJson(type: string, data: string, id?: string): void {
    // `event:` first: readers that split on blank lines find a frame by its type
    const frame = new Frame(`event: ${type}\n${id ? `id: ${id}\n` : ''}data: ${data}\n\n`);
    if (id) this.remember(id, frame);
    for (const res of this.clients) this.send(res, frame);
  }

  comment(text: string): void {
    const frame = new Frame(`: ${text}\n\n`);
    for (const res of this.clients) this.send(res, frame);
  }

  /**
   * Forgets the replay buffer and tells every client to reload: this instance may have missed events (its LISTEN
   * connection was lost), so it can neither replay across the gap nor trust that its clients are up to date.
   */
  gap(): void {
    this.replay = [];
    this.first += this.replay.length;
    this.seqOf.clear();
    this.replayBytes = 0;
    for (const res of this.clients) this.send(res, RESET_FRAME);
  }

  closeAll(): void {
    for (const res of this.clients) res.end();
    this.clients.clear();
  }

  private remember(id: string, frame: Frame): void {
    if (this.seqOf.has(id)) return;
    this.seqOf.set(id, this.first + this.replay.length);
    this.replay.push({ id, frame });
    this.replayBytes += frame.chunk.length;
    while (this.replay.length > REPLAY_EVENTS || (this.replayBytes > REPLAY_BYTES && this.replay.length > 1)) {
      const old = this.replay.shift()!;
      this.first++;
      this.seqOf.delete(old.id);
      this.replayBytes -= old.frame.chunk.length;
    }
  }

  /**
   * Writes a frame to one client without copying it: straight to the socket once the response has nothing buffered
   * of its own (the head and the first bytes went out at connect), else through the response. A client that lets
   * more than MAX_CLIENT_BACKLOG bytes pile up is disconnected rather than growing the server's memory.
   */
  private send(res: ServerResponse, frame: Frame): void {
    const socket = res.socket;
    if (!socket || socket.destroyed) return;
    if (socket.writableLength > MAX_CLIENT_BACKLOG) {
      this.dropped++;
      this.clients.delete(res);
      socket.destroy();
      return;
    }
    const direct = res.headersSent && res.writableLength === socket.writableLength;
    if (!direct) res.write(frame.bare);
    else socket.write(res.chunkedEncoding ? frame.chunk : frame.bare);
  }
}

/** Sent to a client that must reload what it shows (its Last-Event-ID cannot be replayed). */
const RESET_FRAME = new Frame('event: reset\ndata: {}\n\n');

const hubs = new WeakMap<object, LiveHub>();

/** The hub of the app using this database handle (shared by the root and the /admin-api scope). */
export function getLiveHub(db: Db): LiveHub {
  let hub = hubs.get(db);
  if (!hub) {
    hub = new LiveHub();
    hubs.set(db, hub);
  }
  return hub;
}

/**
 * Splits an event into NOTIFY payloads of at most `maxBytes`: `items` arrays are cut into chunks; a flash that is
 * still too large travels as a reference (`{ref: id}`) that listeners resolve from stock_information.
 */
export function splitPayloads(event: LiveEvent, maxBytes = MAX_NOTIFY_BYTES): string[] {
  const { items, ...rest } = event.data;
  if (Array.isArray(items) && items.length > 1) {
    // each item serialised once and the payloads assembled from the strings: `{"type":…,"data":{…,"items":[` item,item `]}}`
    const head = JSON.stringify({ type: event.type, data: { ...rest, items: [] } });
    const open = head.slice(0, -3);
    const close = head.slice(-3);
    const texts = items.map((item) => JSON.stringify(item));
    const out: string[] = [];
    // packed by characters (never more than the bytes), each payload measured once in bytes; a payload that is larger
    // in bytes (non-ASCII text) is packed again by the bytes of its items
    const pack = (from: number, to: number, bytes: boolean) => {
      const base = bytes ? Buffer.byteLength(head) : head.length;
      let start = from;
      let size = base;
      for (let i = from; i <= to; i++) {
        const len = i < to ? (bytes ? Buffer.byteLength(texts[i]) : texts[i].length) + 1 : Number.POSITIVE_INFINITY;
        if (i > start && size + len > maxBytes) {
          const payload = `${open}${texts.slice(start, i).join(',')}${close}`;
          if (i - start === 1 && Buffer.byteLength(payload) > maxBytes) out.push(...splitPayloads({ type: event.type, data: { ...rest, items: [items[start]] } }, maxBytes));
          else if (bytes || Buffer.byteLength(payload) <= maxBytes) out.push(payload);
          else pack(start, i, true);
          start = i;
          size = base;
        }
        size += len;
      }
    };
    pack(0, texts.length, false);
    return out;
  }
  const whole = JSON.stringify(event);
  if (Buffer.byteLength(whole) <= maxBytes) return [whole];
  const id = typeof event.data.id === 'number' ? event.data.id : Array.isArray(items) && (items[0] as { id?: number })?.id;
  if (typeof id === 'number') return [JSON.stringify({ type: event.type, data: { ref: id } })];
  throw new Error(`live event ${event.type} is larger than ${maxBytes} bytes and cannot be split`);
}

/** Payloads per NOTIFY statement (one bind parameter each; PostgreSQL allows 65,535). */
const NOTIFY_PARAMS = 10_000;

/** Numbers the notifications of this process inside a transaction (the second half of an event id). */
let notifySeq = 0;

/**
 * Publishes events to every instance (pg_notify, delivered at commit when called inside a transaction). Each payload
 * is prefixed with its event id, `<64-bit id of the publishing transaction>-<counter of this process>`: unique across
 * instances without any shared state, and every instance receives the notifications in the same (commit) order, so
 * "the events after id X" is the same list on each of them (decision 0025).
 */
export async function publishLive(db: Db, events: LiveEvent[]): Promise<void> {
  const payloads: string[] = [];
  for (const event of events) {
    for (const payload of splitPayloads(event)) {
      notifySeq = (notifySeq + 1) % Number.MAX_SAFE_INTEGER;
      payloads.push(`-${notifySeq} ${payload}`);
    }
  }
  // one statement for all of them (a full-market batch is ~130 payloads: one round trip instead of 130), sent in order;
  // each payload is its own text parameter (no array literal to escape and parse)
  for (let from = 0; from < payloads.length; from += NOTIFY_PARAMS) {
    const params = payloads.slice(from, from + NOTIFY_PARAMS).map((p) => sql`${p}`);
    await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, pg_current_xact_id()::text || p) from unnest(array[${sql.join(params, sql`, `)}]::text[]) with ordinality as t(p, i)`);
  }
}

/** Splits `<id> <json>`; a bare JSON payload (sent by hand or by an older instance) has no id. */
export function parseNotification(payload: string): { id: string | undefined; json: string } {
  if (payload.startsWith('{')) return { id: undefined, json: payload };
  const space = payload.indexOf(' ');
  return { id: payload.slice(0, space), json: payload.slice(space + 1) };
}

/** How publishLive writes a payload: `{"type":"<type>","data":<data>}`. */
const PUBLISHED = /^\{"type":"([a-z-]+)","data":/;

/**
 * Turns a NOTIFY payload back into an event type and its serialised data (resolving references). A payload in the
 * form publishLive writes is cut, not parsed: its data goes to the browsers as it came (a full-market batch is ≈ 1 MB of
 * JSON). Anything else (sent by hand) is parsed.
 */
export async function resolvePayload(db: Db, json: string): Promise<{ type: string; data: string } | null> {
  const m = PUBLISHED.exec(json);
  if (m && json.endsWith('}') && !json.startsWith('{"ref":', m[0].length)) return { type: m[1], data: json.slice(m[0].length, -1) };
  const event = JSON.parse(json) as LiveEvent;
  if (event.type === 'flash' && typeof event.data.ref === 'number') {
    const [row] = await db.select().from(stockInformation).where(eq(stockInformation.id, event.data.ref));
    return row ? { type: 'flash', data: JSON.stringify({ items: [{ ...row, publishTime: row.publishTime.getTime() }] }) } : null;
  }
  return { type: event.type, data: JSON.stringify(event.data) };
}

/**
 * LISTENs on a dedicated connection and forwards every notification to this instance's SSE clients; reconnects after
 * connection loss. `client` is also where the simulator keeps its advisory lock.
 */
export class LiveListener {
  client: pg.Client | null = null;
  private stopped = false;
  private retry: NodeJS.Timeout | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  /** LISTEN has succeeded before (a later start is a reconnect) */
  private listened = false;

  constructor(
    private readonly db: Db,
    private readonly connection: pg.ClientConfig,
    private readonly hub: LiveHub,
    private readonly log: { warn: (obj: unknown, msg?: string) => void },
    /** Called on every notification before it is forwarded (the market read model advances its version here). */
    private readonly onNotify: () => void = () => undefined,
  ) {}

  async start(): Promise<void> {
    const client = new pg.Client({ ...this.connection, application_name: 'gprs-live' });
    client.on('error', (err) => {
      this.log.warn({ err }, 'live listener connection lost');
      this.reconnect();
    });
    client.on('notification', (msg) => {
      if (msg.channel !== LIVE_CHANNEL || !msg.payload) return;
      // the market changed: no cached answer may be older than what the browsers are about to be told
      this.onNotify();
      const { id, json } = parseNotification(msg.payload);
      // forwarded strictly in notification order (a flash reference is read from the database first), so that the
      // replay buffer of every instance holds the same sequence
      this.queue = this.queue
        .then(() => resolvePayload(this.db, json))
        .then((event) => event && this.hub.broadcastJson(event.type, event.data, id))
        .catch((err) => this.log.warn({ err }, 'bad live payload'));
    });
    await client.connect();
    await client.query(`listen ${LIVE_CHANNEL}`);
    // after a lost connection this instance may have missed events: no replay across the gap, clients reload
    if (this.listened) this.hub.gap();
    this.listened = true;
    this.client = client;
  }

  private reconnect(): void {
    const old = this.client;
    this.client = null;
    old?.end().catch(() => undefined);
    if (this.stopped || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      if (!this.stopped) this.start().catch(() => this.reconnect());
    }, 2000);
    this.retry.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    if (client) await client.end().catch(() => undefined);
  }
}
