import { and, eq, inArray, sql } from 'drizzle-orm';
import { twoMarketAmount } from '@gprs/contract';
import type { Db } from '../../../db/client';
import { stockInformation, stockNews } from '../content.schema';
import { Prng } from '../generator/prng';
import { DEMO_FLASH_SOURCE, SOURCES } from '../generator/names';
import { isContinuousTrading, isTradeDay, lastTradeDays, limitPrices, limitRate, sessionClock, shanghaiDate, shanghaiMinutes, toCents, tradingSession, type Board, volumeRatio } from '../market-rules';
import { EMPTY_FLOW, addFlows, flowNets, moneyBias, splitTurnover, type FlowBuckets } from '../money/money-rules';
import { stockConcept, stockIndex, stockInfo, stockLimitUp } from '../market.schema';
import { publishLive, type LiveEvent } from './live-hub';
import { applyMoneyFlows } from './money-path';
import { simulateDragonTiger } from './money-sim';
import { applyIndices, applyQuotes, resolveTradeDate, rollTradeDay } from './quote-path';
import { simulatedHotSnapshot } from './hot-sim';
import { BookSimulator } from './book-sim';
import { boardMoveFlash, boardStep, brokenLimitFlash, closingReview, type BoardReach, type FlashDraft } from './event-flash';

/** A source of market data that runs in the background (the simulator) or is fed files (the importer). */
export interface MarketFeed {
  readonly name: string;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface SimulatorOptions {
  /** ms between ticks (default 3000) */
  intervalMs?: number;
  /** tick outside trading hours too (MARKET_SIMULATOR_ALWAYS=true) */
  always?: boolean;
  /** share of stocks moved per tick (default 0.1, at least 30) */
  moveShare?: number;
  /** chance per moved stock and tick to run up to its upper limit (default 0.004) */
  limitUpChance?: number;
  /** chance that a sealed stock breaks its seal on a tick (default 0.05) */
  breakChance?: number;
  seed?: number;
  log?: { warn: (obj: unknown, msg?: string) => void; info?: (obj: unknown, msg?: string) => void };
}

interface SimStock {
  code: string;
  name: string;
  marketType: string;
  board: Board;
  isSt: boolean;
  listDate: string;
  floatShares: number;
  totalShares: number;
  prev: number;
  price: number;
  open: number;
  high: number;
  low: number;
  volume: number;
  amount: number;
  up: number | null;
  down: number | null;
  heat: number;
  /** average daily volume of the 5 trade days before today (for 量比) */
  avg5Volume: number;
  concepts: string[];
  /** limit-up state today */
  seal: 'none' | 'sealed' | 'broken';
  openCount: number;
  firstSeal: string | null;
  lastSeal: string | null;
  inDownPool: boolean;
  /** 资金流向 of the day in cents (money-rules FlowBuckets): always adds up to the stored turnover */
  flow: FlowBuckets;
  /** the flow changed since it was last written */
  flowDirty: boolean;
}

export interface TickResult {
  tradeDate: string;
  moved: number;
  joinedLimitUp: string[];
  broken: string[];
  joinedLimitDown: string[];
}

const INDEX_FILTERS: Record<string, (s: SimStock) => boolean> = {
  '000001': (s) => s.marketType === 'SH',
  '399001': (s) => s.marketType === 'SZ',
  '399006': (s) => s.board === 'gem',
  '000688': (s) => s.board === 'star',
  '899050': (s) => s.board === 'bse',
  '000300': (s) => s.marketType !== 'BJ',
  '000016': (s) => s.marketType === 'SH' && s.board === 'main',
  '000905': (s) => s.marketType !== 'BJ',
  '000852': (s) => s.marketType !== 'BJ',
};

/**
 * The built-in market simulator: during continuous trading (or always, for demos) each tick moves a share of the
 * stocks by a bounded random walk that never leaves the day's limit prices, follows stocks into and out of the
 * limit-up pools (涨停 → 炸板 with its open count, re-seal → 涨停, 跌停), appends minute quotes, refreshes concepts,
 * indices, two-market turnover and hot ranks, writes flashes, and NOTIFYs the live channel.
 */
export class MarketSimulator implements MarketFeed {
  readonly name = 'simulator';
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;
  private stocks: SimStock[] = [];
  private tradeDate = '';
  private rng: Prng;
  private ticks = 0;
  /** the trade day whose 龙虎榜 this process has listed (or found listed) */
  private closedDate = '';
  /** 盘口, 逐笔 and 集合竞价 of the simulated stocks (decision 0040) */
  private readonly books = new BookSimulator();
  /** the trade date of boardReach, and the furthest 2 % steps each board reached that day */
  private boardDate = '';
  private readonly boardReach = new Map<string, BoardReach>();

