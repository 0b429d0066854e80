import { inArray, sql } from 'drizzle-orm';
import { StockAdminError } from '@gprs/contract';
import type { Db } from '../../../db/client';
import { fail } from '../../../core/errors';
import { stockConcept, stockInfo } from '../market.schema';

/** Refuses codes that name no stock (news, flashes, essays link to stocks by code). */
export async function requireStockCodes(db: Db, codes: readonly string[]): Promise<void> {
  if (!codes.length) return;
  const found = new Set((await db.select({ code: stockInfo.code }).from(stockInfo).where(inArray(stockInfo.code, [...codes]))).map((r) => r.code));
  const missing = codes.filter((c) => !found.has(c));
  if (missing.length) fail(StockAdminError.STOCK_CODES_NOT_EXISTS, missing.join('、'));
}

/** Refuses codes that name no industry / concept board. */
export async function requireConceptCodes(db: Db, codes: readonly string[]): Promise<void> {
  if (!codes.length) return;
  const found = new Set((await db.select({ code: stockConcept.code }).from(stockConcept).where(inArray(stockConcept.code, [...codes]))).map((r) => r.code));
  const missing = codes.filter((c) => !found.has(c));
  if (missing.length) fail(StockAdminError.CONCEPT_CODES_NOT_EXISTS, missing.join('、'));
}

/**
 * Rewrites the denormalised board fields of the given stocks from the member table (the source): industry code and
 * name from the stock's industry board (type 1), concept names from its concept boards (type 2); and the member count
 * of the given boards.
 */
export async function syncBoards(db: Db, stockCodes: readonly string[], conceptCodes: readonly string[] = []): Promise<void> {
  const stocks = `{${[...new Set(stockCodes)].join(',')}}`;
  if (stockCodes.length) {
    await db.execute(sql`
      update stock_info s set
        industry_code = ind.code,
        industry_name = ind.name,
        concept_names = coalesce((
          select array_agg(c.name order by c.code) from stock_concept_member m join stock_concept c on c.code = m.concept_code
          where m.stock_code = s.code and c.type = 2), '{}')
      from (select s2.code as stock_code, i.code, i.name from stock_info s2
            left join lateral (select c.code, c.name from stock_concept_member m join stock_concept c on c.code = m.concept_code
                               where m.stock_code = s2.code and c.type = 1 order by c.code limit 1) i on true
            where s2.code = any(${stocks}::varchar[])) ind
      where s.code = ind.stock_code`);
  }
  const concepts = `{${[...new Set(conceptCodes)].join(',')}}`;
  await db.execute(sql`
    update stock_concept c set stock_count = (select count(*) from stock_concept_member m where m.concept_code = c.code)
    where c.code = any(${concepts}::varchar[])
       or c.code in (select m.concept_code from stock_concept_member m where m.stock_code = any(${stocks}::varchar[]))`);
}
