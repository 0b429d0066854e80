import type { ServerResponse } from 'node:http';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../../../db/client';
import { stockInformation } from '../content.schema';

/** Live event types pushed to browsers over Server-Sent Events. */
export type LiveEventType = 'quote' | 'index' | 'limit-up' | 'flash';

export interface LiveEvent {
  type: LiveEventType;
  /** event payload; `items` arrays are split across notifications when too large */
  data: { items?: unknown[]; ref?: number; [key: string]: unknown };
}

/** PostgreSQL NOTIFY channel of the live market events. */
export const LIVE_CHANNEL = 'stock_live';
/** NOTIFY payloads must stay under 8000 bytes; keep a margin. */
export const MAX_NOTIFY_BYTES = 7500;

/** SSE clients of one server instance. */
export class LiveHub {
  private clients = new Set<ServerResponse>();

  get size(): number {
    return this.clients.size;
  }

  add(res: ServerResponse): void {
    this.clients.add(res);
    res.on('close', () => this.clients.delete(res));
  }

  broadcast(event: LiveEvent): void {
    const frame = `event: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`;
    for (const res of this.clients) res.write(frame);
  }

  comment(text: string): void {
    for (const res of this.clients) res.write(`: ${text}\n\n`);
  }

  closeAll(): void {
    for (const res of this.clients) res.end();
    this.clients.clear();
  }
}

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
  const whole = JSON.stringify(event);
  if (Buffer.byteLength(whole) <= maxBytes) return [whole];
  const items = event.data.items;
  if (Array.isArray(items) && items.length > 1) {
    const half = Math.ceil(items.length / 2);
    return [
      ...splitPayloads({ type: event.type, data: { ...event.data, items: items.slice(0, half) } }, maxBytes),
      ...splitPayloads({ type: event.type, data: { ...event.data, items: items.slice(half) } }, maxBytes),
    ];
  }
  const id = typeof event.data.id === 'number' ? event.data.id : Array.isArray(items) && (items[0] as { id?: number })?.id;
  if (typeof id === 'number') return [JSON.stringify({ type: event.type, data: { ref: id } })];
  throw new Error(`live event ${event.type} is larger than ${maxBytes} bytes and cannot be split`);
}

/** Publishes events to every instance (pg_notify, delivered at commit when called inside a transaction). */
export async function publishLive(db: Db, events: LiveEvent[]): Promise<void> {
  for (const event of events) {
    for (const payload of splitPayloads(event)) await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${payload})`);
  }
}

/** Turns a NOTIFY payload back into an event (resolving references). */
async function resolvePayload(db: Db, payload: string): Promise<LiveEvent | null> {
  const event = JSON.parse(payload) as LiveEvent;
  if (event.type === 'flash' && typeof event.data.ref === 'number') {
    const [row] = await db.select().from(stockInformation).where(eq(stockInformation.id, event.data.ref));
    return row ? { type: 'flash', data: { items: [{ ...row, publishTime: row.publishTime.getTime() }] } } : null;
  }
  return event;
}

/**
 * LISTENs on a dedicated connection and forwards every notification to this instance's SSE clients; reconnects after
 * connection loss. `client` is also where the simulator keeps its advisory lock.
 */
export class LiveListener {
  client: pg.Client | null = null;
  private stopped = false;
  private retry: NodeJS.Timeout | null = null;

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
      resolvePayload(this.db, msg.payload)
        .then((event) => event && this.hub.broadcast(event))
        .catch((err) => this.log.warn({ err }, 'bad live payload'));
    });
    await client.connect();
    await client.query(`listen ${LIVE_CHANNEL}`);
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
