import type { Db } from '../../../../db/client';
import { applyAuctions } from '../../feed/book-path';
import { codeOf, dateOf, num, tsDate } from './mappers';
import type { DatasetDef } from './datasets';
import type { WriteResult } from './writes';

/**
 * 集合竞价 from tushare (decision 0040): `stk_auction` (当日集合竞价, doc_id 369) — per stock and day the auction's volume
 * (vol, 股), matched price (price, 元), amount (元) and previous close (pre_close), readable from 9:25–9:29 of the day;
 * a separately granted permission (holders of the minute-data permission have it). What tushare does not give: the
 * unmatched volume (竞价未匹配量: left null, shown as「--」), and no order book or tick-by-tick trades at all (盘口 and
 * 逐笔 come only from the push feed or the simulator). docs/market-data-tushare.md says so.
 */

type Row = Record<string, unknown>;

/** A mapped stk_auction row in our units (prices and amounts in yuan, volume in shares). */
export interface AuctionRow {
  code: string;
  tradeDate: string;
  price: number;
  prevClose: number | null;
  volume: number;
  amount: number;
}

/** stk_auction rows → auctions; rows of non-A-share codes (ETFs, bonds) and rows without a price (no match) are left out. */
export function mapStkAuction(rows: Row[]): AuctionRow[] {
  const out: AuctionRow[] = [];
  for (const r of rows) {
    const code = codeOf(r.ts_code);
    const tradeDate = dateOf(r.trade_date);
    const price = num(r.price);
    if (!code || !tradeDate || price === null || price <= 0) continue;
    out.push({ code, tradeDate, price, prevClose: num(r.pre_close), volume: Math.round(num(r.vol) ?? 0), amount: num(r.amount) ?? 0 });
  }
  return out;
}

/** The write the dataset needs, through the one book path (idempotent: a repeated pull writes nothing). */
export async function writeAuctions(db: Db, date: string, rows: AuctionRow[]): Promise<WriteResult> {
  const r = await applyAuctions(
    db,
    rows.map((a) => ({ ...a, unmatchedVolume: null })),
    { tradeDate: date },
  );
  return { written: r.written, unchanged: r.unchanged, problems: r.problems };
}

const hm = (h: number, m = 0) => h * 60 + m;

/** The data-source page's 集合竞价 dataset: pulled once per trade day after 9:30 (the day's auction is final at 9:25). */
export const AUCTION_DATASET: DatasetDef = {
  key: 'stk_auction',
  label: '集合竞价',
  apis: ['stk_auction'],
  job: 'sync',
  kind: 'day',
  readyMinutes: hm(9, 30),
  backfill: 1,
  writer: 'auctions',
  without: '不显示集合竞价（推送接口可送入）',
  async pull({ client, writes, tx, date }) {
    const rows = await client.query('stk_auction', { trade_date: tsDate(date) }, ['ts_code', 'trade_date', 'vol', 'price', 'amount', 'pre_close', 'turnover_rate', 'volume_ratio']);
    const mapped = mapStkAuction(rows);
    return { rows: rows.length, ...(await tx((db) => writes.auctions!(db, date, mapped))) };
  },
};
