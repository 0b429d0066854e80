import type { ServerResponse } from 'node:http';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../../../db/client';
import { LiveHub } from '../feed/live-hub';
import { stockAlert, type StockAlertRow } from './alert.schema';

/**
 * Every instance's picture of the alerts (decision 0039): the enabled alerts indexed by stock code, so the quote path
 * looks up a batch's stocks in memory, and the members' open alert streams. Changes reach every instance through the
 * NOTIFY channel `stock_alert`, delivered when the writing transaction commits:
 *   `a <id>`        an alert was created, changed or deleted: read it again (`a *`: read them all)
 *   `t <id>:<0|1>,…` alerts whose condition flipped (fired: 1, re-armed: 0)
 *   `f <userId> <json>` a fired alert for that member's open pages
 *   `s <marker>`    sync(): every notification before it has been applied
 * The `active` flags here only save the quote path an update: the row's conditional update decides (exactly once).
 */
export const ALERT_CHANNEL = 'stock_alert';

export interface BookAlert {
  id: number;
  userId: number;
  userType: number;
  stockCode: string;
  kind: number;
  threshold: number | null;
  windowMinutes: number | null;
  active: boolean;
}

const toBook = (r: StockAlertRow): BookAlert => ({
  id: r.id,
  userId: r.userId,
  userType: r.userType,
  stockCode: r.stockCode,
  kind: r.kind,
  threshold: r.threshold,
  windowMinutes: r.windowMinutes,
  active: r.active,
});

/** The enabled alerts of one database, by stock code. */
export class AlertIndex {
  private byId = new Map<number, BookAlert>();
  private byCode = new Map<string, Map<number, BookAlert>>();

  get size(): number {
    return this.byId.size;
  }

  forCode(code: string): Iterable<BookAlert> | undefined {
    return this.byCode.get(code)?.values();
  }

  hasCode(code: string): boolean {
    return this.byCode.has(code);
  }

  put(a: BookAlert): void {
    this.remove(a.id);
    this.byId.set(a.id, a);
    let m = this.byCode.get(a.stockCode);
    if (!m) this.byCode.set(a.stockCode, (m = new Map()));
    m.set(a.id, a);
  }

  remove(id: number): void {
    const old = this.byId.get(id);
    if (!old) return;
    this.byId.delete(id);
    const m = this.byCode.get(old.stockCode);
    m?.delete(id);
    if (m && !m.size) this.byCode.delete(old.stockCode);
  }

  setActive(id: number, active: boolean): void {
    const a = this.byId.get(id);
    if (a) a.active = active;
  }

  replaceAll(rows: BookAlert[]): void {
    this.byId.clear();
    this.byCode.clear();
    for (const r of rows) this.put(r);
  }
}

/** Each member's open alert streams on this instance (one LiveHub per member: same framing, back-pressure and heartbeat). */
export class MemberStreams {
  private hubs = new Map<number, LiveHub>();

  add(userId: number, res: ServerResponse): void {
    let hub = this.hubs.get(userId);
    if (!hub) this.hubs.set(userId, (hub = new LiveHub()));
    const h = hub;
    h.add(res);
    res.on('close', () => {
      if (h.size === 0 && this.hubs.get(userId) === h) this.hubs.delete(userId);
    });
  }

  /** Sends an `alert` event to the member's open pages on this instance only. */
  deliver(userId: number, json: string): void {
    this.hubs.get(userId)?.broadcastJson('alert', json);
  }

  ping(): void {
    for (const hub of this.hubs.values()) hub.comment('ping');
  }

  closeAll(): void {
    for (const hub of this.hubs.values()) hub.closeAll();
    this.hubs.clear();
  }

  get members(): number {
    return this.hubs.size;
  }
}

/** Reads enabled alerts (all, or one by id) from the database. */
async function readAlerts(db: Db, id?: number): Promise<BookAlert[]> {
  const rows = await db
    .select()
    .from(stockAlert)
    .where(id === undefined ? eq(stockAlert.status, 0) : sql`${stockAlert.id} = ${id} and ${stockAlert.status} = 0`);
  return rows.map(toBook);
}

/** The alert book of one app: the index, the member streams and the LISTEN connection that keeps them current. */
export class AlertBook {
  readonly index = new AlertIndex();
  readonly streams = new MemberStreams();
  private client: pg.Client | null = null;
  private stopped = false;
  private retry: NodeJS.Timeout | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private waiters = new Map<string, () => void>();
  private seq = 0;

  constructor(
    private readonly db: Db,
    private readonly connection: pg.ClientConfig | null,
    private readonly log: { warn: (obj: unknown, msg?: string) => void },
  ) {}

