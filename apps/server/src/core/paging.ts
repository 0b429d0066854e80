import { and, desc, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { PageParam, PageResult } from '@gprs/contract';
import type { Db } from '../db/client';

/** One page of rows of `table` matching `where`, ordered by `orderBy`, with the total count. */
export async function pageQuery<T extends PgTable>(
  db: Db,
  table: T,
  page: PageParam,
  options: { where?: SQL; orderBy?: (SQL | PgColumn)[] } = {},
): Promise<PageResult<T['$inferSelect']>> {
  const base = db.select().from(table as PgTable).where(options.where);
  const ordered = options.orderBy?.length ? base.orderBy(...options.orderBy) : base;
  const [list, counted] = await Promise.all([
    ordered.limit(page.pageSize).offset((page.pageNo - 1) * page.pageSize),
    db.select({ count: sql<number>`count(*)::int` }).from(table as PgTable).where(options.where),
  ]);
  return { list: list as T['$inferSelect'][], total: counted[0].count };
}

/**
 * Newest-first keyset pages of `table` matching `where`, for streamed exports (core/excel `streamExcel`): each batch
 * starts below the last id of the previous one, so a million rows cost no OFFSET scans and no more memory than a batch.
 */
export function idDescBatches<T extends PgTable & { id: PgColumn }>(db: Db, table: T, where: SQL | undefined) {
  type Row = T['$inferSelect'] & { id: number };
  return {
    nextBatch: async (after: Row | null, size: number): Promise<Row[]> =>
      (await db
        .select()
        .from(table as PgTable)
        .where(and(where, after ? lt(table.id, after.id) : undefined))
        .orderBy(desc(table.id))
        .limit(size)) as Row[],
    hasMoreThan: async (n: number): Promise<boolean> =>
      (await db.select({ id: table.id }).from(table as PgTable).where(where).orderBy(desc(table.id)).offset(n).limit(1)).length > 0,
  };
}
