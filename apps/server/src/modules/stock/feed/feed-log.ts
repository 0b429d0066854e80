import { sql } from 'drizzle-orm';
import type { FeedKind } from '@gprs/contract';
import type { Db } from '../../../db/client';
import { stockFeedBatch } from './feed.schema';

/** Batches are kept this many days for 股票数据 → 数据源 (decision 0024). */
export const FEED_LOG_KEEP_DAYS = 3;
/** Old rows are removed at most this often per process (a delete on every batch would be wasted work). */
const PURGE_EVERY_MS = 60_000;
let lastPurge = 0;

export interface FeedBatchLog {
  kind: FeedKind;
  clientId: string;
  rows: number;
  accepted: boolean;
  changed?: number;
  applyMs?: number;
  rowIndex?: number | null;
  code?: number;
  reason?: string;
  /** the refused row as sent */
  sample?: unknown;
}

/** One line of the feed log (accepted: in the batch's transaction; refused: outside it, so it survives the rollback). */
export async function logFeedBatch(db: Db, log: FeedBatchLog): Promise<void> {
  let sample = '';
  if (log.sample !== undefined) {
    try {
      sample = JSON.stringify(log.sample) ?? '';
    } catch {
      sample = String(log.sample);
    }
  }
  await db.insert(stockFeedBatch).values({
    kind: log.kind,
    clientId: log.clientId.slice(0, 64),
    rows: log.rows,
    accepted: log.accepted,
    changed: log.changed ?? 0,
    applyMs: Math.round(log.applyMs ?? 0),
    rowIndex: log.rowIndex ?? null,
    code: log.code ?? 0,
    reason: (log.reason ?? '').slice(0, 500),
    sample: sample.slice(0, 500),
  });
  if (Date.now() - lastPurge > PURGE_EVERY_MS) {
    lastPurge = Date.now();
    await db.execute(sql`delete from stock_feed_batch where receive_time < now() - make_interval(days => ${FEED_LOG_KEEP_DAYS})`);
  }
}
