import { sql } from 'drizzle-orm';
import { HOT_CONCEPTS_MAX, HOT_REASON_MAX } from '@gprs/contract';
import type { Db } from '../../../../db/client';
import { pgArrayLiteral } from '../../../../core/bulk';
import { board } from '../../market-rules';
import { writeDaily } from '../../feed/importer';
import { importDetected } from '../../feed/importer-external';
import { afterImport, marketMarks, type MarketMarks } from '../../feed/import-broadcast';
import { applyQuotes, resolveTradeDate, rollTradeDay } from '../../feed/quote-path';
import { applyHotSnapshot } from '../../feed/hot-path';
import { announcementTypeOf, applyAnnouncements, applyFlashes } from '../../feed/content-path';
import { applyDragonTiger, applyMoneyFlows } from '../../feed/money-path';
import { applyAdjFactors } from '../../feed/adj-path';
import type {
  AdjFactor,
  Announcement,
  Board,
  BoardMember,
  DailyBar,
  DragonTigerEntry,
  DragonTigerSeat,
  Flash,
  HotRank,
  IndexBar,
  LimitPoolRow,
  LimitReason,
  MoneyFlow,
  RealtimeQuote,
  StockBasic,
} from './mappers';
import { tsDate } from './mappers';
import { writeAuctions, type AuctionRow } from './auction';

/** What one write did: rows written (new or changed), rows left alone because nothing changed, and refused rows in words. */
export interface WriteResult {
  written: number;
  unchanged: number;
  problems: string[];
}

/**
 * The market's write path as the tushare adapter needs it (decision 0033): one method per kind of fact, each called in
 * a transaction, each writing only what is new or changed (so a repeated pull writes nothing). The adapter maps rows
 * and calls these; it writes no table itself. Methods marked optional have no write function in the market yet — a
 * dataset whose method is missing is not pulled and shows 「本站未接入」 on the data-source page.
 */
export interface MarketWrites {
  /** stock list with names and industries; an unknown industry creates its board */
  stocks(db: Db, rows: StockBasic[]): Promise<WriteResult>;
  /**
   * a trade day's bars, received at `now`; on the market's current trade day they are also the day's quote (one record:
   * quote, bar, last minute)
   */
  dailyBars(db: Db, date: string, rows: DailyBar[], now: Date): Promise<WriteResult>;
  /** a trade day's 涨停 / 炸板 / 跌停 pools */
  limitPools(db: Db, date: string, rows: LimitPoolRow[]): Promise<WriteResult>;
  /** a hot list (人气榜): the listed stocks take their ranks */
  hotRanks(db: Db, rows: HotRank[]): Promise<WriteResult>;
  /** intraday quotes through the quote path */
  realtimeQuotes(db: Db, rows: RealtimeQuote[], now: Date): Promise<WriteResult>;
  limitReasons?(db: Db, date: string, rows: LimitReason[]): Promise<WriteResult>;
  adjFactors?(db: Db, date: string, rows: AdjFactor[]): Promise<WriteResult>;
  /** key indices' bars of a trade day (with tushare's previous close); the current day's are also the index quote */
  indexBars?(db: Db, date: string, rows: IndexBar[], now: Date): Promise<WriteResult>;
  boards?(db: Db, boards: Board[], members: BoardMember[]): Promise<WriteResult>;
  moneyFlow?(db: Db, date: string, rows: MoneyFlow[]): Promise<WriteResult>;
  dragonTiger?(db: Db, date: string, entries: DragonTigerEntry[], seats: DragonTigerSeat[]): Promise<WriteResult>;
  /** a trade day's 集合竞价 (stk_auction: sources/tushare/auction.ts) */
  auctions?(db: Db, date: string, rows: AuctionRow[]): Promise<WriteResult>;
  announcements?(db: Db, rows: Announcement[]): Promise<WriteResult>;
  flashes?(db: Db, rows: Flash[]): Promise<WriteResult>;
}

