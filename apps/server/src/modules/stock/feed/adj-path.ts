import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { pgArrayLiteral } from '../../../core/bulk';

/** One stock's 复权因子 of a trade day (tushare's mapped adj_factor rows, AdjFactor in sources/tushare/mappers.ts). */
export interface AdjFactorInput {
  code: string;
  tradeDate: string;
  factor: number;
}

/**
 * The one write path of 复权因子 (stock_adj_factor, decision 0038), in the caller's transaction: a row equal to the
 * stored one writes nothing and counts as unchanged; a factor that is not a positive number, or a code that names no
 * stored stock, is refused in words. The K-line read adjusts with what is stored (nothing to recompute or broadcast:
 * the factors move no quote).
 */
export async function applyAdjFactors(db: Db, rows: readonly AdjFactorInput[]): Promise<{ written: number; unchanged: number; problems: string[] }> {
  const problems: string[] = [];
  const valid = rows.filter((r) => {
    const ok = Number.isFinite(r.factor) && r.factor > 0 && /^\d{4}-\d{2}-\d{2}$/.test(r.tradeDate);
    if (!ok) problems.push(`${r.code}：${r.tradeDate} 的复权因子无效（${r.factor}）`);
    return ok;
  });
  if (!valid.length) return { written: 0, unchanged: 0, problems };
  const codes = [...new Set(valid.map((r) => r.code))];
  const found = await db.execute<{ code: string }>(sql`select code from stock_info where code = any(${pgArrayLiteral(codes)}::varchar[])`);
  const known = new Set(found.rows.map((r) => r.code));
  for (const c of codes) if (!known.has(c)) problems.push(`${c}：本站没有这只股票（先拉取股票列表）`);
  // the last row of a (code, day) wins, as the source's later answer would
  const byKey = new Map<string, AdjFactorInput>();
  for (const r of valid) if (known.has(r.code)) byKey.set(`${r.code}:${r.tradeDate}`, r);
  const usable = [...byKey.values()];
  if (!usable.length) return { written: 0, unchanged: 0, problems };
  const col = <T>(f: (r: AdjFactorInput) => T) => pgArrayLiteral(usable.map(f));
  const written = await db.execute<{ stock_code: string }>(sql`insert into stock_adj_factor (stock_code, trade_date, factor)
    select u.code, u.d, u.f from unnest(${col((r) => r.code)}::varchar[], ${col((r) => r.tradeDate)}::date[], ${col((r) => r.factor)}::numeric[]) as u(code, d, f)
    on conflict (stock_code, trade_date) do update set factor = excluded.factor where stock_adj_factor.factor is distinct from excluded.factor
    returning stock_code`);
  return { written: written.rows.length, unchanged: usable.length - written.rows.length, problems };
}
