import crypto from 'node:crypto';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { systemUsers } from '../system/user/user.schema';
import { bulkInsert, bulkInsertRows, column, copyInsert, withPrimaryKeyRebuilt, type BulkColumn } from '../../core/bulk';
import { stockEssay, stockInformation, stockNav, stockNews } from './content.schema';
import { seedMoneyHistory } from './feed/money-sim';
import { seedBooks } from './feed/book-sim';
import { simulatedHotSnapshot } from './feed/hot-sim';
import { Prng } from './generator/prng';
import { generateMarket, type BarColumns, type GenerateOptions, type MarketData, type MarketScale } from './generator/market-generator';
import { stockConcept, stockIndex } from './market.schema';
import { stockMemberFavorite, stockMemberGroup, stockMemberGroupItem, stockMemberRecord } from './member.schema';
import { sanitizeHtml } from './sanitize';

export type { MarketScale };

async function insertBatches<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

function barColumns(keyName: string, bars: BarColumns, withTurnover: boolean): BulkColumn[] {
  const cols: BulkColumn[] = [
    { name: keyName, type: 'varchar', values: bars.code },
    { name: 'trade_date', type: 'date', values: bars.tradeDate },
    { name: 'open', type: 'numeric', values: bars.open },
    { name: 'high', type: 'numeric', values: bars.high },
    { name: 'low', type: 'numeric', values: bars.low },
    { name: 'close', type: 'numeric', values: bars.close },
    { name: 'prev_close', type: 'numeric', values: bars.prevClose },
    { name: 'volume', type: 'int8', values: bars.volume },
    { name: 'amount', type: 'numeric', values: bars.amount },
    { name: 'change_percent', type: 'numeric', values: bars.changePercent },
  ];
  if (withTurnover) cols.push({ name: 'turnover_rate', type: 'numeric', values: bars.turnoverRate });
  return cols;
}

