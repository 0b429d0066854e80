import type { BookLevelVO, TickVO } from '@gprs/contract';

const CN_DIGITS = ['一', '二', '三', '四', '五', '六', '七', '八', '九', '十'];

export interface BookRow {
  key: string;
  /** 卖五 … 卖一, 买一 … 买五 */
  label: string;
  side: 'ask' | 'bid';
  price: number | null;
  /** shares; null for an empty level */
  volume: number | null;
}

/**
 * The rows of a 盘口 as a trader reads them, top to bottom: 卖N … 卖一 (the asks reversed), then 买一 … 买N. A side with
 * fewer levels (sealed at a limit, or near it) keeps its rows, empty.
 */
export function bookRows(bids: BookLevelVO[], asks: BookLevelVO[], levels: number): BookRow[] {
  const n = Math.min(levels, CN_DIGITS.length);
  const rows: BookRow[] = [];
  for (let i = n - 1; i >= 0; i--) rows.push({ key: `a${i}`, label: `卖${CN_DIGITS[i]}`, side: 'ask', price: asks[i]?.price ?? null, volume: asks[i]?.volume ?? null });
  for (let i = 0; i < n; i++) rows.push({ key: `b${i}`, label: `买${CN_DIGITS[i]}`, side: 'bid', price: bids[i]?.price ?? null, volume: bids[i]?.volume ?? null });
  return rows;
}

/** Shares as 手 (100 shares), whole; 万手 from 10,000 手 up: 1234567 → '1.23万'. Null → '--'. */
export function hands(shares: number | null | undefined): string {
  if (shares === null || shares === undefined || !Number.isFinite(shares)) return '--';
  const h = Math.round(shares / 100);
  if (Math.abs(h) >= 10_000) return `${(h / 10_000).toFixed(2).replace(/\.?0+$/, '')}万`;
  return String(h);
}

/** The HH:mm:ss of a trade (Beijing time) from epoch ms — the same on the server and in any browser's zone. */
export function tickTime(ms: number): string {
  return new Date(ms + 8 * 3_600_000).toISOString().slice(11, 19);
}

/** 买 / 卖 / 中 of a trade's side. */
export function sideLabel(side: TickVO['side']): '买' | '卖' | '中' {
  return side === 1 ? '买' : side === 2 ? '卖' : '中';
}

/** 竞价未匹配量 in words: '买 1.2万手' (buy side left over), '卖 300手', '--' when unknown. */
export function unmatchedText(volume: number | null | undefined): string {
  if (volume === null || volume === undefined) return '--';
  if (volume === 0) return '0手';
  return `${volume > 0 ? '买' : '卖'} ${hands(Math.abs(volume))}手`;
}
