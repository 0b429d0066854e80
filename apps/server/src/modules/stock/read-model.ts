import type { FastifyInstance } from 'fastify';
import { desc, inArray } from 'drizzle-orm';
import type { ConceptVO, StockQuoteVO } from '@gprs/contract';
import type { CacheBus } from '../../core/cache-bus';
import { PreparedJson } from '../../core/route';
import type { Db } from '../../db/client';
import { stockNews } from './content.schema';
import { stockConcept, stockInfo } from './market.schema';
import { toConcept, toQuote } from './market.service';
import { foldAscii, indexStocks, searchConcepts, searchStocks, type SearchableStock, type StockIndexEntry } from './search-index';

/** A news item as search returns it. */
export interface NewsHit {
  id: number;
  title: string;
  publishTime: Date;
  source: string;
}

/**
 * What search needs of the market at one version: every stock's code, name, pinyin initials and hot rank (indexed),
 * every concept, news titles. Quotes are not in it: the few stocks a search returns are read fresh by code, so a new
 * version reloads only these narrow columns (≈ 5,000 + 300 + 3,000 short rows).
 */
export interface MarketSnapshot {
  version: number;
  stocks: StockIndexEntry[];
  concepts: ConceptVO[];
  /** newest first (publish time, then id) */
  news: { hit: NewsHit; titleFold: string }[];
}

export interface MarketRead<T> {
  data: T;
  /** the answer serialised with its envelope and ETag; null while the caches are bypassed */
  json: PreparedJson | null;
}

/**
 * The per-process read model of the market (docs/decisions/0023, "Market read model").
 *
 * `version` advances on every change this instance learns of: topic `market` of the cache bus (triggers of migration
 * 0018 on the market and content tables, whoever writes; the writer's own transaction in route()) and every live-feed
 * notification (the LiveListener emits the topic before it forwards the event to the browsers). A new version empties
 * the answers and the snapshot at once, so nothing older than the last change seen is served; a load that started
 * before a change is returned to its own callers but not kept. While the cache bus does not listen, everything is
 * read from the database.
 */
export class MarketReadModel {
  private version = 0;
  private readonly answers = new Map<string, MarketRead<unknown>>();
  private readonly loading = new Map<string, Promise<MarketRead<unknown>>>();
  private snap: Promise<MarketSnapshot> | null = null;

  constructor(
    private readonly bus: CacheBus,
    private readonly db: Db,
    private readonly maxAnswers = 10_000,
  ) {
    bus.on('market', () => this.advance());
  }

  /** The current market version (advances with every change seen). */
  get currentVersion(): number {
    return this.version;
  }

  /** Number of answers kept for this version. */
  get size(): number {
    return this.answers.size;
  }

  /** A change was seen: forget every answer and the snapshot. */
  advance(): void {
    this.version++;
    this.answers.clear();
    this.loading.clear();
    this.snap = null;
  }

  /**
   * The answer for `key` (a request URL) at the current version: kept, being loaded (concurrent callers share one
   * load), or loaded now. Failures are not kept.
   */
  async read<T>(key: string, load: () => Promise<T>): Promise<MarketRead<T>> {
    if (!this.bus.listening) return { data: await load(), json: null };
    const kept = this.answers.get(key) ?? this.loading.get(key);
    if (kept) return kept as Promise<MarketRead<T>> | MarketRead<T>;
    const version = this.version;
    const pending = load().then((data) => ({ data, json: new PreparedJson(data) }));
    this.loading.set(key, pending);
    try {
      const answer = await pending;
      if (version === this.version && this.bus.listening) {
        if (this.answers.size >= this.maxAnswers) this.answers.clear();
        this.answers.set(key, answer);
      }
      return answer;
    } finally {
      if (this.loading.get(key) === pending) this.loading.delete(key);
    }
  }

  /** The market at the current version, loaded once per version; null while the caches are bypassed. */
  snapshot(): Promise<MarketSnapshot> | null {
    if (!this.bus.listening) return null;
    if (this.snap) return this.snap;
    const version = this.version;
    const loading = loadSnapshot(this.db, version);
    this.snap = loading;
    loading.catch(() => {
      if (this.snap === loading) this.snap = null;
    });
    return loading;
  }
}

async function loadSnapshot(db: Db, version: number): Promise<MarketSnapshot> {
  const [stocks, concepts, news] = await Promise.all([
    db.select({ code: stockInfo.code, name: stockInfo.name, pinyin: stockInfo.pinyin, hotRank: stockInfo.hotRank }).from(stockInfo),
    db.select().from(stockConcept),
    db
      .select({ id: stockNews.id, title: stockNews.title, publishTime: stockNews.publishTime, source: stockNews.source })
      .from(stockNews)
      .orderBy(desc(stockNews.publishTime), desc(stockNews.id)),
  ]);
  return {
    version,
    stocks: indexStocks(stocks),
    concepts: concepts.map(toConcept),
    news: news.map((hit) => ({ hit, titleFold: foldAscii(hit.title) })),
  };
}

/** Search answered from a snapshot (stocks as index entries, best first): what `searchSql` finds in the same rows. */
export function searchSnapshot(snapshot: MarketSnapshot, keyword: string, limit: number): { stocks: SearchableStock[]; concepts: ConceptVO[]; news: NewsHit[] } {
  const folded = foldAscii(keyword);
  const few = Math.min(limit, 10);
  const news: NewsHit[] = [];
  for (const n of snapshot.news) {
    if (news.length >= few) break;
    if (n.titleFold.includes(folded)) news.push(n.hit);
  }
  return { stocks: searchStocks(snapshot.stocks, keyword, limit), concepts: searchConcepts(snapshot.concepts, keyword, few), news };
}

/** Search from the snapshot, with the found stocks' quotes read by code (one indexed query). */
export async function searchMarket(db: Db, snapshot: MarketSnapshot, keyword: string, limit: number) {
  const found = searchSnapshot(snapshot, keyword, limit);
  const rows = found.stocks.length ? await db.select().from(stockInfo).where(inArray(stockInfo.code, found.stocks.map((s) => s.code))) : [];
  const byCode = new Map(rows.map((r) => [r.code, r]));
  const stocks: StockQuoteVO[] = [];
  for (const s of found.stocks) {
    const row = byCode.get(s.code);
    if (row) stocks.push(toQuote(row));
  }
  return { stocks, concepts: found.concepts, news: found.news };
}

const models = new WeakMap<CacheBus, MarketReadModel>();

/** The read model of this app (one per cache bus, shared by the root and the /admin-api scope). */
export function getMarketReadModel(app: FastifyInstance): MarketReadModel {
  let model = models.get(app.cacheBus);
  if (!model) {
    model = new MarketReadModel(app.cacheBus, app.db);
    models.set(app.cacheBus, model);
  }
  return model;
}