/** Writes generated market data into empty stock tables. */
export async function writeMarket(db: Db, m: MarketData): Promise<void> {
  const now = new Date();
  const stocks = m.stocks.map((s) => ({ ...s, quoteTime: now }));
  await bulkInsertRows(db, 'stock_info', stocks, [
    ['code', 'varchar', 'code'],
    ['name', 'varchar', 'name'],
    ['pinyin', 'varchar', 'pinyin'],
    ['market_type', 'varchar', 'marketType'],
    ['board', 'varchar', 'board'],
    ['industry_code', 'varchar', 'industryCode'],
    ['industry_name', 'varchar', 'industryName'],
    ['concept_names', 'varchar[]', 'conceptNames'],
    ['is_st', 'bool', 'isSt'],
    ['list_date', 'date', 'listDate'],
    ['total_shares', 'int8', 'totalShares'],
    ['float_shares', 'int8', 'floatShares'],
    ['price', 'numeric', 'price'],
    ['change', 'numeric', 'change'],
    ['change_percent', 'numeric', 'changePercent'],
    ['open', 'numeric', 'open'],
    ['high', 'numeric', 'high'],
    ['low', 'numeric', 'low'],
    ['prev_close', 'numeric', 'prevClose'],
    ['limit_up_price', 'numeric', 'limitUpPrice'],
    ['limit_down_price', 'numeric', 'limitDownPrice'],
    ['volume', 'int8', 'volume'],
    ['amount', 'numeric', 'amount'],
    ['turnover_rate', 'numeric', 'turnoverRate'],
    ['volume_ratio', 'numeric', 'volumeRatio'],
    ['amplitude', 'numeric', 'amplitude'],
    ['pe', 'numeric', 'pe'],
    ['pb', 'numeric', 'pb'],
    ['total_market_cap', 'numeric', 'totalMarketCap'],
    ['float_market_cap', 'numeric', 'floatMarketCap'],
    ['hot_rank', 'int4', 'hotRank'],
    ['heat', 'int4', 'heat'],
    ['quote_time', 'timestamptz', 'quoteTime'],
  ]);
  await db.insert(stockConcept).values(m.concepts);
  await bulkInsert(
    db,
    'stock_concept_member',
    [
      { name: 'concept_code', type: 'varchar', values: column(m.members, 'conceptCode') },
      { name: 'stock_code', type: 'varchar', values: column(m.members, 'stockCode') },
      { name: 'reason', type: 'varchar', values: column(m.members, 'reason') },
    ],
    m.members.length,
  );
  await withPrimaryKeyRebuilt(db, 'stock_daily', () => copyInsert(db, 'stock_daily', barColumns('stock_code', m.stockDaily, true), m.stockDaily.length));
  await copyInsert(db, 'stock_concept_daily', barColumns('concept_code', m.conceptDaily, false), m.conceptDaily.length);
  await db.insert(stockIndex).values(m.indices.map((i) => ({ ...i, quoteTime: now })));
  await bulkInsert(db, 'stock_index_daily', barColumns('index_code', m.indexDaily, false), m.indexDaily.length);
  await bulkInsert(
    db,
    'stock_minute',
    [
      { name: 'security_type', type: 'int2', values: column(m.minutes, 'securityType') },
      { name: 'code', type: 'varchar', values: column(m.minutes, 'code') },
      { name: 'trade_date', type: 'date', values: column(m.minutes, 'tradeDate') },
      { name: 'minute', type: 'int2', values: column(m.minutes, 'minute') },
      { name: 'price', type: 'numeric', values: column(m.minutes, 'price') },
      { name: 'avg_price', type: 'numeric', values: column(m.minutes, 'avgPrice') },
      { name: 'volume', type: 'int8', values: column(m.minutes, 'volume') },
      { name: 'amount', type: 'numeric', values: column(m.minutes, 'amount') },
    ],
    m.minutes.length,
  );
  const t = m.turnover;
  await bulkInsert(
    db,
    'stock_market_turnover',
    [
      { name: 'trade_date', type: 'date', values: column(t, 'tradeDate') },
      { name: 'sh_amount', type: 'numeric', values: column(t, 'shAmount') },
      { name: 'sz_amount', type: 'numeric', values: column(t, 'szAmount') },
      { name: 'bj_amount', type: 'numeric', values: column(t, 'bjAmount') },
      { name: 'total_amount', type: 'numeric', values: column(t, 'totalAmount') },
      { name: 'up_count', type: 'int4', values: column(t, 'upCount') },
      { name: 'down_count', type: 'int4', values: column(t, 'downCount') },
      { name: 'flat_count', type: 'int4', values: column(t, 'flatCount') },
      { name: 'limit_up_count', type: 'int4', values: column(t, 'limitUpCount') },
      { name: 'limit_down_count', type: 'int4', values: column(t, 'limitDownCount') },
    ],
    t.length,
  );
  const l = m.limitUp;
  await bulkInsert(
    db,
    'stock_limit_up',
    [
      { name: 'trade_date', type: 'date', values: column(l, 'tradeDate') },
      { name: 'pool_type', type: 'int2', values: column(l, 'poolType') },
      { name: 'stock_code', type: 'varchar', values: column(l, 'stockCode') },
      { name: 'stock_name', type: 'varchar', values: column(l, 'stockName') },
      { name: 'price', type: 'numeric', values: column(l, 'price') },
      { name: 'change_percent', type: 'numeric', values: column(l, 'changePercent') },
      { name: 'amount', type: 'numeric', values: column(l, 'amount') },
      { name: 'turnover_rate', type: 'numeric', values: column(l, 'turnoverRate') },
      { name: 'float_market_cap', type: 'numeric', values: column(l, 'floatMarketCap') },
      { name: 'seal_amount', type: 'numeric', values: column(l, 'sealAmount') },
      { name: 'first_seal_time', type: 'varchar', values: column(l, 'firstSealTime') },
      { name: 'last_seal_time', type: 'varchar', values: column(l, 'lastSealTime') },
      { name: 'open_count', type: 'int4', values: column(l, 'openCount') },
      { name: 'streak', type: 'int4', values: column(l, 'streak') },
      { name: 'nt_n', type: 'int4', values: column(l, 'ntN') },
      { name: 'nt_t', type: 'int4', values: column(l, 'ntT') },
      { name: 'reason_concept', type: 'varchar', values: column(l, 'reasonConcept') },
      { name: 'reason', type: 'varchar', values: column(l, 'reason') },
      { name: 'one_word', type: 'bool', values: column(l, 'oneWord') },
    ],
    l.length,
  );
  // generated news are built from fixed templates and plain names (no markup from outside), so they skip the purifier
  await bulkInsertRows(db, 'stock_news', m.news, [
    ['title', 'varchar', 'title'],
    ['summary', 'varchar', 'summary'],
    ['content', 'text', 'content'],
    ['cover', 'varchar', 'cover'],
    ['source', 'varchar', 'source'],
    ['url', 'varchar', 'url'],
    ['publish_time', 'timestamptz', 'publishTime'],
    ['stock_codes', 'varchar[]', 'stockCodes'],
    ['concept_codes', 'varchar[]', 'conceptCodes'],
    ['views', 'int4', 'views'],
  ]);
  await bulkInsertRows(db, 'stock_information', m.information, [
    ['publish_time', 'timestamptz', 'publishTime'],
    ['title', 'varchar', 'title'],
    ['content', 'text', 'content'],
    ['level', 'int2', 'level'],
    ['source', 'varchar', 'source'],
    ['stock_codes', 'varchar[]', 'stockCodes'],
  ]);
  await bulkInsertRows(db, 'stock_announcement', m.announcements, [
    ['stock_code', 'varchar', 'stockCode'],
    ['stock_name', 'varchar', 'stockName'],
    ['title', 'varchar', 'title'],
    ['type', 'varchar', 'type'],
    ['ann_date', 'date', 'annDate'],
    ['url', 'varchar', 'url'],
  ]);
  await insertBatches(m.essays, 500, (chunk) => db.insert(stockEssay).values(chunk.map((e) => ({ ...e, content: sanitizeHtml(e.content) }))));
  await db.insert(stockNav).values(m.navs);
}