const tsCodeOf = (code: string) => `${code}.${board(code)?.marketType ?? 'SH'}`;
const same = (a: unknown, b: unknown) => (a === null || a === undefined ? b === null || b === undefined : b !== null && b !== undefined && Number(a) === Number(b));
const problemsOf = (errors: { row: number; message: string }[], codeAt: (row: number) => string | undefined) =>
  errors.map((e) => `${codeAt(e.row) ?? `第 ${e.row} 行`}：${e.message}`);

/** The codes among `codes` that name a stored stock. */
async function knownCodes(db: Db, codes: string[]): Promise<Set<string>> {
  if (!codes.length) return new Set();
  const found = await db.execute<{ code: string }>(sql`select code from stock_info where code = any(${pgArrayLiteral([...new Set(codes)])}::varchar[])`);
  return new Set(found.rows.map((r) => r.code));
}

/** Whether any stock's quote differs between two marks of the market. */
function quotesMoved(before: MarketMarks, after: MarketMarks): boolean {
  if (before.quotes.size !== after.quotes.size) return true;
  for (const [code, mark] of after.quotes) if (before.quotes.get(code) !== mark) return true;
  return false;
}

/**
 * The write path of the market as it exists today: the file importer's tushare shapes (stock_basic, limit_list_d) and
 * its bar writer (which puts the current trade day's bar through the quote path), the quote path itself for intraday
 * quotes (applyQuotes, with the day roll the push feed does) and takeHotRanks; changes are recomputed and broadcast
 * like an import's (afterImport). The optional kinds have no write function yet.
 */
