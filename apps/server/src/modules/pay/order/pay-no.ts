import crypto from 'node:crypto';

/** Beijing time as yyyyMMddHHmmss. */
function stamp(now: Date): string {
  const d = new Date(now.getTime() + 8 * 3_600_000);
  const p = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${d.getUTCFullYear()}${p(d.getUTCMonth() + 1)}${p(d.getUTCDate())}${p(d.getUTCHours())}${p(d.getUTCMinutes())}${p(d.getUTCSeconds())}`;
}

/**
 * A business number: prefix + Beijing time to the second + 8 random digits (e.g. P2026112319301512345678). The columns
 * holding them are unique; 10^8 per second per prefix makes a clash practically impossible.
 */
export function bizNo(prefix: string, now = new Date()): string {
  return `${prefix}${stamp(now)}${String(crypto.randomInt(0, 100_000_000)).padStart(8, '0')}`;
}
