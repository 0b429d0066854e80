import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { FEED_LIMIT_TOLERANCE, STOCK_FEED_CLIENT_ID, StockFeedError, type FeedSecretVO } from '@gprs/contract';
import type { AppConfig } from '../../../config';
import type { Db } from '../../../db/client';
import { fail } from '../../../core/errors';
import { pgArrayLiteral } from '../../../core/bulk';
import { limitsOn } from './quote-path';

/**
 * The push feed's door (decision 0035): closed unless the server was started to take pushed data, opened only with a
 * secret that no install shares, and every pushed price held to its stock's limit prices.
 */

/** Hidden config row: 'false' while the generated push secret has not been shown to anyone yet. */
export const FEED_SECRET_REVEALED_KEY = 'stock.feed.secret-revealed';

/** The feed routes accept batches only in push mode (MARKET_FEED=push) or with a pulled source configured. */
export function feedDoorOpen(config: Pick<AppConfig, 'marketFeed' | 'marketSource'>): boolean {
  return config.marketFeed === 'push' || config.marketSource !== 'none';
}

/** A fresh push secret: 32 random bytes, URL-safe (no install shares a default). */
export function newFeedSecret(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** Fields of a quote row held to the limit prices, with their names as the error message says them. */
const BOUNDED_FIELDS = [
  ['price', 'price'],
  ['open', 'open'],
  ['high', 'high'],
  ['low', 'low'],
] as const;

export interface LimitBand {
  up: number;
  down: number;
}

/**
 * The first field of a quote outside its band widened by `tolerance` (yuan), or null. A stock without limits (the
 * first days of a new listing) has no band.
 */
export function outOfBand(
  row: { price: number; open?: number; high?: number; low?: number },
  band: LimitBand | null,
  tolerance = FEED_LIMIT_TOLERANCE,
): { field: (typeof BOUNDED_FIELDS)[number][1]; value: number } | null {
  if (!band) return null;
  const lo = band.down - tolerance - 1e-9;
  const hi = band.up + tolerance + 1e-9;
  for (const [key, field] of BOUNDED_FIELDS) {
    const v = row[key];
    if (v !== undefined && (v < lo || v > hi)) return { field, value: v };
  }
  return null;
}

interface StockLimitFacts {
  isSt: boolean;
  listDate: string;
  up: number | null;
  down: number | null;
}

/**
 * What a batch needs to hold its rows to the limit rule, read once per trade day per stock (like the 5-day volume):
 * the stored limit prices and, for a pushed previous close that differs (ex-rights), ST flag and listing date to
 * compute them anew. Limits change only when a trade day rolls.
 */
export class LimitBook {
  private date = '';
  private facts = new Map<string, StockLimitFacts>();

  async bands(db: Db, date: string, rows: { code: string; prevClose?: number }[]): Promise<Map<string, LimitBand | null>> {
    if (date !== this.date) {
      this.date = date;
      this.facts = new Map();
    }
    const missing = [...new Set(rows.map((r) => r.code))].filter((c) => !this.facts.has(c));
    if (missing.length) {
      const found = await db.execute<{ code: string; is_st: boolean; list_date: string; up: number | null; down: number | null }>(
        sql`select code, is_st, list_date::text, limit_up_price up, limit_down_price down from stock_info where code = any(${pgArrayLiteral(missing)}::varchar[])`,
      );
      for (const r of found.rows) {
        this.facts.set(r.code, { isSt: r.is_st, listDate: r.list_date, up: r.up === null ? null : Number(r.up), down: r.down === null ? null : Number(r.down) });
      }
    }
    const out = new Map<string, LimitBand | null>();
    for (const r of rows) {
      const f = this.facts.get(r.code);
      if (!f) continue;
      if (r.prevClose !== undefined) {
        out.set(r.code, limitsOn(date, r.code, f.isSt, f.listDate, r.prevClose));
        // the batch may store new limits from it: read the stock again next time
        this.facts.delete(r.code);
      } else out.set(r.code, f.up === null || f.down === null ? null : { up: f.up, down: f.down });
    }
    return out;
  }
}

/** Refuses the feed routes while the door is closed (403 in the envelope, saying how to open it). */
export function requireFeedDoorOpen(config: Parameters<typeof feedDoorOpen>[0]): void {
  if (!feedDoorOpen(config)) fail(StockFeedError.FEED_CLOSED);
}

async function setRevealed(db: Db, revealed: boolean): Promise<void> {
  await db.execute(sql`insert into infra_config (category, type, name, config_key, value, visible, remark)
    values ('stock', 1, '行情-推送密钥已显示', ${FEED_SECRET_REVEALED_KEY}, ${String(revealed)}, false, '生成的推送密钥是否已显示过（只显示一次）')
    on conflict (config_key) do update set value = excluded.value, update_time = now()`);
}

/** Whether the push client's current secret was already shown once. */
export async function feedSecretRevealed(db: Db): Promise<boolean> {
  const r = await db.execute<{ value: string }>(sql`select value from infra_config where config_key = ${FEED_SECRET_REVEALED_KEY}`);
  return r.rows[0]?.value !== 'false';
}

/** Marks the push secret as not shown yet (the seed, after generating it). */
export async function markFeedSecretUnrevealed(db: Db): Promise<void> {
  await setRevealed(db, false);
}

/** Shows the generated push secret once; afterwards only a rotation shows one. */
export async function revealFeedSecret(db: Db): Promise<FeedSecretVO> {
  const flag = await db.execute<{ value: string }>(sql`select value from infra_config where config_key = ${FEED_SECRET_REVEALED_KEY} for update`);
  if (flag.rows[0]?.value !== 'false') fail(StockFeedError.FEED_SECRET_SHOWN);
  const client = await db.execute<{ secret: string }>(sql`select secret from system_oauth2_client where client_id = ${STOCK_FEED_CLIENT_ID}`);
  if (!client.rows[0]) fail(StockFeedError.FEED_SECRET_SHOWN);
  await setRevealed(db, true);
  return { clientId: STOCK_FEED_CLIENT_ID, secret: client.rows[0].secret };
}

/** A new push secret: the old one and every token issued with it stop working at once. */
export async function rotateFeedSecret(db: Db): Promise<FeedSecretVO> {
  const secret = newFeedSecret();
  await db.execute(sql`update system_oauth2_client set secret = ${secret}, update_time = now() where client_id = ${STOCK_FEED_CLIENT_ID}`);
  await db.execute(sql`delete from system_oauth2_access_token where client_id = ${STOCK_FEED_CLIENT_ID}`);
  await db.execute(sql`delete from system_oauth2_refresh_token where client_id = ${STOCK_FEED_CLIENT_ID}`);
  await setRevealed(db, true);
  return { clientId: STOCK_FEED_CLIENT_ID, secret };
}