/** A demo watch list, favourites and records for the demo member account (when it exists). */
async function seedMemberDemo(db: Db, m: MarketData): Promise<void> {
  const [member] = await db.select({ id: systemUsers.id }).from(systemUsers).where(eq(systemUsers.username, 'member'));
  if (!member) return;
  const userId = member.id;
  const [mine, liquor] = await db
    .insert(stockMemberGroup)
    .values([
      { userId, name: '我的自选', sort: 1 },
      { userId, name: '白酒观察', sort: 2 },
    ])
    .returning({ id: stockMemberGroup.id });
  const pick = (codes: string[]) => codes.filter((c) => m.stocks.some((s) => s.code === c));
  const mineCodes = pick(['600519', '300750', '601318', '002594', '300059', '688981']);
  const liquorCodes = pick(['600519', '000858', '000568', '600809']);
  const items = [
    ...mineCodes.map((stockCode, i) => ({ userId, groupId: mine.id, stockCode, sort: i + 1 })),
    ...liquorCodes.map((stockCode, i) => ({ userId, groupId: liquor.id, stockCode, sort: i + 1 })),
  ];
  if (items.length) await db.insert(stockMemberGroupItem).values(items);
  const news = await db.select({ id: stockNews.id }).from(stockNews).orderBy(stockNews.id).limit(3);
  const infos = await db.select({ id: stockInformation.id }).from(stockInformation).orderBy(stockInformation.id).limit(2);
  const concepts = await db.select({ id: stockConcept.id }).from(stockConcept).where(inArray(stockConcept.type, [2])).orderBy(stockConcept.id).limit(3);
  const favs = [
    ...news.map((n) => ({ userId, targetType: 1, targetId: n.id })),
    ...infos.map((n) => ({ userId, targetType: 2, targetId: n.id })),
    ...concepts.map((n) => ({ userId, targetType: 3, targetId: n.id })),
  ];
  if (favs.length) await db.insert(stockMemberFavorite).values(favs);
  await db.insert(stockMemberRecord).values([
    { userId, title: '本周复盘：机器人板块分歧转一致', content: '<p>人形机器人板块连续三日放量，龙头封板坚决，关注减速器与灵巧手方向。</p>', stockCodes: pick(['300124', '002050']), isOpenRecord: 0 },
    { userId, title: '持仓笔记（私密）', content: '<p>白酒仓位控制在三成以内，跌破年线减仓。</p>', stockCodes: pick(['600519']), isOpenRecord: 1 },
  ]);
}

/** Stock daily bars written by the seed itself when the rest of the history is deferred (what the first pages show). */
export const RECENT_HISTORY_DAYS = 30;
/** Older trade days written per background transaction. */
const HISTORY_CHUNK_DAYS = 20;
/** Table comment of stock_daily while older bars are still to be written (followed by the JSON of HistoryPending). */
const HISTORY_MARKER = 'gprs:history-pending ';

interface HistoryPending {
  scale: MarketScale;
  seed?: number;
  /** the generation's `today` (ISO): the same seed and instant give the same bars */
  today: string;
  /** bars older than this trade day are still missing */
  before: string;
}

let deferHistory = false;
/** The market generated by this process's seed, kept for completeMarketHistory() so it is not generated twice. */
let generated: { key: string; data: MarketData } | null = null;

/**
 * `npm start` (SEED_MARKET_HISTORY=background): the seed writes only the last RECENT_HISTORY_DAYS of stock daily bars,
 * so the first pages have their data sooner; completeMarketHistory() writes the rest after the server is up.
 */
export function deferMarketHistory(on: boolean): void {
  deferHistory = on;
}

