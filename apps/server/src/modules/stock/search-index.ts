/**
 * In-memory stock and concept search (the market read model's index). Same matches and order as the SQL it replaces
 * (`searchSql` in market.service.ts), which PostgreSQL evaluates in the C locale:
 *
 * - a stock matches when its code, name or pinyin initials contain the keyword, ignoring ASCII case (ILIKE '%kw%');
 * - stocks rank code equal (0) > code starts with the keyword, case kept (1) > name or pinyin starts with it, ASCII
 *   case ignored (2) > contains (3); then hot rank ascending with unranked stocks last; then code;
 * - a concept matches when its name contains the keyword (ASCII case ignored); concepts rank by heat descending, then
 *   code (the SQL gave ties no order; now they have one).
 */

/** ASCII-only lower case: what ILIKE folds in the C locale (全角 letters and other scripts stay as they are). */
export function foldAscii(text: string): string {
  return /[A-Z]/.test(text) ? text.replace(/[A-Z]+/g, (m) => m.toLowerCase()) : text;
}

export interface SearchableStock {
  code: string;
  name: string;
  pinyin: string;
  hotRank: number | null;
}

/** One stock as the index keeps it: folded copies of the searched fields. */
export interface StockIndexEntry<T extends SearchableStock = SearchableStock> {
  stock: T;
  code: string;
  codeFold: string;
  nameFold: string;
  pinyinFold: string;
}

export function indexStocks<T extends SearchableStock>(stocks: readonly T[]): StockIndexEntry<T>[] {
  return stocks.map((stock) => ({ stock, code: stock.code, codeFold: foldAscii(stock.code), nameFold: foldAscii(stock.name), pinyinFold: foldAscii(stock.pinyin ?? '') }));
}

/** The rank of one stock for a keyword (0 best … 3), or -1 when it does not match. `folded` = foldAscii(keyword). */
export function stockMatchRank(e: StockIndexEntry, keyword: string, folded: string): number {
  if (!e.codeFold.includes(folded) && !e.nameFold.includes(folded) && !e.pinyinFold.includes(folded)) return -1;
  if (e.code === keyword) return 0;
  if (e.code.startsWith(keyword)) return 1;
  if (e.nameFold.startsWith(folded) || e.pinyinFold.startsWith(folded)) return 2;
  return 3;
}

/** Code order of PostgreSQL's C collation (byte order; JavaScript compares UTF-16 units, equal for these codes). */
const byCode = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function compareHotRank(a: number | null, b: number | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a - b;
}

interface Hit<T extends SearchableStock> {
  rank: number;
  e: StockIndexEntry<T>;
}

const compareHits = <T extends SearchableStock>(a: Hit<T>, b: Hit<T>) =>
  a.rank - b.rank || compareHotRank(a.e.stock.hotRank, b.e.stock.hotRank) || byCode(a.e.code, b.e.code);

/** The best `limit` stocks for a keyword, best first (one pass; only the best `limit` hits are kept in order). */
export function searchStocks<T extends SearchableStock>(index: readonly StockIndexEntry<T>[], keyword: string, limit: number): T[] {
  const folded = foldAscii(keyword);
  const best: Hit<T>[] = [];
  for (const e of index) {
    const rank = stockMatchRank(e, keyword, folded);
    if (rank < 0) continue;
    const hit = { rank, e };
    if (best.length === limit && compareHits(hit, best[limit - 1]) >= 0) continue;
    // binary search for the insertion point
    let lo = 0;
    let hi = best.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (compareHits(best[mid], hit) <= 0) lo = mid + 1;
      else hi = mid;
    }
    best.splice(lo, 0, hit);
    if (best.length > limit) best.pop();
  }
  return best.map((h) => h.e.stock);
}

export interface SearchableConcept {
  code: string;
  name: string;
  heat: number;
}

/** Concepts whose name contains the keyword, hottest first, at most `limit`. */
export function searchConcepts<T extends SearchableConcept>(concepts: readonly T[], keyword: string, limit: number): T[] {
  const folded = foldAscii(keyword);
  return concepts
    .filter((c) => foldAscii(c.name).includes(folded))
    .sort((a, b) => b.heat - a.heat || byCode(a.code, b.code))
    .slice(0, limit);
}