  /** LISTENs, then loads every enabled alert (a change committed in between is in the load or in a notification). */
  async start(): Promise<void> {
    if (this.stopped) return;
    if (this.connection) {
      const client = new pg.Client({ ...this.connection, application_name: 'gprs-alert' });
      client.on('error', (err) => {
        this.log.warn({ err }, 'alert listener connection lost');
        this.reconnect(client);
      });
      client.on('notification', (msg) => {
        if (msg.channel !== ALERT_CHANNEL || !msg.payload) return;
        const payload = msg.payload;
        this.queue = this.queue.then(() => this.handle(payload)).catch((err) => this.log.warn({ err }, 'bad alert notification'));
      });
      await client.connect();
      await client.query(`listen ${ALERT_CHANNEL}`);
      if (this.stopped) {
        await client.end().catch(() => undefined);
        return;
      }
      this.client = client;
    }
    this.index.replaceAll(await readAlerts(this.db));
  }

  private async handle(payload: string): Promise<void> {
    const kind = payload[0];
    const rest = payload.slice(2);
    if (kind === 'a') {
      if (rest === '*') this.index.replaceAll(await readAlerts(this.db));
      else {
        const id = Number(rest);
        const [row] = await readAlerts(this.db, id);
        if (row) this.index.put(row);
        else this.index.remove(id);
      }
    } else if (kind === 't') {
      for (const part of rest.split(',')) {
        const [id, flag] = part.split(':');
        this.index.setActive(Number(id), flag === '1');
      }
    } else if (kind === 'f') {
      const space = rest.indexOf(' ');
      this.streams.deliver(Number(rest.slice(0, space)), rest.slice(space + 1));
    } else if (kind === 's') {
      this.waiters.get(rest)?.();
    }
  }

  /** Resolves once every notification committed before the call has been applied here (tests, scripts). */
  async sync(timeoutMs = 5000): Promise<void> {
    if (!this.client) return;
    const marker = `${process.pid}-${++this.seq}`;
    let timer: NodeJS.Timeout | undefined;
    const arrived = new Promise<void>((resolve) => {
      this.waiters.set(marker, resolve);
      timer = setTimeout(resolve, timeoutMs);
    });
    await this.db.execute(sql`select pg_notify(${ALERT_CHANNEL}, ${`s ${marker}`})`);
    await arrived;
    clearTimeout(timer);
    this.waiters.delete(marker);
  }

  private reconnect(lost: pg.Client): void {
    if (this.client === lost) this.client = null;
    lost.end().catch(() => undefined);
    if (this.stopped || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      // notifications sent while nobody listened are lost: start() reads every alert again
      this.start().catch((err) => {
        this.log.warn({ err }, 'alert listener reconnect failed');
        this.reconnect(this.client ?? lost);
      });
    }, 2000);
    this.retry.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    this.streams.closeAll();
    const client = this.client;
    this.client = null;
    if (client) await client.end().catch(() => undefined);
  }
}

/** Sends alert-channel notifications (delivered at commit when inside a transaction); each stays under NOTIFY's 8000 bytes. */
export async function notifyAlerts(db: Db, payloads: string[]): Promise<void> {
  if (!payloads.length) return;
  await db.execute(sql`select pg_notify(${ALERT_CHANNEL}, p) from unnest(array[${sql.join(
    payloads.map((p) => sql`${p}`),
    sql`, `,
  )}]::text[]) with ordinality as t(p, i) order by i`);
}

/** `t id:flag,…` payloads of at most ~7000 bytes each. */
export function flipPayloads(flips: { id: number; active: boolean }[]): string[] {
  const out: string[] = [];
  let parts: string[] = [];
  let size = 0;
  for (const f of flips) {
    const part = `${f.id}:${f.active ? 1 : 0}`;
    if (size + part.length + 1 > 7000 && parts.length) {
      out.push(`t ${parts.join(',')}`);
      parts = [];
      size = 0;
    }
    parts.push(part);
    size += part.length + 1;
  }
  if (parts.length) out.push(`t ${parts.join(',')}`);
  return out;
}

// ---------------------------------------------------------------- one book per database

const books = new Map<string, AlertBook>();
const keys = new WeakMap<object, string>();

/**
 * Which database a handle (the pool's or a transaction's) talks to: host, port and database name. The quote path gets
 * either kind of handle and must find the book of its database.
 */
export function databaseKey(db: Db): string | null {
  const handle = db as unknown as { session?: { client?: object }; $client?: object };
  const client = handle.session?.client ?? handle.$client;
  if (!client) return null;
  let key = keys.get(client);
  if (key === undefined) {
    const c = client instanceof pg.Pool ? new pg.Client((client as unknown as { options: pg.ClientConfig }).options) : (client as pg.Client);
    const p = c as unknown as { host?: string; port?: number; database?: string };
    key = `${p.host}:${p.port}/${p.database}`;
    keys.set(client, key);
  }
  return key;
}

export function registerBook(db: Db, book: AlertBook): void {
  const key = databaseKey(db);
  if (key) books.set(key, book);
}

export function unregisterBook(db: Db, book: AlertBook): void {
  const key = databaseKey(db);
  if (key && books.get(key) === book) books.delete(key);
}

/** The alert book of the database this handle talks to; null when no app on it keeps one (scripts). */
export function bookFor(db: Db): AlertBook | null {
  if (!books.size) return null;
  const key = databaseKey(db);
  return key ? (books.get(key) ?? null) : null;
}
