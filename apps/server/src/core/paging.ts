import { sql, type SQL } from 'drizzle-orm';
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