/** The rows of `bars` at the given indexes. */
function pickBars(bars: BarColumns, idx: number[]): BarColumns {
  const f = (a: Float64Array) => Float64Array.from(idx, (i) => a[i]);
  return {
    length: idx.length,
    code: idx.map((i) => bars.code[i]),
    tradeDate: idx.map((i) => bars.tradeDate[i]),
    open: f(bars.open),
    high: f(bars.high),
    low: f(bars.low),
    close: f(bars.close),
    prevClose: f(bars.prevClose),
    volume: f(bars.volume),
    amount: f(bars.amount),
    changePercent: f(bars.changePercent),
    turnoverRate: f(bars.turnoverRate),
  };
}

/** Row indexes of `bars` whose trade day passes `keep`. */
function barsWhere(bars: BarColumns, keep: (tradeDate: string) => boolean): number[] {
  const idx: number[] = [];
  for (let i = 0; i < bars.length; i++) if (keep(bars.tradeDate[i])) idx.push(i);
  return idx;
}

/** workerData key of the thread that generates the market for prepareMarket() (this same module, or the bundle). */
const GENERATOR_WORKER = 'gprs-market-generator';
let prepared: { scale: MarketScale; today: Date; data: Promise<MarketData> } | null = null;

/**
 * Starts generating the market in a worker thread (a first start does it while PostgreSQL is initialised and the
 * other demo data is written: CPU beside database work); the next seedMarket() of that scale without seed or day uses
 * it. Falls back to generating in this thread if the worker fails.
 */