export const feedWrites: MarketWrites = {
  async stocks(db, rows) {
    const stored = await db.execute<{ code: string; name: string; industry_name: string | null; list_date: string }>(
      sql`select code, name, industry_name, list_date::text from stock_info where code = any(${pgArrayLiteral(rows.map((r) => r.code))}::varchar[])`,
    );
    const byCode = new Map(stored.rows.map((r) => [r.code, r]));
    const changed = rows.filter((r) => {
      const s = byCode.get(r.code);
      return !s || s.name !== r.name || (s.industry_name ?? null) !== r.industry || s.list_date !== r.listDate;
    });
    if (!changed.length) return { written: 0, unchanged: rows.length, problems: [] };
    // tushare's own stock_basic shape, which the file importer reads (industry boards created by name); no quote
    // moves, so nothing is broadcast (a new stock's first quote comes with its first bar)
    const records = changed.map((r) => ({ ts_code: tsCodeOf(r.code), name: r.name, industry: r.industry ?? undefined, list_date: tsDate(r.listDate) }));
    const result = await importDetected(db, records, 'stocks');
    return { written: result.imported, unchanged: rows.length - changed.length, problems: problemsOf(result.errors, (row) => changed[row - 1]?.code) };
  },

  async dailyBars(db, date, rows, now) {
    const stored = await db.execute<{ c: string; o: number; h: number; l: number; cl: number; pc: number; v: number; a: number }>(
      sql`select stock_code c, open o, high h, low l, close cl, prev_close pc, volume v, amount a from stock_daily where trade_date = ${date}`,
    );
    const bar = new Map(stored.rows.map((r) => [r.c, r]));
    const changed = rows.filter((r) => {
      const s = bar.get(r.code);
      return !s || !same(s.o, r.open) || !same(s.h, r.high) || !same(s.l, r.low) || !same(s.cl, r.close) || !same(s.pc, r.prevClose) || !same(s.v, r.volume) || !same(s.a, r.amount);
    });
    if (!changed.length) return { written: 0, unchanged: rows.length, problems: [] };
    // the importer's bar writer: a bar of the market's current trade day is that day's quote as well (quote, bar and
    // minute line through the quote path); older days are bars only
    const before = await marketMarks(db);
    const errors: { row: number; message: string }[] = [];
    const written = await writeDaily(
      db,
      changed.map((r, i) => ({ row: i + 1, value: { code: r.code, tradeDate: r.tradeDate, open: r.open, high: r.high, low: r.low, close: r.close, prevClose: r.prevClose, volume: r.volume, amount: r.amount } })),
      errors,
      now,
    );
    // bars of an older day move nothing live; the day's quotes are recomputed into the aggregates and broadcast
    if (written && quotesMoved(before, await marketMarks(db))) await afterImport(db, before);
    return { written, unchanged: rows.length - changed.length, problems: problemsOf(errors, (row) => changed[row - 1]?.code) };
  },

  async limitPools(db, date, rows) {
    const stored = await db.execute<{ k: string; seal: number; fs: string | null; ls: string | null; oc: number; st: number; p: number }>(
      sql`select pool_type || ':' || stock_code k, seal_amount seal, first_seal_time fs, last_seal_time ls, open_count oc, streak st, price p
        from stock_limit_up where trade_date = ${date} and pool_type in (1, 2, 3)`,
    );
    const pool = new Map(stored.rows.map((r) => [r.k, r]));
    const changed = rows.filter((r) => {
      const s = pool.get(`${r.poolType}:${r.code}`);
      return !s || !same(s.seal, r.sealAmount) || s.fs !== r.firstSealTime || s.ls !== r.lastSealTime || s.oc !== r.openCount || s.st !== r.streak || !same(s.p, r.price);
    });
    // the source's pools are the day's: rows the quote path made for stocks the source does not list are removed
    const listed = new Set(rows.map((r) => `${r.poolType}:${r.code}`));
    const stale = rows.length ? stored.rows.map((r) => r.k).filter((k) => !listed.has(k)) : [];
    if (!changed.length && !stale.length) return { written: 0, unchanged: rows.length, problems: [] };
    const before = await marketMarks(db);
    if (stale.length) {
      await db.execute(sql`delete from stock_limit_up where trade_date = ${date} and pool_type || ':' || stock_code = any(${pgArrayLiteral(stale)}::varchar[])`);
      if (!changed.length) {
        await afterImport(db, before);
        return { written: stale.length, unchanged: rows.length, problems: [] };
      }
    }
    const hhmmss = (t: string | null) => (t ? t.replace(/:/g, '') : undefined);
    // tushare's own limit_list_d shape, which the file importer reads
    const records = changed.map((r) => ({
      trade_date: tsDate(r.tradeDate),
      ts_code: tsCodeOf(r.code),
      industry: r.industry ?? undefined,
      name: r.name,
      close: r.price,
      pct_chg: r.changePercent,
      amount: r.amount,
      float_mv: r.floatMarketCap ?? undefined,
      turnover_ratio: r.turnoverRate ?? undefined,
      fd_amount: r.sealAmount,
      first_time: hhmmss(r.firstSealTime),
      last_time: hhmmss(r.lastSealTime),
      open_times: r.openCount,
      up_stat: r.ntN !== null && r.ntT !== null ? `${r.ntN}/${r.ntT}` : undefined,
      limit_times: r.streak,
      limit: ({ 1: 'U', 2: 'Z', 3: 'D' } as const)[r.poolType],
    }));
    const result = await importDetected(db, records, 'stocks');
    if (result.imported || stale.length) await afterImport(db, before);
    return { written: result.imported + stale.length, unchanged: rows.length - changed.length, problems: problemsOf(result.errors, (row) => changed[row - 1]?.code) };
  },

  async hotRanks(db, rows) {
    const stored = await db.execute<{ code: string; hot_rank: number | null; concepts: string[] | null; reason: string | null }>(
      sql`select s.code, s.hot_rank, e.concepts, e.reason from stock_info s left join stock_hot_entry e on e.stock_code = s.code
        where s.code = any(${pgArrayLiteral(rows.map((r) => r.code))}::varchar[])`,
    );
    const storedOf = new Map(stored.rows.map((r) => [r.code, r]));
    const known = rows.filter((r) => storedOf.has(r.code));
    const problems = rows.filter((r) => !storedOf.has(r.code)).map((r) => `${r.code}：本站没有这只股票（先拉取股票列表）`);
    // a row changes the list when its rank, its tags or its 上榜解读 differ from the stored ones
    const tagsOf = (r: HotRank) => r.concepts.slice(0, HOT_CONCEPTS_MAX);
    const changed = known.filter((r) => {
      const s = storedOf.get(r.code)!;
      return s.hot_rank !== r.rank || (r.concepts.length > 0 && (s.concepts ?? []).join('\u0001') !== tagsOf(r).join('\u0001')) || (s.reason ?? '') !== r.reason.slice(0, HOT_REASON_MAX);
    });
    if (!changed.length) return { written: 0, unchanged: known.length, problems };
    const before = await marketMarks(db);
    const times = known.map((r) => r.time?.getTime() ?? 0).filter((t) => t > 0);
    await applyHotSnapshot(
      db,
      known.map((r) => ({ code: r.code, rank: r.rank, concepts: tagsOf(r), reason: r.reason })),
      { time: times.length ? new Date(Math.max(...times)) : new Date(), source: 'tushare' },
    );
    await afterImport(db, before);
    return { written: changed.length, unchanged: known.length - changed.length, problems };
  },

  async limitReasons(db, date, rows) {
    if (!rows.length) return { written: 0, unchanged: 0, problems: [] };
    // 涨停原因 and its theme on the day's 涨停 rows (kpl_list); a row without a pool row of the day is reported
    const updated = await db.execute<{ stock_code: string }>(sql`update stock_limit_up l set reason = u.reason, reason_concept = u.concept, update_time = now()
      from unnest(${pgArrayLiteral(rows.map((r) => r.code))}::varchar[], ${pgArrayLiteral(rows.map((r) => r.reason))}::varchar[],
        ${pgArrayLiteral(rows.map((r) => r.concepts[0] ?? ''))}::varchar[]) as u(code, reason, concept)
      where l.trade_date = ${date} and l.pool_type = 1 and l.stock_code = u.code and (l.reason, l.reason_concept) is distinct from (u.reason, u.concept)
      returning l.stock_code`);
    const pooled = await db.execute<{ stock_code: string }>(
      sql`select stock_code from stock_limit_up where trade_date = ${date} and pool_type = 1 and stock_code = any(${pgArrayLiteral(rows.map((r) => r.code))}::varchar[])`,
    );
    const inPool = new Set(pooled.rows.map((r) => r.stock_code));
    const problems = rows.filter((r) => !inPool.has(r.code)).map((r) => `${r.code}：${date} 的涨停池里没有这只股票`);
    return { written: updated.rows.length, unchanged: inPool.size - updated.rows.length, problems };
  },

  async announcements(db, rows) {
    const known = await knownCodes(db, rows.map((r) => r.code));
    const usable = rows.filter((r) => known.has(r.code));
    // the one announcement path (the push feed's): stored once by (code, date, title); the kind from the title
    const written = await applyAnnouncements(
      db,
      usable.map((r) => ({ code: r.code, time: r.time.getTime(), title: r.title, type: announcementTypeOf(r.title), url: r.url })),
      'tushare',
    );
    return { written, unchanged: usable.length - written, problems: rows.filter((r) => !known.has(r.code)).map((r) => `${r.code}：本站没有这只股票（先拉取股票列表）`) };
  },

  async flashes(db, rows) {
    // the one flash path (the push feed's): stored once by (time, source, title), attributed to the news source
    const written = await applyFlashes(
      db,
      rows.map((r) => ({ time: r.time.getTime(), title: r.title, content: r.content, level: 2, source: r.source, stockCodes: [] })),
    );
    return { written, unchanged: rows.length - written, problems: [] };
  },

  async boards(db, boards, members) {
    // a board is found by its type and name (the stock list's industry boards have the same names), else created
    // with the source's code; its members are the source's current members, replaced as a whole
    const stored = await db.execute<{ code: string; name: string; type: number }>(sql`select code, name, type from stock_concept`);
    const codeOf = new Map(stored.rows.map((b) => [`${b.type}:${b.name}`, b.code]));
    const boardCode = new Map<string, string>();
    let created = 0;
    for (const b of boards) {
      let code = codeOf.get(`${b.type}:${b.name}`);
      if (!code) {
        code = `TI${b.sourceCode.replace(/\.TI$/i, '')}`.slice(0, 16);
        await db.execute(sql`insert into stock_concept (type, code, name, description) values (${b.type}, ${code}, ${b.name}, ${`${b.name}（同花顺）`}) on conflict (code) do nothing`);
        codeOf.set(`${b.type}:${b.name}`, code);
        created++;
      }
      boardCode.set(b.sourceCode, code);
    }
    const known = await knownCodes(db, members.map((m) => m.code));
    const wanted = new Map<string, Set<string>>();
    for (const m of members) {
      const code = boardCode.get(m.sourceCode);
      if (code && known.has(m.code)) wanted.set(code, (wanted.get(code) ?? new Set()).add(m.code));
    }
    const current = await db.execute<{ concept_code: string; stock_code: string }>(
      sql`select concept_code, stock_code from stock_concept_member where concept_code = any(${pgArrayLiteral([...wanted.keys()])}::varchar[])`,
    );
    const have = new Map<string, Set<string>>();
    for (const r of current.rows) have.set(r.concept_code, (have.get(r.concept_code) ?? new Set()).add(r.stock_code));
    const changedBoards = [...wanted].filter(([code, set]) => {
      const h = have.get(code) ?? new Set();
      return h.size !== set.size || [...set].some((c) => !h.has(c));
    });
    const touched = new Set<string>();
    for (const [code, set] of changedBoards) {
      for (const c of have.get(code) ?? []) touched.add(c);
      for (const c of set) touched.add(c);
      await db.execute(sql`delete from stock_concept_member where concept_code = ${code}`);
      await db.execute(sql`insert into stock_concept_member (concept_code, stock_code, reason)
        select ${code}, unnest(${pgArrayLiteral([...set])}::varchar[]), '同花顺成分' on conflict do nothing`);
    }
    if (changedBoards.length) {
      // member counts of the boards and the concept names of their stocks (a stock's industry stays the stock list's)
      await db.execute(sql`update stock_concept c set stock_count = (select count(*) from stock_concept_member m where m.concept_code = c.code)
        where c.code = any(${pgArrayLiteral(changedBoards.map(([code]) => code))}::varchar[])`);
      await db.execute(sql`update stock_info s set concept_names = coalesce((select array_agg(c.name order by c.code) from stock_concept_member m
          join stock_concept c on c.code = m.concept_code where m.stock_code = s.code and c.type = 2), '{}')
        where s.code = any(${pgArrayLiteral([...touched])}::varchar[])`);
    }
    const unknown = members.filter((m) => !known.has(m.code)).length;
    return {
      written: created + changedBoards.length,
      unchanged: boards.length - changedBoards.length,
      problems: unknown ? [`${unknown} 个成分股本站没有（先拉取股票列表）`] : [],
    };
  },

  async indexBars(db, date, rows, now) {
    const stored = await db.execute<{ c: string; o: number; h: number; l: number; cl: number; pc: number; v: number; a: number }>(
      sql`select index_code c, open o, high h, low l, close cl, prev_close pc, volume v, amount a from stock_index_daily where trade_date = ${date}`,
    );
    const bar = new Map(stored.rows.map((r) => [r.c, r]));
    const indices = await db.execute<{ code: string }>(sql`select code from stock_index`);
    const known = new Set(indices.rows.map((r) => r.code));
    const usable = rows.filter((r) => known.has(r.code));
    const changed = usable.filter((r) => {
      const b = bar.get(r.code);
      return !b || !same(b.o, r.open) || !same(b.h, r.high) || !same(b.l, r.low) || !same(b.cl, r.close) || !same(b.pc, r.prevClose) || !same(b.v, r.volume) || !same(b.a, r.amount);
    });
    if (changed.length) {
      const col = <T>(f: (r: (typeof changed)[number]) => T) => pgArrayLiteral(changed.map(f));
      await db.execute(sql`insert into stock_index_daily (index_code, trade_date, open, high, low, close, prev_close, volume, amount, change_percent)
        select u.code, ${date}::date, u.o, u.h, u.l, u.c, u.pc, u.v, u.a, case when u.pc > 0 then round((u.c - u.pc) / u.pc * 100, 2) else 0 end
        from unnest(${col((r) => r.code)}::varchar[], ${col((r) => r.open)}::numeric[], ${col((r) => r.high)}::numeric[], ${col((r) => r.low)}::numeric[],
          ${col((r) => r.close)}::numeric[], ${col((r) => r.prevClose)}::numeric[], ${col((r) => r.volume)}::int8[], ${col((r) => r.amount)}::numeric[]) as u(code, o, h, l, c, pc, v, a)
        on conflict (index_code, trade_date) do update set open = excluded.open, high = excluded.high, low = excluded.low, close = excluded.close,
          prev_close = excluded.prev_close, volume = excluded.volume, amount = excluded.amount, change_percent = excluded.change_percent`);
      // the market's current trade day: the bar is the index's quote too (level, bar and the closing minute agree)
      const { date: current } = await resolveTradeDate(db, now);
      if (date === current) {
        await db.execute(sql`update stock_index i set price = d.close, prev_close = d.prev_close, open = d.open, high = d.high, low = d.low, volume = d.volume,
            amount = d.amount, change = round(d.close - d.prev_close, 2), change_percent = d.change_percent, quote_time = ${now}
          from stock_index_daily d where d.index_code = i.code and d.trade_date = ${date} and i.code = any(${pgArrayLiteral(changed.map((r) => r.code))}::varchar[])`);
        await db.execute(sql`insert into stock_minute (security_type, code, trade_date, minute, price, avg_price, volume, amount)
          select 2, index_code, trade_date, 240, close, close, 0, 0 from stock_index_daily
          where trade_date = ${date} and index_code = any(${pgArrayLiteral(changed.map((r) => r.code))}::varchar[])
          on conflict (security_type, code, trade_date, minute) do update set price = excluded.price, avg_price = excluded.avg_price`);
      }
    }
    return { written: changed.length, unchanged: usable.length - changed.length, problems: rows.filter((r) => !known.has(r.code)).map((r) => `${r.code}：本站没有这个指数`) };
  },

  // 资金流向 and 龙虎榜 through their one write path (the push feed's and the simulator's; decision 0036)
  moneyFlow: (db, date, rows) => applyMoneyFlows(db, rows, { tradeDate: date }),
  // 复权因子 through their one write path (decision 0038); the K-line read adjusts with them
  adjFactors: (db, date, rows) => applyAdjFactors(db, rows),
  dragonTiger: (db, date, entries, seats) => applyDragonTiger(db, entries, seats, { tradeDate: date }),
  auctions: writeAuctions,

  async realtimeQuotes(db, rows, now) {
    if (!rows.length) return { written: 0, unchanged: 0, problems: [] };
    const { date, roll, latest } = await resolveTradeDate(db, now);
    if (roll) await rollTradeDay(db, date, latest);
    const applied = await applyQuotes(
      db,
      rows.map((r) => ({ code: r.code, price: r.price, prevClose: r.prevClose, open: r.open, high: r.high, low: r.low, volume: r.volume, amount: r.amount, time: r.time ?? now })),
      { tradeDate: date, now, onlyNewer: true },
    );
    return { written: applied.changed.length, unchanged: rows.length - applied.changed.length, problems: [] };
  },
};
