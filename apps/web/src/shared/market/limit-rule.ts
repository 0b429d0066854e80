import type { BoardValue, KlineBarVO, LadderLevelVO, LimitUpVO } from '@gprs/contract';

/** Daily price limit in percent of a stock: ST ±5, 科创板 / 创业板 ±20, 北交所 ±30, other main-board ±10. */
export function limitPercent(board: BoardValue, isSt: boolean): number {
  if (board === 'bse') return 30;
  if (board === 'star' || board === 'gem') return 20;
  return isSt ? 5 : 10;
}

/**
 * The daily bars that closed at the upper limit (newest first). The limit price is rounded to the cent, so a bar whose
 * change is within 0.1 % of the limit counts (600519 +9.99 % is a limit-up).
 */
export function limitUpBars(bars: readonly KlineBarVO[], board: BoardValue, isSt: boolean): KlineBarVO[] {
  const limit = limitPercent(board, isSt);
  return bars.filter((b) => b.changePercent >= limit - 0.1 && b.close === b.high).reverse();
}

/** A row of a stock's limit-up history: a day it closed at the limit (涨停) or touched it and fell back (炸板). */
export interface LimitUpHistoryRow {
  tradeDate: string;
  kind: '涨停' | '炸板';
  close: number;
  changePercent: number;
  amount: number;
  oneWord: boolean;
  /** 首板, 二连板 …; '' when the day is older than the pools */
  streak: string;
  reason: string;
  firstSealTime: string | null;
  openCount: number | null;
}

/**
 * A stock's limit-up history: the year of daily bars that closed at the limit, with the pool rows (reason, streak, seal
 * time, open count) of the days the pools cover, plus the 炸板 days; the newest first.
 */
export function limitUpHistory(bars: readonly KlineBarVO[], board: BoardValue, isSt: boolean, pool: readonly LimitUpVO[]): LimitUpHistoryRow[] {
  const sealed = new Map(pool.filter((p) => p.poolType === 1).map((p) => [p.tradeDate, p]));
  const rows: LimitUpHistoryRow[] = limitUpBars(bars, board, isSt).map((b) => {
    const p = sealed.get(b.tradeDate);
    sealed.delete(b.tradeDate);
    return {
      tradeDate: b.tradeDate,
      kind: '涨停',
      close: b.close,
      changePercent: b.changePercent,
      amount: b.amount,
      oneWord: p?.oneWord ?? b.low === b.high,
      streak: p ? streakLabel(p.streak) : '',
      reason: p?.reason ?? '',
      firstSealTime: p?.firstSealTime ?? null,
      openCount: p?.openCount ?? null,
    };
  });
  // pool rows without a bar (today before the bar is written, or a bar outside the year) and the 炸板 days
  for (const p of [...sealed.values(), ...pool.filter((x) => x.poolType === 2)]) {
    rows.push({
      tradeDate: p.tradeDate,
      kind: p.poolType === 1 ? '涨停' : '炸板',
      close: p.price,
      changePercent: p.changePercent,
      amount: p.amount,
      oneWord: p.oneWord,
      streak: p.poolType === 1 ? streakLabel(p.streak) : '',
      reason: p.reason,
      firstSealTime: p.firstSealTime,
      openCount: p.openCount,
    });
  }
  return rows.sort((a, b) => (a.tradeDate === b.tradeDate ? a.kind.localeCompare(b.kind) : a.tradeDate < b.tradeDate ? 1 : -1));
}

const STREAK_NAMES = ['', '首板', '二连板', '三连板', '四连板', '五连板', '六连板', '七连板', '八连板', '九连板', '十连板'];

/** 首板, 二连板 … 十连板, then 'N连板'. */
export function streakLabel(streak: number): string {
  return STREAK_NAMES[streak] ?? `${streak}连板`;
}

/** 连板梯队: limit-up stocks grouped by streak, the highest streak on top, each level by first seal time. */
export function groupLadder(pool: readonly LimitUpVO[]): LadderLevelVO[] {
  const levels = new Map<number, LimitUpVO[]>();
  for (const s of pool) {
    const streak = Math.max(1, s.streak || 1);
    const list = levels.get(streak) ?? [];
    list.push(s);
    levels.set(streak, list);
  }
  return [...levels.entries()]
    .sort(([a], [b]) => b - a)
    .map(([streak, stocks]) => ({
      streak,
      label: streakLabel(streak),
      stocks: [...stocks].sort((a, b) => (a.firstSealTime ?? '99').localeCompare(b.firstSealTime ?? '99') || a.stockCode.localeCompare(b.stockCode)),
    }));
}

/** 炸板率 from 封板率 (both percent; null stays null). */
export function brokenRate(sealRate: number | null | undefined): number | null {
  return sealRate == null ? null : Math.round((100 - sealRate) * 100) / 100;
}

/** The board of an A-share code by its prefix (market glossary): 688/689 科创板, 300/301 创业板, 43/83/87/920 北交所. */
export function boardOfCode(code: string): BoardValue {
  if (/^(688|689)/.test(code)) return 'star';
  if (/^(300|301)/.test(code)) return 'gem';
  if (/^(43|83|87|920)/.test(code)) return 'bse';
  return 'main';
}

export interface LimitUpFilter {
  board?: BoardValue;
  keyword?: string;
  reason?: string;
  oneWordOnly?: boolean;
}

/** The pool rows that pass the limit-up page's filters (board, code/name, reason concept, 一字板). */
export function filterPool(pool: readonly LimitUpVO[], f: LimitUpFilter): LimitUpVO[] {
  const kw = f.keyword?.trim().toLowerCase();
  return pool.filter(
    (s) =>
      (!f.board || boardOfCode(s.stockCode) === f.board) &&
      (!kw || s.stockCode.includes(kw) || s.stockName.toLowerCase().includes(kw)) &&
      (!f.reason || s.reasonConcept === f.reason) &&
      (!f.oneWordOnly || s.oneWord),
  );
}

/**
 * Reason concepts of a pool by how many stocks they explain (most first; ties by name in Chinese collation, named so
 * that the server's and the browser's order agree: the page's filter is hydrated from the server's HTML).
 */
export function reasonCounts(pool: readonly LimitUpVO[]): { name: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const s of pool) if (s.reasonConcept) counts.set(s.reasonConcept, (counts.get(s.reasonConcept) ?? 0) + 1);
  return [...counts.entries()].map(([name, count]) => ({ name, count })).sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'zh-CN'));
}
