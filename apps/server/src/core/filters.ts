import { and, gte, like, lte, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** `column LIKE '%text%'` where the text's own `%`, `_` and `\` match literally. */
export function likeContains(column: PgColumn, text: string): SQL {
  return like(column, `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
}

/** `begin <= column <= end` for a `[begin, end]` range of epoch milliseconds (createTime[0], createTime[1]). */
export function timeBetween(column: PgColumn, range: readonly number[] | undefined): SQL | undefined {
  if (!range || range.length !== 2) return undefined;
  return and(gte(column, new Date(range[0])), lte(column, new Date(range[1])));
}
