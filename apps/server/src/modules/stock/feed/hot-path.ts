import { sql } from 'drizzle-orm';
import { HOT_CONCEPTS_MAX, HOT_LIST_SIZE, HOT_REASON_MAX } from '@gprs/contract';
import type { Db } from '../../../db/client';
import { pgArrayLiteral } from '../../../core/bulk';
import { takeHotRanks } from './quote-path';

/** One stock of a hot-list snapshot. */
export interface HotSnapshotRow {
  code: string;
  rank: number;
  /** up to 3 board names; absent or empty: the stock's strongest boards of the moment */
  concepts?: string[];
  /** 上榜理由; absent: none */
  reason?: string;
}

export type HotSource = 'simulator' | 'feed' | 'tushare' | 'seed';

/** Snapshots are kept this long (the rank change needs only the last two). */
const KEEP_SNAPSHOTS_MS = 3 * 24 * 3600_000;

/**
 * The stocks' strongest boards (concepts, type 2) of the moment, by change today then heat: up to `n` names each.
 */
export async function strongestBoards(db: Db, codes: string[], n = HOT_CONCEPTS_MAX): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (!codes.length) return out;
  const rows = await db.execute<{ code: string; names: string[] }>(sql`select code, (array_agg(name order by chg desc, heat desc, name))[1:${n}] names
    from (select m.stock_code code, c.name, c.change_percent chg, c.heat from stock_concept_member m join stock_concept c on c.code = m.concept_code and c.type = 2
      where m.stock_code = any(${pgArrayLiteral(codes)}::varchar[])) b group by code`);
  for (const r of rows.rows) out.set(r.code, r.names);
  return out;
}

/**
 * The one write path of a 人气榜 snapshot, for every door (push feed, simulator, tushare, seed — decision 0037):
 * 1. every stock's rank of the moment becomes its previous rank (`stock_hot_entry.previous_rank`; only the ranks that
 *    differ are written);
 * 2. the given stocks take their ranks through `takeHotRanks` (the others keep their order and fill the free ranks) —
 *    or, with `rankBy: 'heat'` (the simulator), every stock is ranked by its heat in one statement and `rows` carry
 *    only the list's tags and reasons;
 * 3. the given stocks' concept tags (≤ 3; the strongest boards when none are given) and 上榜理由 (≤ 60 characters, ''
 *    when none) are stored with the snapshot's time; a stock that falls out of the list loses its reason, so an old
 *    reason never comes back with a later rise;
 * 4. one `stock_hot_snapshot` row records the time, the previous snapshot's time, the door and the number of stocks.
 * Runs in the caller's transaction; a transaction-scoped advisory lock orders concurrent snapshots.
 */
export async function applyHotSnapshot(
  db: Db,
  rows: HotSnapshotRow[],
  options: { time: Date; source: HotSource; rankBy?: 'rows' | 'heat' },
): Promise<{ snapshotTime: Date; previousTime: Date | null }> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('stock-hot-snapshot'))`);
  const last = await db.execute<{ t: Date | string }>(sql`select snapshot_time t from stock_hot_snapshot order by snapshot_time desc, id desc limit 1`);
  const previousTime = last.rows[0] ? new Date(last.rows[0].t) : null;
  if (!rows.length) return { snapshotTime: options.time, previousTime };
  await db.execute(sql`update stock_hot_entry e set previous_rank = s.hot_rank, update_time = now() from stock_info s
    where s.code = e.stock_code and e.previous_rank is distinct from s.hot_rank`);
  await db.execute(sql`insert into stock_hot_entry (stock_code, previous_rank) select s.code, s.hot_rank from stock_info s
    where s.hot_rank is not null and not exists (select 1 from stock_hot_entry e where e.stock_code = s.code)`);
  if (options.rankBy === 'heat') {
    // the whole market by heat (as the quote path's rerank did): one statement, only the ranks that change
    await db.execute(sql`update stock_info s set hot_rank = r.rn from (select code, row_number() over (order by heat desc, code) rn from stock_info) r
      where s.code = r.code and s.hot_rank is distinct from r.rn`);
  } else {
    await takeHotRanks(
      db,
      rows.map((r) => r.code),
      rows.map((r) => r.rank),
    );
  }
  const named = rows.filter((r) => r.rank <= HOT_LIST_SIZE || r.reason || r.concepts?.length);
  const boards = await strongestBoards(
    db,
    named.filter((r) => !r.concepts?.length).map((r) => r.code),
  );
  const tags = named.map((r) => (r.concepts?.length ? r.concepts : (boards.get(r.code) ?? [])).slice(0, HOT_CONCEPTS_MAX).map((c) => c.slice(0, 32)));
  if (named.length) {
    // a Postgres array of arrays must be rectangular: the tags travel as one '\u0001'-joined string per stock
    await db.execute(sql`insert into stock_hot_entry as e (stock_code, concepts, reason, reason_time)
      select u.code, case when u.tags = '' then '{}'::varchar[] else string_to_array(u.tags, E'\\x01')::varchar[] end, u.reason, ${options.time}
      from unnest(${pgArrayLiteral(named.map((r) => r.code))}::varchar[], ${pgArrayLiteral(tags.map((t) => t.join('\u0001')))}::text[],
        ${pgArrayLiteral(named.map((r) => (r.reason ?? '').trim().slice(0, HOT_REASON_MAX)))}::varchar[]) as u(code, tags, reason)
      on conflict (stock_code) do update set concepts = excluded.concepts, reason = excluded.reason, reason_time = excluded.reason_time, update_time = now()
        where (e.concepts, e.reason) is distinct from (excluded.concepts, excluded.reason) or e.reason_time is distinct from excluded.reason_time`);
  }
  await db.execute(sql`update stock_hot_entry e set concepts = '{}', reason = '', update_time = now() from stock_info s
    where s.code = e.stock_code and (s.hot_rank is null or s.hot_rank > ${HOT_LIST_SIZE}) and (e.reason <> '' or cardinality(e.concepts) > 0)`);
  await db.execute(sql`insert into stock_hot_snapshot (snapshot_time, previous_time, source, stocks) values (${options.time}, ${previousTime}, ${options.source}, ${rows.length})`);
  await db.execute(sql`delete from stock_hot_snapshot where snapshot_time < ${new Date(options.time.getTime() - KEEP_SNAPSHOTS_MS)}`);
  return { snapshotTime: options.time, previousTime };
}
