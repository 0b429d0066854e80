// 人气榜 / 飙升榜 / 热搜榜 (issue 26, decision 0037): zod-free, so the public pages can import it through
// '@gprs/contract/labels'.
import type { StockQuoteVO } from './market';

/** The hot list's length: a stock ranked beyond it at the previous snapshot and within it now is 新上榜. */
export const HOT_LIST_SIZE = 100;
/** Concept tags per stock. */
export const HOT_CONCEPTS_MAX = 3;
/** Characters of a 上榜理由. */
export const HOT_REASON_MAX = 60;

/** A stock of the 人气榜 / 飙升榜: its quote plus the hot list's facts (fields added to StockQuoteVO). */
export interface HotStockVO extends StockQuoteVO {
  /** up to 3 board names */
  hotConcepts: string[];
  /** 上榜理由 of the latest snapshot that named it; '' when none was given */
  hotReason: string;
  /** rank at the previous snapshot; null: none (no earlier snapshot, or the stock had no rank) */
  previousRank: number | null;
  /** previousRank − hotRank (positive: rose); null when previousRank is null */
  rankChange: number | null;
  /** 新上榜: outside the list (or unranked) at the previous snapshot, inside it now */
  newEntry: boolean;
  /** epoch ms of the latest snapshot; null: none taken yet */
  hotTime: number | null;
  /** 主力净流入 (yuan, 超大单 + 大单 net) of the market's trade day; null: no money flow stored for the stock that day */
  mainNet: number | null;
}

export type RankMove = { kind: 'new' } | { kind: 'up' | 'down'; by: number } | { kind: 'same' } | null;

/** How a hot-list row shows its rank change: 新, ↑n, ↓n, unchanged, or nothing when unknown. */
export function rankMove(row: Pick<HotStockVO, 'rankChange' | 'newEntry'>): RankMove {
  if (row.newEntry) return { kind: 'new' };
  if (row.rankChange === null) return null;
  if (row.rankChange > 0) return { kind: 'up', by: row.rankChange };
  if (row.rankChange < 0) return { kind: 'down', by: -row.rankChange };
  return { kind: 'same' };
}