export function prepareMarket(scale: MarketScale, log: (message: string) => void = () => undefined): void {
  // from TypeScript sources (tsx, dev server) a worker would lack the loader: seedMarket() generates in this thread
  if (import.meta.url.endsWith('.ts')) return;
  const today = new Date();
  const started = performance.now();
  const data = new Promise<MarketData>((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: { [GENERATOR_WORKER]: { scale, today: today.toISOString() } } });
    worker.once('message', (market: MarketData) => {
      resolve(market);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`market generator thread exited with ${code}`)));
  }).then(
    (market) => {
      log(`market generated in a worker thread in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      return market;
    },
    (err: Error) => {
      log(`market generator thread failed (${err.message}); generating in the main thread`);
      return generateMarket({ scale, today });
    },
  );
  prepared = { scale, today, data };
}

// the generator thread started by prepareMarket(): generate, hand the result over (bar columns moved, not copied)
if (!isMainThread && parentPort && (workerData as Record<string, unknown> | null)?.[GENERATOR_WORKER]) {
  const job = (workerData as Record<string, { scale: MarketScale; today: string }>)[GENERATOR_WORKER];
  const market = generateMarket({ scale: job.scale, today: new Date(job.today) });
  const buffers = new Set<ArrayBuffer>();
  for (const bars of [market.stockDaily, market.conceptDaily, market.indexDaily]) {
    for (const column of Object.values(bars)) if (column instanceof Float64Array) buffers.add(column.buffer as ArrayBuffer);
  }
  parentPort.postMessage(market, [...buffers]);
}

/**
 * Generates and writes the demo market (see generator/market-generator.ts): 'full' is the whole A-share market for
 * `npm start`, 'test' a small market for the test template. Deterministic for the same seed and day. With
 * deferMarketHistory(true) the stock daily bars before the last RECENT_HISTORY_DAYS are left to completeMarketHistory().
 */
export async function seedMarket(db: Db, options: { scale: MarketScale; seed?: number; today?: Date }): Promise<MarketData> {
  const ready = prepared?.scale === options.scale && options.seed === undefined && !options.today ? prepared : null;
  prepared = null;
  const today = ready?.today ?? options.today ?? new Date();
  const data = ready ? await ready.data : generateMarket({ ...options, today } as GenerateOptions);
  const before = data.tradeDays[data.tradeDays.length - RECENT_HISTORY_DAYS];
  if (!deferHistory || !before || before === data.tradeDays[0]) {
    await writeMarket(db, data);
  } else {
    await writeMarket(db, { ...data, stockDaily: pickBars(data.stockDaily, barsWhere(data.stockDaily, (d) => d >= before)) });
    const pending: HistoryPending = { scale: options.scale, seed: options.seed, today: today.toISOString(), before };
    await markHistory(db, pending);
    generated = { key: JSON.stringify({ ...pending, before: undefined }), data };
  }
  await seedMemberDemo(db, data);
  // the 人气榜's first snapshot: the generated ranks, tags and 上榜理由 read from the market just written (decision 0037)
  await simulatedHotSnapshot(db, { tradeDate: data.tradeDays[data.tradeDays.length - 1], now: today, rankBy: 'stored', source: 'seed' });
  // 资金流向 of the last days and 龙虎榜 of the closed ones, from the bars just written (decision 0036)
  await seedMoneyHistory(db, data.tradeDays, new Prng((options.seed ?? 20_260_101) + 36), today);
  // 集合竞价 of the last days, 盘口 and the last trades of the latest day (decision 0040)
  await seedBooks(db, data.tradeDays, new Prng((options.seed ?? 20_260_101) + 40), today);
  await db.execute(sql`analyze stock_daily`);
  return data;
}

async function markHistory(db: Db, pending: HistoryPending | null): Promise<void> {
  const text = pending ? `'${(HISTORY_MARKER + JSON.stringify(pending)).replaceAll("'", "''")}'` : 'null';
  await db.execute(sql.raw(`comment on table stock_daily is ${text}`));
}

/**
 * Writes the stock daily bars a deferred seed left out, newest days first, HISTORY_CHUNK_DAYS trade days per
 * transaction; each transaction also moves the marker, so an interrupted run resumes where it stopped at the next
 * start (the market is generated again from the same seed and instant, which gives the same bars). Reports progress
 * through `log`; `stopping()` ends it between chunks. Answers whether there was anything to do.
 */
export async function completeMarketHistory(
  db: Db,
  log: (message: string) => void,
  stopping: () => boolean = () => false,
): Promise<boolean> {
  const found = await db.execute<{ d: string | null }>(sql`select obj_description('stock_daily'::regclass, 'pg_class') as d`);
  const marker = found.rows[0]?.d;
  if (!marker?.startsWith(HISTORY_MARKER)) return false;
  const pending = JSON.parse(marker.slice(HISTORY_MARKER.length)) as HistoryPending;
  const started = performance.now();
  const key = JSON.stringify({ ...pending, before: undefined });
  const data = generated?.key === key ? generated.data : generateMarket({ scale: pending.scale, seed: pending.seed, today: new Date(pending.today) } as GenerateOptions);
  generated = null;
  const missing = data.tradeDays.filter((d) => d < pending.before).reverse();
  const byDay = new Map<string, number[]>();
  const wanted = new Set(missing);
  for (let i = 0; i < data.stockDaily.length; i++) {
    const d = data.stockDaily.tradeDate[i];
    if (wanted.has(d)) (byDay.get(d) ?? byDay.set(d, []).get(d)!).push(i);
  }
  let bars = 0;
  const total = [...byDay.values()].reduce((n, list) => n + list.length, 0);
  log(`market history: writing ${total.toLocaleString('en')} older daily bars (${missing.length} trade days before ${pending.before}) in the background …`);
  for (let k = 0; k < missing.length; k += HISTORY_CHUNK_DAYS) {
    if (stopping()) return true;
    const days = missing.slice(k, k + HISTORY_CHUNK_DAYS);
    const idx = days.flatMap((d) => byDay.get(d) ?? []);
    const oldest = days[days.length - 1];
    const last = k + HISTORY_CHUNK_DAYS >= missing.length;
    await db.transaction(async (trx) => {
      const tx = trx as unknown as Db;
      const chunk = pickBars(data.stockDaily, idx);
      await copyInsert(tx, 'stock_daily', barColumns('stock_code', chunk, true), chunk.length);
      await markHistory(tx, last ? null : { ...pending, before: oldest });
    });
    bars += idx.length;
    log(`market history: ${Math.round((bars / total) * 100)} % (${bars.toLocaleString('en')} bars, back to ${oldest}, ${((performance.now() - started) / 1000).toFixed(1)} s)`);
  }
  await db.execute(sql`analyze stock_daily`);
  log(`market history complete in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return true;
}

/** SHA-256 over every generated row, to prove that the same seed gives the same market. */
export function marketChecksum(m: MarketData): string {
  const hash = crypto.createHash('sha256');
  const feed = (v: unknown) => hash.update(JSON.stringify(v, (_k, x) => (x instanceof Float64Array ? Array.from(x) : x)));
  feed(m.tradeDays);
  feed(m.stocks);
  feed(m.concepts);
  feed(m.members);
  for (const bars of [m.stockDaily, m.conceptDaily, m.indexDaily]) {
    feed(bars.code);
    feed(bars.tradeDate);
    for (const key of ['open', 'high', 'low', 'close', 'prevClose', 'volume', 'amount', 'changePercent', 'turnoverRate'] as const) feed(Array.from(bars[key]));
  }
  feed(m.indices);
  feed(m.minutes);
  feed(m.turnover);
  feed(m.limitUp);
  feed(m.news);
  feed(m.information);
  feed(m.announcements);
  feed(m.essays);
  feed(m.navs);
  return hash.digest('hex');
}
