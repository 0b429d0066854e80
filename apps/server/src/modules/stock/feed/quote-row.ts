import type { FeedQuoteRow } from '@gprs/contract';

/**
 * A quick pass for the rows of a quote batch (5,000 of them every few seconds): true only for a row that the zod schema
 * `FeedQuoteRow` certainly accepts as it is — known keys only, every value in range, `time` in epoch milliseconds.
 * Anything else (an ISO time, a doubtful or bad value) is left to the schema, which accepts it or says what is wrong, so
 * answers and messages stay the schema's. quote-row.test.ts checks the two agree.
 */
export function isPlainQuoteRow(item: unknown): item is FeedQuoteRow {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return false;
  const r = item as Record<string, unknown>;
  let keys = 0;
  for (const key in r) {
    if (!Object.hasOwn(r, key) || !QUOTE_KEYS.has(key)) return false;
    keys++;
  }
  const { code, time, price, prevClose, open, high, low, volume, amount } = r;
  if (typeof code !== 'string' || !CODE.test(code)) return false;
  if (typeof time !== 'number' || !Number.isInteger(time) || time <= 0 || time > MAX_TIME) return false;
  if (!isPrice(price) || !optionalPrice(prevClose) || !optionalPrice(open) || !optionalPrice(high) || !optionalPrice(low)) return false;
  if (typeof volume !== 'number' || !Number.isInteger(volume) || volume < 0 || volume > 1e13) return false;
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount < 0 || amount > 1e14) return false;
  if (high !== undefined && low !== undefined && (high as number) < (low as number)) return false;
  if ((high !== undefined && price > (high as number)) || (low !== undefined && price < (low as number))) return false;
  return keys >= 5;
}

const QUOTE_KEYS = new Set(['code', 'time', 'price', 'prevClose', 'open', 'high', 'low', 'volume', 'amount']);
const CODE = /^\d{6}$/;
const MAX_TIME = 4_102_444_800_000;
const isPrice = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v > 0 && v <= 1_000_000;
const optionalPrice = (v: unknown) => v === undefined || isPrice(v);
