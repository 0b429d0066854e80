import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { bulkInsert, pgArrayLiteral } from '../bulk';
import { stockInformation } from '../content.schema';
import { Prng } from '../generator/prng';
import {
  changePercent,
  isTradeDay,
  lastTradeDays,
  limitPrices,
  limitRate,
  sessionClock,
  ntStat,
  shanghaiDate,
  shanghaiMinutes,
  streak,
  toCents,
  type Board,
  volumeRatio,
} from '../market-rules';
import { stockDaily, stockIndex, stockInfo, stockLimitUp, stockMarketTurnover } from '../market.schema';
import { publishLive, type LiveEvent } from './live-hub';

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
      if (!this.options.always && !this.isTradingTime(now)) return;
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

  /** The trade date the simulator writes: today when it is a trade day and later than the data, else the latest day. */
  private async resolveTradeDate(now: Date): Promise<{ date: string; roll: boolean; latest: string | null }> {
    const [row] = await this.db.select({ d: sql<string | null>`max(${stockMarketTurnover.tradeDate})::text` }).from(stockMarketTurnover);
    const latest = row?.d ?? null;
    const today = shanghaiDate(now);
    // a new trade day begins at the call auction; before it (and on closed days) the latest day stays current
    const dayStarted = isTradeDay(today) && shanghaiMinutes(now) >= 9 * 60 + 15;
    if (dayStarted && (!latest || today > latest)) return { date: today, roll: true, latest };
    return { date: latest ?? today, roll: false, latest };
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
        } satisfies SimStock;
      });
    this.tradeDate = date;
  }

  /** Starts a new trade day: yesterday's close becomes the previous close, and 昨日涨停 is carried over. */
  private async roll(date: string, previous: string | null): Promise<void> {
    const db = this.db;
    await db.execute(sql`update stock_info set prev_close = price, open = price, high = price, low = price, change = 0, change_percent = 0, volume = 0, amount = 0,
      turnover_rate = 0, amplitude = 0, volume_ratio = 1`);
    await db.execute(sql`insert into stock_market_turnover (trade_date) values (${date}) on conflict do nothing`);
    await db.execute(sql`update stock_index set prev_close = price, open = price, high = price, low = price, change = 0, change_percent = 0, volume = 0, amount = 0`);
    await db.execute(sql`delete from stock_minute where trade_date < ${date}`);
    if (previous) {
      await db.execute(sql`insert into stock_limit_up (trade_date, pool_type, stock_code, stock_name, price, change_percent, amount, turnover_rate, float_market_cap,
          streak, nt_n, nt_t, reason_concept, reason, first_seal_time, last_seal_time)
        select ${date}, 4, stock_code, stock_name, price, 0, 0, 0, float_market_cap, streak, nt_n, nt_t, reason_concept, reason, first_seal_time, last_seal_time
        from stock_limit_up where trade_date = ${previous} and pool_type = 1 on conflict do nothing`);
    }
    const rows = await db.select({ code: stockInfo.code, isSt: stockInfo.isSt, prevClose: stockInfo.prevClose, listDate: stockInfo.listDate }).from(stockInfo);
    const recent = lastTradeDays(date, 6);
    const codes: string[] = [];
    const ups: (number | null)[] = [];
    const downs: (number | null)[] = [];
    for (const r of rows) {
      if (r.prevClose === null) continue;
      const listDays = r.listDate >= recent[0] ? recent.filter((d) => d >= r.listDate).length : Number.POSITIVE_INFINITY;
      const lim = limitPrices(toCents(r.prevClose), limitRate(r.code, r.isSt, listDays));
      codes.push(r.code);
      ups.push(lim ? lim.up / 100 : null);
      downs.push(lim ? lim.down / 100 : null);
    }
    await db.execute(sql`update stock_info s set limit_up_price = u.up, limit_down_price = u.down
      from unnest(${pgArrayLiteral(codes)}::varchar[], ${pgArrayLiteral(ups)}::numeric[], ${pgArrayLiteral(downs)}::numeric[]) as u(code, up, down) where s.code = u.code`);
  }

  /** One step of the market. Public so tests (and demos) can drive it directly. */
  async tick(now: Date = new Date()): Promise<TickResult> {
    const { date, roll, latest } = await this.resolveTradeDate(now);
    if (roll) await this.roll(date, latest);
    if (roll || date !== this.tradeDate || !this.stocks.length) await this.load(date);
    this.ticks++;
    const r = this.rng;
    const { time, minute } = sessionClock(now);
    const share = this.options.moveShare ?? 0.1;
    const count = Math.min(this.stocks.length, Math.max(30, Math.round(this.stocks.length * share)));
    const movers = share >= 1 ? this.stocks : r.sample(this.stocks, count);
    const result: TickResult = { tradeDate: date, moved: movers.length, joinedLimitUp: [], broken: [], joinedLimitDown: [] };
    const poolChanges: { code: string; name: string; poolType: number; action: 'join' | 'leave'; time: string; openCount: number }[] = [];
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
      s.heat = Math.max(0, Math.round(s.heat * r.range(0.98, 1.03) + Math.abs(next - before)));
      minuteVolumes.set(s.code, { volume: vol, amount: amt });

      // limit-up pool transitions
      if (s.up !== null && next === s.up && s.seal !== 'sealed') {
        s.seal = 'sealed';
        s.firstSeal = s.firstSeal && s.firstSeal < time ? s.firstSeal : time;
        s.lastSeal = s.lastSeal && s.lastSeal > time ? s.lastSeal : time;
        result.joinedLimitUp.push(s.code);
        poolChanges.push({ code: s.code, name: s.name, poolType: 1, action: 'join', time, openCount: s.openCount });
      } else if (s.seal === 'sealed' && s.up !== null && next < s.up) {
        s.seal = 'broken';
        s.openCount++;
        result.broken.push(s.code);
        poolChanges.push({ code: s.code, name: s.name, poolType: 1, action: 'leave', time, openCount: s.openCount });
        poolChanges.push({ code: s.code, name: s.name, poolType: 2, action: 'join', time, openCount: s.openCount });
      }
      if (s.down !== null && next === s.down && !s.inDownPool) {
        s.inDownPool = true;
        result.joinedLimitDown.push(s.code);
        poolChanges.push({ code: s.code, name: s.name, poolType: 3, action: 'join', time, openCount: 0 });
      } else if (s.inDownPool && s.down !== null && next > s.down) {
        s.inDownPool = false;
        poolChanges.push({ code: s.code, name: s.name, poolType: 3, action: 'leave', time, openCount: 0 });
      }
    }

    await this.writeQuotes(movers, date, minute, minuteVolumes, now);
    await this.writePools(date, poolChanges);
    const indices = await this.writeIndices(date, minute, now);
    await this.refreshAggregates(date);
    const flashes = await this.writeFlashes(now, poolChanges);

    const events: LiveEvent[] = [
      {
        type: 'quote',
        data: {
          tradeDate: date,
          items: movers.map((s) => ({
            code: s.code,
            price: s.price / 100,
            change: (s.price - s.prev) / 100,
            changePercent: changePercent(s.price, s.prev),
            high: s.high / 100,
            low: s.low / 100,
            volume: s.volume,
            amount: Math.round(s.amount),
            turnoverRate: s.floatShares ? Math.round((s.volume / s.floatShares) * 10_000) / 100 : null,
          })),
        },
      },
      { type: 'index', data: { tradeDate: date, items: indices } },
    ];
    if (poolChanges.length) events.push({ type: 'limit-up', data: { tradeDate: date, items: poolChanges } });
    for (const f of flashes) events.push({ type: 'flash', data: { id: f.id, items: [f] } });
    await publishLive(this.db, events);
    return result;
  }

  private async writeQuotes(movers: SimStock[], date: string, minute: number, minuteVolumes: Map<string, { volume: number; amount: number }>, now: Date) {
    const col = <T>(f: (s: SimStock) => T) => pgArrayLiteral(movers.map(f));
    const y = (c: number) => c / 100;
    await this.db.execute(sql`update stock_info s set price = u.price, change = u.price - s.prev_close,
        change_percent = case when s.prev_close > 0 then round((u.price - s.prev_close) / s.prev_close * 100, 2) else 0 end,
        high = u.high, low = u.low, volume = u.volume, amount = u.amount, heat = u.heat,
        turnover_rate = case when s.float_shares > 0 then round(u.volume::numeric / s.float_shares * 100, 2) else null end,
        amplitude = case when s.prev_close > 0 then round((u.high - u.low) / s.prev_close * 100, 2) else 0 end,
        volume_ratio = u.vr, total_market_cap = round(s.total_shares * u.price), float_market_cap = round(s.float_shares * u.price), quote_time = ${now}
      from unnest(${col((s) => s.code)}::varchar[], ${col((s) => y(s.price))}::numeric[], ${col((s) => y(s.high))}::numeric[], ${col((s) => y(s.low))}::numeric[],
        ${col((s) => s.volume)}::int8[], ${col((s) => Math.round(s.amount))}::numeric[], ${col((s) => s.heat)}::int4[],
        ${col((s) => volumeRatio(s.volume, s.avg5Volume, minute + 1))}::numeric[]) as u(code, price, high, low, volume, amount, heat, vr)
      where s.code = u.code`);
    await bulkInsert(
      this.db,
      'stock_daily',
      [
        { name: 'stock_code', type: 'varchar', values: movers.map((s) => s.code) },
        { name: 'trade_date', type: 'date', values: movers.map(() => date) },
        { name: 'open', type: 'numeric', values: movers.map((s) => y(s.open)) },
        { name: 'high', type: 'numeric', values: movers.map((s) => y(s.high)) },
        { name: 'low', type: 'numeric', values: movers.map((s) => y(s.low)) },
        { name: 'close', type: 'numeric', values: movers.map((s) => y(s.price)) },
        { name: 'prev_close', type: 'numeric', values: movers.map((s) => y(s.prev)) },
        { name: 'volume', type: 'int8', values: movers.map((s) => s.volume) },
        { name: 'amount', type: 'numeric', values: movers.map((s) => Math.round(s.amount)) },
        { name: 'change_percent', type: 'numeric', values: movers.map((s) => changePercent(s.price, s.prev)) },
        { name: 'turnover_rate', type: 'numeric', values: movers.map((s) => (s.floatShares ? Math.round((s.volume / s.floatShares) * 10_000) / 100 : null)) },
      ],
      movers.length,
      {
        suffix: `on conflict (stock_code, trade_date) do update set high = excluded.high, low = excluded.low, close = excluded.close, volume = excluded.volume,
          amount = excluded.amount, change_percent = excluded.change_percent, turnover_rate = excluded.turnover_rate`,
      },
    );
    await bulkInsert(
      this.db,
      'stock_minute',
      [
        { name: 'security_type', type: 'int2', values: movers.map(() => 1) },
        { name: 'code', type: 'varchar', values: movers.map((s) => s.code) },
        { name: 'trade_date', type: 'date', values: movers.map(() => date) },
        { name: 'minute', type: 'int2', values: movers.map(() => minute) },
        { name: 'price', type: 'numeric', values: movers.map((s) => y(s.price)) },
        { name: 'avg_price', type: 'numeric', values: movers.map((s) => (s.volume ? Math.round((s.amount / s.volume) * 100) / 100 : y(s.price))) },
        { name: 'volume', type: 'int8', values: movers.map((s) => minuteVolumes.get(s.code)?.volume ?? 0) },
        { name: 'amount', type: 'numeric', values: movers.map((s) => Math.round((minuteVolumes.get(s.code)?.amount ?? 0) * 100) / 100) },
      ],
      movers.length,
      {
        suffix: `on conflict (security_type, code, trade_date, minute) do update set price = excluded.price, avg_price = excluded.avg_price,
          volume = stock_minute.volume + excluded.volume, amount = stock_minute.amount + excluded.amount`,
      },
    );
  }

  private async writePools(date: string, changes: { code: string; poolType: number; action: 'join' | 'leave'; time: string; openCount: number }[]) {
    if (!changes.length) return;
    const byCode = new Map(this.stocks.map((s) => [s.code, s]));
    for (const c of changes) {
      const s = byCode.get(c.code)!;
      if (c.action === 'leave') {
        await this.db.delete(stockLimitUp).where(and(eq(stockLimitUp.tradeDate, date), eq(stockLimitUp.poolType, c.poolType), eq(stockLimitUp.stockCode, c.code)));
        continue;
      }
      let streakCount = 0;
      let nt = { n: 0, t: 0 };
      if (c.poolType === 1) {
        // a re-seal after 炸板 leaves the 炸板 pool; streak and N/T come from the recent bars
        await this.db.delete(stockLimitUp).where(and(eq(stockLimitUp.tradeDate, date), eq(stockLimitUp.poolType, 2), eq(stockLimitUp.stockCode, c.code)));
        const bars = await this.db
          .select({ close: stockDaily.close, prevClose: stockDaily.prevClose, tradeDate: stockDaily.tradeDate })
          .from(stockDaily)
          .where(and(eq(stockDaily.stockCode, c.code), sql`${stockDaily.tradeDate} < ${date}`))
          .orderBy(desc(stockDaily.tradeDate))
          .limit(9);
        const flags = bars.reverse().map((b) => {
          const lim = limitPrices(toCents(b.prevClose), limitRate(s.code, s.isSt));
          return !!lim && toCents(b.close) === lim.up;
        });
        flags.push(true);
        streakCount = streak(flags);
        nt = ntStat(flags);
      }
      const floatCap = Math.round((s.floatShares * s.price) / 100);
      const concept = s.concepts[0] ?? '';
      const values = {
        tradeDate: date,
        poolType: c.poolType,
        stockCode: s.code,
        stockName: s.name,
        price: s.price / 100,
        changePercent: changePercent(s.price, s.prev),
        amount: Math.round(s.amount),
        turnoverRate: s.floatShares ? Math.round((s.volume / s.floatShares) * 10_000) / 100 : null,
        floatMarketCap: floatCap,
        sealAmount: c.poolType === 2 ? 0 : Math.round(floatCap * this.rng.range(0.002, 0.02)),
        firstSealTime: s.firstSeal ?? c.time,
        lastSealTime: c.poolType === 2 ? s.lastSeal : c.time,
        openCount: c.openCount,
        streak: streakCount,
        ntN: nt.n,
        ntT: nt.t,
        reasonConcept: concept,
        reason: concept ? `${concept}板块盘中异动，资金集中涌入` : '盘中资金集中买入',
        oneWord: false,
        updateTime: new Date(),
      };
      const { tradeDate: _d, poolType: _p, stockCode: _c, ...update } = values;
      await this.db
        .insert(stockLimitUp)
        .values(values)
        .onConflictDoUpdate({ target: [stockLimitUp.tradeDate, stockLimitUp.poolType, stockLimitUp.stockCode], set: update });
    }
  }

  private async writeIndices(date: string, minute: number, now: Date) {
    const rows = await this.db.select().from(stockIndex);
    const out: Record<string, unknown>[] = [];
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
      amount = Math.round(amount);
      const price = Math.round(ix.prevClose * (1 + (w ? acc / w : 0)) * 100) / 100;
      const high = Math.max(ix.high ?? price, price);
      const low = Math.min(ix.low ?? price, price);
      const change = Math.round((price - ix.prevClose) * 100) / 100;
      const pct = Math.round((change / ix.prevClose) * 10_000) / 100;
      await this.db.update(stockIndex).set({ price, high, low, change, changePercent: pct, volume, amount, quoteTime: now }).where(eq(stockIndex.code, ix.code));
      await this.db.execute(sql`insert into stock_index_daily (index_code, trade_date, open, high, low, close, prev_close, volume, amount, change_percent)
        values (${ix.code}, ${date}, ${ix.open ?? price}, ${high}, ${low}, ${price}, ${ix.prevClose}, ${volume}, ${amount}, ${pct})
        on conflict (index_code, trade_date) do update set high = excluded.high, low = excluded.low, close = excluded.close,
          volume = excluded.volume, amount = excluded.amount, change_percent = excluded.change_percent`);
      await this.db.execute(sql`insert into stock_minute (security_type, code, trade_date, minute, price, avg_price, volume, amount)
        values (2, ${ix.code}, ${date}, ${minute}, ${price}, ${price}, 0, 0)
        on conflict (security_type, code, trade_date, minute) do update set price = excluded.price, avg_price = excluded.avg_price`);
      out.push({ code: ix.code, name: ix.name, price, change, changePercent: pct, high, low, volume, amount });
    }
    return out;
  }

  /** Concept figures, two-market turnover and (every 5th tick) hot ranks, recomputed in SQL from the quotes. */
  private async refreshAggregates(date: string) {
    // a board's heat follows its members' heat (damped by √members, as the generator seeds it) and rises with the board
    await this.db.execute(sql`update stock_concept c set change_percent = a.chg, up_count = a.up, down_count = a.down, limit_up_count = a.lu, amount = a.amt,
        leading_stock_code = a.lead_code, leading_stock_name = a.lead_name, leading_stock_change_percent = a.lead_chg,
        heat = round(a.heat_sum / sqrt(a.n) * (1 + greatest(a.chg, 0) / 5))
      from (select m.concept_code, round(avg(s.change_percent), 2) chg, count(*) filter (where s.change_percent > 0) up,
              coalesce(sum(s.heat), 0) heat_sum, count(*) n,
              count(*) filter (where s.change_percent < 0) down, count(*) filter (where s.price = s.limit_up_price) lu, coalesce(sum(s.amount), 0) amt,
              (array_agg(s.code order by s.change_percent desc nulls last))[1] lead_code,
              (array_agg(s.name order by s.change_percent desc nulls last))[1] lead_name,
              max(s.change_percent) lead_chg
            from stock_concept_member m join stock_info s on s.code = m.stock_code group by m.concept_code) a
      where c.code = a.concept_code`);
    await this.db.execute(sql`update stock_market_turnover t set sh_amount = a.sh, sz_amount = a.sz, bj_amount = a.bj, total_amount = a.sh + a.sz + a.bj,
        up_count = a.up, down_count = a.down, flat_count = a.flat, limit_up_count = a.lu, limit_down_count = a.ld, update_time = now()
      from (select coalesce(sum(amount) filter (where market_type = 'SH'), 0) sh, coalesce(sum(amount) filter (where market_type = 'SZ'), 0) sz,
              coalesce(sum(amount) filter (where market_type = 'BJ'), 0) bj, count(*) filter (where change_percent > 0) up,
              count(*) filter (where change_percent < 0) down, count(*) filter (where change_percent = 0) flat,
              count(*) filter (where price = limit_up_price) lu, count(*) filter (where price = limit_down_price) ld from stock_info) a
      where t.trade_date = ${date}`);
    // today's board K-line follows the board's change
    await this.db.execute(sql`insert into stock_concept_daily (concept_code, trade_date, open, high, low, close, prev_close, volume, amount, change_percent)
      select c.code, ${date}, p.prev, greatest(p.prev, p.prev * (1 + c.change_percent / 100)), least(p.prev, p.prev * (1 + c.change_percent / 100)),
        p.prev * (1 + c.change_percent / 100), p.prev, 0, c.amount, c.change_percent
      from stock_concept c
      join lateral (select d.close as prev from stock_concept_daily d where d.concept_code = c.code and d.trade_date < ${date}
        order by d.trade_date desc limit 1) p on true
      on conflict (concept_code, trade_date) do update set close = excluded.close, high = greatest(stock_concept_daily.high, excluded.close),
        low = least(stock_concept_daily.low, excluded.close), amount = excluded.amount, change_percent = excluded.change_percent`);
    // pool rows follow their stocks during the day (昨日涨停 shows today's change)
    await this.db.execute(sql`update stock_limit_up l set price = s.price, change_percent = s.change_percent, amount = s.amount,
        turnover_rate = s.turnover_rate, float_market_cap = s.float_market_cap
      from stock_info s where l.trade_date = ${date} and s.code = l.stock_code
        and (l.price, l.change_percent) is distinct from (s.price, s.change_percent)`);
    if (this.ticks % 5 === 1) {
      await this.db.execute(sql`update stock_info s set hot_rank = r.rn from (select code, row_number() over (order by heat desc, code) rn from stock_info) r
        where s.code = r.code and s.hot_rank is distinct from r.rn`);
    }
  }

  /** A flash for some new limit-ups, and now and then a market-breadth flash. */
  private async writeFlashes(now: Date, changes: { code: string; name: string; poolType: number; action: string }[]) {
    const byCode = new Map(this.stocks.map((s) => [s.code, s]));
    const rows: (typeof stockInformation.$inferInsert)[] = [];
    const md = new Date(now.getTime() + 8 * 3_600_000);
    const prefix = `财联社${md.getUTCMonth() + 1}月${md.getUTCDate()}日电，`;
    for (const c of changes) {
      if (c.poolType !== 1 || c.action !== 'join' || !this.rng.chance(0.5)) continue;
      const s = byCode.get(c.code)!;
      const concept = s.concepts[0];
      rows.push({
        publishTime: now,
        title: `${s.name}封涨停`,
        content: `${prefix}${s.name}(${s.code})盘中封涨停，${concept ? `所属${concept}概念板块走强，` : ''}最新价${(s.price / 100).toFixed(2)}元。`,
        level: 2,
        source: '财联社',
        stockCodes: [s.code],
      });
    }
    if (this.ticks % 20 === 0) {
      const up = this.stocks.filter((s) => s.price > s.prev).length;
      rows.push({
        publishTime: now,
        title: '市场情绪观察',
        content: `${prefix}两市个股涨多跌少，上涨${up}家，下跌${this.stocks.length - up}家，${changes.filter((c) => c.poolType === 1 && c.action === 'join').length}只个股盘中封板。`,
        level: 1,
        source: '财联社',
        stockCodes: [],
      });
    }
    if (!rows.length) return [];
    const inserted = await this.db.insert(stockInformation).values(rows).returning();
    return inserted.map((r) => ({ id: r.id, publishTime: r.publishTime.getTime(), title: r.title, content: r.content, level: r.level, source: r.source, stockCodes: r.stockCodes }));
  }
}
