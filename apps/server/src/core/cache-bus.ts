import pg from 'pg';

/**
 * Per-process caches and their invalidation across server instances (docs/decisions/0023).
 *
 * Triggers on the cached tables (migration 0017) call `pg_notify('gprs_cache', <topic>)`; PostgreSQL delivers it to
 * every listening instance when the writing transaction commits. Each instance keeps one LISTEN connection; a
 * notification clears every cache of its topic. While that connection is down the caches are bypassed (every read
 * goes to the database), and they are cleared when it comes back, because notifications sent in between are lost.
 *
 * The instance that ran the write does not wait for its own notification: the triggers also record their topics in
 * the transaction-local setting `gprs.cache_topics`, `route()` reads it before the commit and clears those topics right
 * after it, before the response is sent.
 */
export const CACHE_CHANNEL = 'gprs_cache';

/**
 * What a cache depends on: `auth` = users, roles, menus, their links and access tokens; `dict` = dictionaries;
 * `market` = the stock market and content tables the public market reads use (migration 0018).
 */
export type CacheTopic = 'auth' | 'dict' | 'market';
export const CACHE_TOPICS: readonly CacheTopic[] = ['auth', 'dict', 'market'];

/** The topics a transaction touched, from the comma-separated `gprs.cache_topics` setting ('' or null when none). */
export function parseCacheTopics(setting: string | null | undefined): CacheTopic[] {
  if (!setting) return [];
  const known = new Set<string>(CACHE_TOPICS);
  return [...new Set(setting.split(','))].filter((t): t is CacheTopic => known.has(t));
}

/** SQL that reads the topics of the current transaction (run as its last statement). */
export const READ_CACHE_TOPICS_SQL = "select current_setting('gprs.cache_topics', true) as topics";

interface BusLog {
  warn(obj: unknown, msg?: string): void;
}

export class CacheBus {
  private readonly handlers = new Map<CacheTopic, Set<() => void>>();
  private client: pg.Client | null = null;
  private stopped = false;
  private retry: NodeJS.Timeout | null = null;
  private readonly syncWaiters = new Map<string, () => void>();
  private syncSeq = 0;
  private sending: Promise<unknown> = Promise.resolve();

  /** `connection`: settings for the dedicated LISTEN connection; null = no database to listen to (caches bypassed). */
  constructor(
    private readonly connection: pg.ClientConfig | null,
    private readonly log: BusLog,
    private readonly retryMs = 1000,
  ) {}

  /** True while notifications arrive; caches are used only then. */
  get listening(): boolean {
    return this.client !== null;
  }

  on(topic: CacheTopic, handler: () => void): () => void {
    let set = this.handlers.get(topic);
    if (!set) this.handlers.set(topic, (set = new Set()));
    set.add(handler);
    return () => set.delete(handler);
  }

  /** Clears this process's caches of the given topics. */
  emit(topics: Iterable<CacheTopic>): void {
    for (const topic of topics) for (const handler of this.handlers.get(topic) ?? []) handler();
  }

  async start(): Promise<void> {
    if (!this.connection || this.stopped) return;
    const client = new pg.Client({ ...this.connection, application_name: 'gprs-cache' });
    client.on('error', (err) => {
      this.log.warn({ err }, 'cache listener connection lost; caches bypassed until it is back');
      this.reconnect(client);
    });
    client.on('end', () => this.reconnect(client));
    client.on('notification', (msg) => {
      if (msg.channel !== CACHE_CHANNEL) return;
      const waiter = msg.payload ? this.syncWaiters.get(msg.payload) : undefined;
      if (waiter) waiter();
      else this.emit(parseCacheTopics(msg.payload));
    });
    try {
      await client.connect();
      await client.query(`listen ${CACHE_CHANNEL}`);
    } catch (err) {
      this.reconnect(client);
      throw err;
    }
    if (this.stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    // whatever changed while nobody listened is unknown: start from empty caches
    this.emit(CACHE_TOPICS);
    this.client = client;
  }

  /**
   * Resolves once every notification committed before the call has been applied here: PostgreSQL delivers
   * notifications in commit order, so our own marker arrives after them. For writes made outside `route()` (jobs,
   * tests, scripts) whose effect this process must see on its very next read.
   */
  async sync(timeoutMs = 5000): Promise<void> {
    const client = this.client;
    if (!client) return;
    const marker = `sync:${process.pid}:${++this.syncSeq}`;
    let timer: NodeJS.Timeout | undefined;
    const arrived = new Promise<void>((resolve) => {
      this.syncWaiters.set(marker, resolve);
      timer = setTimeout(resolve, timeoutMs);
    });
    // one query at a time on the listening connection
    this.sending = this.sending.then(() => client.query('select pg_notify($1, $2)', [CACHE_CHANNEL, marker])).catch(() => undefined);
    await this.sending;
    await arrived;
    clearTimeout(timer);
    this.syncWaiters.delete(marker);
  }

  private reconnect(lost: pg.Client): void {
    if (this.client === lost) this.client = null;
    this.emit(CACHE_TOPICS);
    lost.end().catch(() => undefined);
    if (this.stopped || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      this.start().catch((err) => this.log.warn({ err }, 'cache listener reconnect failed'));
    }, this.retryMs);
    this.retry.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    this.emit(CACHE_TOPICS);
    if (client) await client.end().catch(() => undefined);
  }
}

/**
 * A map kept per process and emptied when one of its topics is notified. A value loaded while an invalidation
 * happened is returned but not kept (its query may have read the old rows). `undefined`/`null` results are not kept.
 */
export class ProcessCache<K, V> {
  private readonly map = new Map<K, V>();
  private generation = 0;

  constructor(
    private readonly bus: CacheBus,
    topics: CacheTopic[],
    private readonly maxEntries = 20_000,
  ) {
    for (const topic of topics) bus.on(topic, () => this.clear());
  }

  async get(key: K, load: () => Promise<V>): Promise<V> {
    if (!this.bus.listening) return load();
    const hit = this.map.get(key);
    if (hit !== undefined) return hit;
    const generation = this.generation;
    const value = await load();
    if (value !== undefined && value !== null && generation === this.generation && this.bus.listening) {
      if (this.map.size >= this.maxEntries) this.map.clear();
      this.map.set(key, value);
    }
    return value;
  }

  delete(key: K): void {
    this.map.delete(key);
  }

  clear(): void {
    this.generation++;
    this.map.clear();
  }

  get size(): number {
    return this.map.size;
  }
}