  constructor(
    private readonly db: Db,
    private readonly options: SimulatorOptions = {},
    private readonly isTradingTime: (now: Date) => boolean = () => true,
  ) {
    this.rng = new Prng(options.seed ?? Date.now() % 2_147_483_647);
  }

  async start(): Promise<void> {
    if (this.timer) return;
    const interval = this.options.intervalMs ?? 3000;
    this.timer = setInterval(() => {
      if (this.running) return;
      const now = new Date();
      if (!this.options.always && !this.isTradingTime(now)) {
        // after 15:00 of a trade day the day's 龙虎榜 is published, once
        if (isTradeDay(shanghaiDate(now)) && shanghaiMinutes(now) >= 15 * 60 && this.closedDate !== shanghaiDate(now)) {
          this.running = this.closeDay(now)
            .catch((err) => this.options.log?.warn({ err }, 'market simulator close failed'))
            .finally(() => (this.running = null));
        }
        return;
      }
      this.running = this.tick(now)
        .catch((err) => this.options.log?.warn({ err }, 'market simulator tick failed'))
        .finally(() => (this.running = null));
    }, interval);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  private async load(date: string): Promise<void> {
    const rows = await this.db.select().from(stockInfo);
    const members = await this.db.execute<{ stock_code: string; names: string[] }>(
      sql`select m.stock_code, array_agg(c.name order by c.heat desc) as names from stock_concept_member m join stock_concept c on c.code = m.concept_code where c.type = 2 group by m.stock_code`,
    );
    const conceptsOf = new Map(members.rows.map((r) => [r.stock_code, r.names]));
    const pools = await this.db.select().from(stockLimitUp).where(and(eq(stockLimitUp.tradeDate, date), inArray(stockLimitUp.poolType, [1, 2, 3])));
    const poolOf = new Map<string, (typeof pools)[number][]>();
    for (const p of pools) poolOf.set(p.stockCode, [...(poolOf.get(p.stockCode) ?? []), p]);
    const recent = lastTradeDays(date, 6);
    const avg5 = await this.db.execute<{ stock_code: string; v: string }>(
      sql`select stock_code, avg(volume) v from stock_daily where trade_date >= ${recent[0]} and trade_date < ${date} group by stock_code`,
    );
    const avg5Of = new Map(avg5.rows.map((r) => [r.stock_code, Number(r.v)]));
    const flows = await this.db.execute<{ stock_code: string; f: number[] }>(
      sql`select stock_code, array[elg_buy, elg_sell, lg_buy, lg_sell, md_buy, md_sell, sm_buy, sm_sell]::float8[] f from stock_money_flow
        where trade_date = ${date} and elg_buy is not null and elg_sell is not null and lg_buy is not null and lg_sell is not null
          and md_buy is not null and md_sell is not null and sm_buy is not null and sm_sell is not null`,
    );
    const flowOf = new Map(flows.rows.map((r) => [r.stock_code, r.f.map((v) => Math.round(v * 100)) as FlowBuckets]));
    this.stocks = rows
      .filter((r) => r.price !== null && r.prevClose !== null)
      .map((r) => {
        const prev = toCents(r.prevClose!);
        const listDays = r.listDate >= recent[0] ? recent.filter((d) => d >= r.listDate).length : Number.POSITIVE_INFINITY;
        const lim = limitPrices(prev, limitRate(r.code, r.isSt, listDays));
        const p = poolOf.get(r.code) ?? [];
        const up = p.find((x) => x.poolType === 1);
        const broken = p.find((x) => x.poolType === 2);
        return {
          code: r.code,
          name: r.name,
          marketType: r.marketType,
          board: r.board as Board,
          isSt: r.isSt,
          listDate: r.listDate,
          floatShares: r.floatShares,
          totalShares: r.totalShares,
          prev,
          price: toCents(r.price!),
          open: toCents(r.open ?? r.price!),
          high: toCents(r.high ?? r.price!),
          low: toCents(r.low ?? r.price!),
          volume: r.volume,
          amount: r.amount,
          up: lim?.up ?? null,
          down: lim?.down ?? null,
          heat: r.heat,
          avg5Volume: avg5Of.get(r.code) ?? 0,
          concepts: conceptsOf.get(r.code) ?? [],
          seal: up ? 'sealed' : broken ? 'broken' : 'none',
          openCount: (up ?? broken)?.openCount ?? 0,
          firstSeal: (up ?? broken)?.firstSealTime ?? null,
          lastSeal: (up ?? broken)?.lastSealTime ?? null,
          inDownPool: p.some((x) => x.poolType === 3),
          ...this.dayFlow(flowOf.get(r.code), r.amount, r.changePercent ?? 0),
        } satisfies SimStock;
      });
    this.tradeDate = date;
  }

  /**
   * The day's flow of a stock as loaded: the stored one when it adds up to the stored turnover, else the turnover split
   * anew (a seeded or imported day, or figures from another door without buy / sell), to be written with the next tick.
   */
  private dayFlow(stored: FlowBuckets | undefined, amount: number, changePct: number): { flow: FlowBuckets; flowDirty: boolean } {
    const cents = Math.round(amount * 100);
    if (stored && stored.reduce((a, b) => a + b, 0) === cents) return { flow: stored, flowDirty: false };
    if (cents <= 0) return { flow: [...EMPTY_FLOW], flowDirty: false };
    return { flow: splitTurnover(cents, changePct / 10 + 0.3 * this.rng.normal(), this.rng), flowDirty: true };
  }

  /**
   * The close of a trade day: its 龙虎榜 from the day's bars (simulateDragonTiger: the stocks the listing rules select,
   * with seats that add up). Called by the 15:00 tick and, after it, by the timer; a day already listed is left alone.
   */
  async closeDay(now: Date = new Date()): Promise<number> {
    const { date } = await resolveTradeDate(this.db, now);
    this.closedDate = shanghaiDate(now);
    const written = await simulateDragonTiger(this.db, date, this.rng);
    await this.writeClosingReview(date, now);
    return written?.written ?? 0;
  }

  /** The day's 收评 news from the stored closing figures (closingReview), once per trade day. */
  private async writeClosingReview(date: string, now: Date): Promise<void> {
    const title = sql`${stockNews.title} like '收评：%' and ${stockNews.source} = ${SOURCES[0]} and (${stockNews.publishTime} at time zone 'Asia/Shanghai')::date = ${date}::date`;
    const [done] = await this.db.select({ id: stockNews.id }).from(stockNews).where(title).limit(1);
    const [day] = await this.db.execute<{ sh: number; sz: number; bj: number; up: number; down: number; flat: number; lu: number; ld: number }>(
      sql`select sh_amount::float8 sh, sz_amount::float8 sz, bj_amount::float8 bj, up_count up, down_count down, flat_count flat, limit_up_count lu, limit_down_count ld
            from stock_market_turnover where trade_date = ${date}`,
    ).then((r) => r.rows);
    if (done || !day) return;
    const indices = await this.db.select({ code: stockIndex.code, name: stockIndex.name, price: stockIndex.price, changePercent: stockIndex.changePercent }).from(stockIndex).where(inArray(stockIndex.code, ['000001', '399001', '399006']));
    const boards = (order: 'asc' | 'desc') =>
      this.db
        .select({ code: stockConcept.code, name: stockConcept.name, changePercent: stockConcept.changePercent })
        .from(stockConcept)
        .where(sql`${stockConcept.stockCount} > 0`)
        .orderBy(sql.raw(`change_percent ${order}`))
        .limit(3);
    const [leading, lagging] = await Promise.all([boards('desc'), boards('asc')]);
    const review = closingReview({
      indices: ['000001', '399001', '399006'].flatMap((c) => indices.filter((i) => i.code === c && i.price !== null).map((i) => ({ name: i.name, price: i.price!, changePercent: i.changePercent ?? 0 }))),
      twoMarketAmount: twoMarketAmount({ shAmount: day.sh, szAmount: day.sz }),
      bjAmount: day.bj,
      up: day.up,
      down: day.down,
      flat: day.flat,
      limitUp: day.lu,
      limitDown: day.ld,
      leading: leading.filter((b) => b.changePercent > 0),
      lagging: lagging.filter((b) => b.changePercent < 0),
    });
    await this.db.insert(stockNews).values({ ...review, source: SOURCES[0], publishTime: now, conceptCodes: leading.slice(0, 1).map((b) => b.code) });
  }

  /**
   * One step of the market: moves stocks in memory, then stores them through the shared quote path (applyQuotes —
   * quotes, limit-up pools, statistics, board heat), writes indices and flashes and publishes. Public so tests (and
   * demos) can drive it directly.
   */
  async tick(now: Date = new Date()): Promise<TickResult> {
    const { date, roll, latest } = await resolveTradeDate(this.db, now);
    if (roll) await rollTradeDay(this.db, date, latest);
    if (roll || date !== this.tradeDate || !this.stocks.length) await this.load(date);
    this.ticks++;
    const r = this.rng;
    const { minute } = sessionClock(now);
    const share = this.options.moveShare ?? 0.1;
    const count = Math.min(this.stocks.length, Math.max(30, Math.round(this.stocks.length * share)));
    // the day's 集合竞价 first: it sets the open of the stocks that have not traded yet (book-sim.ts)
    const opened = await this.books.openDay(this.db, date, this.stocks, r);
    const movers = share >= 1 ? this.stocks : r.sample(this.stocks, count);
    const result: TickResult = { tradeDate: date, moved: movers.length, joinedLimitUp: [], broken: [], joinedLimitDown: [] };
    const limitUpChance = this.options.limitUpChance ?? 0.004;
    const breakChance = this.options.breakChance ?? 0.05;
    const minuteVolumes = new Map<string, { volume: number; amount: number }>();

    for (const s of movers) {
      const before = s.price;
      let next: number;
      if (s.seal === 'sealed' && s.up !== null) {
        next = r.chance(breakChance) ? Math.max(s.down ?? 1, Math.round(s.up * (1 - r.range(0.005, 0.03)))) : s.up;
      } else if (s.up !== null && r.chance(limitUpChance * (s.seal === 'broken' ? 8 : 1))) {
        next = s.up;
      } else {
        // a small random step pulled back toward the previous close: a session of ticks stays within a few percent
        const drift = s.prev > 0 ? -0.02 * (s.price / s.prev - 1) : 0;
        next = Math.round(s.price * (1 + 0.0015 * r.normal() + drift));
      }
      if (s.up !== null && s.down !== null) next = Math.min(s.up, Math.max(s.down, next));
      next = Math.max(1, next);
      s.price = next;
      s.high = Math.max(s.high, next);
      s.low = Math.min(s.low, next);
      const lots = Math.max(1, Math.round(s.floatShares * 0.00003 * r.range(0.2, 1.8) / 100));
      const vol = lots * 100;
      const amt = (vol * next) / 100;
      s.volume += vol;
      s.amount += amt;
      // the money flow follows the turnover: the eight buckets add up to the turnover the quote path stores (whole yuan)
      const grown = Math.round(s.amount) * 100 - s.flow.reduce((a, b) => a + b, 0);
      const bias = moneyBias(before, next, s.prev > 0 ? (next / s.prev - 1) * 100 : 0, r);
      s.flow = grown >= 0 ? addFlows(s.flow, splitTurnover(grown, bias, r)) : splitTurnover(Math.round(s.amount) * 100, bias, r);
      s.flowDirty = true;
      s.heat = Math.max(0, Math.round(s.heat * r.range(0.98, 1.03) + Math.abs(next - before)));
      minuteVolumes.set(s.code, { volume: vol, amount: amt });
    }

    const applied = await applyQuotes(
      this.db,
      [...new Set([...opened, ...movers])].map((s) => ({
        code: s.code,
        price: s.price / 100,
        open: s.open / 100,
        high: s.high / 100,
        low: s.low / 100,
        volume: s.volume,
        amount: Math.round(s.amount),
        heat: s.heat,
        minuteVolume: (minuteVolumes.get(s.code)?.volume ?? 0) + this.books.openedVolume(s.code).volume,
        minuteAmount: (minuteVolumes.get(s.code)?.amount ?? 0) + this.books.openedVolume(s.code).amount,
        volumeRatio: volumeRatio(s.volume, s.avg5Volume, minute + 1),
        time: now,
      })),
      { tradeDate: date, now, sealAmount: (cap) => Math.round(cap * r.range(0.002, 0.02)), publish: false },
    );
    // every 5th tick a 人气榜 snapshot: ranks by heat, tags and reasons from the market just written (decision 0037)
    if (this.ticks % 5 === 1) await simulatedHotSnapshot(this.db, { tradeDate: date, now, rankBy: 'heat', source: 'simulator' });
    // the stored pools are the truth: the walk follows them (a sealed stock stays at its limit until it breaks)
    const byCode = new Map(this.stocks.map((s) => [s.code, s]));
    for (const c of applied.poolChanges) {
      const s = byCode.get(c.code);
      if (!s) continue;
      if (c.poolType === 1 && c.action === 'join') {
        s.seal = 'sealed';
        s.firstSeal = s.firstSeal && s.firstSeal < c.time ? s.firstSeal : c.time;
        s.lastSeal = s.lastSeal && s.lastSeal > c.time ? s.lastSeal : c.time;
        result.joinedLimitUp.push(c.code);
      } else if (c.poolType === 2 && c.action === 'join') {
        s.seal = 'broken';
        s.openCount = c.openCount;
        result.broken.push(c.code);
      } else if (c.poolType === 3) {
        s.inDownPool = c.action === 'join';
        if (c.action === 'join') result.joinedLimitDown.push(c.code);
      }
    }
    await this.books.afterTick(this.db, date, now, [...new Set([...opened, ...movers])], minuteVolumes, r);
    await this.writeFlows(date, now);
    const poolChanges = applied.poolChanges;
    const indices = await this.writeIndices(date, now);
    const flashes = await this.writeFlashes(date, now, poolChanges);

    const events: LiveEvent[] = [...applied.events.filter((e) => e.type === 'quote'), ...indices.events];
    events.push(...applied.events.filter((e) => e.type !== 'quote'));
    for (const f of flashes) events.push({ type: 'flash', data: { id: f.id, items: [f] } });
    await publishLive(this.db, events);
    // the 15:00 tick closes the day: its 龙虎榜
    if (minute >= 240 && shanghaiMinutes(now) >= 15 * 60 && this.closedDate !== shanghaiDate(now)) await this.closeDay(now);
    return result;
  }

  /**
   * The money flows that changed since the last write, through the one money path (set-based: one statement). Not
   * broadcast: no page listens for them tick by tick (the stock page refetches its panel), and the tables' cache
   * triggers already move the read model.
   */
  private async writeFlows(date: string, now: Date): Promise<void> {
    const dirty = this.stocks.filter((s) => s.flowDirty);
    if (!dirty.length) return;
    const yuan = (c: number) => c / 100;
    const applied = await applyMoneyFlows(
      this.db,
      dirty.map((s) => {
        const f = s.flow;
        const nets = flowNets(f);
        return {
          code: s.code,
          extraLargeBuy: yuan(f[0]),
          extraLargeSell: yuan(f[1]),
          largeBuy: yuan(f[2]),
          largeSell: yuan(f[3]),
          mediumBuy: yuan(f[4]),
          mediumSell: yuan(f[5]),
          smallBuy: yuan(f[6]),
          smallSell: yuan(f[7]),
          extraLargeNet: yuan(nets.elg),
          largeNet: yuan(nets.lg),
          mediumNet: yuan(nets.md),
          smallNet: yuan(nets.sm),
          time: now,
        };
      }),
      { tradeDate: date, publish: false, knownCodes: true, onlyNewer: false },
    );
    for (const s of dirty) s.flowDirty = false;
    if (applied.problems.length) this.options.log?.warn({ problems: applied.problems.slice(0, 5) }, 'money flows not written');
  }

  /**
   * Indices follow the simulated stocks (their members' weighted change on the index's previous close), stored through
   * the one index path (applyIndices: level, today's bar and the minute agree).
   */
  private async writeIndices(date: string, now: Date) {
    const rows = await this.db.select().from(stockIndex);
    const items = [];
    for (const ix of rows) {
      const filter = INDEX_FILTERS[ix.code];
      if (!filter || ix.prevClose === null) continue;
      let w = 0;
      let acc = 0;
      let volume = 0;
      let amount = 0;
      for (const s of this.stocks) {
        if (!filter(s)) continue;
        const weight = Math.sqrt(s.floatShares * s.price);
        w += weight;
        acc += weight * (s.price / s.prev - 1);
        volume += s.volume;
        amount += s.amount;
      }
      const price = Math.round(ix.prevClose * (1 + (w ? acc / w : 0)) * 100) / 100;
      items.push({ code: ix.code, price, open: ix.open ?? price, volume, amount: Math.round(amount), time: now });
    }
    return applyIndices(this.db, items, { tradeDate: date, now, publish: false, onlyNewer: false });
  }

  /**
   * Flashes of what the tick did, attributed to the demo: some of the new limit-ups and 炸板, boards whose change
   * crossed a 2 % step (event-flash.ts), and now and then the market's breadth in the words its counts allow — the
   * market-wide ones only during continuous trading (nothing market-wide before the open).
   */
  private async writeFlashes(date: string, now: Date, changes: { code: string; name: string; poolType: number; action: string; openCount: number }[]) {
    const byCode = new Map(this.stocks.map((s) => [s.code, s]));
    const drafts: FlashDraft[] = [];
    const md = new Date(now.getTime() + 8 * 3_600_000);
    const prefix = `${DEMO_FLASH_SOURCE}${md.getUTCMonth() + 1}月${md.getUTCDate()}日，`;
    for (const c of changes) {
      if (c.action !== 'join' || (c.poolType !== 1 && c.poolType !== 2) || !this.rng.chance(0.5)) continue;
      const s = byCode.get(c.code)!;
      if (c.poolType === 2) {
        drafts.push(brokenLimitFlash(prefix, { code: s.code, name: s.name, price: s.price / 100, changePercent: s.prev > 0 ? (s.price / s.prev - 1) * 100 : 0, openCount: c.openCount }));
        continue;
      }
      const concept = s.concepts[0];
      drafts.push({
        title: `${s.name}封涨停`,
        content: `${prefix}${s.name}(${s.code})盘中封涨停，${concept ? `所属${concept}概念板块走强，` : ''}最新价${(s.price / 100).toFixed(2)}元。`,
        level: 2,
        stockCodes: [s.code],
      });
    }
    if (isContinuousTrading(tradingSession(now))) {
      drafts.push(...(await this.boardMoves(date, prefix)));
      if (this.ticks % 20 === 0) {
        const [stats] = await this.db
          .execute<{ up: number; down: number; flat: number; lu: number }>(sql`select up_count up, down_count down, flat_count flat, limit_up_count lu from stock_market_turnover where trade_date = ${date}`)
          .then((r) => r.rows);
        if (stats) drafts.push({ title: '市场情绪观察', content: `${prefix}${breadthSentence(stats)}`, level: 1, stockCodes: [] });
      }
    }
    if (!drafts.length) return [];
    const rows = drafts.map((d) => ({ ...d, publishTime: now, source: DEMO_FLASH_SOURCE }));
    const inserted = await this.db.insert(stockInformation).values(rows).returning();
    return inserted.map((r) => ({ id: r.id, publishTime: r.publishTime.getTime(), title: r.title, content: r.content, level: r.level, source: r.source, stockCodes: r.stockCodes }));
  }

  /**
   * Boards whose stored change crossed a new 2 % step today (boardMoveFlash), the three largest moves of a tick at
   * most. The steps already reached when the simulator first looks at a day count as said, so a restart mid-session
   * repeats nothing.
   */
  private async boardMoves(date: string, prefix: string): Promise<FlashDraft[]> {
    const boards = await this.db
      .select({
        code: stockConcept.code,
        name: stockConcept.name,
        changePercent: stockConcept.changePercent,
        leadingStockCode: stockConcept.leadingStockCode,
        leadingStockName: stockConcept.leadingStockName,
        leadingStockChangePercent: stockConcept.leadingStockChangePercent,
      })
      .from(stockConcept)
      .where(sql`abs(${stockConcept.changePercent}) >= 2`)
      .orderBy(sql`abs(${stockConcept.changePercent}) desc`);
    const first = this.boardDate !== date;
    if (first) {
      this.boardDate = date;
      this.boardReach.clear();
    }
    const drafts: FlashDraft[] = [];
    for (const b of boards) {
      const reach = this.boardReach.get(b.code) ?? { up: 0, down: 0 };
      const flash = first || drafts.length >= 3 ? null : boardMoveFlash(prefix, reach, b);
      if (flash) drafts.push(flash);
      if (first || flash) {
        const step = boardStep(b.changePercent);
        this.boardReach.set(b.code, { up: Math.max(reach.up, step), down: Math.min(reach.down, step) });
      }
    }
    return drafts;
  }
}

/**
 * The market's breadth in words its counts allow: 涨多跌少 only when more stocks rise than fall (and the reverse), with
 * the counts of the day's statistics (the same figures /index shows).
 */
export function breadthSentence(c: { up: number; down: number; flat: number; lu: number }): string {
  const mood = c.up > c.down ? '个股涨多跌少' : c.up < c.down ? '个股跌多涨少' : '个股涨跌互现';
  return `沪深北三市${mood}，上涨${c.up}家，下跌${c.down}家，平盘${c.flat}家，${c.lu}只个股涨停。`;
}
